import type { Bound } from '../limits.ts';
import type { I18nText } from '../locale.ts';
import { isLinkTarget, NO_LINK, type LinkTarget } from '../navigation.ts';

/**
 * Lenient setting readers for block settings. Saved pages outlive the code that wrote them, so reading a
 * setting never fails: a value out of bounds is clamped, a missing or malformed one takes its default.
 * Each field carries editor metadata from which the page editor builds its controls.
 *
 * These are plain functions, not zod: the storefront runs them on every page, and zod would triple the
 * home page's script.
 */
export type FieldMeta =
  | { kind: 'number'; bound: Bound; integer: boolean; unit?: string; ref?: RefKind }
  | { kind: 'text'; maxLength: number; multiline?: boolean; ref?: RefKind }
  | { kind: 'i18n'; maxLength: number; multiline?: boolean; html?: boolean }
  | { kind: 'choice'; options: readonly (string | number)[] }
  | { kind: 'boolean' }
  | { kind: 'color' }
  | { kind: 'image' }
  | { kind: 'link' }
  | { kind: 'list'; max: number; item: Field<unknown> }
  | { kind: 'object'; shape: Record<string, Field<unknown>> }
  | { kind: 'blocks'; max: number };

/** What a number or text setting names, so that the editor offers a picker instead of a bare id. */
export type RefKind = 'product' | 'category' | 'article';

export interface Field<T> {
  /** Reads any stored value into a valid setting. Never throws. */
  parse(value: unknown): T;
  meta: FieldMeta;
}
export type FieldOutput<F> = F extends Field<infer T> ? T : never;

const field = <T>(meta: FieldMeta, parse: (v: unknown) => T): Field<T> => ({ meta, parse });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const clamp = (v: number, b: Bound) => Math.min(b.max, Math.max(b.min, v));

function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

export const num = (b: Bound, unit?: string) =>
  field<number>({ kind: 'number', bound: b, integer: false, ...(unit ? { unit } : {}) }, (v) => {
    const n = toNumber(v);
    return n === undefined ? b.default : clamp(n, b);
  });

export const int = (b: Bound, unit?: string) =>
  field<number>({ kind: 'number', bound: b, integer: true, ...(unit ? { unit } : {}) }, (v) => {
    const n = toNumber(v);
    return n === undefined ? b.default : Math.round(clamp(n, b));
  });

export const text = (maxLength: number, def = '', multiline = false) =>
  field<string>({ kind: 'text', maxLength, multiline }, (v) => (typeof v === 'string' ? v.slice(0, maxLength) : def));

export const i18n = (maxLength: number, def: Partial<I18nText> = {}, opts: { multiline?: boolean; html?: boolean } = {}) =>
  field<I18nText>({ kind: 'i18n', maxLength, ...opts }, (v) => {
    const src: Record<string, unknown> = isObject(v) ? v : typeof v === 'string' ? { zh_HK: v, zh_CN: v, en: v } : {};
    const pick = (k: keyof I18nText) => {
      const s = src[k];
      return typeof s === 'string' ? s.slice(0, maxLength) : (def[k] ?? '');
    };
    return { zh_HK: pick('zh_HK'), zh_CN: pick('zh_CN'), en: pick('en') };
  });

export const choice = <const T extends readonly (string | number)[]>(options: T, def: T[number]) =>
  field<T[number]>({ kind: 'choice', options }, (v) => {
    if ((options as readonly unknown[]).includes(v)) return v as T[number];
    // Numbers saved as strings (or the reverse) by older editors still count.
    return options.find((o) => String(o) === String(v)) ?? def;
  });

export const bool = (def: boolean) =>
  field<boolean>({ kind: 'boolean' }, (v) => (typeof v === 'boolean' ? v : v === 'true' || v === 1 ? true : v === 'false' || v === 0 ? false : def));

const COLOR = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|transparent)$/;
export const color = (def: string) => field<string>({ kind: 'color' }, (v) => (typeof v === 'string' && COLOR.test(v.trim()) ? v.trim() : def));

/** Our own media (`/media/...`) or an http(s) image address with an image extension (blocks §5). */
const IMAGE_URL = /^(\/media\/[\w./-]+(\?[\w=&.-]*)?|https?:\/\/[^\s"'<>]+\.(jpe?g|png|gif|webp|svg|psd|bmp|tif)(\?[^\s"'<>]*)?)$/i;
export const isImageUrl = (v: string) => IMAGE_URL.test(v);
export const image = (def = '') => field<string>({ kind: 'image' }, (v) => (typeof v === 'string' && isImageUrl(v) ? v : def));

export const link = () => field<LinkTarget>({ kind: 'link' }, (v) => (isLinkTarget(v) ? v : NO_LINK));

export const list = <T>(item: Field<T>, max: number) =>
  field<T[]>({ kind: 'list', max, item: item as Field<unknown> }, (v) => (Array.isArray(v) ? v.slice(0, max).map((x) => item.parse(x)) : []));

/**
 * Marks a whole-number or text setting as naming a product, a category or an article: reading is the
 * same, the editor draws a picker with search, names and pictures (issue 27).
 */
export const refTo = <T>(ref: RefKind, f: Field<T>): Field<T> =>
  f.meta.kind === 'number' || f.meta.kind === 'text' ? { parse: f.parse, meta: { ...f.meta, ref } } : f;

/** A group of fields; anything that is not an object reads as `{}`, so every field takes its default. */
export const group = <S extends Record<string, Field<unknown>>>(shape: S) =>
  field<{ [K in keyof S]: FieldOutput<S[K]> }>({ kind: 'object', shape }, (v) => {
    const src = isObject(v) ? v : {};
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) out[key] = shape[key]!.parse(src[key]);
    return out as { [K in keyof S]: FieldOutput<S[K]> };
  });

/**
 * A group that also keeps the listed whole-number keys as they were stored, without a control: data a
 * menu item carries for its link (`jewelleryParamId`, `categoryId`…) that the group's shape does not edit.
 * Without it, reading a menu in the editor dropped them from every item (issue 27).
 */
export const keepingInts = <T extends object>(f: Field<T>, keys: readonly string[]): Field<T> =>
  field<T>(f.meta, (v) => {
    const out = f.parse(v) as Record<string, unknown>;
    if (isObject(v)) for (const k of keys) if (Number.isInteger(v[k])) out[k] = v[k];
    return out as T;
  });

/** A block as stored in a page: its props are whatever the editor that saved it wrote. */
export interface RawBlock {
  id: string;
  type: string;
  version: number;
  props: Record<string, unknown>;
}
export const isRawBlock = (v: unknown): v is RawBlock =>
  isObject(v) &&
  typeof v.id === 'string' &&
  v.id.length > 0 &&
  v.id.length <= 64 &&
  typeof v.type === 'string' &&
  v.type.length > 0 &&
  v.type.length <= 64 &&
  Number.isInteger(v.version) &&
  (v.version as number) >= 1 &&
  (v.version as number) <= 1000 &&
  isObject(v.props);

/** Raw block instances nested in a block (component tabs); each is normalised when rendered. */
export const blocks = (max: number) => field<RawBlock[]>({ kind: 'blocks', max }, (v) => (Array.isArray(v) ? v.slice(0, max).filter(isRawBlock) : []));
