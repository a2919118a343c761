import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPELLATIONS,
  COUNTER_BRANDS,
  GENDERS,
  MEMBER_FIELD_MAX as MAX,
  PASSWORD_RULE,
  PHONE_AREA_FIRST,
  counterRegistrationSchema,
  peoniaRegister,
} from '@shop/contract';
import { Form, useForm } from '../../lib/use-form.tsx';
import { invalidAttrs, staffProblem, StaffFormError } from './staff-form.tsx';
import './strings.ts';
import { PhoneAreaOptions } from './PhoneAreaOptions.tsx';
import { CodeOptions } from '../../components/ui/CodeOptions.tsx';

export interface CounterForm {
  appellation: string;
  lastName: string;
  firstName: string;
  gender: string;
  birthMonth: string;
  birthDay: string;
  phoneAreaCode: string;
  phone: string;
  email: string;
  referrer: string;
  optOutPromotionsA: boolean;
  optOutPromotionsB: boolean;
  agreeTerms: boolean;
  password: string;
  confirmPassword: string;
}
const EMPTY: CounterForm = {
  appellation: '',
  lastName: '',
  firstName: '',
  gender: '',
  birthMonth: '',
  birthDay: '',
  phoneAreaCode: PHONE_AREA_FIRST[0],
  phone: '',
  email: '',
  referrer: '',
  optOutPromotionsA: false,
  optOutPromotionsB: false,
  agreeTerms: false,
  password: '',
  confirmPassword: '',
};

/** What the registration calls take, from the form (numbers parsed, password fields left out). */
export function toRegistration(f: CounterForm) {
  return {
    appellation: f.appellation as (typeof APPELLATIONS)[number],
    lastName: f.lastName,
    firstName: f.firstName,
    gender: f.gender as (typeof GENDERS)[number],
    birthMonth: Number(f.birthMonth),
    birthDay: f.birthDay ? Number(f.birthDay) : null,
    phoneAreaCode: f.phoneAreaCode,
    phone: f.phone.replace(/\s/g, ''),
    email: f.email,
    referrer: f.referrer,
    optOutPromotionsA: f.optOutPromotionsA,
    optOutPromotionsB: f.optOutPromotionsB,
    agreeTerms: f.agreeTerms as true,
  };
}

const LABEL_KEY: Record<string, string> = {
  appellation: 'appellation',
  lastName: 'lastName',
  firstName: 'firstName',
  gender: 'gender',
  birthMonth: 'birthMonth',
  birthDay: 'birthDay',
  phoneAreaCode: 'phoneArea',
  phone: 'phone',
  email: 'email',
  referrer: 'referrer',
  agreeTerms: 'agreeTerms',
  password: 'brandPassword',
  confirmPassword: 'confirmPassword',
};

/**
 * The counter registration form (staff at /registerByStaff, customers at the brand screens): large
 * fields for a tablet, checked with the contract's schema before sending, one clear message at a time.
 */
export function CounterRegistrationForm({
  withPassword,
  submitting,
  onSubmit,
  children,
}: {
  /** Brand screens let the customer choose a password. */
  withPassword: boolean;
  submitting: boolean;
  /** Answers when the registration went through; throws the server's error otherwise. */
  onSubmit: (form: CounterForm) => Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('staff');
  const id = useId();
  const form = useForm({
    // A brand screen's call takes the customer's own password as well (its rule in the same schema).
    schema: withPassword ? peoniaRegister.request : counterRegistrationSchema,
    initial: EMPTY,
    request: (f) => ({
      ...toRegistration(f),
      ...(withPassword ? { brand: COUNTER_BRANDS[0], password: f.password, confirmPassword: f.confirmPassword } : {}),
    }),
    check: (f, found) => (withPassword && f.password && !found.password && f.password !== f.confirmPassword ? { confirmPassword: 'err_mismatch' } : {}),
    send: (_request, f) => onSubmit(f),
    done: () => {
      form.setValues(EMPTY);
    },
    t,
  });
  const { values: v } = form;
  const set = <K extends keyof CounterForm>(key: K, value: CounterForm[K]) => form.set(key)(value);
  const problem = staffProblem(form, t, LABEL_KEY, (path, key) =>
    key === 'err_mismatch' ? t('passwordMismatch') : path === 'password' ? t('brandPasswordHint') : t('invalidField', { field: t(LABEL_KEY[path] ?? path) }),
  );
  const invalid = (field: string) => invalidAttrs(problem, field, `${id}-error`);

  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const days = Array.from({ length: 31 }, (_, i) => i + 1);
  return (
    <Form form={form} className="staff-form staff-form--grid">
      {children}
      <label className="staff-field staff-field--short">
        <span>{t('appellation')} *</span>
        <select id={`${id}-appellation`} value={v.appellation} onChange={(e) => set('appellation', e.target.value)} {...invalid('appellation')}>
          <option value="">{t('choose')}</option>
          <CodeOptions codes={APPELLATIONS} t={t} prefix="appellation_" />
        </select>
      </label>
      <fieldset className="staff-field staff-field--short staff-choice" {...invalid('gender')}>
        <legend>{t('gender')} *</legend>
        <div className="staff-choice__options">
          {GENDERS.map((g) => (
            <label key={g} className="staff-choice__option">
              <input
                type="radio"
                name={`${id}-gender`}
                id={g === GENDERS[0] ? `${id}-gender` : undefined}
                value={g}
                checked={v.gender === g}
                onChange={() => set('gender', g)}
              />
              <span>{t(`gender_${g}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="staff-field">
        <span>{t('lastName')} *</span>
        <input
          id={`${id}-lastName`}
          name="lastName"
          autoComplete="off"
          maxLength={MAX.NAME}
          value={v.lastName}
          onChange={(e) => set('lastName', e.target.value)}
          {...invalid('lastName')}
        />
      </label>
      <label className="staff-field">
        <span>{t('firstName')} *</span>
        <input
          id={`${id}-firstName`}
          name="firstName"
          autoComplete="off"
          maxLength={MAX.NAME}
          value={v.firstName}
          onChange={(e) => set('firstName', e.target.value)}
          {...invalid('firstName')}
        />
      </label>
      <label className="staff-field staff-field--short">
        <span>{t('birthMonth')} *</span>
        <select id={`${id}-birthMonth`} name="birthMonth" value={v.birthMonth} onChange={(e) => set('birthMonth', e.target.value)} {...invalid('birthMonth')}>
          <option value="">{t('choose')}</option>
          {months.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </label>
      <label className="staff-field staff-field--short">
        <span>
          {t('birthDay')} ({t('optional')})
        </span>
        <select id={`${id}-birthDay`} name="birthDay" value={v.birthDay} onChange={(e) => set('birthDay', e.target.value)} {...invalid('birthDay')}>
          <option value="">{t('choose')}</option>
          {days.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
      <div className="staff-field staff-field--phone">
        <label className="staff-field__part staff-field__part--area">
          <span>{t('phoneArea')} *</span>
          <select id={`${id}-phoneAreaCode`} value={v.phoneAreaCode} onChange={(e) => set('phoneAreaCode', e.target.value)} {...invalid('phoneAreaCode')}>
            <PhoneAreaOptions />
          </select>
        </label>
        <label className="staff-field__part">
          <span>{t('phone')} *</span>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={MAX.PHONE + 4}
            value={v.phone}
            onChange={(e) => set('phone', e.target.value)}
            {...invalid('phone')}
          />
        </label>
      </div>
      <label className="staff-field">
        <span>{t('email')}</span>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={MAX.EMAIL}
          value={v.email}
          onChange={(e) => set('email', e.target.value)}
          {...invalid('email')}
        />
      </label>
      <label className="staff-field">
        <span>{t('referrer')}</span>
        <input
          id={`${id}-referrer`}
          name="referrer"
          autoComplete="off"
          maxLength={MAX.REFERRER}
          value={v.referrer}
          onChange={(e) => set('referrer', e.target.value)}
          {...invalid('referrer')}
        />
      </label>
      {withPassword ? (
        <>
          <label className="staff-field">
            <span>{t('brandPassword')}</span>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_RULE.maxLength}
              value={v.password}
              onChange={(e) => set('password', e.target.value)}
              aria-describedby={`${id}-pw-hint`}
              {...invalid('password')}
            />
          </label>
          <label className="staff-field">
            <span>{t('confirmPassword')}</span>
            <input
              id={`${id}-confirmPassword`}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_RULE.maxLength}
              value={v.confirmPassword}
              onChange={(e) => set('confirmPassword', e.target.value)}
              {...invalid('confirmPassword')}
            />
          </label>
          <p id={`${id}-pw-hint`} className="staff-hint staff-form__wide">
            {t('brandPasswordHint')}
          </p>
        </>
      ) : null}
      <div className="staff-form__wide staff-checks">
        <label className="staff-check">
          <input type="checkbox" checked={v.optOutPromotionsA} onChange={(e) => set('optOutPromotionsA', e.target.checked)} />
          <span>{t('optOutA')}</span>
        </label>
        <label className="staff-check">
          <input type="checkbox" checked={v.optOutPromotionsB} onChange={(e) => set('optOutPromotionsB', e.target.checked)} />
          <span>{t('optOutB')}</span>
        </label>
        <label className="staff-check">
          <input
            id={`${id}-agreeTerms`}
            name="agreeTerms"
            type="checkbox"
            checked={v.agreeTerms}
            onChange={(e) => set('agreeTerms', e.target.checked)}
            {...invalid('agreeTerms')}
          />
          <span>{t('agreeTerms')} *</span>
        </label>
      </div>
      <StaffFormError id={`${id}-error`} problem={problem} wide />
      <button type="submit" className="staff-button staff-button--wide staff-form__wide" disabled={submitting || form.pending}>
        {t('submitRegister')}
      </button>
    </Form>
  );
}

/** The answer after a registration: the member number to tell the customer, and how to log in. */
export function RegisteredPanel({
  memberNo,
  phone,
  smsCodeSent,
  onNext,
}: {
  memberNo: string;
  phone: string;
  /** No password was given: a one-time code went to the phone (decision 380). */
  smsCodeSent: boolean;
  onNext: () => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <section className="staff-card staff-success" role="status" data-testid="registered">
      <h2>{t('registered')}</h2>
      <p className="staff-success__label">{t('memberNo')}</p>
      <p className="staff-success__big" data-testid="registered-member-no">
        {memberNo}
      </p>
      <p data-testid="registered-note">{smsCodeSent ? t('smsCodeNote', { phone }) : t('ownPasswordNote')}</p>
      <button type="button" className="staff-button staff-button--wide" onClick={onNext}>
        {t('registerAnother')}
      </button>
    </section>
  );
}
