import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError, mayReloadForMissingChunk, reloadOnceForMissingChunk } from '../lib/chunk-reload.ts';
import '../components/ui/unknown-page.css';

/**
 * The error screen of a failed route (app/RouteErrorBoundary.tsx): in the interface language,
 * with Reload and Back home. A lazy screen whose file vanished with a deploy reloads the page once first.
 * It reads no app data, so it also stands in when the root route itself fails.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  // Decided in the render without side effects (React may render an error screen twice before it
  // commits); the reload itself, or clearing its note, happens once, in the effect.
  const [reloading] = useState(() => isChunkLoadError(error) && mayReloadForMissingChunk());
  useEffect(() => {
    if (isChunkLoadError(error) && reloadOnceForMissingChunk()) return;
    console.error(error);
  }, [error]);
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
