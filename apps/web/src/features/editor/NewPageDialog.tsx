import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCodeProblem } from './draft-ops.ts';
import { EditorDialog } from './EditorDialog.tsx';

/** Asks a new page's code and name; the code's problems (taken, malformed) are said as it is typed. */
export function NewPageDialog({
  draftCodes,
  onCreate,
  onCancel,
}: {
  draftCodes: string[];
  onCreate: (code: string, name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('editor');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const problem = pageCodeProblem({ appProps: {} as never, menus: {} as never, pageList: draftCodes.map((c) => ({ pageCode: c }) as never) }, code);
  const ok = !problem && name.trim() !== '';
  return (
    <EditorDialog title={t('newPage')} onClose={onCancel} testId="new-page">
      <form
        className="ed-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) onCreate(code, name.trim());
        }}
      >
        <label className="ed-field">
          <span className="ed-field__label">{t('pageCode')}</span>
          <input type="text" value={code} onChange={(e) => setCode(e.target.value.trim().toUpperCase())} placeholder="SUMMER_SALE" required />
          {code && problem && (
            <span className="ed-invalid" role="alert">
              {t(`code_${problem}`)}
            </span>
          )}
        </label>
        <label className="ed-field">
          <span className="ed-field__label">{t('pageName')}</span>
          <input type="text" value={name} onChange={(e) => setName(e.target.value)} required />
        </label>
        <div className="ed-row">
          <button type="submit" className="ed-btn ed-btn--primary" disabled={!ok}>
            {t('create')}
          </button>
          <button type="button" className="ed-btn ed-btn--ghost" onClick={onCancel}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </EditorDialog>
  );
}

/**
 * This editor's version of a unit after reloading another editor's (decision 300): each of my changes,
 * listed by block, can be put back on top of theirs — a block-level three-way merge — or all at once.
 */
