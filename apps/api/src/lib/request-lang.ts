import type { IncomingHttpHeaders } from 'node:http';
import { langFromCookie, langFromHeader, langFromSearch, type Lang } from '@shop/contract';

/**
 * The one way the API decides a request's language (issue 26). Each kind of request says it where its
 * sender puts it, and the caller passes only those places:
 *   - a call (POST /api/…) and its errors: `Accept-Language` (the spec's interface decision);
 *   - the sandbox payment page: the shop's `?lang=`, else `Accept-Language`;
 *   - a rendered page: the address's `?lang=` (decision 150), else the visitor's kept choice (the `lang`
 *     cookie the web app writes with localStorage), never `Accept-Language` (a page's language is the
 *     visitor's choice, so that the cached page of an address does not vary by browser).
 * Nothing given, or nothing known: zh_HK.
 */
export function requestLang(from: { headers?: IncomingHttpHeaders; search?: URLSearchParams | string; cookie?: string | undefined }): Lang {
  const fromAddress = from.search === undefined ? undefined : langFromSearch(from.search);
  const fromCookie = from.cookie === undefined ? undefined : langFromCookie(from.cookie);
  return fromAddress ?? fromCookie ?? langFromHeader(from.headers?.['accept-language']);
}
