import { useTranslation } from 'react-i18next';
import { pageCodeProblem } from './draft-ops.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { Form, useForm } from '../../lib/use-form.tsx';

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
  const problemOf = (code: string) =>
    pageCodeProblem({ appProps: {} as never, menus: {} as never, pageList: draftCodes.map((c) => ({ pageCode: c }) as never) }, code);
  // The page is made in the draft (no call until publishing): the draft's own rule for a code decides.
  const form = useForm({
    initial: { code: '', name: '' },
    check: (v) => ({ ...(problemOf(v.code) ? { code: `code_${problemOf(v.code)}` } : {}), ...(v.name.trim() ? {} : { name: 'err_required' }) }),
    send: async (_request, { code, name }) => onCreate(code, name.trim()),
    t,
  });
  const { code, name } = form.values;
  const problem = problemOf(code);
  const ok = !problem && name.trim() !== '';
  return (
    <EditorDialog title={t('newPage')} onClose={onCancel} testId="new-page">
      <Form form={form} className="ed-form">
        <label className="ed-field">
          <span className="ed-field__label">{t('pageCode')}</span>
          <input type="text" value={code} onChange={(e) => form.set('code')(e.target.value.trim().toUpperCase())} placeholder="SUMMER_SALE" required />
          {code && problem && (
            <span className="ed-invalid" role="alert">
              {t(`code_${problem}`)}
            </span>
          )}
        </label>
        <label className="ed-field">
          <span className="ed-field__label">{t('pageName')}</span>
          <input type="text" value={name} onChange={(e) => form.set('name')(e.target.value)} required />
        </label>
        <div className="ed-row">
          <button type="submit" className="ed-btn ed-btn--primary" disabled={!ok}>
            {t('create')}
          </button>
          <button type="button" className="ed-btn ed-btn--ghost" onClick={onCancel}>
            {t('cancel')}
          </button>
        </div>
      </Form>
    </EditorDialog>
  );
}

/**
 * This editor's version of a unit after reloading another editor's (decision 300): each of my changes,
 * listed by block, can be put back on top of theirs — a block-level three-way merge — or all at once.
 */
