import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import { BO_RECORDS, emptyFieldValue, type BoField, type BoRecordKind, type BoSaveRequest } from '@shop/contract';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { currentLang } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useRecord, useRecordWrites } from './api/records.ts';
import { FieldControl, useFieldLabel } from './FieldControl.tsx';
import { fieldOfError, fieldProblemText, textIn } from './list-tools.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { FormError, SubmitRow } from './parts/record-form.tsx';
import { useVersionedForm } from './parts/version-conflict.tsx';

const fieldsOf = (kind: BoRecordKind) => Object.entries(BO_RECORDS[kind].fields) as Array<[string, BoField]>;
const blankValues = (kind: BoRecordKind) => Object.fromEntries(fieldsOf(kind).map(([k, f]) => [k, emptyFieldValue(f)]));
const todayHk = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * A record's form, drawn from the contract's descriptor of its fields (the same one the server
 * validates with). A refused save shows the server's message and marks the field it names.
 */
export function RecordFormPage({ kind, id }: { kind: BoRecordKind; id: number | null }) {
  const { t } = useTranslation('backOffice');
  const navigate = useNavigate();
  const record = useRecord(kind, id);
  const { save, remove } = useRecordWrites(kind);
  const [values, setValues] = useState<Record<string, unknown> | null>(() =>
    id === null ? { ...blankValues(kind), ...('startDate' in BO_RECORDS[kind].fields ? { startDate: todayHk() } : {}) } : null,
  );
  const [error, setError] = useState<unknown>(null);
  const versions = useVersionedForm<Record<string, unknown>>();
  const fieldLabel = useFieldLabel();
  const labels: Record<string, string> = Object.fromEntries(fieldsOf(kind).map(([name]) => [name, fieldLabel(kind, name)]));

  // Drawn once from the record: a later refetch never replaces what is being typed (decision 240).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded || !record.data) return;
    setValues(record.data.values);
    versions.drawnFrom(record.data.version, record.data.values);
    setLoaded(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once
  }, [record.data, loaded]);

  const errorPath = fieldOfError(error);
  const meta = BO_RECORDS[kind];
  const labelField = 'title' in meta.fields ? 'title' : 'name';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!values) return;
    setError(null);
    try {
      const answer = await save.mutateAsync({ kind, ...(id !== null ? { id, baseVersion: versions.baseVersion } : {}), values } as BoSaveRequest);
      versions.drawnFrom(answer.version, values);
      dialogs.toast(t('saved'));
      if (id === null) navigate(`/backOffice/${kind}/${answer.id}`, { replace: true });
    } catch (err) {
      // A stale save is told by the conflict notice, which offers the reload.
      setError(versions.failed(err, values) ? null : err);
    }
  }

  async function onDelete() {
    if (id === null || !values) return;
    const name = textIn(values[labelField] as never, currentLang()) || `#${id}`;
    if (!(await dialogs.confirm(t('deleteConfirm', { name }), { kind: 'warning', confirmText: t('delete') }))) return;
    try {
      await remove.mutateAsync({ kind, id });
      dialogs.toast(t('deleted'));
      navigate(`/backOffice/${kind}`);
    } catch (err) {
      setError(err);
    }
  }

  if (record.isError) return <p className="bo-error">{errorMessage(record.error, t)}</p>;
  if (!values) return <p className="bo-empty">{t('loading')}</p>;

  return (
    <form className="bo-page bo-form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="bo-record-form">
      <header className="bo-page__head">
        <h1>{id === null ? t('newTitle', { kind: t(`kind_${kind}`) }) : t('editTitle', { kind: t(`kind_${kind}`), id })}</h1>
        <Link className="bo-button bo-button--ghost" to={`/backOffice/${kind}`}>
          {t('cancel')}
        </Link>
      </header>
      {!meta.deletable ? <p className="bo-note">{t('retireHint')}</p> : null}
      {errorPath && error instanceof ApiError && error.status === 400 ? (
        // The field by its label in the staff member's language, never the schema path.
        <p className="bo-error" role="alert" data-testid="bo-form-error">
          {fieldProblemText(error, errorPath, labels, t)}
        </p>
      ) : (
        <FormError error={error} t={t} testId="bo-form-error" />
      )}
      <div className="bo-form__grid">
        {fieldsOf(kind).map(([name, field]) => (
          <FieldControl
            key={name}
            kind={kind}
            name={name}
            field={field}
            value={values[name]}
            errorPath={errorPath}
            onChange={(v) => setValues((old) => ({ ...old, [name]: v }))}
          />
        ))}
      </div>
      {versions.panel({
        reload: async () => (await record.refetch()).data,
        setValues,
        labels,
        t,
      })}
      <SubmitRow busy={save.isPending} label={save.isPending ? t('saving') : t('save')} testId="bo-save">
        {id !== null && meta.deletable ? (
          <button type="button" className="bo-button bo-button--danger" onClick={() => void onDelete()} disabled={remove.isPending}>
            {t('delete')}
          </button>
        ) : null}
      </SubmitRow>
    </form>
  );
}
