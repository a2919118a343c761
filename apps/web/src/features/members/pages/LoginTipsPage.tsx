import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import { MemberPage } from '../components/MemberPage.tsx';
import { returnQuery } from '../return-path.ts';

/** /loginTips?pageCode=…: the page needs a login; log in (and come back) or register. */
export function LoginTipsPage() {
  const { t } = useTranslation('memberPages');
  const [params] = useSearchParams();
  const q = returnQuery(params);
  return (
    <MemberPage title={t('loginTipsTitle')} lead={t('loginTipsText')} narrow>
      <div className="mform__actions">
        <Link className="ui-button" to={`/login${q}`}>
          {t('members:login')}
        </Link>
        <Link className="ui-button ui-button--ghost" to={`/register${q}`}>
          {t('members:register')}
        </Link>
      </div>
    </MemberPage>
  );
}
