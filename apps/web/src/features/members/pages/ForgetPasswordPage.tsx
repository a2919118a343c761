import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PHONE_AREA, resetPassword } from '@shop/contract';
import { errorMessage } from '../../../lib/errors.ts';
import { dialogs, loading } from '../../../components/ui/dialogs.tsx';
import { MemberPage } from '../components/MemberPage.tsx';
import { ForgotPasswordForm } from '../components/ForgotPassword.tsx';
import { PhoneFields, TextField, NewPasswordFields, SubmitRow } from '../components/fields.tsx';
import { fieldErrors } from '../../../lib/forms.ts';
import { sendPhoneVerifyCodeCall } from '../api/send-phone-verify-code.ts';
import { resetPasswordCall } from '../api/reset-password.ts';

/** /forgetPassword: ask for a new password by SMS, or reset now with a verification code. */
export function ForgetPasswordPage() {
  const { t } = useTranslation('memberPages');
  return (
    <MemberPage title={t('forgetTitle')} narrow>
      <div className="mcard">
        <ForgotPasswordForm />
      </div>
      <div className="mcard">
        <h2 className="mcard__title">{t('codeTitle')}</h2>
        <ResetWithCode />
      </div>
    </MemberPage>
  );
}

/**
 * /firstSignIn: a member registered at a shop has no password (decision 380); the SMS code sent at the
 * counter (or a new one) proves the phone and sets the member's own password.
 */
export function FirstSignInPage() {
  const { t } = useTranslation('memberPages');
  const [params] = useSearchParams();
  return (
    <MemberPage title={t('firstSignInTitle')} narrow>
      <div className="mcard">
        <ResetWithCode hint={t('firstSignInText')} done={t('firstSignInDone')} initialPhone={params.get('phone') ?? ''} />
      </div>
    </MemberPage>
  );
}

function ResetWithCode({ hint, done, initialPhone = '' }: { hint?: string; done?: string; initialPhone?: string }) {
  const { t } = useTranslation('memberPages');
  const navigate = useNavigate();
  const [v, setV] = useState({ phoneAreaCode: DEFAULT_PHONE_AREA, phone: initialPhone, verifyCode: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const set = (k: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [k]: value }));

  async function send() {
    if (!/^\d{4,15}$/.test(v.phone.trim())) {
      setErrors({ phone: v.phone.trim() ? 'err_phone' : 'err_required' });
      return;
    }
    try {
      await loading.around(sendPhoneVerifyCodeCall({ phoneAreaCode: v.phoneAreaCode, phone: v.phone.trim() }));
      setSent(true);
    } catch (err) {
      void dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const errs = fieldErrors(resetPassword.request, v);
    if (!errs.confirmPassword && v.newPassword !== v.confirmPassword) errs.confirmPassword = 'err_mismatch';
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      await loading.around(resetPasswordCall(v));
      await dialogs.alert(done ?? t('resetDone'), { kind: 'success' });
      navigate('/login');
    } catch (err) {
      void dialogs.alert(errorMessage(err, t), { kind: 'error' });
    }
  }
  const err = (k: string) => (errors[k] ? t(errors[k]) : undefined);
  return (
    <form className="mform" onSubmit={submit} noValidate>
      <p className="mform__hint">{hint ?? t('codeText')}</p>
      <PhoneFields
        area={v.phoneAreaCode}
        phone={v.phone}
        onArea={set('phoneAreaCode')}
        onPhone={set('phone')}
        names={{ area: 'codeArea', phone: 'codePhone' }}
        phoneError={err('phone')}
      />
      <div className="mform__actions">
        <button type="button" className="ui-button ui-button--ghost" onClick={() => void send()}>
          {t('sendCode')}
        </button>
      </div>
      {sent && (
        <p className="mform__notice" role="status">
          {t('codeSent')}
        </p>
      )}
      <TextField
        label={t('verifyCode')}
        name="verifyCode"
        inputMode="numeric"
        value={v.verifyCode}
        onChange={set('verifyCode')}
        required
        error={err('verifyCode')}
        maxLength={6}
        autoComplete="one-time-code"
      />
      <NewPasswordFields values={v} set={set} err={err} />
      <SubmitRow label={t('submit')} />
    </form>
  );
}
