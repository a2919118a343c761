import type { AppFull, AppProps, LinkTarget } from '@shop/contract';

/**
 * Run modes and navigation targets (core §2) as plain functions: the router and every link use these.
 */
export type Site = 'official' | 'eshop' | 'membership';
export type RunMode = Site | 'normal';
export type ViewMode = 'view' | 'wvEdit' | 'preview';

type BaseUrls = Pick<AppProps, 'officialBaseUrl' | 'eshopBaseUrl' | 'membershipBaseUrl'>;
const BASE_KEY: Record<Site, keyof BaseUrls> = {
  official: 'officialBaseUrl',
  eshop: 'eshopBaseUrl',
  membership: 'membershipBaseUrl',
};

const trimSlash = (s: string) => s.replace(/\/+$/, '');

/**
 * Which site the current address belongs to: the configured base address it starts with (the longest
 * wins when one contains another). With none matching, or none configured, the mode is `normal` and
 * every page is served from this address.
 */
export function detectRunMode(href: string, bases: BaseUrls): RunMode {
  let best: { site: Site; length: number } | null = null;
  for (const site of Object.keys(BASE_KEY) as Site[]) {
    const base = trimSlash(bases[BASE_KEY[site]] ?? '');
    if (!base) continue;
    if (href === base || href.startsWith(`${base}/`) || href.startsWith(`${base}?`)) {
      if (!best || base.length > best.length) best = { site, length: base.length };
    }
  }
  return best?.site ?? 'normal';
}

/** `?runMode=wvEdit|preview` forces the editor or its preview. */
export function viewModeOf(search: string): ViewMode {
  const mode = new URLSearchParams(search).get('runMode');
  return mode === 'wvEdit' || mode === 'preview' ? mode : 'view';
}

type PageLike = { pageCode: string; pageProps: { isEshopPage: boolean; isMembershipPage: boolean } };

/** Pages flagged for the online shop or the members' club go there, the rest to the official site. */
export function siteOfPage(page: PageLike): Site {
  if (page.pageProps.isEshopPage) return 'eshop';
  if (page.pageProps.isMembershipPage) return 'membership';
  return 'official';
}

export function homePageCodeOf(site: Site, props: AppProps): string {
  return site === 'eshop' ? props.onlineHomePageCode : site === 'membership' ? props.membershipHomePageCode : props.homePageCode;
}

/** The page `/` shows: the home page of the site the address belongs to. */
export function rootPageCode(mode: RunMode, props: AppProps): string {
  return homePageCodeOf(mode === 'normal' ? 'official' : mode, props);
}

/** The in-app path of a page: its site's home is `/` when this address is that site, else `/wv/<code>`. */
export function pagePath(pageCode: string, app: AppFull, mode: RunMode): string {
  if (pageCode === rootPageCode(mode, app.appInfo.appProps)) return '/';
  return `/wv/${encodeURIComponent(pageCode)}`;
}

/**
 * A site's home page lives at `/` of that site's own address; without separate addresses only the
 * official home does, and the other two homes are ordinary `/wv/<code>` pages.
 */
function homeAtRoot(site: Site, props: AppProps, mode: RunMode): boolean {
  if (trimSlash(props[BASE_KEY[site]] ?? '')) return true;
  return site === 'official' ? mode === 'normal' || mode === 'official' : mode === site;
}

export type NavError = 'noOfficialHome' | 'noOnlineHome' | 'noMembershipHome' | 'unknownPage' | 'undefinedPath';

export type NavAction =
  | { type: 'route'; to: string }
  | { type: 'location'; href: string }
  | { type: 'window'; url: string }
  | { type: 'external'; href: string }
  | { type: 'error'; error: NavError }
  | { type: 'none' };

const HOME_ERROR: Record<Site, NavError> = {
  official: 'noOfficialHome',
  eshop: 'noOnlineHome',
  membership: 'noMembershipHome',
};

export interface NavContext {
  app: AppFull;
  /** The current address, absolute. */
  href: string;
  /** Links do nothing in the editor. */
  editing: boolean;
}

/** Where a link goes, as an action the caller performs. Crossing to another site changes the address. */
export function resolveNavigation(target: LinkTarget, ctx: NavContext): NavAction {
  if (ctx.editing) return { type: 'none' };
  const props = ctx.app.appInfo.appProps;
  const mode = detectRunMode(ctx.href, props);
  const toSite = (site: Site, path: string): NavAction => {
    const base = trimSlash(props[BASE_KEY[site]] ?? '');
    if (base && mode !== site && mode !== 'normal') return { type: 'location', href: `${base}${path}` };
    if (base && mode === 'normal' && !ctx.href.startsWith(base)) return { type: 'location', href: `${base}${path}` };
    return { type: 'route', to: path };
  };
  switch (target.kind) {
    case 'none':
      return { type: 'none' };
    case 'page': {
      const page = ctx.app.pageList.find((p) => p.pageCode === target.pageCode);
      if (!page) return { type: 'error', error: 'unknownPage' };
      const site = siteOfPage(page);
      const atRoot = page.pageCode === homePageCodeOf(site, props) && homeAtRoot(site, props, mode);
      return toSite(site, atRoot ? '/' : `/wv/${encodeURIComponent(page.pageCode)}`);
    }
    case 'home': {
      const site: Site = target.site === 'online' ? 'eshop' : target.site;
      const code = homePageCodeOf(site, props);
      if (!code || !ctx.app.pageList.some((p) => p.pageCode === code)) return { type: 'error', error: HOME_ERROR[site] };
      return toSite(site, homeAtRoot(site, props, mode) ? '/' : `/wv/${encodeURIComponent(code)}`);
    }
    case 'path': {
      if (!target.path.startsWith('/')) return { type: 'error', error: 'undefinedPath' };
      const query = new URLSearchParams(target.query ?? {}).toString();
      return { type: 'route', to: query ? `${target.path}?${query}` : target.path };
    }
    case 'labels': {
      if (target.codes.length === 0) return { type: 'none' };
      return toSite('eshop', `/onlineProductCategory?tag=${target.codes.map(encodeURIComponent).join(',')}`);
    }
    case 'url':
      return { type: 'window', url: target.url };
    case 'tel':
      return { type: 'external', href: `tel:${target.number.replace(/[^\d+]/g, '')}` };
    case 'mailto':
      return { type: 'external', href: `mailto:${target.email}` };
  }
}

/**
 * Navigating to the address already shown, with a forced refresh, toggles a `refresh` flag in the
 * query so that the router sees a change and pages reload their data.
 */
export function withRefreshToggle(to: string, current: { pathname: string; search: string }): string {
  const [path, query = ''] = to.split('?') as [string, string?];
  const target = new URLSearchParams(query);
  const now = new URLSearchParams(current.search);
  const strip = (p: URLSearchParams) => {
    const c = new URLSearchParams(p);
    c.delete('refresh');
    c.sort();
    return c.toString();
  };
  if (path !== current.pathname || strip(target) !== strip(now)) return to;
  if (now.get('refresh') === '1') target.delete('refresh');
  else target.set('refresh', '1');
  const qs = target.toString();
  return qs ? `${path}?${qs}` : path;
}
