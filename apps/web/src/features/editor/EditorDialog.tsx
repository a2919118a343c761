import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/Modal.tsx';

/**
 * The editor's framed dialog (a title bar with a close button over a scrolling body), drawn inside the
 * app's one modal, `components/ui/Modal.tsx` (decision 430). A click beside it does not close it: the
 * editor's dialogs hold choices that a stray click should not throw away.
 */
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
  const titleId = useId();
  return (
    <Modal className="ed-dialog-mask" closeOnMask={false} onClose={onClose} aria-labelledby={titleId} data-testid={testId}>
      <div className={wide ? 'ed-dialog ed-dialog--wide' : 'ed-dialog'}>
        <header className="ed-dialog__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="ed-icon" onClick={onClose} aria-label={t('close')}>
            ✕
          </button>
        </header>
        <div className="ed-dialog__body">{children}</div>
      </div>
    </Modal>
  );
}
