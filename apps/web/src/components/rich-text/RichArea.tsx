import { useEffect, useRef } from 'react';
import { sanitizeHtml } from '../../lib/sanitize.ts';

/**
 * The editable HTML area of a rich-text field (the page editor's and the back office's): the value is
 * written into it when it changes from outside (a record loaded, undo, the HTML view) and never while
 * the area has the focus; `run` applies a formatting command and reports the new HTML. With `sanitize`
 * what is reported has passed the storefront's sanitiser (else the server's copy is the sanitised one).
 */
export function useRichArea(value: string, onChange: (html: string) => void, opts: { sanitize?: boolean; redraw?: unknown } = {}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el && document.activeElement !== el && el.innerHTML !== value) el.innerHTML = sanitizeHtml(value);
  }, [value, opts.redraw]);
  const emit = () => {
    const el = ref.current;
    if (el) onChange(opts.sanitize ? sanitizeHtml(el.innerHTML) : el.innerHTML);
  };
  const run = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };
  /**
   * A command whose argument is asked first (a link's address, through `dialogs.prompt`): the area's
   * selection is kept while the dialog has the focus and put back before the command runs.
   */
  const runAsked = async (command: string, ask: () => Promise<string | null>) => {
    const selection = window.getSelection();
    const kept = selection && selection.rangeCount > 0 && ref.current?.contains(selection.anchorNode) ? selection.getRangeAt(0).cloneRange() : null;
    const arg = await ask();
    if (!arg) return;
    // The closing dialog gives the focus back to its opener first; take it after that.
    await new Promise((resolve) => setTimeout(resolve, 0));
    ref.current?.focus();
    if (kept && selection) {
      selection.removeAllRanges();
      selection.addRange(kept);
    }
    document.execCommand(command, false, arg);
    emit();
  };
  return { ref, emit, run, runAsked };
}

/** The area itself: a multi-line text box that reports every input and its final state on leaving. */
export function RichArea({
  area,
  id,
  className,
  label,
  invalid,
}: {
  area: ReturnType<typeof useRichArea>;
  id: string;
  className: string;
  label?: string;
  invalid?: boolean;
}) {
  return (
    <div
      ref={area.ref}
      id={id}
      className={className}
      contentEditable
      role="textbox"
      aria-multiline="true"
      aria-label={label}
      aria-invalid={invalid}
      suppressContentEditableWarning
      onInput={area.emit}
      onBlur={area.emit}
    />
  );
}
