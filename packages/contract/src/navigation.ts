/**
 * Where a link in a block or menu goes (core §2 navigation targets). Stored in page data and menus, so
 * it is checked by a guard rather than trusted: only http(s) web addresses, only site paths.
 */
export type LinkTarget =
  | { kind: 'none' }
  | { kind: 'page'; pageCode: string }
  | { kind: 'path'; path: string; query?: Record<string, string> }
  | { kind: 'home'; site: 'official' | 'online' | 'membership' }
  | { kind: 'labels'; codes: string[] }
  | { kind: 'url'; url: string }
  | { kind: 'tel'; number: string }
  | { kind: 'mailto'; email: string };

export const NO_LINK: LinkTarget = { kind: 'none' };

const str = (v: unknown, max: number, re?: RegExp): v is string => typeof v === 'string' && v.length > 0 && v.length <= max && (!re || re.test(v));

/** Control characters and white space: browsers drop tabs and newlines inside addresses (`/\t/evil`). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/**
 * A path on this site that no browser resolves to another host (decision 187): it starts with one `/`,
 * and neither it nor its percent-decoded forms hold a `\` (browsers read it as `/`), a second leading
 * slash, a control character or white space. The one check of the editor, the publish gate (through
 * `isLinkTarget`) and the rich-text sanitisers (through `isSafeHref`).
 */
export function isSitePath(path: string): boolean {
  let p = path;
  for (let round = 0; round < 3; round++) {
    if (!p.startsWith('/') || p.startsWith('//') || p.includes('\\') || CONTROL_OR_SPACE.test(p)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(p);
    } catch {
      return false;
    }
    if (decoded === p) return true;
    p = decoded;
  }
  // Encoded three times over: no page of ours is addressed so.
  return false;
}

/** An `href` editor-written HTML may keep: http(s), mail, phone, an anchor on the page, or a site path. */
export function isSafeHref(href: string): boolean {
  const h = href.trim();
  if (CONTROL_OR_SPACE.test(href.replace(/^\s+|\s+$/g, ''))) return false;
  if (h.startsWith('#')) return !h.includes('\\');
  if (h.startsWith('/')) return isSitePath(h);
  return /^(https?:\/\/[^\s\\/]|mailto:|tel:)/i.test(h) && !h.includes('\\');
}

export function isLinkTarget(v: unknown): v is LinkTarget {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  switch (o.kind) {
    case 'none':
      return true;
    case 'page':
      return str(o.pageCode, 64, /^[\w-]+$/);
    case 'path':
      return (
        str(o.path, 512) &&
        isSitePath(o.path) &&
        (o.query === undefined ||
          (typeof o.query === 'object' && o.query !== null && Object.values(o.query).every((q) => typeof q === 'string' && q.length <= 512)))
      );
    case 'home':
      return o.site === 'official' || o.site === 'online' || o.site === 'membership';
    case 'labels':
      return Array.isArray(o.codes) && o.codes.length <= 20 && o.codes.every((c) => str(c, 64));
    case 'url':
      return str(o.url, 2048, /^https?:\/\/[^\s]+$/i);
    case 'tel':
      return str(o.number, 32, /^[+\d\s()-]+$/);
    case 'mailto':
      return str(o.email, 256, /^[^\s@]+@[^\s@]+$/);
    default:
      return false;
  }
}
