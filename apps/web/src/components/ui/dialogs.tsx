import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal.tsx';
import './dialogs.css';

/**
 * The message dialog and the loading overlay (core §2 dialogs), driven from anywhere through
 * `dialogs` and `loading`, rendered once by <DialogHost/>. The web's one way to ask: `alert`, `confirm`
 * and `prompt` (a labelled input) replace the browser's own, which lint forbids (decision 430).
 */
type Kind = 'info' | 'success' | 'warning' | 'error';
interface Entry {
  id: number;
  kind: Kind;
  message: string;
  mode: 'alert' | 'confirm' | 'prompt' | 'toast';
  resolve: (ok: boolean) => void;
  /** A prompt's input: what it starts with and, while open, what it holds. */
  answer?: { value: string; type: 'text' | 'password'; hint?: string };
  durationMs?: number;
  confirmText?: string;
  cancelText?: string;
}

let entries: Entry[] = [];
let loadingCount = 0;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

function push(e: Omit<Entry, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    entries = [...entries, { ...e, id: nextId++, resolve }];
    emit();
  });
}
function close(id: number, ok: boolean) {
  const e = entries.find((x) => x.id === id);
  entries = entries.filter((x) => x.id !== id);
  emit();
  e?.resolve(ok);
}

export const dialogs = {
  /** A message with an OK button; `durationMs` closes it by itself. */
  alert: (message: string, opts: { kind?: Kind; durationMs?: number } = {}) =>
    push({ kind: opts.kind ?? 'info', message, mode: 'alert', ...(opts.durationMs ? { durationMs: opts.durationMs } : {}) }).then(() => undefined),
  /** Asks; resolves true on confirm, false on cancel. */
  confirm: (message: string, opts: { kind?: Kind; confirmText?: string; cancelText?: string } = {}) =>
    push({ kind: opts.kind ?? 'warning', message, mode: 'confirm', ...opts }),
  /**
   * Asks for one line of text: `label` names the input. Resolves to what was typed on OK (an empty
   * string too), null on cancel.
   */
  prompt: (label: string, opts: { hint?: string; defaultValue?: string; type?: 'text' | 'password' } = {}) => {
    const answer = { value: opts.defaultValue ?? '', type: opts.type ?? 'text', ...(opts.hint ? { hint: opts.hint } : {}) };
    return push({ kind: 'info', message: label, mode: 'prompt', answer }).then((ok) => (ok ? answer.value : null));
  },
  /** A short message that goes away by itself. */
  toast: (message: string, kind: Kind = 'success') => void push({ kind, message, mode: 'toast', durationMs: 2500 }),
};

export const loading = {
  show() {
    loadingCount++;
    emit();
  },
  hide() {
    loadingCount = Math.max(0, loadingCount - 1);
    emit();
  },
  /** Shows the overlay while a promise runs. */
  async around<T>(work: Promise<T>): Promise<T> {
    loading.show();
    try {
      return await work;
    } finally {
      loading.hide();
    }
  },
};

function MessageDialog({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!entry.durationMs) return;
    const timer = setTimeout(() => close(entry.id, true), entry.durationMs);
    return () => clearTimeout(timer);
  }, [entry]);
  const messageId = `ui-dialog-msg-${entry.id}`;
  if (entry.mode === 'prompt' && entry.answer) return <PromptDialog entry={entry} answer={entry.answer} />;
  return (
    <Modal
      className="ui-dialog-mask"
      role={entry.mode === 'confirm' ? 'alertdialog' : 'dialog'}
      aria-labelledby={messageId}
      closeOnMask={entry.mode !== 'confirm'}
      onClose={() => close(entry.id, entry.mode !== 'confirm')}
    >
      <div className={`ui-dialog ui-dialog--${entry.kind}`}>
        <p id={messageId} className="ui-dialog__message">
          {entry.message}
        </p>
        <div className="ui-dialog__actions">
          {entry.mode === 'confirm' && (
            <button type="button" className="ui-button ui-button--ghost" onClick={() => close(entry.id, false)}>
              {entry.cancelText ?? t('cancel')}
            </button>
          )}
          <button type="button" className="ui-button" data-autofocus onClick={() => close(entry.id, true)}>
            {entry.confirmText ?? t('ok')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** A prompt: the label names the input; Enter answers OK, Escape and Cancel answer null. */
function PromptDialog({ entry, answer }: { entry: Entry; answer: NonNullable<Entry['answer']> }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(answer.value);
  const inputId = useId();
  const hintId = useId();
  return (
    <Modal className="ui-dialog-mask" aria-labelledby={`${inputId}-label`} closeOnMask={false} onClose={() => close(entry.id, false)}>
      <form
        className={`ui-dialog ui-dialog--${entry.kind}`}
        onSubmit={(e) => {
          e.preventDefault();
          close(entry.id, true);
        }}
      >
        <label id={`${inputId}-label`} htmlFor={inputId} className="ui-dialog__message">
          {entry.message}
        </label>
        <input
          id={inputId}
          className="ui-dialog__input"
          type={answer.type}
          value={value}
          data-autofocus
          autoComplete={answer.type === 'password' ? 'new-password' : 'off'}
          {...(answer.hint ? { 'aria-describedby': hintId } : {})}
          onChange={(e) => {
            setValue(e.target.value);
            answer.value = e.target.value;
          }}
        />
        {answer.hint && (
          <p id={hintId} className="ui-dialog__hint">
            {answer.hint}
          </p>
        )}
        <div className="ui-dialog__actions">
          <button type="button" className="ui-button ui-button--ghost" onClick={() => close(entry.id, false)}>
            {t('cancel')}
          </button>
          <button type="submit" className="ui-button">
            {t('ok')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

const NONE_OPEN: typeof entries = [];

export function DialogHost() {
  // Nothing is open in the server render (and the hydration after it).
  const list = useSyncExternalStore(
    subscribe,
    () => entries,
    () => NONE_OPEN,
  );
  const busy = useSyncExternalStore(
    subscribe,
    () => loadingCount > 0,
    () => false,
  );
  const { t } = useTranslation();
  const modal = list.find((e) => e.mode !== 'toast');
  const toasts = list.filter((e) => e.mode === 'toast');
  return (
    <>
      {modal && <MessageDialog key={modal.id} entry={modal} />}
      <div className="ui-toasts" aria-live="polite">
        {toasts.map((e) => (
          <Toast key={e.id} entry={e} />
        ))}
      </div>
      {busy && (
        <div className="ui-loading" role="status" aria-label={t('loading')}>
          <span className="ui-spinner" />
        </div>
      )}
    </>
  );
}

function Toast({ entry }: { entry: Entry }) {
  useEffect(() => {
    const timer = setTimeout(() => close(entry.id, true), entry.durationMs ?? 2500);
    return () => clearTimeout(timer);
  }, [entry]);
  return <div className={`ui-toast ui-toast--${entry.kind}`}>{entry.message}</div>;
}
