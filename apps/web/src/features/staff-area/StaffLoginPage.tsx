import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STAFF_FIELD_MAX } from '@shop/contract';
import { errorMessage } from '../../lib/errors.ts';
import { session } from '../../lib/session.ts';
import { useStaffLogin } from './api/page-staff-login.ts';
import { landingOf } from './StaffArea.tsx';
import { useStaffSession } from '../../lib/use-staff-session.ts';
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
        <button type="submit" className="staff-button staff-button--wide" disabled={login.isPending}>
          {t('loginButton')}
        </button>
      </form>
    </section>
  );
}
