import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberProfileSchema, type Lang, type MemberUser } from '@shop/contract';
import { MEMBER_QUERY_KEY, useMember } from '../../../lib/member.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { dialogs, loading } from '../../../components/ui/dialogs.tsx';
import { CheckField, SelectField, SubmitRow } from './fields.tsx';
import { emptyProfile, profileRequest, ProfileFields, type ProfileValues } from './ProfileFields.tsx';
import { fieldErrors } from '../../../lib/forms.ts';
import { pageUpdateUserInfoCall } from '../api/page-update-user-info.ts';

const valuesOf = (u: MemberUser): ProfileValues => ({
  ...emptyProfile(),
  appellation: u.appellation,
  firstName: u.firstName,
  lastName: u.lastName,
  nickname: u.nickname,
  gender: u.gender,
  birthMonth: u.birthMonth ? String(u.birthMonth) : '',
  birthDay: u.birthDay ? String(u.birthDay) : '',
  ageRange: u.ageRange ?? '',
  email: u.email ?? '',
  addressArea: u.addressArea,
  addressProvince: u.addressProvince,
  addressDistrict: u.addressDistrict,
  addressDetail: u.addressDetail,
});

/** Personal data: the registration fields except mobile number and password, and the two opt-outs. */
export function PersonalDataForm() {
  const { t } = useTranslation('memberPages');
  const client = useQueryClient();
  const { user } = useMember();
  const [values, setValues] = useState<ProfileValues | null>(null);
  const [optOut, setOptOut] = useState({ a: false, b: false });
  // Order and club messages (decision 203): apart from the marketing opt-outs.
  const [notify, setNotify] = useState<{ email: boolean; sms: boolean; lang: Lang | '' }>({ email: true, sms: true, lang: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (user && !values) {
      setValues(valuesOf(user));
      setOptOut({ a: user.optOutPromotionsA, b: user.optOutPromotionsB });
      setNotify({ email: user.notifyEmail, sms: user.notifySms, lang: user.messageLanguage ?? '' });
    }
  }, [user, values]);
  if (!user || !values) return <div className="mcard" aria-busy="true" style={{ minHeight: 480 }} />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const request = {
      ...profileRequest(values!),
      optOutPromotionsA: optOut.a,
      optOutPromotionsB: optOut.b,
      notifyEmail: notify.email,
      notifySms: notify.sms,
      messageLanguage: notify.lang || null,
    };
    const errs = fieldErrors(memberProfileSchema, request);
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      const res = await loading.around(pageUpdateUserInfoCall(request as Parameters<typeof pageUpdateUserInfoCall>[0]));
      client.setQueriesData({ queryKey: MEMBER_QUERY_KEY }, res.user);
      dialogs.toast(t('saved'), 'success');
    } catch (error) {
      void dialogs.alert(errorMessage(error, t), { kind: 'error' });
    }
  }
  return (
    <form className="mcard mform" onSubmit={submit} noValidate>
      <p className="mform__required">{t('requiredHint')}</p>
      <p className="mform__hint">
        {t('memberNo')}: {user.memberNo} · {t('phone')}: +{user.phoneAreaCode} {user.phone}
      </p>
      <ProfileFields values={values} errors={errors} onChange={(p) => setValues((s) => ({ ...s!, ...p }))} />
      <fieldset className="mform__group">
        <legend>{t('messagesTitle')}</legend>
        <CheckField label={t('notifyEmail')} checked={notify.email} onChange={(email) => setNotify((s) => ({ ...s, email }))} name="notifyEmail" />
        <CheckField label={t('notifySms')} checked={notify.sms} onChange={(sms) => setNotify((s) => ({ ...s, sms }))} name="notifySms" />
        <SelectField<Lang>
          label={t('messageLanguage')}
          name="messageLanguage"
          value={notify.lang}
          placeholder={t('messageLanguageOrder')}
          onChange={(lang) => setNotify((s) => ({ ...s, lang }))}
          options={[
            { value: 'zh_HK', label: '繁體中文' },
            { value: 'zh_CN', label: '简体中文' },
            { value: 'en', label: 'English' },
          ]}
        />
      </fieldset>
      <CheckField label={t('optOutA')} checked={optOut.a} onChange={(a) => setOptOut((s) => ({ ...s, a }))} name="optOutA" />
      <CheckField label={t('optOutB')} checked={optOut.b} onChange={(b) => setOptOut((s) => ({ ...s, b }))} name="optOutB" />
      <SubmitRow label={t('save')} />
    </form>
  );
}
