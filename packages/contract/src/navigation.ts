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

const str = (v: unknown, max: number, re?: RegExp): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= max && (!re || re.test(v));

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
        str(o.path, 512, /^\/(?!\/)/) &&
        (o.query === undefined ||
          (typeof o.query === 'object' &&
            o.query !== null &&
            Object.values(o.query).every((q) => typeof q === 'string' && q.length <= 512)))
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
