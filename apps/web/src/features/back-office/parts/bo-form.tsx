import type { TFunction } from 'i18next';
import { errorMessage } from '../../../lib/errors.ts';
import { FieldError, type FormState } from '../../../lib/use-form.tsx';
import { fieldProblemText, labelOfPath } from '../list-tools.tsx';
import { isStaleSave } from './version-conflict.tsx';

type Checked = Pick<FormState<unknown>, 'invalid' | 'problems' | 'failure'>;

/**
 * What a back-office form says above its fields (issue 27): the first field the check or the server
 * refused, by its label ("Check “SKU grid, row 2, Price”"), else the failure — never a schema path.
 * A stale save is said by the form's conflict notice instead.
 */
export function boProblem(form: Checked, t: TFunction, labels: Partial<Record<string, string>> = {}): string | null {
  return boFieldProblem(form, t, labels) ?? (form.failure && !isStaleSave(form.failure) ? errorMessage(form.failure, t) : null);
}

/** The first refused field by its label, or null. */
export function boFieldProblem(form: Pick<Checked, 'invalid' | 'problems'>, t: TFunction, labels: Partial<Record<string, string>> = {}): string | null {
  const path = form.invalid[0];
  if (path === undefined) return null;
  const problem = form.problems[path]!;
  return 'error' in problem ? fieldProblemText(problem.error, path, labels, t) : t('backOffice:fieldProblem', { field: labelOfPath(path, labels, t) });
}

/** A form's state as the record forms' `SaveBar` reads it. */
export const saveState = (form: Pick<FormState<unknown>, 'failure' | 'pending'>) => ({ error: form.failure, isError: !!form.failure, isPending: form.pending });

/** `aria-invalid` of a control whose field (or anything under it) was refused. */
export const boInvalid = (form: Pick<FormState<unknown>, 'invalid'>, field: string) =>
  form.invalid.some((p) => p === field || p.startsWith(`${field}.`)) || undefined;

/** A field's value, setter and `aria-invalid` from its form: `<NumberField label={…} {...boField(form, 'delta')} />`. */
export const boField = <V, K extends keyof V & string>(form: Pick<FormState<V>, 'values' | 'set' | 'invalid'>, field: K) => ({
  value: form.values[field],
  onChange: form.set(field),
  invalid: boInvalid(form, field),
});

/** The back office's one line of a form's problem (announced). */
export function BoFormError({ form, t, labels, testId }: { form: Checked; t: TFunction; labels?: Partial<Record<string, string>>; testId?: string }) {
  return <FieldError text={boProblem(form, t, labels)} className="bo-error" testId={testId} />;
}
