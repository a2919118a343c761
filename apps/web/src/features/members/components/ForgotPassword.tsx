import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyResetPassword, DEFAULT_PHONE_AREA, TIMING } from '@shop/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/forms.ts';
import { Form, useForm } from '../../../lib/use-form.tsx';
import { dialogs, loading } from '../../../components/ui/dialogs.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { applyResetPasswordCall } from '../api/apply-reset-password.ts';
import { PhoneFields, SubmitRow } from './fields.tsx';

const BUSY_CODE = 100003;
const TOO_MANY = 429;

/**
 * The forgot-password form (core §2 dialog, blocks §4/§5): phone area and number required, the number
 * says "Please fill in phone number" on blur when empty, each try locks submitting for 3000 ms. After
 * success it says a new password comes by SMS once staff have checked the request (no promised delay: an operator completes it). Busy (100003) resets to not
 * submitted with the server's message; other failures are only logged.
 */
export function ForgotPasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('memberPages');
  const [state, setState] = useState<'idle' | 'validating' | 'submitted'>('idle');
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const request = (v: { phoneAreaCode: string; phone: string }) => ({ phoneAreaCode: v.phoneAreaCode, phone: v.phone.trim() });
  const form = useForm({
    schema: applyResetPassword.request,
    initial: { phoneAreaCode: DEFAULT_PHONE_AREA, phone: '' },
    request,
    send: (input: ReturnType<typeof request>) => {
      setLocked(true);
      timer.current = setTimeout(() => setLocked(false), TIMING.FORGOT_PASSWORD_LOCK_MS);
      setState('validating');
      return loading.around(applyResetPasswordCall(input));
    },
    done: () => {
      setState('submitted');
      onDone?.();
    },
    failed: (err) => {
      setState('idle');
      if (err instanceof ApiError && (err.errorCode === BUSY_CODE || err.status === TOO_MANY)) {
        void dialogs.alert(err.message || 'The server is busy. Please try again later!', { kind: 'warning' });
      } else {
        console.warn('applyResetPassword failed', err instanceof ApiError ? err.errorCode : err);
      }
    },
    t,
  });
  const { values: v, set, err } = form;
  // An empty number says "Please fill in phone number" (on blur too); the call's own schema decides.
  const phoneError = err('phone') && !v.phone.trim() ? t('fillPhone') : err('phone');

  if (state === 'submitted') {
    return (
      <p className="mform__notice" role="status">
        {t('forgetDone')}
      </p>
    );
  }
  return (
    <Form form={form} className="mform">
      <p className="mform__hint">{t('forgetText')}</p>
      <PhoneFields
        area={v.phoneAreaCode}
        phone={v.phone}
        onArea={set('phoneAreaCode')}
        onPhone={set('phone')}
        onPhoneBlur={() => form.flag(fieldErrors(applyResetPassword.request, request(v)))}
        names={{ area: 'forgotArea', phone: 'forgotPhone' }}
        phoneError={phoneError}
      />
      <SubmitRow label={t('submit')} disabled={locked} />
    </Form>
  );
}

/** The forgot-password dialog opened from the login screen. */
export function ForgotPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('memberPages');
  const { t: tc } = useTranslation();
  return (
    <Modal className="mforgot-mask" aria-labelledby="mforgot-title" onClose={onClose}>
      <div className="mforgot">
        <h2 id="mforgot-title" className="mcard__title">
          {t('forgetTitle')}
        </h2>
        <ForgotPasswordForm />
        <div className="mform__actions">
          <button type="button" className="ui-button ui-button--ghost" onClick={onClose}>
            {tc('close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
