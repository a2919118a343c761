import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import { MEMBER_NO_PATTERN } from '@shop/contract';
import { MemberPage } from '../components/MemberPage.tsx';
import { returnQuery } from '../return-path.ts';

/** /successRegistration: welcome, the new member number, and on to login. */
export function SuccessRegistrationPage() {
  const { t } = useTranslation('memberPages');
  const [params] = useSearchParams();
  const memberNo = params.get('memberNo') ?? '';
  return (
    <MemberPage title={t('successTitle')} narrow>
      <div className="mcard mform">
        {MEMBER_NO_PATTERN.test(memberNo) && <p className="mform__notice">{t('successText', { memberNo })}</p>}
        <div className="mform__actions">
          <Link className="ui-button" to={`/login${returnQuery(params)}`}>
            {t('successLogin')}
          </Link>
        </div>
      </div>
    </MemberPage>
  );
}
