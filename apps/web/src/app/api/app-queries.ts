import type { QueryClient } from '@tanstack/react-query';
import type { AppFull, AppProps, getAmountFormatInfo, getAppFull, getInitInfo } from '@shop/contract';
import { callApi } from '../../lib/api-client.ts';
import { SITE } from '../../lib/config.ts';
import { bootData, bootDataReadAt } from '../../lib/boot-data.ts';
import { detectRunMode, rootPageCode } from '../../lib/run-mode.ts';
import { currentHref } from '../../lib/ssr-env.ts';

/** The site's own queries: its structure (per screen), its shop and its amount format. */
export const appKeys = {
  /** Every screen's outline: `fulls()` finds any of them. */
  fulls: () => ['app', 'full'] as const,
  full: (pageCode: string | undefined) => ['app', 'full', pageCode ?? null] as const,
  init: () => ['app', 'init'] as const,
  amountFormat: () => ['app', 'amountFormat'] as const,
};

const boot = bootData();
/** The server's embedded answers, when present, are the queries' first data (no call on first load). */
const initial = <T>(data: T | undefined) => (data === undefined ? {} : { initialData: data, initialDataUpdatedAt: bootDataReadAt });
/**
 * getAppFull's answer cut down to the first screen (decision 167): every page's props, the blocks of the
 * pages it draws. It is the answer of that screen's own query (decision 535).
 */
const outline = boot?.pagesWithBlocks ? { app: boot.appFull, pages: new Set(boot.pagesWithBlocks) } : null;
/** Whether the embedded answer draws the screen of `pageCode` ('' for a screen that is no configured page; undefined: the whole site). */
const bootServes = (pageCode: string | undefined) => !!boot && (!outline || pageCode === '' || (pageCode !== undefined && outline.pages.has(pageCode)));

/**
 * The configured page a screen draws: its `/wv/<code>`, the site's home for `/` (known once any answer is
 * here: `props`), '' for any other screen. Undefined: `/` before the site's settings are known.
 */
export function screenPageCode(pathname: string, pageParam: string | undefined, props: AppProps | undefined): string | undefined {
  if (pageParam) return pageParam;
  if (pathname !== '/') return '';
  return props ? rootPageCode(detectRunMode(currentHref(), props), props) : undefined;
}

/** The page code in a `/wv/<code>` address, for a navigation that has not matched its route yet. */
export const pageParamOf = (pathname: string): string | undefined => /^\/wv\/([\w-]{1,64})\/?$/.exec(pathname)?.[1];

export const appQueries = {
  /**
   * The site's outline for one screen (decision 535): every page's props, the blocks of that page and of
   * the pages it draws. A screen that is no configured page ('') draws from any of them; undefined asks
   * for the whole site (`/` before the site's settings are known, when the page came without boot data).
   */
  full: (pageCode: string | undefined) => ({
    queryKey: appKeys.full(pageCode),
    queryFn: () => callApi<typeof getAppFull>('app/weaver/getAppFull', { ...SITE, status: 'release', ...(pageCode === undefined ? {} : { pageCode }) }),
    staleTime: 300_000,
    ...initial(bootServes(pageCode) ? boot?.appFull : undefined),
  }),
  init: {
    queryKey: appKeys.init(),
    queryFn: () => callApi<typeof getInitInfo>('app/system/getInitInfo', { merchantCode: SITE.merchantCode, storeCode: SITE.storeCode }),
    staleTime: Infinity,
    ...initial(boot?.initInfo),
  },
  amount: {
    queryKey: appKeys.amountFormat(),
    queryFn: () => callApi<typeof getAmountFormatInfo>('app/system/getAmountFormatInfo', {}),
    staleTime: Infinity,
    ...initial(boot?.amountFormat),
  },
} as const;

/** The editor's draft of the site, for a page framed by the editor before the editor has sent it (staff only). */
export const fetchDraftApp = () => callApi<typeof getAppFull>('app/weaver/getAppFull', { ...SITE, status: 'draft' }, { staff: true });

/** Any answer of the site's structure at hand: the embedded one, else one a screen asked for. */
export function knownApp(client: QueryClient): AppFull | undefined {
  return boot?.appFull ?? client.getQueriesData<AppFull>({ queryKey: appKeys.fulls() }).find(([, data]) => data !== undefined)?.[1];
}

/**
 * Before the app shows another screen, the outline it draws from is here: its page's (one call per page,
 * kept five minutes), or any for a screen that is no configured page. The navigation waits for it as it
 * waits for the screen's file.
 */
export function appReady(client: QueryClient, pathname: string): Promise<unknown> {
  const known = knownApp(client);
  const code = screenPageCode(pathname, pageParamOf(pathname), known?.appInfo.appProps);
  return code === '' && known ? Promise.resolve() : client.ensureQueryData(appQueries.full(code));
}
