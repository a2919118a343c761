import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickText } from '@shop/contract';
import { useAppData } from '../../lib/app-context.ts';
import { rootPageCode } from '../../lib/run-mode.ts';
import { BlockList } from '../../blocks/BlockList.tsx';
import { currentLang } from '../../lib/i18n.ts';
import { UnknownPage } from '../../components/ui/UnknownPage.tsx';
import { markHead } from '../../lib/ssr-env.ts';
import { usePageNotFound } from '../../lib/not-found.ts';

/** `/` and `/wv/:pageCode`: a configured page, assembled from its blocks. */
export function PageRoute() {
  const { pageCode } = useParams();
  const { app, runMode, viewMode } = useAppData();
  const { i18n, t } = useTranslation();
  const code = pageCode ?? rootPageCode(runMode, app.appInfo.appProps);
  const page = app.pageList.find((p) => p.pageCode === code);
  const lang = currentLang();
  // A detail page whose record does not exist is the unknown-page screen (404), as an unknown path is;
  // the editor and its preview keep drawing the blocks.
  const recordMissing = usePageNotFound() && viewMode === 'view';

  useEffect(() => {
    if (!page) return;
    document.title = pickText(page.pageProps.title, lang) || pickText(app.appInfo.appProps.siteName, lang);
    const description = pickText(page.pageProps.description, lang);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [page, lang, app, i18n.language]);

  if (!page || recordMissing) return <UnknownPage />;
  markHead(pickText(page.pageProps.title, lang) || pickText(app.appInfo.appProps.siteName, lang), pickText(page.pageProps.description, lang));
  return (
    <div className="page" data-page-code={page.pageCode}>
      {viewMode === 'wvEdit' && page.blocks.length === 0 ? (
        <p className="page__edit-empty">{t('common:editEmptyPage')}</p>
      ) : (
        <BlockList blocks={page.blocks} preview={viewMode !== 'view'} />
      )}
    </div>
  );
}
