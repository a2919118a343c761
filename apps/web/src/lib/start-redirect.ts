/**
 * On start, a `replace` parameter sends the visitor to that address (blocks §7), e.g.
 * `/?replace=%2Fwv%2FOFFERS`. Only a path of this site is followed: anything that would leave it
 * (`https://…`, `//host`, `/\host`, `javascript:`) is refused, so the parameter cannot be an open redirect.
 */
export function startRedirectTarget(href: string): string | null {
  const url = new URL(href);
  const wanted = url.searchParams.get('replace');
  if (!wanted || !wanted.startsWith('/') || wanted.startsWith('//') || wanted.startsWith('/\\')) return null;
  let target: URL;
  try {
    target = new URL(wanted, url.origin);
  } catch {
    return null;
  }
  if (target.origin !== url.origin) return null;
  const path = `${target.pathname}${target.search}${target.hash}`;
  // Never loop: an address that itself asks for a replace is not followed.
  if (target.searchParams.has('replace')) return null;
  return path;
}
