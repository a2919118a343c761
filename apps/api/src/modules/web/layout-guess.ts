import type { IncomingHttpHeaders } from 'node:http';

/** The two layouts a page can be rendered for (`<html data-screen>`, decision 150). */
export type PageLayout = 'pc' | 'mobile';

/** Phones and small tablets say so in their User-Agent: "Mobi" (Mobile Safari, Chrome/Firefox on phones), Android, iPhone, iPod, iPad (older iPadOS). */
const MOBILE_UA = /Mobi|Android|iPhone|iPod|iPad/i;

/**
 * The layout the server renders a page for (decision 164). The window decides once the page is live; the
 * server only guesses, so the first paint matches most visitors and nothing shifts after hydration:
 *
 * 1. `Sec-CH-UA-Mobile` when the browser sends it (Chromium browsers, by default on every request):
 *    `?0` desktop, `?1` phone.
 * 2. Else the User-Agent (Firefox and Safari send no client hints): a phone's or tablet's marks give the
 *    phone layout, any other browser the desktop one.
 * 3. No User-Agent at all (a bare `curl`, a probe): the phone layout, the smaller page.
 */
export function layoutOf(headers: IncomingHttpHeaders): PageLayout {
  const hint = headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string' && hint.trim()) return hint.trim() === '?0' ? 'pc' : 'mobile';
  const ua = headers['user-agent'];
  if (typeof ua !== 'string' || !ua.trim()) return 'mobile';
  return MOBILE_UA.test(ua) ? 'mobile' : 'pc';
}

/** What a page's layout depends on, for `Vary` (any cache between us and the browser keeps them apart). */
export const LAYOUT_VARY = 'sec-ch-ua-mobile, user-agent';
/** Asks Chromium browsers to keep sending the hint (it is a default one, so this mostly documents it). */
export const LAYOUT_ACCEPT_CH = 'Sec-CH-UA-Mobile';
