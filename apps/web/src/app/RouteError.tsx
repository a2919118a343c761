import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError, reloadOnceForMissingChunk } from '../lib/chunk-reload.ts';
import '../components/ui/unknown-page.css';

/**
 * The router's error screen (instead of React Router's English default): in the interface language,
 * with Reload and Back home. A lazy screen whose file vanished with a deploy reloads the page once first.
 * It reads no app data, so it also stands in when the root route itself fails.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const [reloading] = useState(() => isChunkLoadError(error) && reloadOnceForMissingChunk());
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);
  if (reloading) return <div className="boot" aria-busy="true" />;
  return (
    <section className="unknown-page container" role="alert" data-testid="route-error">
      <h1>{t('common:routeErrorTitle')}</h1>
      <p>{t('common:routeErrorText')}</p>
      <p className="route-error__actions">
        <button type="button" className="ui-button" onClick={() => window.location.reload()}>
          {t('common:reload')}
        </button>{' '}
        {/* A plain link: the router's state may be what failed. */}
        <a className="ui-button ui-button--ghost" href="/">
          {t('common:backHome')}
        </a>
      </p>
    </section>
  );
}
