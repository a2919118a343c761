import { useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { STAFF_FIELD_MAX, type StaffLoginAnswer } from '@shop/contract';
import { errorMessage } from '../../lib/errors.ts';
import { useKeepTyped } from '../../lib/keep-typed.ts';
import { session } from '../../lib/session.ts';
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

/** A staff sign-in's answer kept as the session's staff user. */
export const keepStaffUser = (a: Pick<StaffLoginAnswer, 'accessToken' | 'defaultUserRole' | 'userRoleList' | 'displayName'>) =>
  session.setStaffUser({ accessToken: a.accessToken, defaultUserRole: a.defaultUserRole, userRoleList: a.userRoleList, displayName: a.displayName });

/**
 * A staff sign-in's username and password (the staff login, a brand counter's helper sign-in). Typed before
 * the page hydrated: kept (decision 165); `named` gives the inputs their names (the login page's only form).
 */
export function StaffCredentialFields({
  form,
  named = false,
}: {
  form: Pick<FormState<{ username: string; password: string }>, 'values' | 'set'>;
  named?: boolean;
}) {
  const { t } = useTranslation('staff');
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useKeepTyped(usernameRef, form.values.username, form.set('username'));
  useKeepTyped(passwordRef, form.values.password, form.set('password'));
  return (
    <>
      <label className="staff-field">
        <span>{t('username')}</span>
        <input
          ref={usernameRef}
          {...(named ? { name: 'username' } : {})}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={STAFF_FIELD_MAX.USERNAME}
          value={form.values.username}
          onChange={(e) => form.set('username')(e.target.value)}
          required
        />
      </label>
      <label className="staff-field">
        <span>{t('password')}</span>
        <input
          ref={passwordRef}
          {...(named ? { name: 'password' } : {})}
          type="password"
          autoComplete="current-password"
          maxLength={64}
          value={form.values.password}
          onChange={(e) => form.set('password')(e.target.value)}
          required
        />
      </label>
    </>
  );
}
