import { useCallback, type CSSProperties, type ReactNode, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lang, LinkTarget } from '@shop/contract';
import { useAppData } from './app-context.ts';
import { resolveNavigation, withRefreshToggle, type NavAction } from './run-mode.ts';
import { dialogs } from '../components/ui/dialogs.tsx';
import { currentHref } from './ssr-env.ts';
import { useLinkLang, withLang } from './links.tsx';

/** An action's address with a query added (a configured page link with storeId, articleId…). */
export function actionWithQuery(action: NavAction, query: Record<string, string> | undefined): NavAction {
  const qs = new URLSearchParams(query ?? {}).toString();
  const add = (href: string) => (qs ? `${href}${href.includes('?') ? '&' : '?'}${qs}` : href);
  if (action.type === 'route') return { ...action, to: add(action.to) };
  if (action.type === 'location') return { ...action, href: add(action.href) };
  return action;
}

/** An action's address with the page's link language (lib/links.tsx): routes and the shop's other sites. */
export function actionWithLang(action: NavAction, lang: Lang | null): NavAction {
  if (action.type === 'route') return { ...action, to: withLang(action.to, lang) };
  if (action.type === 'location') return { ...action, href: withLang(action.href, lang) };
  return action;
}

/**
 * Performs navigation targets: routes in the app, other sites by address, web links in a new window.
 * Addresses keep the language of a page whose address names it (`withLang`, decision 165).
 */
export function useGo() {
  const { app, viewMode } = useAppData();
  const linkLang = useLinkLang();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const resolve = useCallback(
    (target: LinkTarget, query?: Record<string, string>) =>
      actionWithLang(actionWithQuery(resolveNavigation(target, { app, href: currentHref(), editing: viewMode === 'wvEdit' }), query), linkLang),
    [app, viewMode, linkLang],
  );
  const perform = useCallback(
    (action: NavAction, opts: { forceRefresh?: boolean } = {}) => {
      switch (action.type) {
        case 'route':
          navigate(opts.forceRefresh ? withRefreshToggle(action.to, location) : action.to);
          return;
        case 'location':
          window.location.assign(action.href);
          return;
        case 'window':
          window.open(action.url, '_blank', 'noopener,noreferrer');
          return;
        case 'external':
          window.location.href = action.href;
          return;
        case 'error':
          void dialogs.alert(t(`common:${action.error}`), { kind: 'error' });
          return;
        case 'none':
          return;
      }
    },
    [navigate, location, t],
  );
  const go = useCallback((target: LinkTarget, opts?: { forceRefresh?: boolean }) => perform(resolve(target), opts), [perform, resolve]);
  return { go, resolve, perform };
}

function hrefOf(action: NavAction): string | undefined {
  switch (action.type) {
    case 'route':
      return action.to;
    case 'location':
      return action.href;
    case 'window':
      return action.url;
    case 'external':
      return action.href;
    default:
      return undefined;
  }
}

/**
 * A real anchor for a navigation target (crawlable, opens in a new tab with a modifier key), whose
 * plain click goes through `useGo`. Without a target it renders its children alone.
 */
export function TargetLink({
  target,
  className,
  children,
  ariaLabel,
  ariaCurrent,
  style,
}: {
  target: LinkTarget;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  ariaLabel?: string;
  ariaCurrent?: 'page';
}) {
  const { resolve, perform } = useGo();
  const action = resolve(target);
  const href = hrefOf(action);
  if (action.type === 'none')
    return (
      <span className={className} style={style} aria-current={ariaCurrent}>
        {children}
      </span>
    );
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    perform(action);
  };
  return (
    <a
      href={href ?? '#'}
      className={className}
      style={style}
      onClick={onClick}
      aria-label={ariaLabel}
      aria-current={ariaCurrent}
      {...(action.type === 'window' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
