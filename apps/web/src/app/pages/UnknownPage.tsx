import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './unknown-page.css';

export function UnknownPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('notFoundTitle');
  }, [t]);
  return (
    <section className="unknown-page container" data-testid="unknown-page">
      <p className="unknown-page__code" aria-hidden="true">404</p>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link className="ui-button" to="/">
        {t('backHome')}
      </Link>
    </section>
  );
}
