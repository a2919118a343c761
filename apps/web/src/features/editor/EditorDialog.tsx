import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A modal built on <dialog> (focus trap, Escape and the backdrop come with it). */
export function EditorDialog({
  title,
  onClose,
  children,
  wide = false,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('editor');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={wide ? 'ed-dialog ed-dialog--wide' : 'ed-dialog'}
      aria-labelledby="ed-dialog-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      data-testid={testId}
    >
      <header className="ed-dialog__head">
        <h2 id="ed-dialog-title">{title}</h2>
        <button type="button" className="ed-icon" onClick={onClose} aria-label={t('close')}>
          ✕
        </button>
      </header>
      <div className="ed-dialog__body">{children}</div>
    </dialog>
  );
}
