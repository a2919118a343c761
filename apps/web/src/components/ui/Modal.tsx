import { useLayoutEffect, useRef, useState, type DialogHTMLAttributes, type ReactNode } from 'react';
import './modal.css';

/**
 * The one modal surface of the web app: a native `<dialog>` opened with `showModal()`, so the browser
 * traps focus, makes the page behind inert and puts the dialog in the top layer at no script cost.
 * The element itself is the full-screen mask (style it with `className`); a click on it outside the
 * content closes, as does Escape. Mounting opens it; unmounting closes it and gives focus back to the
 * element that had it when it opened. The page's scroll is locked by `modal.css` while one is open.
 * An element marked `data-autofocus` inside receives the first focus (else the first focusable one).
 */
/**
 * The element the last closed modal gave focus back to. A modal that opened while another was closing
 * (the next queued message) took that one's button as its opener; when it closes, focus goes here.
 */
let lastRestored: HTMLElement | null = null;

export function Modal({
  onClose,
  closeOnMask = true,
  className,
  children,
  ...rest
}: {
  onClose: () => void;
  /** False for a question that must be answered with its buttons. */
  closeOnMask?: boolean;
  className: string;
  children: ReactNode;
} & Omit<DialogHTMLAttributes<HTMLDialogElement>, 'onClose' | 'onCancel' | 'open' | 'className'>) {
  const ref = useRef<HTMLDialogElement>(null);
  // Read while rendering, before any effect of this tree can move focus into the dialog.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    let mounted = true;
    // The browser may close the dialog itself (a second Escape); keep the owner's state in step.
    const onNativeClose = () => mounted && closeRef.current();
    dialog.addEventListener('close', onNativeClose);
    return () => {
      mounted = false;
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      const openedFromModal = opener?.closest('dialog.ui-modal') != null;
      const target = opener?.isConnected && opener !== document.body ? opener : openedFromModal && lastRestored?.isConnected ? lastRestored : null;
      if (target) {
        target.focus({ preventScroll: true });
        lastRestored = target;
      }
    };
  }, [opener]);
  return (
    <dialog
      ref={ref}
      className={`ui-modal ${className}`}
      onCancel={(e) => {
        e.preventDefault();
        closeRef.current();
      }}
      onClick={(e) => {
        if (closeOnMask && e.target === e.currentTarget) closeRef.current();
      }}
      {...rest}
    >
      {children}
    </dialog>
  );
}
