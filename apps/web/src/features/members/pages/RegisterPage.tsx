import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PHONE_AREA, MEMBER_FIELD_MAX as MAX, registerRequestSchema } from '@shop/contract';
import { errorMessage } from '../../../lib/errors.ts';
import { dialogs, loading } from '../../../components/ui/dialogs.tsx';
import { MemberPage } from '../components/MemberPage.tsx';
import { CheckField, NewPasswordFields, PhoneFields, TextField, SubmitRow } from '../components/fields.tsx';
import { emptyProfile, profileRequest, ProfileFields, type ProfileValues } from '../components/ProfileFields.tsx';
import { fieldErrors } from '../../../lib/forms.ts';
import { registerCall } from '../api/register.ts';
import { returnQuery } from '../return-path.ts';

/** /register: every field of core §3, starred ones required, the password rule, opt-outs and terms. */
export function RegisterPage() {
  const { t } = useTranslation('memberPages');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [profile, setProfile] = useState<ProfileValues>(emptyProfile);
  const [v, setV] = useState({ phoneAreaCode: DEFAULT_PHONE_AREA, phone: '', referrer: '', password: '', confirmPassword: '' });
  const [optOutA, setOptOutA] = useState(false);
  const [optOutB, setOptOutB] = useState(false);
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [k]: value }));
  const err = (k: string) => (errors[k] ? t(errors[k]) : undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const request = {
      ...profileRequest(profile),
      ...v,
      optOutPromotionsA: optOutA,
      optOutPromotionsB: optOutB,
      agreeTerms: agree as true,
    };
    const errs = fieldErrors(registerRequestSchema, request);
    if (!errs.confirmPassword && !errs.password && v.password !== v.confirmPassword) errs.confirmPassword = 'err_mismatch';
    setErrors(errs);
    if (Object.keys(errs).length) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    try {
      const res = await loading.around(registerCall(request as Parameters<typeof registerCall>[0]));
      navigate(`/successRegistration?memberNo=${encodeURIComponent(res.memberNo)}${returnQuery(params).replace('?', '&')}`, { replace: true });
    } catch (error) {
      void dialogs.alert(errorMessage(error, t), { kind: 'error' });
    }
  }

  return (
    <MemberPage title={t('registerTitle')}>
      <form className="mcard mform" onSubmit={submit} noValidate>
        <p className="mform__required">{t('requiredHint')}</p>
        <ProfileFields values={profile} errors={errors} onChange={(p) => setProfile((s) => ({ ...s, ...p }))} />
        <PhoneFields
          area={v.phoneAreaCode}
          phone={v.phone}
          onArea={set('phoneAreaCode')}
          onPhone={set('phone')}
          names={{ area: 'phoneAreaCode', phone: 'phone' }}
          areaError={err('phoneAreaCode')}
          phoneError={err('phone')}
          autoComplete="tel-national"
        />
        <TextField label={t('referrer')} name="referrer" value={v.referrer} onChange={set('referrer')} error={err('referrer')} maxLength={MAX.REFERRER} />
        <div className="mform__grid">
          <NewPasswordFields field="password" values={v} set={set} err={err} />
        </div>
        <CheckField label={t('optOutA')} checked={optOutA} onChange={setOptOutA} name="optOutA" />
        <CheckField label={t('optOutB')} checked={optOutB} onChange={setOptOutB} name="optOutB" />
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
          checked={agree}
          onChange={setAgree}
          error={err('agreeTerms')}
        />
        <SubmitRow label={t('submitRegister')} />
      </form>
    </MemberPage>
  );
}
