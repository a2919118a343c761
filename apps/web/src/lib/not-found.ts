import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { isServer, markStatus, serverRenderEnv } from './ssr-env.ts';

/**
 * "This page's record does not exist" (issue 17, honest 404): a product, article, shop, brand or jewellery
 * id that names nothing shows the same unknown-page screen as an unknown path, with HTTP 404, on the
 * server and after a navigation in the browser.
 *
 * The screen that reads the record says so with `useRecordNotFound(missing)`; the page around it (the
 * configured page's route, the product screen) asks `usePageNotFound()` and draws the unknown-page
 * screen instead of its content.
 *
 * - Server: the flag is set during the render pass that met the missing record, and the render runs
 *   one more pass (entry-server.tsx) in which the page draws the unknown-page screen (status 404).
 * - Browser, landing on such a page: the server wrote `<html data-status="404">` and the unknown-page
 *   screen; the address it was served for counts as not found from the start, so the hydration draws the unknown-page screen, as
 *   the server did, without asking for the record again (a failure is not in the embedded answers).
 * - Browser, after a navigation: the screen reads its record, and once the answer says "not found" the
 *   address is marked and the page switches to the unknown-page screen.
 *
 * One address at a time: a navigation to another address shows that address normally.
 */
let missingAt: string | null | undefined;
const listeners = new Set<() => void>();

const addressOf = (l: { pathname: string; search: string }) => `${l.pathname}${l.search}`;

function missingAddress(): string | null {
  if (missingAt === undefined) {
    // Landing on a page the server answered with 404 and drew as the unknown-page screen: that address is
    // not found. (A 404 page that kept its own screen, as a shop named by an unknown code, is not.)
    missingAt =
      !isServer && document.documentElement.dataset.status === '404' && document.querySelector('#root .unknown-page') ? addressOf(window.location) : null;
  }
  return missingAt;
}

// Read at start, before the app may clear the server's HTML (a page drawn anew instead of hydrated).
if (!isServer) missingAddress();

function setMissingAddress(address: string) {
  if (missingAt === address) return;
  missingAt = address;
  for (const l of listeners) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Called by the screen that reads the page's record: `missing` once the answer says it does not exist. */
export function useRecordNotFound(missing: boolean): void {
  const location = useLocation();
  if (missing) {
    markStatus(404);
    const env = serverRenderEnv();
    if (env) env.notFound = true;
  }
  const address = addressOf(location);
  useEffect(() => {
    if (missing) setMissingAddress(address);
  }, [missing, address]);
}

/** Whether the page at the current address is about a record that does not exist (see above). */
export function usePageNotFound(): boolean {
  const address = addressOf(useLocation());
  const snapshot = () => (isServer ? serverRenderEnv()?.notFound === true : missingAddress() === address);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Tests: forget what was marked. */
export function resetNotFoundForTests() {
  missingAt = undefined;
}
