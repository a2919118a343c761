import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../lib/links.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PHONE_AREA, login } from '@shop/contract';
import { session } from '../../../lib/session.ts';
import { readStorage, STORAGE_KEY, writeStorage } from '../../../lib/storage.ts';
import { memberInfoKey } from '../../../lib/member.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { fieldErrors } from '../../../lib/forms.ts';
import { dialogs, loading } from '../../../components/ui/dialogs.tsx';
import { MemberPage } from '../components/MemberPage.tsx';
import { PhoneAreaSelect, TextField, CheckField, SubmitRow } from '../components/fields.tsx';
import { ForgotPasswordDialog } from '../components/ForgotPassword.tsx';
import { loginCall } from '../api/login.ts';
import { returnPath, returnQuery } from '../return-path.ts';

/** /login: mobile number (with area) or e-mail and password; back to isBeFrom or pageCode afterwards. */
export function LoginPage() {
  const { t } = useTranslation('memberPages');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [area, setArea] = useState(DEFAULT_PHONE_AREA);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(readStorage(STORAGE_KEY.REMEMBER_LOGIN) === '1');
  const [errors, setErrors] = useState<{ account?: string; password?: string }>({});
  const [forgotOpen, setForgotOpen] = useState(false);
  const isEmail = account.includes('@');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = { account: account.trim(), ...(isEmail ? {} : { phoneAreaCode: area }), password, rememberLogin: remember };
    // The call's own schema decides (decision 434); only the two fields the form shows are named.
    const { account: accountError, password: passwordError } = fieldErrors(login.request, input);
    const next = { ...(accountError ? { account: t(accountError) } : {}), ...(passwordError ? { password: t(passwordError) } : {}) };
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const res = await loading.around(loginCall(input));
      writeStorage(STORAGE_KEY.REMEMBER_LOGIN, remember ? '1' : null);
      client.setQueryData(memberInfoKey(res.accessToken), res.user);
      session.setMemberToken(res.accessToken);
      const target = returnPath(params);
      if (res.user.mustChangePassword) {
        navigate(`/modifyPasswordFirstLogin?isBeFrom=${encodeURIComponent(target.slice(1))}`, { replace: true });
      } else {
        navigate(target, { replace: true });
      }
    } catch (err) {
      void dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  }

  return (
    <MemberPage title={t('loginTitle')} lead={t('loginIntro')} narrow>
      <form className="mcard mform" onSubmit={submit} noValidate>
        {!isEmail && <PhoneAreaSelect label={t('phoneArea')} value={area} onChange={setArea} name="phoneArea" />}
        <TextField
          label={t('account')}
          name="account"
          value={account}
          onChange={setAccount}
          autoComplete="username"
          maxLength={254}
          required
          error={errors.account}
        />
        <TextField
          label={t('password')}
          name="password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          maxLength={64}
          required
          error={errors.password}
        />
        <CheckField label={t('rememberLogin')} checked={remember} onChange={setRemember} name="remember" />
        <SubmitRow label={t('members:login')} />
        <div className="mform__links">
          <button type="button" className="mform__linkbtn" onClick={() => setForgotOpen(true)}>
            {t('forgotPassword')}
          </button>
          <span>
            {t('noAccount')} <Link to={`/register${returnQuery(params)}`}>{t('registerNow')}</Link>
          </span>
          <Link to="/firstSignIn">{t('firstSignInLink')}</Link>
        </div>
      </form>
      {forgotOpen && <ForgotPasswordDialog onClose={() => setForgotOpen(false)} />}
    </MemberPage>
  );
}
