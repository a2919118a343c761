import type { DehydratedState } from '@tanstack/react-query';

/** The element the server writes the dehydrated query state into (apps/api/src/modules/web/ssr.ts). */
export const QUERY_STATE_ID = 'query-state';

/**
 * The query answers the server rendered the page from, read once at start. They count as fresh from
 * now: a served page is rendered anew (or its cached copy dropped) whenever what it shows changes, so
 * it is as current as a call made now would be, and the screens do not ask again at start.
 */
export function readQueryState(): DehydratedState | null {
  const el = typeof document !== 'undefined' ? document.getElementById(QUERY_STATE_ID) : null;
  if (!el?.textContent) return null;
  try {
    const state = JSON.parse(el.textContent) as DehydratedState;
    const now = Date.now();
    // Only answers are embedded: a failure the server met (a record not found, a 404 page) is asked
    // again by the browser, which then shows it as the server did.
    for (const q of state.queries) q.state.dataUpdatedAt = now;
    return state;
  } catch {
    // A broken embed is no worse than none: the screens make their calls.
    return null;
  }
}
