import { useTranslation } from 'react-i18next';
import { pageStaffLoginForRegister, type CounterBrand } from '@shop/contract';
import { Form, useForm } from '../../lib/use-form.tsx';
import { keepStaffUser, StaffCredentialFields, staffProblem, StaffFormError } from './staff-form.tsx';
import { session } from '../../lib/session.ts';
import { usePeoniaRegister } from './api/peonia-register.ts';
import { useStaffLoginForRegister } from './api/page-staff-login-for-register.ts';
import { CounterRegistration } from './counter-registration.tsx';
import { useStaffSession } from '../../lib/use-staff-session.ts';
import { useStaffTitle } from './staff-page.tsx';
import './strings.ts';

const BRAND_KEY: Record<CounterBrand, string> = { peonia: 'brandPeonia', prince: 'brandPrince' };

/**
 * /peoniaRegister and /princeRegister: the registration screen of a brand counter, open to anyone (a
 * tablet the customer fills in). A registration member of staff may sign in to be recorded as helping.
 */
export function BrandRegisterPage({ brand }: { brand: CounterBrand }) {
  const { t } = useTranslation('staff');
  const register = usePeoniaRegister();
  const { user } = useStaffSession();
  useStaffTitle(t(BRAND_KEY[brand]));

  return (
    <div className={`staff-page brand-register brand-register--${brand}`}>
      <header className="brand-register__head">
        <p className="brand-register__house">{t('brand')}</p>
        <h1>{t(BRAND_KEY[brand])}</h1>
        <p className="staff-intro">{t('brandIntro')}</p>
      </header>
      <CounterRegistration
        withPassword
        pending={register.isPending}
        send={(input, form) => register.mutateAsync({ ...input, brand, password: form.password, confirmPassword: form.confirmPassword })}
      />
      {user ? (
        <p className="staff-hint brand-register__staff">
          {t('staffAssist', { name: user.displayName ?? '' })}{' '}
          <button type="button" className="staff-link" onClick={() => session.setStaffUser(null)}>
            {t('staffSignOut')}
          </button>
        </p>
      ) : (
        <StaffSignIn />
      )}
    </div>
  );
}

function StaffSignIn() {
  const { t } = useTranslation('staff');
  const login = useStaffLoginForRegister();
  const form = useForm({
    schema: pageStaffLoginForRegister.request,
    initial: { username: '', password: '' },
    send: (credentials: { username: string; password: string }) => login.mutateAsync(credentials),
    done: keepStaffUser,
    t,
  });
  const problem = staffProblem(form, t, { username: 'username', password: 'password' });

  return (
    <details className="staff-card brand-register__signin">
      <summary>{t('staffSignIn')}</summary>
      <p className="staff-hint">{t('staffSignInHint')}</p>
      <Form form={form} className="staff-form staff-form--inline">
        <StaffCredentialFields form={form} />
        <button type="submit" className="staff-button" disabled={form.pending}>
          {t('loginButton')}
        </button>
        <StaffFormError problem={problem} />
      </Form>
    </details>
  );
}

export const PeoniaRegisterPage = () => <BrandRegisterPage brand="peonia" />;
export const PrinceRegisterPage = () => <BrandRegisterPage brand="prince" />;
