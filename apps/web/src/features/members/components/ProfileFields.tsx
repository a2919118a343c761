import { useTranslation } from 'react-i18next';
import { AGE_RANGES, APPELLATIONS, GENDERS, MEMBER_FIELD_MAX as MAX } from '@shop/contract';
import { SelectField, TextField } from './fields.tsx';

/** The personal data of core §3 as form values (numbers kept as strings while editing). */
export interface ProfileValues {
  appellation: string;
  firstName: string;
  lastName: string;
  nickname: string;
  gender: string;
  birthMonth: string;
  birthDay: string;
  ageRange: string;
  email: string;
  addressArea: string;
  addressProvince: string;
  addressDistrict: string;
  addressDetail: string;
}

export const emptyProfile = (): ProfileValues => ({
  appellation: '',
  firstName: '',
  lastName: '',
  nickname: '',
  gender: '',
  birthMonth: '',
  birthDay: '',
  ageRange: '',
  email: '',
  addressArea: '',
  addressProvince: '',
  addressDistrict: '',
  addressDetail: '',
});

/** Form values → the request shape of memberProfileSchema. */
export const profileRequest = (v: ProfileValues) => ({
  appellation: v.appellation,
  firstName: v.firstName,
  lastName: v.lastName,
  nickname: v.nickname,
  gender: v.gender,
  birthMonth: v.birthMonth === '' ? undefined : Number(v.birthMonth),
  birthDay: v.birthDay === '' ? null : Number(v.birthDay),
  ageRange: v.ageRange === '' ? null : v.ageRange,
  email: v.email,
  addressArea: v.addressArea,
  addressProvince: v.addressProvince,
  addressDistrict: v.addressDistrict,
  addressDetail: v.addressDetail,
});

const range = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

export function ProfileFields({
  values,
  err,
  onChange,
}: {
  values: ProfileValues;
  /** The form's problem text of a field (`useForm`'s `err`). */
  err: (field: string) => string | undefined;
  onChange: (patch: Partial<ProfileValues>) => void;
}) {
  const { t } = useTranslation('memberPages');
  const set = (k: keyof ProfileValues) => (v: string) => onChange({ [k]: v });
  return (
    <>
      <div className="mform__grid mform__grid--3">
        <SelectField
          label={t('appellation')}
          name="appellation"
          required
          value={values.appellation}
          onChange={set('appellation')}
          error={err('appellation')}
          options={APPELLATIONS.map((a) => ({ value: a, label: t(`appellation_${a}`) }))}
        />
        <TextField
          label={t('lastName')}
          name="lastName"
          required
          value={values.lastName}
          onChange={set('lastName')}
          error={err('lastName')}
          maxLength={MAX.NAME}
          autoComplete="family-name"
        />
        <TextField
          label={t('firstName')}
          name="firstName"
          required
          value={values.firstName}
          onChange={set('firstName')}
          error={err('firstName')}
          maxLength={MAX.NAME}
          autoComplete="given-name"
        />
      </div>
      <div className="mform__grid">
        <TextField
          label={t('nickname')}
          name="nickname"
          value={values.nickname}
          onChange={set('nickname')}
          error={err('nickname')}
          maxLength={MAX.NICKNAME}
          autoComplete="nickname"
        />
        <SelectField
          label={t('gender')}
          name="gender"
          required
          value={values.gender}
          onChange={set('gender')}
          error={err('gender')}
          options={GENDERS.map((g) => ({ value: g, label: t(`gender_${g}`) }))}
        />
      </div>
      <div className="mform__grid mform__grid--3">
        <SelectField
          label={t('birthMonth')}
          name="birthMonth"
          required
          value={values.birthMonth}
          onChange={set('birthMonth')}
          error={err('birthMonth')}
          options={range(12).map((m) => ({ value: m, label: t('month', { n: m }) }))}
        />
        <SelectField
          label={t('birthDay')}
          name="birthDay"
          value={values.birthDay}
          onChange={set('birthDay')}
          error={err('birthDay')}
          options={range(31).map((d) => ({ value: d, label: t('day', { n: d }) }))}
        />
        <SelectField
          label={t('ageRange')}
          name="ageRange"
          value={values.ageRange}
          onChange={set('ageRange')}
          error={err('ageRange')}
          options={AGE_RANGES.map((a) => ({ value: a, label: a }))}
        />
      </div>
      <TextField
        label={t('email')}
        name="email"
        type="email"
        inputMode="email"
        required
        value={values.email}
        onChange={set('email')}
        error={err('email')}
        maxLength={MAX.EMAIL}
        autoComplete="email"
      />
      <div className="mform__grid">
        <TextField
          label={t('addressArea')}
          name="addressArea"
          value={values.addressArea}
          onChange={set('addressArea')}
          error={err('addressArea')}
          maxLength={MAX.ADDRESS_PART}
          autoComplete="country-name"
        />
        <TextField
          label={t('addressProvince')}
          name="addressProvince"
          value={values.addressProvince}
          onChange={set('addressProvince')}
          error={err('addressProvince')}
          maxLength={MAX.ADDRESS_PART}
          autoComplete="address-level1"
        />
        <TextField
          label={t('addressDistrict')}
          name="addressDistrict"
          value={values.addressDistrict}
          onChange={set('addressDistrict')}
          error={err('addressDistrict')}
          maxLength={MAX.ADDRESS_PART}
          autoComplete="address-level2"
        />
        <TextField
          label={t('addressDetail')}
          name="addressDetail"
          value={values.addressDetail}
          onChange={set('addressDetail')}
          error={err('addressDetail')}
          maxLength={MAX.ADDRESS_DETAIL}
          autoComplete="street-address"
        />
      </div>
    </>
  );
}
