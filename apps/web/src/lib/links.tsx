import { useTranslation } from 'react-i18next';
import { createPath, Link as RouterLink, NavLink as RouterNavLink, useLocation, type LinkProps, type NavLinkProps, type To } from 'react-router';
import { DEFAULT_LANG, LANG_PARAM, langFromSearch, type Lang } from '@shop/contract';

/**
 * Internal links keep the language of an address that names it (decision 165, issue 17).
 *
 * A page whose language came from its address (`/wv/NEWS?lang=en`) gives every internal link that same
 * `lang`, so a crawler or a visitor without scripts goes on in that language. zh_HK, the default, never
 * adds a parameter (its addresses stay clean), and a page whose language came from the visitor's kept
 * choice (localStorage / cookie `lang`) links to clean addresses as before. This file is the one way to
 * build an internal link: `Link` / `NavLink` (instead of the router's), `useGo` and `TargetLink`
 * (lib/navigation.tsx) all go through `withLang`.
 */

/**
 * `to` with `lang=<lang>` added to its query (before any `#fragment`). Unchanged when `lang` is absent
 * or zh_HK, when `to` already names a language, or when it is not an address of this shop
 * (`mailto:`, `tel:`, a bare `#fragment`). Absolute `http(s)://` addresses (another site of the shop,
 * core §2) get the parameter too. The rest of the query is kept byte for byte.
 */
export function withLang(to: string, lang: Lang | null | undefined): string {
  const hashAt = (to + '#').indexOf('#');
  const path = to.slice(0, hashAt);
  if (!lang || lang === DEFAULT_LANG || !path || /^[a-z][\w+.-]*:(?!\/\/)/i.test(path) || /[?&]lang=/.test(path)) return to;
  return `${path}${path.includes('?') ? (path.endsWith('?') ? '' : '&') : '?'}${LANG_PARAM}=${lang}${to.slice(hashAt)}`;
}

/**
 * The language internal links carry on this page: the interface language when the page's address
 * names one (`?lang=`), else none. The server renders an address's `?lang=` and the browser starts in
 * it (lib/i18n.ts `startLang`), so the server's links and the hydration's are the same; a switch in
 * place follows the interface language (`setLang` rewrites the address's `lang` too).
 */
export function useLinkLang(): Lang | null {
  const { search } = useLocation();
  const { i18n } = useTranslation();
  return linkLangOf(search, i18n.language);
}

/** The rule of `useLinkLang` for an address's query and the interface language (also outside the router). */
export function linkLangOf(search: string, interfaceLang: string): Lang | null {
  return langFromSearch(search) && interfaceLang !== DEFAULT_LANG ? (interfaceLang as Lang) : null;
}

/** `withLang` bound to this page's link language. */
export function useLocalHref(): (to: To) => string {
  const lang = useLinkLang();
  return (to) => withLang(typeof to === 'string' ? to : createPath(to), lang);
}

/** The router's `Link`, keeping the page's address language (`withLang`). Use it for every in-app link. */
export function Link({ to, ...rest }: LinkProps) {
  return <RouterLink to={useLocalHref()(to)} {...rest} />;
}

/** The router's `NavLink`, keeping the page's address language (`withLang`). */
export function NavLink({ to, ...rest }: NavLinkProps) {
  return <RouterNavLink to={useLocalHref()(to)} {...rest} />;
}
