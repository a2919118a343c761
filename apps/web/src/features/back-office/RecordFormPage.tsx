import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import { BO_RECORDS, boSaveRecord, emptyFieldValue, type BoField, type BoRecordKind, type BoSaveRequest } from '@shop/contract';
import { dialogs } from '../../components/ui/dialogs.tsx';
import { currentLang } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useRecord, useRecordWrites } from './api/records.ts';
import { FieldControl, useFieldLabel } from './FieldControl.tsx';
import { textIn } from './list-tools.tsx';
import { SubmitRow } from './parts/record-form.tsx';
import { Form, useForm } from '../../lib/use-form.tsx';
import { BoFormError } from './parts/bo-form.tsx';
import { useVersionedForm } from './parts/version-conflict.tsx';

const fieldsOf = (kind: BoRecordKind) => Object.entries(BO_RECORDS[kind].fields) as Array<[string, BoField]>;
const blankValues = (kind: BoRecordKind) => Object.fromEntries(fieldsOf(kind).map(([k, f]) => [k, emptyFieldValue(f)]));
const todayHk = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * A record's form, drawn from the contract's descriptor of its fields (the same one the server
 * validates with) and the save call's schema checked before sending (decision 460). A refused save shows
 * the server's message and marks the field it names.
 */
export function RecordFormPage({ kind, id }: { kind: BoRecordKind; id: number | null }) {
  const { t } = useTranslation('backOffice');
  const record = useRecord(kind, id);
  if (record.isError) return <p className="bo-error">{errorMessage(record.error, t)}</p>;
  if (id !== null && !record.data) return <p className="bo-empty">{t('loading')}</p>;
  // Drawn once from the record: a later refetch never replaces what is being typed (decision 240).
  return <RecordForm key={`${kind}-${id}`} kind={kind} id={id} drawn={record.data ?? null} reload={async () => (await record.refetch()).data} />;
}

type Drawn = { values: Record<string, unknown>; version: number };

function RecordForm({ kind, id, drawn, reload }: { kind: BoRecordKind; id: number | null; drawn: Drawn | null; reload: () => Promise<Drawn | undefined> }) {
  const { t } = useTranslation('backOffice');
  const navigate = useNavigate();
  const { save, remove } = useRecordWrites(kind);
  const versions = useVersionedForm<Record<string, unknown>>();
  const fieldLabel = useFieldLabel();
  const labels: Record<string, string> = Object.fromEntries(fieldsOf(kind).map(([name]) => [name, fieldLabel(kind, name)]));
  useEffect(() => {
    if (drawn) versions.drawnFrom(drawn.version, drawn.values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the version the form was drawn from, once
  }, []);
  const form = useForm({
    schema: boSaveRecord.request,
    initial: () => drawn?.values ?? { ...blankValues(kind), ...('startDate' in BO_RECORDS[kind].fields ? { startDate: todayHk() } : {}) },
    request: (values) => ({ kind, ...(id !== null ? { id, baseVersion: versions.baseVersion } : {}), values }),
    send: (input: BoSaveRequest) => save.mutateAsync(input),
    done: (answer, values) => {
      versions.drawnFrom(answer.version, values);
      dialogs.toast(t('saved'));
      if (id === null) navigate(`/backOffice/${kind}/${answer.id}`, { replace: true });
    },
    // A stale save is told by the conflict notice, which offers the reload.
    failed: (err, values) => versions.failed(err, values),
    t,
  });
  const { values, setValues } = form;
  const remover = useForm({
    initial: {},
    send: () => remove.mutateAsync({ kind, id: id! }),
    done: () => {
      dialogs.toast(t('deleted'));
      navigate(`/backOffice/${kind}`);
    },
    t,
  });

  const meta = BO_RECORDS[kind];
  const labelField = 'title' in meta.fields ? 'title' : 'name';

  async function onDelete() {
    if (id === null) return;
    const name = textIn(values[labelField] as never, currentLang()) || `#${id}`;
    if (!(await dialogs.confirm(t('deleteConfirm', { name }), { kind: 'warning', confirmText: t('delete') }))) return;
    await remover.submit();
  }

  return (
    <Form form={form} className="bo-page bo-form" data-testid="bo-record-form">
      <header className="bo-page__head">
        <h1>{id === null ? t('newTitle', { kind: t(`kind_${kind}`) }) : t('editTitle', { kind: t(`kind_${kind}`), id })}</h1>
        <Link className="bo-button bo-button--ghost" to={`/backOffice/${kind}`}>
          {t('cancel')}
        </Link>
      </header>
      {!meta.deletable ? <p className="bo-note">{t('retireHint')}</p> : null}
      {/* The field by its label in the staff member's language, never the schema path. */}
      <BoFormError form={remover.failure ? remover : form} t={t} labels={labels} testId="bo-form-error" />
      <div className="bo-form__grid">
        {fieldsOf(kind).map(([name, field]) => (
          <FieldControl
            key={name}
            kind={kind}
            name={name}
            field={field}
            value={values[name]}
            errorPath={form.invalid[0] ?? null}
            onChange={(v) => setValues((old) => ({ ...old, [name]: v }))}
          />
        ))}
      </div>
      {versions.panel({ reload, setValues, labels, t })}
      <SubmitRow busy={form.pending} label={form.pending ? t('saving') : t('save')} testId="bo-save">
        {id !== null && meta.deletable ? (
          <button type="button" className="bo-button bo-button--danger" onClick={() => void onDelete()} disabled={remover.pending}>
            {t('delete')}
          </button>
        ) : null}
      </SubmitRow>
    </Form>
  );
}
