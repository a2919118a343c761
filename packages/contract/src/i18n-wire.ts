import { pickText, type Lang } from './locale.ts';
import type { I18nText } from './schemas.ts';

/*
 * Three-language texts on the wire. The spec's entities carry one text as three fields:
 * <name>Simple (zh_CN), <name>Traditional (zh_HK) and <name>Eng (en). Inside our code a text is an
 * I18nText ({ zh_HK, zh_CN, en }). This module is the one place that knows the field names, builds
 * their schema (in `i18n-wire-schema.ts`, so the browser's plain readers do not pull zod: decision 003),
 * converts both ways and picks a language's text — with the one fallback rule of
 * `pickText` (locale.ts): the language's own text, else zh_HK, else English, else Simplified Chinese.
 */

export type WireSuffix = 'Simple' | 'Traditional' | 'Eng';
/** The three wire fields of a text called N, e.g. titleSimple / titleTraditional / titleEng. */
export type WireKey<N extends string> = `${N}${WireSuffix}`;
export type WireTrio<N extends string> = Record<WireKey<N>, string>;

/** Writes a text as the three wire fields of `name`. A missing text writes three empty strings. */
export function toWire<N extends string>(name: N, text: Partial<I18nText> | null | undefined): WireTrio<N> {
  return {
    [`${name}Simple`]: text?.zh_CN ?? '',
    [`${name}Traditional`]: text?.zh_HK ?? '',
    [`${name}Eng`]: text?.en ?? '',
  } as WireTrio<N>;
}

/** Reads the three wire fields of `name` back into a text (a missing or non-text field reads as ''). */
export function fromWire<N extends string>(obj: Partial<Record<WireKey<N>, unknown>> | object, name: N): I18nText {
  const o = obj as Record<string, unknown>;
  const read = (suffix: WireSuffix) => {
    const v = o[`${name}${suffix}`];
    return typeof v === 'string' ? v : '';
  };
  return { zh_HK: read('Traditional'), zh_CN: read('Simple'), en: read('Eng') };
}

/** A language's text of the wire fields of `name`, by the one fallback rule of `pickText`. */
export function wireText<N extends string>(obj: Partial<Record<WireKey<N>, unknown>> | object, name: N, lang: Lang): string {
  return pickText(fromWire(obj, name), lang);
}
