import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../lib/links.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PHONE_AREA, login } from '@shop/contract';
import { session } from '../../../lib/session.ts';
import { readStorage, STORAGE_KEY, writeStorage } from '../../../lib/storage.ts';
import { memberInfoKey } from '../../../lib/member.ts';
import { Form, useForm } from '../../../lib/use-form.tsx';
import { loading } from '../../../components/ui/dialogs.tsx';
import { MemberPage } from '../components/MemberPage.tsx';
import { alertFailure, PhoneAreaSelect, TextField, CheckField, SubmitRow } from '../components/fields.tsx';
import { ForgotPasswordDialog } from '../components/ForgotPassword.tsx';
import { loginCall } from '../api/login.ts';
import { returnPath, returnQuery } from '../return-path.ts';

/** /login: mobile number (with area) or e-mail and password; back to isBeFrom or pageCode afterwards. */
export function LoginPage() {
  const { t } = useTranslation('memberPages');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm({
    schema: login.request,
    initial: { area: DEFAULT_PHONE_AREA, account: '', password: '', remember: readStorage(STORAGE_KEY.REMEMBER_LOGIN) === '1' },
    request: ({ area, account, password, remember }) => ({
      account: account.trim(),
      ...(account.includes('@') ? {} : { phoneAreaCode: area }),
      password,
      rememberLogin: remember,
    }),
    send: (input: Parameters<typeof loginCall>[0]) => loading.around(loginCall(input)),
    done: (res, { remember }) => {
      writeStorage(STORAGE_KEY.REMEMBER_LOGIN, remember ? '1' : null);
      client.setQueryData(memberInfoKey(res.accessToken), res.user);
      session.setMemberToken(res.accessToken);
      const target = returnPath(params);
      if (res.user.mustChangePassword) {
        navigate(`/modifyPasswordFirstLogin?isBeFrom=${encodeURIComponent(target.slice(1))}`, { replace: true });
      } else {
        navigate(target, { replace: true });
      }
    },
    failed: alertFailure(t),
    t,
  });
  const { values: v, set, bind } = form;
  const isEmail = v.account.includes('@');

  return (
    <MemberPage title={t('loginTitle')} lead={t('loginIntro')} narrow>
      <Form form={form} className="mcard mform">
        {!isEmail && <PhoneAreaSelect label={t('phoneArea')} value={v.area} onChange={set('area')} name="phoneArea" />}
        <TextField {...bind('account')} label={t('account')} autoComplete="username" maxLength={254} required />
        <TextField {...bind('password')} label={t('password')} type="password" autoComplete="current-password" maxLength={64} required />
        <CheckField label={t('rememberLogin')} checked={v.remember} onChange={set('remember')} name="remember" />
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
      </Form>
      {forgotOpen && <ForgotPasswordDialog onClose={() => setForgotOpen(false)} />}
    </MemberPage>
  );
}
