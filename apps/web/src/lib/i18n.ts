import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGS, LANG_COOKIE, LANG_PARAM, LANG_TAG, langFromSearch, langFromTag, type Lang } from '@shop/contract';
import { readStorage, STORAGE_KEY, writeStorage } from './storage.ts';

/** A namespace of UI strings in the three languages; the shapes must match (checked by a test). */
export type Catalogue = { ns: string; zh_HK: Record<string, string>; zh_CN: Record<string, string>; en: Record<string, string> };

export const defineCatalogue = <const NS extends string, T extends Record<string, string>>(
  ns: NS,
  texts: { zh_HK: T; zh_CN: { [K in keyof T]: string }; en: { [K in keyof T]: string } },
) => ({ ns, ...texts }) satisfies Catalogue;

export const isLang = (v: unknown): v is Lang => (LANGS as readonly unknown[]).includes(v);

/** The kept language (localStorage `lang`), else zh_HK. */
export const storedLang = (): Lang => {
  const v = readStorage(STORAGE_KEY.LANG);
  return isLang(v) ? v : DEFAULT_LANG;
};

// Catalogues added before i18next is set up (a module evaluated early); initI18n takes them in.
const early: Catalogue[] = [];

export function initI18n(catalogues: Catalogue[], lang: Lang = storedLang()) {
  const resources: Record<string, Record<string, Record<string, string>>> = {};
  for (const l of LANGS) {
    resources[l] = {};
    for (const c of [...early, ...catalogues]) resources[l]![c.ns] = c[l];
  }
  void i18next.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyHtmlLang(lang);
  return i18next;
}

export function currentLang(): Lang {
  const l = i18next.language;
  return isLang(l) ? l : DEFAULT_LANG;
}

/** Switches the interface language: kept locally, sent with every call, and set on `<html lang>`. */
export async function setLang(lang: Lang) {
  writeStorage(STORAGE_KEY.LANG, lang);
  await i18next.changeLanguage(lang);
  applyHtmlLang(lang);
  // An address naming its language (`?lang=`, decision 150) follows the switch, so it stays true.
  if (typeof window !== 'undefined') {
    const url = new URL(window.location.href);
    if (url.searchParams.has(LANG_PARAM)) {
      url.searchParams.set(LANG_PARAM, lang);
      window.history.replaceState(window.history.state, '', url);
    }
  }
}

/**
 * The language the browser starts in: the address's `?lang=` (then kept as the visitor's choice), else
 * the kept one. `hydrate` says whether the server rendered the page in that language: when it did not
 * (the kept language changed since the cookie was written), the page is drawn anew rather than hydrated.
 */
export function startLang(): { lang: Lang; hydrate: boolean } {
  const kept = storedLang();
  if (typeof window === 'undefined') return { lang: kept, hydrate: false };
  const fromAddress = langFromSearch(window.location.search);
  if (fromAddress) writeStorage(STORAGE_KEY.LANG, fromAddress);
  const lang = fromAddress ?? kept;
  const rendered = document.getElementById('root')?.hasChildNodes() ? langFromTag(document.documentElement.lang) : undefined;
  return { lang, hydrate: rendered === lang };
}

/** Sets `<html lang>`, and the cookie by which the server serves pages in this language. */
function applyHtmlLang(lang: Lang) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LANG_TAG[lang];
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** Adds a catalogue loaded with a lazy chunk (strings only its screens use). */
export function addCatalogue(catalogue: Catalogue) {
  if (!i18next.isInitialized) {
    early.push(catalogue);
    return;
  }
  for (const l of LANGS) i18next.addResourceBundle(l, catalogue.ns, catalogue[l], true, false);
}
