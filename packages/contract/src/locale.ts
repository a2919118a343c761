/** Interface languages; zh_HK is the default everywhere. */
export const LANGS = ['zh_HK', 'zh_CN', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh_HK';

/** A text in the three interface languages (its wire schema is `i18nTextSchema`, checked against this). */
export type I18nText = { [L in Lang]: string };

/** The `Accept-Language` value and `<html lang>` for each language. */
export const LANG_TAG: Record<Lang, string> = { zh_HK: 'zh-HK', zh_CN: 'zh-CN', en: 'en' };

/**
 * The cookie the web app mirrors its kept language into (it keeps it in localStorage `lang`, core §1),
 * so the server can serve a page in the language the app will show (decision 081).
 */
export const LANG_COOKIE = 'lang';

/** The language kept in a Cookie header, if any. */
export function langFromCookie(header: string | undefined | null): Lang | undefined {
  const m = header ? new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=(zh_HK|zh_CN|en)(?:;|$)`).exec(header) : null;
  return m ? (m[1] as Lang) : undefined;
}

/** The spec's language types, used by order calls. */
export const LANGUAGE_TYPE: Record<Lang, 'TRADITIONAL' | 'SIMPLE' | 'ENG'> = {
  zh_HK: 'TRADITIONAL',
  zh_CN: 'SIMPLE',
  en: 'ENG',
};

/** Reads an Accept-Language header (`zh-HK`, `zh-CN`, `en`, with or without q-values) into a Lang. */
export function langFromHeader(header: string | undefined | null): Lang {
  if (!header) return DEFAULT_LANG;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag === 'zh-hk' || tag === 'zh-tw' || tag === 'zh-hant' || tag === 'zh_hk') return 'zh_HK';
    if (tag === 'zh-cn' || tag === 'zh-sg' || tag === 'zh-hans' || tag === 'zh' || tag === 'zh_cn') return 'zh_CN';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LANG;
}

/**
 * The one fallback rule for a three-language text (also for the wire's xxxSimple / xxxTraditional /
 * xxxEng fields, `i18n-wire.ts`): the language's own text, else zh_HK (the default), else English,
 * else Simplified Chinese, else ''.
 */
export function pickText(text: Partial<I18nText> | undefined | null, lang: Lang): string {
  if (!text) return '';
  return text[lang] || text.zh_HK || text.en || text.zh_CN || '';
}

/**
 * The address parameter that names a page's language (`/wv/NEWS?lang=en`, decision 150): the server
 * renders the page in it, and the web app adopts it as the visitor's choice. Without it a page is in
 * the visitor's kept language (its cookie), else zh_HK.
 */
export const LANG_PARAM = 'lang';

/** The language an address names with `?lang=`, if it names a known one. */
export function langFromSearch(search: string | URLSearchParams): Lang | undefined {
  const v = (typeof search === 'string' ? new URLSearchParams(search) : search).get(LANG_PARAM);
  return v === 'zh_HK' || v === 'zh_CN' || v === 'en' ? v : undefined;
}

/** The language of an `<html lang>` value. */
export function langFromTag(tag: string | null | undefined): Lang | undefined {
  return (Object.keys(LANG_TAG) as Lang[]).find((l) => LANG_TAG[l] === tag);
}
