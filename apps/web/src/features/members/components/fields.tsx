import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PHONE_AREA, MEMBER_FIELD_MAX, PHONE_AREA_FIRST } from '@shop/contract';
import { currentLang } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/ssr-env.ts';
import { useKeepChecked, useKeepTyped } from '../../../lib/keep-typed.ts';
import { usePhoneAreas } from '../api/phone-areas.ts';
import { FieldError, type FormState } from '../../../lib/use-form.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { dialogs } from '../../../components/ui/dialogs.tsx';
import type { TFunction } from 'i18next';
import type { FieldKeys } from '../../../lib/forms.ts';

/** Labelled inputs with a required star, an error line and the matching aria attributes. */
interface FieldProps {
  label: string;
  required?: boolean | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: boolean }) => ReactNode;
}

export function Field({ label, required, error, hint, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ');
  return (
    <div className={`mform__field${error ? ' mform__field--error' : ''}`}>
      <label htmlFor={id} className="mform__label">
        {required && (
          <span className="mform__star" aria-hidden="true">
            *{' '}
          </span>
        )}
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, ...(describedBy ? { 'aria-describedby': describedBy } : {}), ...(required ? { 'aria-required': true } : {}) })}
      {hint && (
        <p id={`${id}-hint`} className="mform__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-err`} text={error} className="mform__error" />
    </div>
  );
}

export function TextField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: string | undefined;
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  name?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useKeepTyped(ref, props.value, props.onChange);
  return (
    <Field label={props.label} required={props.required} error={props.error} hint={props.hint}>
      {(a) => (
        <input
          {...a}
          ref={ref}
          className="mform__input"
          name={props.name}
          type={props.type ?? 'text'}
          value={props.value}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          inputMode={props.inputMode}
          onChange={(e) => props.onChange(e.target.value)}
          onBlur={props.onBlur}
        />
      )}
    </Field>
  );
}

export function SelectField<T extends string>(props: {
  label: string;
  value: T | '';
  onChange: (v: T | '') => void;
  options: ReadonlyArray<{ value: T; label: string }>;
  required?: boolean;
  error?: string | undefined;
  name?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation('memberPages');
  const ref = useRef<HTMLSelectElement>(null);
  useKeepTyped(ref, props.value, (v) => props.onChange(v as T | ''));
  return (
    <Field label={props.label} required={props.required} error={props.error}>
      {(a) => (
        <select {...a} ref={ref} name={props.name} className="mform__input" value={props.value} onChange={(e) => props.onChange(e.target.value as T | '')}>
          <option value="">{props.placeholder ?? t('choose')}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckField(props: { label: ReactNode; checked: boolean; onChange: (v: boolean) => void; error?: string | undefined; name?: string }) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useKeepChecked(ref, props.checked, props.onChange);
  return (
    <div className={`mform__check${props.error ? ' mform__field--error' : ''}`}>
      <input
        ref={ref}
        id={id}
        name={props.name}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        aria-invalid={!!props.error}
      />
      <label htmlFor={id}>{props.label}</label>
      <FieldError text={props.error} className="mform__error" />
    </div>
  );
}

/** Area code select: the full list once loaded, the three first areas until then. */
export function PhoneAreaSelect(props: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  required?: boolean;
  error?: string | undefined;
  name?: string;
}) {
  const areas = usePhoneAreas();
  const lang = currentLang();
  const ref = useRef<HTMLSelectElement>(null);
  useKeepTyped(ref, props.value, props.onChange);
  const options = areas
    ? areas.map((a) => ({
        key: `${a.country_code}`,
        value: a.phone_code,
        label: `+${a.phone_code} ${lang === 'en' ? a.english_name : `${lang === 'zh_CN' ? a.name_zh_CN : a.name_zh_HK} ${a.english_name}`}`,
      }))
    : PHONE_AREA_FIRST.map((c) => ({ key: c, value: c, label: `+${c}` }));
  return (
    <Field label={props.label} required={props.required} error={props.error}>
      {(a) => (
        <select
          {...a}
          ref={ref}
          name={props.name}
          className="mform__input"
          value={props.value || DEFAULT_PHONE_AREA}
          onChange={(e) => props.onChange(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.key} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A form's one submit button, in the actions row. Disabled until the page has hydrated: these forms
 * (login, registration, passwords) only work with the app, and a native submit of a server-rendered
 * form would put the password into the address (GET) — issue 17, decision 165.
 */
export function SubmitRow(props: { label: string; disabled?: boolean }) {
  const hydrated = useHydrated();
  return (
    <div className="mform__actions">
      <button type="submit" className="ui-button" disabled={props.disabled || !hydrated}>
        {props.label}
      </button>
    </div>
  );
}

/**
 * A new password and its confirmation, as registration (`password`) and the reset, change and first-login
 * forms (`newPassword`) ask for them.
 */
export function NewPasswordFields<K extends 'newPassword' | 'password' = 'newPassword'>(props: {
  /** The form's key (and input name) of the password itself. */
  field?: K;
  // NoInfer: K comes from `field` (or its default), never widened by the form's other keys.
  form: { bind: (field: NoInfer<K> | 'confirmPassword') => { name: string; value: string; onChange: (value: string) => void; error: string | undefined } };
}) {
  const { t } = useTranslation('memberPages');
  const { bind } = props.form;
  const field = props.field ?? ('newPassword' as K);
  return (
    <>
      <TextField {...bind(field)} label={t(field)} type="password" required hint={t('passwordHint')} autoComplete="new-password" maxLength={16} />
      <TextField {...bind('confirmPassword')} label={t('confirmPassword')} type="password" required autoComplete="new-password" maxLength={16} />
    </>
  );
}

/** A phone number as the member forms ask for it: the area code beside the number. */
export function PhoneFields(props: {
  area: string;
  phone: string;
  onArea: (v: string) => void;
  onPhone: (v: string) => void;
  onPhoneBlur?: () => void;
  /** The inputs' names (each form has its own, so a page with two forms keeps them apart). */
  names: { area: string; phone: string };
  areaRequired?: boolean;
  areaError?: string | undefined;
  phoneError?: string | undefined;
  autoComplete?: string;
}) {
  const { t } = useTranslation('memberPages');
  return (
    <div className="mform__phone">
      <PhoneAreaSelect
        label={t('phoneArea')}
        value={props.area}
        onChange={props.onArea}
        required={props.areaRequired ?? true}
        error={props.areaError}
        name={props.names.area}
      />
      <TextField
        label={t('phone')}
        name={props.names.phone}
        type="tel"
        inputMode="numeric"
        value={props.phone}
        onChange={props.onPhone}
        {...(props.onPhoneBlur ? { onBlur: props.onPhoneBlur } : {})}
        required
        error={props.phoneError}
        maxLength={MEMBER_FIELD_MAX.PHONE}
        {...(props.autoComplete ? { autoComplete: props.autoComplete } : {})}
      />
    </div>
  );
}

/** The member forms' failure not tied to a field: an alert with the chosen message (core §8). */
export const alertFailure = (t: TFunction) => (error: unknown) => void dialogs.alert(errorMessage(error, t), { kind: 'error' });

/** A `useForm` check: the confirmation equals its password once the password itself passed the schema. */
export const passwordsMatch =
  <K extends string>(field: K) =>
  (v: Record<K | 'confirmPassword', string>, found: FieldKeys): FieldKeys =>
    !found.confirmPassword && !found[field] && v[field] !== v.confirmPassword ? { confirmPassword: 'err_mismatch' } : {};

/** The phone pair of a `useForm` whose values name it `phoneAreaCode` and `phone`, with their problems. */
export function FormPhoneFields({
  form,
  names,
  autoComplete,
}: {
  form: Pick<FormState<{ phoneAreaCode: string; phone: string }>, 'values' | 'set' | 'err'>;
  names: { area: string; phone: string };
  autoComplete?: string;
}) {
  return (
    <PhoneFields
      area={form.values.phoneAreaCode}
      phone={form.values.phone}
      onArea={form.set('phoneAreaCode')}
      onPhone={form.set('phone')}
      names={names}
      areaError={form.err('phoneAreaCode')}
      phoneError={form.err('phone')}
      {...(autoComplete ? { autoComplete } : {})}
    />
  );
}
