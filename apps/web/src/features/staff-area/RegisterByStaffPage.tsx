import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/links.tsx';
import { useRegisterStaff } from './api/register-staff.ts';
import { StaffPage } from './staff-page.tsx';
import { CounterRegistration } from './counter-registration.tsx';
import './strings.ts';

/** /registerByStaff (role 2): register a customer at the counter; the first password is the phone number. */
export function RegisterByStaffPage() {
  const { t } = useTranslation('staff');
  const register = useRegisterStaff();

  return (
    <StaffPage
      title={t('registerTitle')}
      intro={t('registerIntro')}
      more={
        <p>
          <Link to="/registerByStaff/redemptionPickup">{t('pickupLink')}</Link>
        </p>
      }
    >
      <CounterRegistration withPassword={false} pending={register.isPending} send={(input) => register.mutateAsync(input)} />
    </StaffPage>
  );
}
