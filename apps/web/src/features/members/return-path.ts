/**
 * Where to go after login: `isBeFrom` (a path without its leading slash, possibly with a query) or a
 * configured page's code, else home. Only paths of this site: leading slashes and backslashes are
 * dropped so that `//elsewhere.example` cannot leave it.
 */
export function returnPath(params: URLSearchParams): string {
  const from = params.get('isBeFrom');
  if (from) {
    const clean = from.replace(/^[\\/]+/, '');
    if (!/^[a-z][a-z0-9+.-]*:/i.test(clean)) return `/${clean}`;
  }
  const pageCode = params.get('pageCode');
  if (pageCode && /^[A-Za-z0-9_-]{1,32}$/.test(pageCode)) return `/wv/${pageCode}`;
  return '/';
}

/** The query to carry the return target on to another member screen. */
export function returnQuery(params: URLSearchParams): string {
  const keep = new URLSearchParams();
  for (const key of ['isBeFrom', 'pageCode']) {
    const v = params.get(key);
    if (v) keep.set(key, v);
  }
  const s = keep.toString();
  return s ? `?${s}` : '';
}
