import { pickText, type Field, type I18nText, type Lang, type LinkTarget, type RefKind } from '@shop/contract';

/** What a list item is titled by: a text of its own, or the product / category / article it names. */
export type ItemTitle = { text: string } | { ref: RefKind; id: number } | null;

const MAX = 40;
const plain = (s: string) => {
  const t = s
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return t.length > MAX ? `${t.slice(0, MAX - 1)}…` : t;
};
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function linkText(l: LinkTarget): string {
  switch (l.kind) {
    case 'page':
      return l.pageCode;
    case 'path':
      return l.path;
    case 'url':
      return l.url;
    case 'labels':
      return l.codes.join(', ');
    case 'tel':
      return l.number;
    case 'mailto':
      return l.email;
    default:
      return '';
  }
}

function leafTitle(f: Field<unknown>, v: unknown, lang: Lang): ItemTitle {
  const m = f.meta;
  if ((m.kind === 'number' || m.kind === 'text') && m.ref) {
    const id = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : 0;
    return id > 0 ? { ref: m.ref, id } : null;
  }
  if (m.kind === 'i18n') {
    const s = plain(pickText(v as I18nText, lang));
    return s ? { text: s } : null;
  }
  if (m.kind === 'text' && typeof v === 'string' && v.trim()) return { text: plain(v) };
  return null;
}

/**
 * The title of a list item in the settings panel, from its content ("Gold bangle", a product's name)
 * rather than its position: the first filled text, else the thing it names, else its link, else its
 * picture's file name. Null when the item is still empty. `v` is the item as the field reads it.
 */
export function itemTitle(item: Field<unknown>, v: unknown, lang: Lang): ItemTitle {
  const meta = item.meta;
  if (meta.kind !== 'object') {
    if (meta.kind === 'link') return linkText(v as LinkTarget) ? { text: linkText(v as LinkTarget) } : null;
    return leafTitle(item, v, lang);
  }
  if (!isObject(v)) return null;
  const entries = Object.entries(meta.shape);
  for (const [k, f] of entries) {
    if (f.meta.kind === 'i18n' || (f.meta.kind === 'text' && !f.meta.ref)) {
      const got = leafTitle(f, v[k], lang);
      if (got) return got;
    }
  }
  for (const [k, f] of entries) {
    const got = (f.meta.kind === 'number' || f.meta.kind === 'text') && f.meta.ref ? leafTitle(f, v[k], lang) : null;
    if (got) return got;
  }
  for (const [k, f] of entries) {
    if (f.meta.kind === 'link' && isObject(v[k]) && linkText(v[k] as LinkTarget)) return { text: plain(linkText(v[k] as LinkTarget)) };
  }
  for (const [k, f] of entries) {
    const src = v[k];
    if (f.meta.kind === 'image' && typeof src === 'string' && src) return { text: plain(src.split('?')[0]!.split('/').pop() ?? src) };
  }
  return null;
}
