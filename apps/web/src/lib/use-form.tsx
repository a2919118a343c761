import { useRef, useState, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from './api-client.ts';
import { fieldErrors, type FieldKeys } from './forms.ts';

/**
 * The one form pattern of the web app (decision 460): every form of a feature is a `useForm` drawn by
 * `<Form>`. The browser checks the request with the call's own schema from the contract (`fieldErrors`),
 * the server checks it again with the same schema; a 400 naming a field lands on that field, any other
 * failure in `failure` (and the form's `failed`). One pending flag, one error per field, one display
 * (`FieldError`).
 */
export interface FormOptions<V, R> {
  /** The call's request schema (contract); absent only for a form whose call takes no typed input. */
  schema?: z.ZodType | undefined;
  initial: V | (() => V);
  /** The request the call takes, built from the values (default: the values as they are). */
  request?: (values: V) => unknown;
  /** What the schema cannot say (a confirmation equal to its password): more keys by field path. */
  check?: (values: V, found: FieldKeys) => Partial<FieldKeys>;
  /** Makes the call. */
  send: (request: never, values: V) => Promise<R>;
  /** After the call answered. */
  done?: (result: R, values: V) => void | Promise<void>;
  /** What a failure not tied to a field does besides being kept in `failure` (an alert, a cleared password). */
  failed?: (error: unknown, values: V) => void;
  /** Words the browser's keys (`err_required`, …) in the feature's catalogue: `t(key)`, or `word`. */
  t: TFunction;
  /** A feature whose catalogue says a problem with the field's name ("Please fill in Email"). */
  word?: (key: string, path: string) => string;
}

export interface FormState<V> {
  values: V;
  setValues: (next: V | ((old: V) => V)) => void;
  /** A field's setter: `set('phone')(value)`. */
  set: <K extends keyof V>(field: K) => (value: V[K]) => void;
  patch: (part: Partial<V>) => void;
  /** A control's props for one field: `<TextField {...form.bind('phone')} />`. */
  bind: <K extends keyof V & string>(field: K) => { name: K; value: V[K]; onChange: (value: V[K]) => void; error: string | undefined };
  /** One row of a list field changed: `setRow('skus', 2, { price })`. */
  setRow: <K extends RowListKey<V>>(field: K, index: number, part: Partial<RowOf<V[K]>>) => void;
  /** The text of a field's problem (itself or anything under it: `skus` covers `skus.2.price`). */
  err: (field: string) => string | undefined;
  /** The paths with a problem, browser's or server's, the first first. */
  invalid: readonly string[];
  /** Each path's problem: a catalogue key (the browser's check) or the server's text. */
  problems: Readonly<Record<string, FieldProblem>>;
  /** The last failure not tied to a field (null again at the next submit). */
  failure: unknown;
  pending: boolean;
  submit: (e?: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Shows problems found outside the submit (a secondary action's own check, by the same schema). */
  flag: (keys: FieldKeys) => void;
  /** Drops the problems shown (e.g. after the values were replaced), or one field's. */
  clear: (field?: string) => void;
}

type RowOf<L> = L extends readonly (infer R)[] ? R : never;
type RowListKey<V> = { [K in keyof V]: V[K] extends readonly object[] ? K : never }[keyof V];

/** A browser's key, or the server's refusal (its text, and the error for a screen that words it itself). */
export type FieldProblem = { key: string } | { text: string; error: unknown };
type Problem = FieldProblem;

export function useForm<V, R = unknown>(opts: FormOptions<V, R>): FormState<V> {
  const [values, setValues] = useState<V>(opts.initial);
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const { t } = opts;

  const textOf = (path: string) => {
    const p = problems[path]!;
    if (!('key' in p)) return p.text;
    return opts.word ? opts.word(p.key, path) : t(p.key);
  };
  const err = (field: string) => {
    if (problems[field]) return textOf(field);
    const under = Object.keys(problems).find((path) => path.startsWith(`${field}.`));
    return under ? textOf(under) : undefined;
  };

  async function submit(e?: FormEvent<HTMLFormElement>) {
    e?.preventDefault();
    if (busy.current) return;
    const form = e?.currentTarget;
    const request = opts.request ? opts.request(values) : values;
    const found = opts.schema ? fieldErrors(opts.schema, request) : {};
    // The schema's problems first (in its fields' order), then the form's own where the schema had none.
    const own = Object.entries(opts.check?.(values, found) ?? {}).filter((e): e is [string, string] => e[1] !== undefined);
    const ordered: FieldKeys = { ...found, ...Object.fromEntries(own), ...found };
    setProblems(Object.fromEntries(Object.entries(ordered).map(([path, key]) => [fieldPath(path), { key }])));
    setFailure(null);
    if (Object.keys(ordered).length) {
      // The first control the check refused takes the focus once it is drawn as invalid (a group: its first).
      setTimeout(() => {
        const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
        (first?.matches('fieldset') ? first.querySelector<HTMLElement>('input, select, textarea') : first)?.focus();
      }, 0);
      return;
    }
    busy.current = true;
    setPending(true);
    try {
      const result = await opts.send(request as never, values);
      await opts.done?.(result, values);
    } catch (error) {
      const field = serverField(error);
      if (field) setProblems({ [field]: { text: (error as ApiError).message, error } });
      else {
        setFailure(error);
        opts.failed?.(error, values);
      }
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  const set =
    <K extends keyof V>(field: K) =>
    (value: V[K]) =>
      setValues((old) => ({ ...old, [field]: value }));
  return {
    values,
    setValues,
    set,
    bind: (field) => ({ name: field, value: values[field], onChange: set(field), error: err(field) }),
    patch: (part) => setValues((old) => ({ ...old, ...part })),
    setRow: (field, index, part) =>
      setValues((old) => ({ ...old, [field]: (old[field] as readonly object[]).map((row, i) => (i === index ? { ...row, ...part } : row)) })),
    err,
    invalid: Object.keys(problems),
    problems,
    failure,
    pending,
    submit,
    flag: (keys) => setProblems(Object.fromEntries(Object.entries(keys).map(([path, key]) => [path, { key }]))),
    clear: (field) => {
      if (field !== undefined) {
        setProblems((old) => Object.fromEntries(Object.entries(old).filter(([path]) => path !== field)));
        return;
      }
      setProblems({});
      setFailure(null);
    },
  };
}

/** The field a refusal named (contract `errorBodySchema.field`), for a 400 only. */
export function serverField(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.detail.field) return null;
  return fieldPath(error.detail.field);
}

/** A request path as the form's field: a record's save call sends `{ id, values }`, the form holds the values. */
const fieldPath = (path: string) => path.replace(/^values\./, '');

/** A form of the pattern: no browser validation (the schema decides), submitted through `useForm`. */
export function Form<V>({
  form,
  children,
  ...rest
}: { form: Pick<FormState<V>, 'submit' | 'pending'>; children: ReactNode } & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>) {
  return (
    <form {...rest} noValidate aria-busy={form.pending || undefined} onSubmit={(e) => void form.submit(e)}>
      {children}
    </form>
  );
}

/** The one display of a field's problem: announced, and named by the control's `aria-describedby`. */
export function FieldError({
  id,
  text,
  className,
  testId,
}: {
  id?: string | undefined;
  text: ReactNode | undefined;
  className: string;
  testId?: string | undefined;
}) {
  if (!text) return null;
  return (
    <p id={id} className={`field-error ${className}`} role="alert" data-testid={testId}>
      {text}
    </p>
  );
}
