import { useEffect, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useLocation, useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../../lib/errors.ts';
import { fieldOfError, fieldProblemText } from '../list-tools.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { isStaleSave, useVersionedForm, type FieldLabels } from './version-conflict.tsx';
import { useForm, type FormState } from '../../../lib/use-form.tsx';
import { boFieldProblem, boInvalid, saveState } from './bo-form.tsx';
import { BoPage } from './BoPage.tsx';

/** The save mutation of a record form (react-query's `useMutation` of a `save` call). */
export interface SaveMutation<V> {
  mutateAsync: (input: { id?: number; baseVersion?: number; values: V }) => Promise<{ id: number; version: number }>;
  reset?: () => void;
}

/** A versioned record as its `get` call answers it (decision 240). */
export interface VersionedRecord<V> {
  values: V;
  version: number;
}

/**
 * A record's form (goods, club goods, promotions) on the one form pattern (`useForm`, decision 460): the
 * values, loaded once from the record (when `ready`), checked with the save call's own `schema`, saved as
 * `{ id?, baseVersion?, values }`. A new record then opens its own form at `${path}/${id}` with the "saved"
 * notice travelling with the navigation; an edited one calls `onSaved`. `bad(field)` marks a control the
 * check or a 400 named. `waiting` is what to show instead of the form until the record is there.
 */
export function useRecordForm<V extends object>(opts: {
  id: number | null;
  blank: () => V;
  /** The save call's request schema (contract). */
  schema: z.ZodType;
  existing: { data?: VersionedRecord<V> | undefined; isError: boolean; error: unknown; refetch: () => Promise<{ data?: VersionedRecord<V> | undefined }> };
  /** Each form field's label, for the changes kept after a stale save (decision 240). */
  labels?: FieldLabels<V>;
  /** Labels of the fields inside a list's rows, by path without the row (`skus.originalPrice`): a refusal names them. */
  rowLabels?: Partial<Record<string, string>>;
  save: SaveMutation<V>;
  path: string;
  t: TFunction;
  ready?: boolean;
  onLoad?: (values: V) => void;
  onSaved?: () => void;
}) {
  const { id, existing, save, t } = opts;
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(id === null);
  const [saved, setSaved] = useState(Boolean((useLocation().state as { saved?: boolean } | null)?.saved));
  const ready = opts.ready ?? true;
  const versions = useVersionedForm<V>();
  const form = useForm({
    schema: opts.schema,
    initial: opts.blank,
    // An edit names the version its form was drawn from: a stale one is refused, never overwrites.
    request: (values: V) => ({ ...(id !== null ? { id, baseVersion: versions.baseVersion } : {}), values }),
    send: (input: { id?: number; baseVersion?: number; values: V }) => {
      setSaved(false);
      return save.mutateAsync(input);
    },
    done: (r, mine) => {
      setSaved(true);
      versions.drawnFrom(r.version, mine);
      if (id === null) navigate(`${opts.path}/${r.id}`, { replace: true, state: { saved: true } });
      else opts.onSaved?.();
    },
    failed: (error, mine) => versions.failed(error, mine),
    t,
  });
  const { values: v, setValues: setV } = form;

  useEffect(() => {
    if (loaded || !existing.data || !ready) return;
    setV(existing.data.values);
    versions.drawnFrom(existing.data.version, existing.data.values);
    opts.onLoad?.(existing.data.values);
    setLoaded(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once; onLoad is the caller's inline function
  }, [existing.data, ready, loaded]);

  const set = <K extends keyof V>(k: K, value: V[K]) => setV((old) => ({ ...old, [k]: value }));
  const bad = (k: string) => boInvalid(form, k);

  /** The stale-save notice and the kept changes (empty otherwise): shown just above the save bar. */
  const conflict = versions.panel({
    reload: async () => {
      const fresh = (await existing.refetch()).data;
      save.reset?.();
      form.clear();
      if (fresh) opts.onLoad?.(fresh.values);
      return fresh;
    },
    setValues: setV,
    labels: opts.labels ?? {},
    t,
  });

  const waiting =
    id !== null && !loaded ? existing.isError ? <p className="bo-error">{errorMessage(existing.error, t)}</p> : <p className="bo-note">…</p> : null;
  /** A refused field by its label ("Check “SKU grid, row 2”"), never the schema path. */
  const problem = boFieldProblem(form, t, { ...opts.labels, ...opts.rowLabels });
  return { form, v, setV, set, setRow: form.setRow, bad, submit: form.submit, saved, waiting, conflict, problem, save: saveState(form) };
}

/** A form's error from the server, in the staff member's language (announced). */
export function FormError({ error, t, testId }: { error: unknown; t: TFunction; testId?: string }) {
  if (!error) return null;
  // A refusal naming a field says it by its label with the reason (issue 27), never the schema path.
  const path = fieldOfError(error);
  return (
    <p className="bo-error" role="alert" data-testid={testId}>
      {path && error instanceof ApiError && error.status === 400 ? fieldProblemText(error, path, {}, t) : errorMessage(error, t)}
    </p>
  );
}

/** The end of a record form: the save error, the "saved" notice, the save button and any other actions. */
export function SaveBar({
  save,
  saved = false,
  testId,
  disabled = false,
  t,
  problem = null,
  savedText,
  children,
}: {
  save: { error: unknown; isError: boolean; isPending: boolean };
  saved?: boolean;
  testId: string;
  disabled?: boolean;
  t: TFunction;
  /** The form's own wording of a 400 (the field by its label), shown instead of the server's text. */
  problem?: string | null;
  /** The "saved" notice in the record's own words (a promotion says when it goes live); else `saved`. */
  savedText?: string;
  children?: ReactNode;
}) {
  if (problem)
    return (
      <>
        <p className="bo-error" role="alert" data-testid={`${testId}-problem`}>
          {problem}
        </p>
        <SaveBar save={{ ...save, isError: false, error: null }} saved={false} testId={testId} disabled={disabled} t={t}>
          {children}
        </SaveBar>
      </>
    );
  return (
    <>
      {/* A stale save is told by the form's conflict notice, which offers the reload. */}
      <FormError error={save.isError && !isStaleSave(save.error) ? save.error : null} t={t} />
      {saved ? (
        <p className="bo-note" role="status" data-testid={`${testId}-saved`}>
          {savedText ?? t('saved')}
        </p>
      ) : null}
      <SubmitRow busy={save.isPending} disabled={disabled} label={save.isPending ? t('saving') : t('save')} testId={`${testId}-save`}>
        {children}
      </SubmitRow>
    </>
  );
}

/** A form's sticky row of actions: the submit button (off while the write runs) and any others. */
export function SubmitRow({
  busy,
  disabled = false,
  label,
  testId,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  label: ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className="bo-form__actions">
      <button type="submit" className="bo-button" disabled={busy || disabled} data-testid={testId}>
        {label}
      </button>
      {children}
    </div>
  );
}

/**
 * A record's screen (goods, club goods, promotions): what to show until the record is there, then one form
 * with the title and the way back, the fields, the stale-save notice and the save bar.
 */
export function RecordScreen({
  record,
  titleId,
  title,
  back,
  testId,
  t,
  savedText,
  disabled,
  actions,
  children,
}: {
  record: {
    form: Pick<FormState<unknown>, 'submit' | 'pending'>;
    waiting: ReactNode;
    conflict: ReactNode;
    save: { error: unknown; isError: boolean; isPending: boolean };
    saved: boolean;
    problem: string | null;
  };
  titleId: string;
  title: ReactNode;
  back: { to: string; label: ReactNode };
  testId: string;
  t: TFunction;
  savedText?: string;
  disabled?: boolean;
  /** Beside the save button. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  if (record.waiting) return record.waiting;
  return (
    <BoPage id={titleId} title={title} form={record.form} links={[{ ...back, ghost: true }]}>
      {children}
      {record.conflict}
      <SaveBar
        save={record.save}
        saved={record.saved}
        problem={record.problem}
        testId={testId}
        t={t}
        {...(savedText !== undefined ? { savedText } : {})}
        {...(disabled !== undefined ? { disabled } : {})}
      >
        {actions}
      </SaveBar>
    </BoPage>
  );
}
