import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageStaffLogin, STAFF_FIELD_MAX } from '@shop/contract';
import { Form, useForm } from '../../lib/use-form.tsx';
import { staffProblem, StaffFormError } from './staff-form.tsx';
import { session } from '../../lib/session.ts';
import { useStaffLogin } from './api/page-staff-login.ts';
import { landingOf } from './StaffArea.tsx';
import { useStaffSession } from '../../lib/use-staff-session.ts';
import { useKeepTyped } from '../../lib/keep-typed.ts';
import { useHydrated } from '../../lib/ssr-env.ts';
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
      session.setStaffUser({
        accessToken: answer.accessToken,
        defaultUserRole: answer.defaultUserRole,
        userRoleList: answer.userRoleList,
        displayName: answer.displayName,
      });
      navigate(landingOf(answer.defaultUserRole), { replace: true });
    },
    // A refused sign-in asks for the password again.
    failed: () => {
      form.set('password')('');
    },
    t,
  });
  const { values: v, set } = form;
  const problem = staffProblem(form, t, { username: 'username', password: 'password' });
  const error = problem?.message;
  const errorId = useId();
  // Typed before the page hydrated: kept. Sent before it: not at all (the form has no server route, and
  // a browser's plain submit would put the password in the address).
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useKeepTyped(usernameRef, v.username, set('username'));
  useKeepTyped(passwordRef, v.password, set('password'));
  const hydrated = useHydrated();

  useEffect(() => {
    document.title = `${t('loginTitle')} · ${t('brand')}`;
  }, [t]);

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
        <label className="staff-field">
          <span>{t('username')}</span>
          <input
            ref={usernameRef}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={STAFF_FIELD_MAX.USERNAME}
            value={v.username}
            onChange={(e) => set('username')(e.target.value)}
            required
          />
        </label>
        <label className="staff-field">
          <span>{t('password')}</span>
          <input
            ref={passwordRef}
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={64}
            value={v.password}
            onChange={(e) => set('password')(e.target.value)}
            required
          />
        </label>
        <StaffFormError id={errorId} problem={problem} />
        <button type="submit" className="staff-button staff-button--wide" disabled={form.pending || !hydrated}>
          {t('loginButton')}
        </button>
      </Form>
    </section>
  );
}
