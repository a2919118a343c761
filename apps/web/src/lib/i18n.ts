import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGS, LANG_COOKIE, LANG_PARAM, LANG_TAG, langFromSearch, langFromTag, type Lang } from '@shop/contract';
import { readStorage, STORAGE_KEY, writeStorage } from './storage.ts';
import { serverRenderEnv } from './ssr-env.ts';

type Texts = Record<string, string>;

/**
 * A namespace of UI strings in the three languages; the shapes must match (checked by a test).
 *
 * In the browser build each language is a loader of a file of its own instead (vite.config.ts
 * `i18nPerLanguage`, decision 160): a page loads only its language's strings, and another language's on
 * switching. The source, the server, the tests and the dev server keep the three languages in place; the
 * code below takes both forms.
 */
export type Catalogue = { ns: string; zh_HK: Texts; zh_CN: Texts; en: Texts };
type Loader = () => Promise<{ default: Texts }>;

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
// Every catalogue of this page, so that a language switch can bring each one's strings in that language.
const known: Catalogue[] = [];
// Strings on their way (per-language files): what `stringsReady` waits for.
const pending = new Set<Promise<void>>();
const asked = new Set<string>();

/**
 * Puts a catalogue's strings in `lang` into i18next: at once when they are in the catalogue, else from
 * their file (the promise; once per catalogue and language).
 */
function bring(c: Catalogue, lang: Lang): Promise<void> | undefined {
  const part = c[lang] as Texts | Loader;
  if (typeof part !== 'function') {
    i18next.addResourceBundle(lang, c.ns, part, true, false);
    return undefined;
  }
  const key = `${lang}:${c.ns}`;
  if (asked.has(key)) return undefined;
  asked.add(key);
  const loading = part().then(
    (m) => void i18next.addResourceBundle(lang, c.ns, m.default, true, false),
    (err: unknown) => {
      asked.delete(key);
      throw err;
    },
  );
  pending.add(loading);
  void loading.then(
    () => pending.delete(loading),
    () => pending.delete(loading),
  );
  return loading;
}

/**
 * Resolves once the strings of every catalogue registered so far are in i18next in the current language.
 * The first render waits for it (main.tsx), and so does every lazy chunk's loader (`withStrings`), since a
 * chunk's module registers its catalogue when it is evaluated: nothing renders a key without its text.
 * Without per-language files (server, tests, dev server) it resolves at once.
 */
export async function stringsReady(): Promise<void> {
  while (pending.size) await Promise.all(pending);
}

/** For a lazy chunk's loader: `import('./X.tsx').then(withStrings)` resolves once its strings are in. */
export const withStrings = <T>(loaded: T): Promise<T> => (pending.size ? stringsReady().then(() => loaded) : Promise.resolve(loaded));

export function initI18n(catalogues: Catalogue[], lang: Lang = storedLang()) {
  const resources: Record<string, Record<string, Record<string, string>>> = {};
  const split: Catalogue[] = [];
  for (const c of [...early, ...catalogues]) {
    known.push(c);
    if (typeof c[lang] === 'function') split.push(c);
    else for (const l of LANGS) (resources[l] ??= {})[c.ns] = c[l];
  }
  void i18next.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  for (const c of split) bring(c, lang);
  if (typeof window !== 'undefined') keepLang(lang);
  applyHtmlLang(lang);
  return i18next;
}

/**
 * The interface language: the rendered request's during a server render (renders of several languages
 * overlap, so the shared i18next instance's language means nothing there), else i18next's.
 */
export function currentLang(): Lang {
  const env = serverRenderEnv();
  if (env) return env.lang;
  const l = i18next.language;
  return isLang(l) ? l : DEFAULT_LANG;
}

/**
 * Brings every known catalogue's strings in `lang` without switching the interface: a printed slip in
 * the customer's language while the screen stays in the staff member's (issue 28).
 */
export async function stringsIn(lang: Lang): Promise<void> {
  for (const c of known) bring(c, lang);
  await stringsReady();
}

/**
 * Draws the page in `lang` without keeping it as the visitor's choice: the editor's canvas shows each
 * content language while the editor's own interface (same storage) stays in its language (issue 27).
 */
export async function showIn(lang: Lang) {
  for (const c of known) bring(c, lang);
  await stringsReady();
  await i18next.changeLanguage(lang);
  applyHtmlLang(lang);
}

/** Switches the interface language: kept locally, sent with every call, and set on `<html lang>`. */
export async function setLang(lang: Lang) {
  keepLang(lang);
  // The new language's strings first (files of their own in the browser build), then the switch.
  for (const c of known) bring(c, lang);
  await stringsReady();
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
  // Kept by initI18n when the app starts in it (keepLang): decided here, stored there.
  const fromAddress = langFromSearch(window.location.search);
  const lang = fromAddress ?? kept;
  const rendered = document.getElementById('root')?.hasChildNodes() ? langFromTag(document.documentElement.lang) : undefined;
  return { lang, hydrate: rendered === lang };
}

/**
 * The one place the browser keeps the visitor's language: localStorage `lang` (core spec), and the
 * cookie by which the server renders pages in it, always written together so they never disagree.
 */
function keepLang(lang: Lang) {
  writeStorage(STORAGE_KEY.LANG, lang);
  if (typeof document !== 'undefined') document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** Sets `<html lang>`. */
function applyHtmlLang(lang: Lang) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LANG_TAG[lang];
}

/** Adds a catalogue loaded with a lazy chunk (strings only its screens use). */
export function addCatalogue(catalogue: Catalogue) {
  if (!i18next.isInitialized) {
    early.push(catalogue);
    return;
  }
  known.push(catalogue);
  if (typeof catalogue.zh_HK === 'function') void bring(catalogue, currentLang());
  else for (const l of LANGS) i18next.addResourceBundle(l, catalogue.ns, catalogue[l], true, false);
}
