import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageStaffLogin } from '@shop/contract';
import { Form, useForm } from '../../lib/use-form.tsx';
import { keepStaffUser, StaffCredentialFields, staffProblem, StaffFormError } from './staff-form.tsx';
import { useStaffLogin } from './api/page-staff-login.ts';
import { landingOf } from './landing.ts';
import { useStaffSession } from '../../lib/use-staff-session.ts';
import { useHydrated } from '../../lib/ssr-env.ts';
import { useStaffTitle } from './staff-page.tsx';
import './strings.ts';

/** /staffLogin: any staff account; afterwards the landing page of the account's default role. */
export function StaffLoginPage() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const { user, role } = useStaffSession();
  const login = useStaffLogin();
  const form = useForm({
    schema: pageStaffLogin.request,
    initial: { username: '', password: '' },
    send: (credentials: { username: string; password: string }) => login.mutateAsync(credentials),
    done: (answer) => {
      keepStaffUser(answer);
      navigate(landingOf(answer.defaultUserRole), { replace: true });
    },
    // A refused sign-in asks for the password again.
    failed: () => {
      form.set('password')('');
    },
    t,
  });
  const problem = staffProblem(form, t, { username: 'username', password: 'password' });
  const error = problem?.message;
  const errorId = useId();
  // Sent before the page hydrated: not at all (the form has no server route, and a browser's plain submit
  // would put the password in the address).
  const hydrated = useHydrated();

  useStaffTitle(t('loginTitle'));

  return (
    <section className="staff-card staff-login" aria-labelledby="staff-login-title">
      <h1 id="staff-login-title">{t('loginTitle')}</h1>
      <p className="staff-intro">{t('loginIntro')}</p>
      {user && role !== null ? (
        <button type="button" className="staff-button staff-button--ghost staff-button--wide" onClick={() => navigate(landingOf(role))}>
          {t('continueAs', { name: user.displayName ?? '' })}
        </button>
      ) : null}
      <Form form={form} className="staff-form" aria-describedby={error ? errorId : undefined}>
        <StaffCredentialFields form={form} named />
        <StaffFormError id={errorId} problem={problem} />
        <button type="submit" className="staff-button staff-button--wide" disabled={form.pending || !hydrated}>
          {t('loginButton')}
        </button>
      </Form>
    </section>
  );
}
