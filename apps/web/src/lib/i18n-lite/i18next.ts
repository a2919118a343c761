/*
 * The part of i18next the storefront uses, in about 1 KB instead of 13 KB of compressed script
 * (decision 160). The browser build resolves `i18next` to this module (vite.config.ts `resolve.alias`);
 * type checking, unit tests and the server keep the real package, and `i18n-lite.test.ts` checks that
 * both answer every key of every catalogue alike.
 *
 * What it does, as i18next configured by `lib/i18n.ts` does: flat catalogues per language and
 * namespace; `ns:key`; a list of keys (first found); `{{name}}` interpolation without escaping (an
 * unknown name stays as written); plurals by `count` with `_one` / `_other` … suffixes chosen by
 * Intl.PluralRules; the language's text, else the fallback language's, else `defaultValue`, else the
 * key; `lng` / `ns` options; `languageChanged` and `added` events. Nothing is loaded from a backend.
 */

type Texts = Record<string, string>;
type Resources = Record<string, Record<string, Texts>>;
export type TOptions = Record<string, unknown> & { count?: number; defaultValue?: string; lng?: string; ns?: string };
export type TFunction = (key: string | string[], options?: TOptions) => string;
type Listener = (...args: unknown[]) => void;

export interface InitOptions {
  resources?: Resources;
  lng?: string;
  fallbackLng?: string;
  defaultNS?: string;
  interpolation?: { escapeValue?: boolean };
  initAsync?: boolean;
  [k: string]: unknown;
}

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng.replace('_', '-'));
    pluralRules.set(lng, rules);
  }
  return rules.select(count);
}

export class I18nLite {
  language = '';
  languages: string[] = [];
  isInitialized = false;
  options: InitOptions = {};
  private store: Resources = {};
  private listeners = new Map<string, Set<Listener>>();

  use(_plugin: unknown): this {
    return this;
  }

  init(options: InitOptions = {}, callback?: (err: unknown, t: TFunction) => void): Promise<TFunction> {
    this.options = { defaultNS: 'translation', ...options };
    for (const [lng, nss] of Object.entries(options.resources ?? {})) {
      for (const [ns, texts] of Object.entries(nss)) this.addResourceBundle(lng, ns, texts, true, true);
    }
    this.setLanguage(options.lng ?? options.fallbackLng ?? 'dev');
    this.isInitialized = true;
    this.emit('initialized', this.options);
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  private setLanguage(lng: string) {
    this.language = lng;
    const fallback = this.options.fallbackLng;
    this.languages = fallback && fallback !== lng ? [lng, fallback] : [lng];
  }

  changeLanguage(lng?: string, callback?: (err: unknown, t: TFunction) => void): Promise<TFunction> {
    if (lng && lng !== this.language) {
      this.setLanguage(lng);
      this.emit('languageChanged', lng);
    }
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  addResourceBundle(lng: string, ns: string, texts: Texts, deep?: boolean, overwrite?: boolean): this {
    const byNs = (this.store[lng] ??= {});
    const current = byNs[ns];
    byNs[ns] = !current ? { ...texts } : overwrite ? { ...current, ...texts } : deep ? { ...texts, ...current } : { ...current, ...texts };
    this.emit('added', lng, ns);
    return this;
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return Boolean(this.store[lng]?.[ns]);
  }

  getResourceBundle(lng: string, ns: string): Texts | undefined {
    return this.store[lng]?.[ns];
  }

  hasLoadedNamespace(): boolean {
    return true;
  }

  loadNamespaces(_ns?: unknown, callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  on(event: string, fn: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(fn);
    return this;
  }

  off(event: string, fn?: Listener): this {
    if (fn) this.listeners.get(event)?.delete(fn);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    for (const fn of this.listeners.get(event) ?? []) fn(...args);
  }

  /** The text of one key (no plural, no interpolation), or undefined. */
  private lookup(key: string, opts: TOptions | undefined): string | undefined {
    let ns = opts?.ns ?? this.options.defaultNS ?? 'translation';
    let k = key;
    const colon = key.indexOf(':');
    if (colon > 0) {
      ns = key.slice(0, colon);
      k = key.slice(colon + 1);
    }
    const lng = opts?.lng ?? this.language;
    const fallback = this.options.fallbackLng;
    const count = opts?.count;
    const keys = typeof count === 'number' ? [`${k}_${pluralOf(lng, count)}`, k] : [k];
    for (const l of fallback && fallback !== lng ? [lng, fallback] : [lng]) {
      const texts = this.store[l]?.[ns];
      if (!texts) continue;
      for (const candidate of keys) {
        const v = texts[candidate];
        if (typeof v === 'string') return v;
      }
    }
    return undefined;
  }

  exists = (key: string | string[], opts?: TOptions): boolean => (Array.isArray(key) ? key : [key]).some((k) => this.lookup(k, opts) !== undefined);

  t: TFunction = (key, opts) => {
    const keys = Array.isArray(key) ? key : [key];
    let text: string | undefined;
    for (const k of keys) if ((text = this.lookup(k, opts)) !== undefined) break;
    if (text === undefined) {
      if (typeof opts?.defaultValue === 'string') text = opts.defaultValue;
      else {
        const last = keys[keys.length - 1] ?? '';
        const colon = last.indexOf(':');
        return colon > 0 ? last.slice(colon + 1) : last;
      }
    }
    if (!opts || !text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (whole, name: string) => {
      const v = opts[name.trim()];
      return v === undefined ? whole : v === null ? '' : String(v);
    });
  };

  getFixedT(lng?: string | null, ns?: string | null): TFunction {
    return (key, opts) => this.t(key, { ...(lng ? { lng } : {}), ...(ns ? { ns } : {}), ...opts });
  }

  createInstance(options?: InitOptions): I18nLite {
    const instance = new I18nLite();
    if (options) void instance.init(options);
    return instance;
  }

  cloneInstance(options: InitOptions = {}): I18nLite {
    const instance = new I18nLite();
    instance.options = { ...this.options, ...options };
    instance.store = this.store;
    instance.setLanguage(options.lng ?? this.language);
    instance.isInitialized = this.isInitialized;
    return instance;
  }
}

const i18next = new I18nLite();
export default i18next;
export const createInstance = (options?: InitOptions) => i18next.createInstance(options);
export const t: TFunction = (key, opts) => i18next.t(key, opts);
export const changeLanguage = (lng?: string) => i18next.changeLanguage(lng);
