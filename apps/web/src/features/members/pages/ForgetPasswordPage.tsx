import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PHONE_AREA, resetPassword, sendPhoneVerifyCode } from '@shop/contract';
import { dialogs, loading } from '../../../components/ui/dialogs.tsx';
import { MemberPage } from '../components/MemberPage.tsx';
import { ForgotPasswordForm } from '../components/ForgotPassword.tsx';
import { alertFailure, passwordsMatch, FormPhoneFields, TextField, NewPasswordFields, SubmitRow } from '../components/fields.tsx';
import { fieldErrors } from '../../../lib/forms.ts';
import { Form, useForm } from '../../../lib/use-form.tsx';
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
  const [sent, setSent] = useState(false);
  const form = useForm({
    schema: resetPassword.request,
    initial: { phoneAreaCode: DEFAULT_PHONE_AREA, phone: initialPhone, verifyCode: '', newPassword: '', confirmPassword: '' },
    check: passwordsMatch('newPassword'),
    send: (request: Parameters<typeof resetPasswordCall>[0]) => loading.around(resetPasswordCall(request)),
    done: async () => {
      await dialogs.alert(done ?? t('resetDone'), { kind: 'success' });
      navigate('/login');
    },
    failed: alertFailure(t),
    t,
  });
  const { values: v, bind } = form;

  /** The code is sent to a number the send call's own schema accepts. */
  async function send() {
    const request = { phoneAreaCode: v.phoneAreaCode, phone: v.phone.trim() };
    const problems = fieldErrors(sendPhoneVerifyCode.request, request);
    form.flag(problems);
    if (Object.keys(problems).length) return;
    try {
      await loading.around(sendPhoneVerifyCodeCall(request));
      setSent(true);
    } catch (error) {
      alertFailure(t)(error);
    }
  }

  return (
    <Form form={form} className="mform">
      <p className="mform__hint">{hint ?? t('codeText')}</p>
      <FormPhoneFields form={form} names={{ area: 'codeArea', phone: 'codePhone' }} />
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
      <TextField {...bind('verifyCode')} label={t('verifyCode')} inputMode="numeric" required maxLength={6} autoComplete="one-time-code" />
      <NewPasswordFields form={form} />
      <SubmitRow label={t('submit')} />
    </Form>
  );
}
