import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberProfileSchema, type Lang, type MemberUser } from '@shop/contract';
import { MEMBER_QUERY_KEY, useMember } from '../../../lib/member.ts';
import { dialogs, loading } from '../../../components/ui/dialogs.tsx';
import { alertFailure, CheckField, SelectField, SubmitRow } from './fields.tsx';
import { emptyProfile, profileRequest, ProfileFields, type ProfileValues } from './ProfileFields.tsx';
import { Form, useForm } from '../../../lib/use-form.tsx';
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
  const { user } = useMember();
  if (!user) return <div className="mcard" aria-busy="true" style={{ minHeight: 480 }} />;
  return <PersonalData user={user} />;
}

function PersonalData({ user }: { user: MemberUser }) {
  const { t } = useTranslation('memberPages');
  const client = useQueryClient();
  const form = useForm({
    schema: memberProfileSchema,
    initial: () => ({
      ...valuesOf(user),
      optOutPromotionsA: user.optOutPromotionsA,
      optOutPromotionsB: user.optOutPromotionsB,
      // Order and club messages (decision 203): apart from the marketing opt-outs.
      notifyEmail: user.notifyEmail,
      notifySms: user.notifySms,
      messageLanguage: (user.messageLanguage ?? '') as Lang | '',
    }),
    request: ({ optOutPromotionsA, optOutPromotionsB, notifyEmail, notifySms, messageLanguage, ...profile }) => ({
      ...profileRequest(profile),
      ...{ optOutPromotionsA, optOutPromotionsB, notifyEmail, notifySms },
      messageLanguage: messageLanguage || null,
    }),
    send: (request: Parameters<typeof pageUpdateUserInfoCall>[0]) => loading.around(pageUpdateUserInfoCall(request)),
    done: (res) => {
      client.setQueriesData({ queryKey: MEMBER_QUERY_KEY }, res.user);
      dialogs.toast(t('saved'), 'success');
    },
    failed: alertFailure(t),
    t,
  });
  const { values: v, set, err } = form;
  return (
    <Form form={form} className="mcard mform">
      <p className="mform__required">{t('requiredHint')}</p>
      <p className="mform__hint">
        {t('memberNo')}: {user.memberNo} · {t('phone')}: +{user.phoneAreaCode} {user.phone}
      </p>
      <ProfileFields values={v} err={err} onChange={form.patch} />
      <fieldset className="mform__group">
        <legend>{t('messagesTitle')}</legend>
        <CheckField label={t('notifyEmail')} checked={v.notifyEmail} onChange={set('notifyEmail')} name="notifyEmail" />
        <CheckField label={t('notifySms')} checked={v.notifySms} onChange={set('notifySms')} name="notifySms" />
        <SelectField<Lang>
          label={t('messageLanguage')}
          name="messageLanguage"
          value={v.messageLanguage}
          placeholder={t('messageLanguageOrder')}
          onChange={set('messageLanguage')}
          options={[
            { value: 'zh_HK', label: '繁體中文' },
            { value: 'zh_CN', label: '简体中文' },
            { value: 'en', label: 'English' },
          ]}
        />
      </fieldset>
      <CheckField label={t('optOutA')} checked={v.optOutPromotionsA} onChange={set('optOutPromotionsA')} name="optOutA" />
      <CheckField label={t('optOutB')} checked={v.optOutPromotionsB} onChange={set('optOutPromotionsB')} name="optOutB" />
      <SubmitRow label={t('save')} />
    </Form>
  );
}
