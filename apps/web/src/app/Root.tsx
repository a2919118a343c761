import { useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AMOUNT_FORMAT, FULL_SHELL, type AppFull, type ShellVisibility } from '@shop/contract';
import { AppDataContext, useAppData as useContextData, type AppData } from '../lib/app-context.ts';
import { appQueries, fetchDraftApp, knownApp, screenPageCode } from './api/app-queries.ts';
import { detectRunMode, rootPageCode, viewModeOf, type ViewMode } from '../lib/run-mode.ts';
import { session } from '../lib/session.ts';
import { currentHref, useHydrated } from '../lib/ssr-env.ts';
import { DialogHost, dialogs } from '../components/ui/dialogs.tsx';
import { PageShell } from './shell/PageShell.tsx';
import { CART_START, MEMBER_START } from './shell/slots.tsx';
import type { RouteHandle } from './route-handle.ts';
import { LoginGuard } from './LoginGuard.tsx';
import { useNavigationPending } from './browser-router.tsx';
import { ScrollOnNavigate } from './ScrollOnNavigate.tsx';
import { useRouteMatches } from '../lib/route-matches.ts';

/**
 * Loads the site (structure, shop, amount format) and renders every route inside the page shell.
 * Failing to load the structure stops the page with an alert (core §8).
 */
const MemberStart = MEMBER_START;
const CartStart = CART_START;

/** Screens of their own that take `runMode` for something else than a page drawn from the editor's data. */
const NOT_FRAMED = ['/wvEdit', '/wvDev'];

/**
 * `?runMode=preview` (a preview window) and `?runMode=wvEdit` (the editor's canvas) draw pages from the
 * draft the editor sends (lib/editor-frame.ts): waiting up to 3000 ms, then the server's draft, then
 * empty data (blocks §4). The mode is read once, so links followed inside a preview stay in it.
 */
function useFramedApp(mode: ViewMode | null): AppFull | null {
  const [app, setApp] = useState<AppFull | null>(null);
  useEffect(() => {
    if (!mode) return;
    let stop = () => {};
    let cancelled = false;
    void import('../lib/editor-frame.ts').then((frame) => {
      if (cancelled) return;
      const fallback = () => {
        // Without a staff session the server would refuse the draft: show empty data at once.
        if (!session.staffUser()) return setApp((a) => a ?? frame.EMPTY_APP);
        fetchDraftApp()
          .then((full) => setApp((a) => a ?? frame.renderableApp(full)))
          .catch(() => setApp((a) => a ?? frame.EMPTY_APP));
      };
      stop = frame.listenToEditor((next) => setApp(next), fallback);
    });
    if (mode === 'wvEdit') void import('../features/editor/canvas-bridge.ts').then((m) => m.startCanvasBridge());
    return () => {
      cancelled = true;
      stop();
    };
  }, [mode]);
  return app;
}

export function Root() {
  const { t } = useTranslation();
  const location = useLocation();
  const [frameMode] = useState<ViewMode | null>(() => {
    const m = viewModeOf(location.search);
    return m !== 'view' && !NOT_FRAMED.includes(location.pathname) ? m : null;
  });
  const framedApp = useFramedApp(frameMode);
  const client = useQueryClient();
  const { pageCode } = useParams();
  // Each configured page draws from its own outline of the site (decision 535; the navigation asks first:
  // appReady); a screen that is no configured page draws from whichever answer is here.
  const known = useRef<AppFull | undefined>(undefined);
  known.current ??= knownApp(client);
  const code = screenPageCode(location.pathname, pageCode, known.current?.appInfo.appProps);
  // Three plain queries rather than useQueries: the same answers without its observer (≈ 2 KB of script on
  // every page, decision 160).
  const full = useQuery({ ...appQueries.full(code), enabled: !frameMode && !(code === '' && known.current) });
  const init = useQuery(appQueries.init);
  const amount = useQuery(appQueries.amount);
  if (full.data) known.current = full.data;
  // While a page's own outline loads, the last one stands in (props, links and shell; its blocks follow).
  const appFull = frameMode ? framedApp : (full.data ?? known.current);

  // From here the app answers input: a server-rendered page is readable earlier, but its forms and
  // buttons only work once hydrated. Journeys that type at once wait for this mark.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-live', '');
  }, []);

  useEffect(() => {
    if (full.isError && !frameMode) void dialogs.alert(t('appLoadFailed'), { kind: 'error' });
  }, [full.isError, frameMode, t]);

  const data = useMemo<AppData | null>(() => {
    if (!appFull) return null;
    return {
      app: appFull,
      currencySymbol: init.data?.currencySymbol ?? 'HK$',
      amountFormat: amount.data ?? DEFAULT_AMOUNT_FORMAT,
      runMode: detectRunMode(currentHref(), appFull.appInfo.appProps),
      viewMode: frameMode ?? viewModeOf(location.search),
    };
  }, [appFull, init.data, amount.data, location.search, frameMode]);

  if (!data) {
    return (
      <>
        <div className="boot" aria-busy={!full.isError || !!frameMode}>
          {full.isError && !frameMode ? <p className="boot__failed">{t('appLoadFailed')}</p> : null}
        </div>
        <DialogHost />
      </>
    );
  }
  return (
    <AppDataContext.Provider value={data}>
      {/* Every page drawn in a preview window says so (issue 40): a draft or an old version is not the live site. */}
      {frameMode === 'preview' && (
        <p className="preview-banner" role="note" data-testid="preview-banner">
          {t('previewBanner')}
        </p>
      )}
      <RouteProgress />
      <ShellForRoute>
        <ClientOnlyScreen>
          <LoginGuard>
            <Outlet />
          </LoginGuard>
        </ClientOnlyScreen>
      </ShellForRoute>
      <DialogHost />
      {MemberStart && <MemberStart />}
      {CartStart && <CartStart />}
      <ScrollOnNavigate />
    </AppDataContext.Provider>
  );
}

/**
 * Screens of private data (member, staff, cart), and the editor and back office, render in the browser
 * only: the server and the hydration draw a loading state in their place (route handle `clientOnly`,
 * or `requiresLogin`), then the screen renders once the page has hydrated.
 */
function ClientOnlyScreen({ children }: { children: React.ReactNode }) {
  const matches = useRouteMatches();
  const hydrated = useHydrated();
  const clientOnly = matches.some((m) => {
    const h = (m.handle ?? {}) as RouteHandle;
    return h.clientOnly || h.requiresLogin;
  });
  if (clientOnly && !hydrated) return <div className="boot" aria-busy="true" data-testid="client-only-loading" />;
  return <>{children}</>;
}

/**
 * A thin bar at the top while the next route's screen (its lazy file) or data loads; it shows only after
 * a moment (CSS delay) so quick changes do not flash it.
 */
function RouteProgress() {
  const { t } = useTranslation();
  if (!useNavigationPending()) return null;
  return <div className="route-progress" role="progressbar" aria-label={t('loading')} data-testid="route-progress" />;
}

/** Page routes take the shell settings of their page; other routes those of their route handle. */
function ShellForRoute({ children }: { children: React.ReactNode }) {
  const matches = useRouteMatches();
  const { pageCode } = useParams();
  const location = useLocation();
  const data = useContextData();
  const handle = (matches[matches.length - 1]?.handle ?? {}) as RouteHandle;
  let shell: ShellVisibility = { ...FULL_SHELL, ...handle.shell };
  if (location.pathname === '/' || pageCode) {
    const code = pageCode ?? rootPageCode(data.runMode, data.app.appInfo.appProps);
    const page = data.app.pageList.find((p) => p.pageCode === code);
    if (page) shell = page.pageProps.shell;
  }
  if (data.viewMode === 'wvEdit') {
    shell = { cornerBanner: false, headNav: false, onlineMenu: false, clubMenu: false, footer: false, scrollTop: false };
  }
  return <PageShell shell={shell}>{children}</PageShell>;
}
