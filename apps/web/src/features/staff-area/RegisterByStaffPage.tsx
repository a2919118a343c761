import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/links.tsx';
import { useRegisterStaff } from './api/register-staff.ts';
import { CounterRegistrationForm, RegisteredPanel, toRegistration } from './CounterRegistrationForm.tsx';
import './strings.ts';

/** /registerByStaff (role 2): register a customer at the counter; the first password is the phone number. */
export function RegisterByStaffPage() {
  const { t } = useTranslation('staff');
  const register = useRegisterStaff();
  const [done, setDone] = useState<{ memberNo: string; phone: string; smsCodeSent: boolean } | null>(null);
  useEffect(() => {
    document.title = `${t('registerTitle')} · ${t('brand')}`;
  }, [t]);

  return (
    <div className="staff-page">
      <header className="staff-page__head">
        <h1>{t('registerTitle')}</h1>
        <p className="staff-intro">{t('registerIntro')}</p>
        <p>
          <Link to="/registerByStaff/redemptionPickup">{t('pickupLink')}</Link>
        </p>
      </header>
      {done ? (
        <RegisteredPanel {...done} onNext={() => setDone(null)} />
      ) : (
        <section className="staff-card">
          <CounterRegistrationForm
            withPassword={false}
            submitting={register.isPending}
            onSubmit={async (form) => {
              const input = toRegistration(form);
              const answer = await register.mutateAsync(input);
              setDone({ memberNo: answer.memberNo, phone: input.phone, smsCodeSent: answer.smsCodeSent });
            }}
          />
        </section>
      )}
    </div>
  );
}
