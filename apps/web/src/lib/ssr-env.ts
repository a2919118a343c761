import { useSyncExternalStore } from 'react';
import type { Lang } from '@shop/contract';

/**
 * What a render knows about its request when there is no window (the server render of
 * `entry-server.tsx`): the page's full address, and a place to say the page's HTTP status.
 * In the browser the address is the window's and the status is not used.
 */
export interface RenderEnv {
  href: string;
  /** The language the page is rendered in: what `currentLang()` answers and the calls ask for. */
  lang: Lang;
  /** Set by screens that show "not found" (404); read by the server after the render. */
  status?: number;
  /**
   * A block found the record its page is about missing (`lib/not-found.ts`): the page is rendered again
   * as the unknown-page screen. Kept from one render pass to the next.
   */
  notFound?: boolean;
  title?: string;
  description?: string;
  /** The layout the server guesses (`Sec-CH-UA-Mobile`, else the User-Agent; decision 164), phone when it cannot tell. */
  screen?: 'pc' | 'mobile';
}

/**
 * Where the server render keeps the request being rendered. Renders overlap (each waits for its calls
 * between passes), so the request cannot live in a module variable: entry-server.tsx installs, once per
 * server, a reader of its `AsyncLocalStorage`, which answers the request whose render is running in the
 * current asynchronous context. Nothing here changes per request; in the browser it stays null.
 */
let requestEnv: () => RenderEnv | null = () => null;
export const setRequestEnvReader = (read: () => RenderEnv | null) => {
  requestEnv = read;
};

export const isServer = typeof window === 'undefined';

/** The page's full address: the window's, or the request's during a server render. */
export function currentHref(): string {
  if (!isServer) return window.location.href;
  return requestEnv()?.href ?? 'http://localhost/';
}

/**
 * The layout the page was rendered for: the server's guess (`<html data-screen>` in the page), so that
 * the hydration draws what the server drew; the window's size decides once the page is live.
 */
export function screenHint(): 'pc' | 'mobile' {
  if (isServer) return requestEnv()?.screen ?? 'mobile';
  return document.documentElement.dataset.screen === 'pc' ? 'pc' : 'mobile';
}

/** The server render's request, while a pass runs (null in the browser). */
export const serverRenderEnv = (): RenderEnv | null => (isServer ? requestEnv() : null);

/** A screen showing "not found" tells the server render to answer 404. */
export function markStatus(status: number): void {
  const env = serverRenderEnv();
  if (env) env.status = status;
}

/** An answer saying "no such record" (HTTP 404): its screen shows "not found" and the page answers 404. */
export const isNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** A configured page names its title and description for the server's `<head>`. */
export function markHead(title: string, description: string): void {
  const env = serverRenderEnv();
  if (env) {
    env.title = title;
    env.description = description;
  }
}

const noop = () => () => {};
/**
 * False during the server render and the hydration that follows it, true afterwards: what depends on
 * the browser (storage, session, window size) renders only once this is true, so the first client
 * render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
