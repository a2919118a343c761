import { useEffect } from 'react';
import { Link } from '../../lib/links.tsx';
import { useTranslation } from 'react-i18next';
import { markStatus } from '../../lib/ssr-env.ts';
import './unknown-page.css';

export function UnknownPage() {
  const { t } = useTranslation();
  // The server answers the page with 404 (a crawler does not index an unknown address).
  markStatus(404);
  useEffect(() => {
    document.title = t('notFoundTitle');
  }, [t]);
  return (
    <section className="unknown-page container" data-testid="unknown-page">
      <p className="unknown-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link className="ui-button" to="/">
        {t('backHome')}
      </Link>
    </section>
  );
}
