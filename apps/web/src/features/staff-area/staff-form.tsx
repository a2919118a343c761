import type { TFunction } from 'i18next';
import { errorMessage } from '../../lib/errors.ts';
import { FieldError, type FormState } from '../../lib/use-form.tsx';

/**
 * The staff area's forms say one clear thing at a time (a tablet at the counter): the first field a check
 * or the server refused, by its label, else the failure. `useForm` decides; this only words it.
 */
export function staffProblem(
  form: Pick<FormState<unknown>, 'invalid' | 'problems' | 'failure'>,
  t: TFunction,
  labels: Partial<Record<string, string>>,
  /** A field's own wording of a browser's key (`password` → the password rule), else "Check …". */
  special: (path: string, key: string) => string | undefined = () => undefined,
): { field: string | null; message: string } | null {
  const field = form.invalid[0];
  if (field !== undefined) {
    const problem = form.problems[field]!;
    if ('text' in problem) return { field, message: problem.text };
    const label = t(labels[field] ?? field);
    return { field, message: special(field, problem.key) ?? t(problem.key === 'err_required' ? 'required' : 'invalidField', { field: label }) };
  }
  return form.failure ? { field: null, message: errorMessage(form.failure, t) } : null;
}

/** The attributes of the control the message names. */
export const invalidAttrs = (problem: { field: string | null } | null, field: string, messageId: string) =>
  problem?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': messageId } : {};

/** The staff area's one message line. */
export function StaffFormError({ id, problem, wide = false, testId }: { id?: string; problem: { message: string } | null; wide?: boolean; testId?: string }) {
  return <FieldError id={id} text={problem?.message} className={wide ? 'staff-error staff-form__wide' : 'staff-error'} testId={testId} />;
}
