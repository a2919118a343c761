import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STAFF_FIELD_MAX } from '@shop/contract';
import { errorMessage } from '../../lib/errors.ts';
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
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const errorId = useId();
  // Typed before the page hydrated: kept. Sent before it: not at all (the form has no server route, and
  // a browser's plain submit would put the password in the address).
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useKeepTyped(usernameRef, username, setUsername);
  useKeepTyped(passwordRef, password, setPassword);
  const hydrated = useHydrated();

  useEffect(() => {
    document.title = `${t('loginTitle')} · ${t('brand')}`;
  }, [t]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!username.trim()) return setError(t('required', { field: t('username') }));
    if (!password) return setError(t('required', { field: t('password') }));
    setError('');
    try {
      const answer = await login.mutateAsync({ username, password });
      session.setStaffUser({
        accessToken: answer.accessToken,
        defaultUserRole: answer.defaultUserRole,
        userRoleList: answer.userRoleList,
        displayName: answer.displayName,
      });
      navigate(landingOf(answer.defaultUserRole), { replace: true });
    } catch (err) {
      setError(errorMessage(err, t));
      setPassword('');
    }
  }

  return (
    <section className="staff-card staff-login" aria-labelledby="staff-login-title">
      <h1 id="staff-login-title">{t('loginTitle')}</h1>
      <p className="staff-intro">{t('loginIntro')}</p>
      {user && role !== null ? (
        <button type="button" className="staff-button staff-button--ghost staff-button--wide" onClick={() => navigate(landingOf(role))}>
          {t('continueAs', { name: user.displayName ?? '' })}
        </button>
      ) : null}
      <form className="staff-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-describedby={error ? errorId : undefined}>
        <label className="staff-field">
          <span>{t('username')}</span>
          <input
            ref={usernameRef}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={STAFF_FIELD_MAX.USERNAME}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
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
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {error ? (
          <p id={errorId} className="staff-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="staff-button staff-button--wide" disabled={login.isPending || !hydrated}>
          {t('loginButton')}
        </button>
      </form>
    </section>
  );
}
