import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PHONE_AREA, MEMBER_FIELD_MAX as MAX, registerRequestSchema } from '@shop/contract';
import { loading } from '../../../components/ui/dialogs.tsx';
import { MemberPage } from '../components/MemberPage.tsx';
import { alertFailure, CheckField, NewPasswordFields, passwordsMatch, FormPhoneFields, TextField, SubmitRow } from '../components/fields.tsx';
import { emptyProfile, profileRequest, ProfileFields } from '../components/ProfileFields.tsx';
import { Form, useForm } from '../../../lib/use-form.tsx';
import { registerCall } from '../api/register.ts';
import { returnQuery } from '../return-path.ts';

/** /register: every field of core §3, starred ones required, the password rule, opt-outs and terms. */
export function RegisterPage() {
  const { t } = useTranslation('memberPages');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm({
    schema: registerRequestSchema,
    initial: {
      ...emptyProfile(),
      phoneAreaCode: DEFAULT_PHONE_AREA,
      phone: '',
      referrer: '',
      password: '',
      confirmPassword: '',
      optOutPromotionsA: false,
      optOutPromotionsB: false,
      agreeTerms: false,
    },
    request: ({ optOutPromotionsA, optOutPromotionsB, agreeTerms, phoneAreaCode, phone, referrer, password, confirmPassword, ...profile }) => ({
      ...profileRequest(profile),
      ...{ phoneAreaCode, phone, referrer, password, confirmPassword, optOutPromotionsA, optOutPromotionsB, agreeTerms },
    }),
    check: passwordsMatch('password'),
    send: (request: Parameters<typeof registerCall>[0]) => loading.around(registerCall(request)),
    done: (res) => navigate(`/successRegistration?memberNo=${encodeURIComponent(res.memberNo)}${returnQuery(params).replace('?', '&')}`, { replace: true }),
    failed: alertFailure(t),
    t,
  });
  const { values: v, set, err, bind } = form;

  return (
    <MemberPage title={t('registerTitle')}>
      <Form form={form} className="mcard mform">
        <p className="mform__required">{t('requiredHint')}</p>
        <ProfileFields values={v} err={err} onChange={form.patch} />
        <FormPhoneFields form={form} names={{ area: 'phoneAreaCode', phone: 'phone' }} autoComplete="tel-national" />
        <TextField {...bind('referrer')} label={t('referrer')} maxLength={MAX.REFERRER} />
        <div className="mform__grid">
          <NewPasswordFields field="password" form={form} />
        </div>
        <CheckField label={t('optOutA')} checked={v.optOutPromotionsA} onChange={set('optOutPromotionsA')} name="optOutA" />
        <CheckField label={t('optOutB')} checked={v.optOutPromotionsB} onChange={set('optOutPromotionsB')} name="optOutB" />
        <CheckField
          name="agreeTerms"
          label={
            <>
              <span className="mform__star" aria-hidden="true">
                *{' '}
              </span>
              {t('agreeTerms')}{' '}
              <Link to="/wv/TERMS" target="_blank" rel="noopener">
                {t('termsLink')}
              </Link>
            </>
          }
          checked={v.agreeTerms}
          onChange={set('agreeTerms')}
          error={err('agreeTerms')}
        />
        <SubmitRow label={t('submitRegister')} />
      </Form>
    </MemberPage>
  );
}
