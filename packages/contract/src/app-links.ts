import type { Field } from './blocks/fields.ts';
import { BLOCKS, isBlockType } from './blocks/registry.ts';
import type { RawBlock } from './blocks/fields.ts';
import { LANGS, type Lang } from './locale.ts';
import type { LinkTarget } from './navigation.ts';
import type { I18nText } from './schemas.ts';
import type { AppProps, Page } from './calls/pages.calls.ts';
import type { Menus, MenuLeaf } from './menus.ts';

/**
 * One walk over a site's draft (or a release) that lists every link target, every image reference and
 * every three-language text, each with the place it sits in. Shared by the editor (the places that still
 * link to a page before it is deleted, per-language completeness badges, the media picker's "used in")
 * and the server (the publish gate, "is this image still used"), so both see exactly the same places.
 *
 * Plain TypeScript, no zod: the editor's chunk uses it on every keystroke.
 */

/** Where a reference sits. `pageCode` is null for the site's settings and menus. */
export interface RefPlace {
  pageCode: string | null;
  /** The block holding it, the innermost one for nested blocks. */
  blockId: string | null;
  blockType: string | null;
  /** A dotted path inside the block's settings, the page props or the site settings/menus, e.g. `tabList.2.pageLink`. */
  field: string;
}

export interface LinkRef extends RefPlace {
  target: LinkTarget;
  /** The page code this link opens, when it opens a page of this site (`{kind:'page'}` or a `/wv/<code>` path). */
  pageTarget: string | null;
}
export interface ImageRef extends RefPlace {
  src: string;
}
export interface TextRef extends RefPlace {
  text: I18nText;
  /** Required texts must be filled in all three languages (page titles); others only if filled in one. */
  required: boolean;
  html: boolean;
}

export interface AppRefs {
  links: LinkRef[];
  images: ImageRef[];
  texts: TextRef[];
}

/** What the walk reads: the shape of `saveAppDraft`'s body and of `getAppFull`'s answer, reduced. */
export interface AppDraftLike {
  appProps: AppProps;
  menus: Menus;
  pageList: Page[];
}

/** The `AppDraftLike` of a getAppFull answer. */
export const draftOfAppFull = (full: { appInfo: { appProps: AppProps; menus: Menus }; pageList: Page[] }): AppDraftLike => ({
  appProps: full.appInfo.appProps,
  menus: full.appInfo.menus,
  pageList: full.pageList,
});

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isI18n = (v: unknown): v is I18nText => isObject(v) && LANGS.every((l) => typeof v[l] === 'string');

const PAGE_PATH = /^\/wv\/([\w-]+)\/?$/;
/** The page code a link opens on this site, if it opens one. */
export function pageCodeOfLink(target: LinkTarget): string | null {
  if (target.kind === 'page') return target.pageCode;
  if (target.kind === 'path') return PAGE_PATH.exec(target.path)?.[1] ?? null;
  return null;
}

/** The media key of one of our own image addresses (`/media/<key>?…`), else null. */
export function mediaKeyOf(src: string): string | null {
  if (!src.startsWith('/media/')) return null;
  const key = src.slice('/media/'.length).split(/[?#]/)[0]!;
  return key.length > 0 ? decodeURIComponent(key) : null;
}

const IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi;
const A_HREF = /<a\b[^>]*?\bhref\s*=\s*["'](\/wv\/[\w-]+)\/?["']/gi;
/** Plain text of a (sanitised) rich text, for "is it empty". */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

class Walker {
  readonly refs: AppRefs = { links: [], images: [], texts: [] };
  private place: Omit<RefPlace, 'field'>;
  constructor(place: Omit<RefPlace, 'field'>) {
    this.place = place;
  }

  at(place: Omit<RefPlace, 'field'>) {
    const prev = this.place;
    this.place = place;
    return () => {
      this.place = prev;
    };
  }
  link(field: string, target: LinkTarget) {
    if (target.kind === 'none') return;
    this.refs.links.push({ ...this.place, field, target, pageTarget: pageCodeOfLink(target) });
  }
  image(field: string, src: string) {
    if (src) this.refs.images.push({ ...this.place, field, src });
  }
  text(field: string, text: I18nText, required = false, html = false) {
    this.refs.texts.push({ ...this.place, field, text, required, html });
    if (!html) return;
    // Images and page links written inside rich text count as references too.
    for (const lang of LANGS) {
      for (const m of text[lang].matchAll(IMG_SRC)) this.image(`${field}.${lang}`, m[1]!);
      for (const m of text[lang].matchAll(A_HREF)) this.link(`${field}.${lang}`, { kind: 'path', path: m[1]! });
    }
  }

  leaf(field: string, leaf: MenuLeaf & { children?: unknown }) {
    this.text(`${field}.title`, leaf.title);
    this.link(`${field}.link`, leaf.link);
  }

  /** Walks block settings alongside the block's field metadata. */
  field(path: string, f: Field<unknown>, value: unknown) {
    const meta = f.meta;
    switch (meta.kind) {
      case 'link':
        if (isObject(value)) this.link(path, value as unknown as LinkTarget);
        return;
      case 'image':
        if (typeof value === 'string') this.image(path, value);
        return;
      case 'i18n':
        if (isI18n(value)) this.text(path, value, false, meta.html === true);
        return;
      case 'list':
        if (Array.isArray(value)) value.forEach((v, i) => this.field(`${path}.${i}`, meta.item, v));
        return;
      case 'object':
        if (isObject(value)) for (const [k, sub] of Object.entries(meta.shape)) this.field(path ? `${path}.${k}` : k, sub, value[k]);
        return;
      case 'blocks':
        if (Array.isArray(value)) for (const b of value) this.block(b as RawBlock);
        return;
      default:
        return;
    }
  }

  block(raw: RawBlock) {
    if (!isObject(raw) || typeof raw.type !== 'string' || !isBlockType(raw.type)) return;
    const def = BLOCKS[raw.type];
    const restore = this.at({ pageCode: this.place.pageCode, blockId: raw.id, blockType: raw.type });
    let props = isObject(raw.props) ? raw.props : {};
    for (let v = raw.version; v < def.version; v++) {
      const step = def.migrations[v];
      if (step) props = step(props);
    }
    // Normalised as the storefront renders it: a malformed value reads as its default.
    this.field('', def.schema as Field<unknown>, def.schema.parse(props));
    restore();
  }
}

/** Every link, image and three-language text of a site's draft, with its place. */
export function walkApp(draft: AppDraftLike): AppRefs {
  const w = new Walker({ pageCode: null, blockId: null, blockType: null });
  const { appProps, menus } = draft;
  w.text('appProps.siteName', appProps.siteName, true);
  w.image('appProps.logo', appProps.logo);
  for (const key of ['homePageCode', 'onlineHomePageCode', 'membershipHomePageCode'] as const) {
    if (appProps[key]) w.link(`appProps.${key}`, { kind: 'page', pageCode: appProps[key] });
  }
  for (const area of ['header', 'online', 'club'] as const) {
    menus[area].forEach((item, i) => {
      w.leaf(`menus.${area}.${i}`, item);
      item.children.forEach((group, j) => {
        w.leaf(`menus.${area}.${i}.children.${j}`, group);
        group.children.forEach((leaf, k) => w.leaf(`menus.${area}.${i}.children.${j}.children.${k}`, leaf));
      });
    });
  }
  if (menus.drawerSpecial) w.leaf('menus.drawerSpecial', menus.drawerSpecial);
  w.image('menus.footer.logo', menus.footer.logo);
  menus.footer.columns.forEach((col, i) => {
    w.text(`menus.footer.columns.${i}.title`, col.title);
    col.links.forEach((leaf, j) => w.leaf(`menus.footer.columns.${i}.links.${j}`, leaf));
  });
  menus.footer.social.forEach((s, i) => {
    w.link(`menus.footer.social.${i}.link`, s.link);
    if (s.popupImage) w.image(`menus.footer.social.${i}.popupImage`, s.popupImage);
  });
  w.text('menus.footer.copyright', menus.footer.copyright);

  for (const page of draft.pageList) {
    const restore = w.at({ pageCode: page.pageCode, blockId: null, blockType: null });
    w.text('pageProps.title', page.pageProps.title, true);
    w.text('pageProps.description', page.pageProps.description);
    for (const b of page.blocks) w.block(b);
    restore();
  }
  return w.refs;
}

/** The places that link to a page (menus, buttons, tabs, other blocks, home page settings), outside the page itself. */
export function placesLinkingTo(draft: AppDraftLike, pageCode: string, refs: AppRefs = walkApp(draft)): LinkRef[] {
  return refs.links.filter((l) => l.pageTarget === pageCode && l.pageCode !== pageCode);
}

/** The places an image is used in (compared by media key for our own images, else by address). */
export function placesUsingImage(refs: AppRefs, src: string): ImageRef[] {
  const key = mediaKeyOf(src);
  return refs.images.filter((i) => (key ? mediaKeyOf(i.src) === key : i.src === src));
}

const isEmpty = (t: TextRef, lang: Lang) => (t.html ? plainText(t.text[lang]) : t.text[lang].trim()) === '';

/**
 * Is a text missing in a language? A required text must be filled in all three; an optional one that is
 * filled in at least one language must be filled in all three (a half-translated text is an omission),
 * while one left empty everywhere is simply not used.
 */
export function missingLanguages(t: TextRef): Lang[] {
  const empty = LANGS.filter((l) => isEmpty(t, l));
  if (empty.length === 0) return [];
  if (!t.required && empty.length === LANGS.length) return [];
  return empty;
}

export interface LangCompleteness {
  /** Texts in use on the page. */
  total: number;
  /** How many of them are filled in this language. */
  filled: number;
  complete: boolean;
}

/** Per-language completeness of one page (its props and blocks), for the editor's badges. */
export function pageCompleteness(draft: AppDraftLike, pageCode: string, refs: AppRefs = walkApp(draft)): Record<Lang, LangCompleteness> {
  const texts = refs.texts.filter((t) => t.pageCode === pageCode && (t.required || LANGS.some((l) => !isEmpty(t, l))));
  const out = {} as Record<Lang, LangCompleteness>;
  for (const lang of LANGS) {
    const filled = texts.filter((t) => !isEmpty(t, lang)).length;
    out[lang] = { total: texts.length, filled, complete: filled === texts.length };
  }
  return out;
}

export type PublishProblemKind = 'link' | 'image' | 'text';
export interface GateProblem extends RefPlace {
  kind: PublishProblemKind;
  /** The missing page code or image address; null for texts. */
  target: string | null;
  /** The empty language, for texts. */
  lang: Lang | null;
}

/**
 * The publish gate's checks: links to page codes that do not exist, images that are not in the media
 * library (`imageExists` answers for our own `/media/` addresses; outside http(s) images are not
 * checked), and texts missing in a language. One entry per problem.
 */
export function findPublishProblems(draft: AppDraftLike, imageExists: (src: string) => boolean, refs: AppRefs = walkApp(draft)): GateProblem[] {
  const codes = new Set(draft.pageList.map((p) => p.pageCode));
  const problems: GateProblem[] = [];
  const place = (r: RefPlace): RefPlace => ({ pageCode: r.pageCode, blockId: r.blockId, blockType: r.blockType, field: r.field });
  for (const l of refs.links) {
    if (l.pageTarget !== null && !codes.has(l.pageTarget)) problems.push({ ...place(l), kind: 'link', target: l.pageTarget, lang: null });
  }
  for (const i of refs.images) {
    if (mediaKeyOf(i.src) !== null && !imageExists(i.src)) problems.push({ ...place(i), kind: 'image', target: i.src, lang: null });
  }
  for (const t of refs.texts) {
    for (const lang of missingLanguages(t)) problems.push({ ...place(t), kind: 'text', target: null, lang });
  }
  return problems;
}

/** "Page ABOUT, block b12 (button), toPageData" — a problem's place in words, for one line per problem. */
export function describePlace(p: RefPlace, words: { page: string; block: string; site: string; sep?: string }): string {
  const parts = [p.pageCode === null ? words.site : `${words.page} ${p.pageCode}`];
  if (p.blockId) parts.push(`${words.block} ${p.blockId} (${p.blockType})`);
  if (p.field) parts.push(p.field);
  return parts.join(words.sep ?? ', ');
}
