import { z } from 'zod';
import { type Bound } from '../limits.ts';
import { i18nTextSchema, type I18nText } from '../locale.ts';
import { linkTargetSchema, NO_LINK, type LinkTarget } from '../navigation.ts';

/**
 * Lenient field schemas for block settings. Saved pages outlive the code that wrote them, so reading a
 * setting never fails: a value out of bounds is clamped, a missing or malformed one takes its default.
 * Each field carries editor metadata (`.meta({ field })`) from which the page editor builds its controls.
 */

export type FieldMeta =
  | { kind: 'number'; bound: Bound; integer: boolean; unit?: string }
  | { kind: 'text'; maxLength: number; multiline?: boolean }
  | { kind: 'i18n'; maxLength: number; multiline?: boolean; html?: boolean }
  | { kind: 'choice'; options: readonly (string | number)[] }
  | { kind: 'boolean' }
  | { kind: 'color' }
  | { kind: 'image' }
  | { kind: 'link' }
  | { kind: 'list'; max: number; item: z.ZodType }
  | { kind: 'object'; shape: Record<string, z.ZodType> }
  | { kind: 'blocks' };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const clamp = (v: number, b: Bound) => Math.min(b.max, Math.max(b.min, v));

function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

export const num = (b: Bound, unit?: string) =>
  z
    .unknown()
    .transform((v): number => {
      const n = toNumber(v);
      return n === undefined ? b.default : clamp(n, b);
    })
    .meta({ field: { kind: 'number', bound: b, integer: false, ...(unit ? { unit } : {}) } satisfies FieldMeta });

export const int = (b: Bound, unit?: string) =>
  z
    .unknown()
    .transform((v): number => {
      const n = toNumber(v);
      return n === undefined ? b.default : Math.round(clamp(n, b));
    })
    .meta({ field: { kind: 'number', bound: b, integer: true, ...(unit ? { unit } : {}) } satisfies FieldMeta });

export const text = (maxLength: number, def = '', multiline = false) =>
  z
    .unknown()
    .transform((v): string => (typeof v === 'string' ? v.slice(0, maxLength) : def))
    .meta({ field: { kind: 'text', maxLength, multiline } satisfies FieldMeta });

export const i18n = (maxLength: number, def: Partial<I18nText> = {}, opts: { multiline?: boolean; html?: boolean } = {}) =>
  z
    .unknown()
    .transform((v): I18nText => {
      const src = isObject(v) ? v : typeof v === 'string' ? { zh_HK: v, zh_CN: v, en: v } : {};
      const pick = (k: keyof I18nText) => {
        const s = src[k];
        return typeof s === 'string' ? s.slice(0, maxLength) : (def[k] ?? '');
      };
      return { zh_HK: pick('zh_HK'), zh_CN: pick('zh_CN'), en: pick('en') };
    })
    .meta({ field: { kind: 'i18n', maxLength, ...opts } satisfies FieldMeta });

export const choice = <const T extends readonly (string | number)[]>(options: T, def: T[number]) =>
  z
    .unknown()
    .transform((v): T[number] => {
      if ((options as readonly unknown[]).includes(v)) return v as T[number];
      // Numbers saved as strings (or the reverse) by older editors still count.
      const match = options.find((o) => String(o) === String(v));
      return match ?? def;
    })
    .meta({ field: { kind: 'choice', options } satisfies FieldMeta });

export const bool = (def: boolean) =>
  z
    .unknown()
    .transform((v): boolean => (typeof v === 'boolean' ? v : v === 'true' || v === 1 ? true : v === 'false' || v === 0 ? false : def))
    .meta({ field: { kind: 'boolean' } satisfies FieldMeta });

const COLOR = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|transparent)$/;
export const color = (def: string) =>
  z
    .unknown()
    .transform((v): string => (typeof v === 'string' && COLOR.test(v.trim()) ? v.trim() : def))
    .meta({ field: { kind: 'color' } satisfies FieldMeta });

/** Our own media (`/media/...`) or an http(s) image address with an image extension (blocks §5). */
const IMAGE_URL = /^(\/media\/[\w./-]+(\?[\w=&.-]*)?|https?:\/\/[^\s"'<>]+\.(jpe?g|png|gif|webp|svg|psd|bmp|tif)(\?[^\s"'<>]*)?)$/i;
export const isImageUrl = (v: string) => IMAGE_URL.test(v);
export const image = (def = '') =>
  z
    .unknown()
    .transform((v): string => (typeof v === 'string' && isImageUrl(v) ? v : def))
    .meta({ field: { kind: 'image' } satisfies FieldMeta });

export const link = () =>
  z
    .unknown()
    .transform((v): LinkTarget => {
      const parsed = linkTargetSchema.safeParse(v);
      return parsed.success ? parsed.data : NO_LINK;
    })
    .meta({ field: { kind: 'link' } satisfies FieldMeta });

export const list = <T extends z.ZodType>(item: T, max: number) =>
  z
    .unknown()
    .transform((v): z.output<T>[] =>
      Array.isArray(v) ? v.slice(0, max).map((x) => item.parse(isObject(x) ? x : {}) as z.output<T>) : [],
    )
    .meta({ field: { kind: 'list', max, item } satisfies FieldMeta });

/** A group of lenient fields; anything that is not an object reads as `{}`, so every field defaults. */
export const group = <S extends Record<string, z.ZodType>>(shape: S) =>
  z
    .unknown()
    .transform((v): { [K in keyof S]: z.output<S[K]> } => {
      // Field by field rather than z.object: a missing key must reach its field to take the default.
      const src = isObject(v) ? v : {};
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(shape)) out[key] = shape[key]!.parse(src[key]);
      return out as { [K in keyof S]: z.output<S[K]> };
    })
    .meta({ field: { kind: 'object', shape } satisfies FieldMeta });

/** Raw block instances nested in a block (component tabs); each is normalised when rendered. */
export const blocks = (max: number) =>
  z
    .unknown()
    .transform((v): RawBlock[] => (Array.isArray(v) ? v.slice(0, max).filter(isRawBlock) : []))
    .meta({ field: { kind: 'blocks' } satisfies FieldMeta });

/** A block as stored in a page: its props are whatever the editor that saved it wrote. */
export const rawBlockSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.string().min(1).max(64),
  version: z.int().min(1).max(1000),
  props: z.record(z.string(), z.unknown()),
});
export type RawBlock = z.infer<typeof rawBlockSchema>;
export const isRawBlock = (v: unknown): v is RawBlock => rawBlockSchema.safeParse(v).success;

export { i18nTextSchema };
