import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { DEFAULT_LANG, LANGS } from '@shop/contract';
import type { Catalogue } from '../i18n.ts';
import { I18nLite } from './i18next.ts';

// Every catalogue of the app, eager and lazy.
const modules = import.meta.glob<Record<string, unknown>>('../../**/*.i18n.ts', { eager: true });
const catalogues = Object.values(modules)
  .flatMap((m) => Object.values(m))
  .filter((v): v is Catalogue => typeof v === 'object' && v !== null && 'ns' in v && 'zh_HK' in v && 'en' in v);

const resources: Record<string, Record<string, Record<string, string>>> = {};
for (const l of LANGS) {
  resources[l] = {};
  for (const c of catalogues) resources[l]![c.ns] = { ...resources[l]![c.ns], ...c[l] };
}
const options = { resources, lng: DEFAULT_LANG, fallbackLng: DEFAULT_LANG, defaultNS: 'common', interpolation: { escapeValue: false }, initAsync: false };

async function both(lng: string) {
  const real = createInstance();
  await real.init({ ...options, lng });
  const lite = new I18nLite();
  await lite.init({ ...options, lng });
  return { real, lite };
}

const VALUES = { n: 7, name: 'Ann', count: 2, title: 'T', amount: 'HK$1', list: 'a, b', time: '10:00', max: 5, field: 'F' };

describe('i18n-lite answers as i18next does (decision 160)', () => {
  it('finds the catalogues', () => {
    expect(catalogues.length).toBeGreaterThan(20);
  });

  // Tens of thousands of lookups a language: beside the type check, lint and build in `npm test`'s first step
  // it passed vitest's default 5 s, so it has a minute (a bound on a busy machine, not on the code).
  for (const lng of LANGS) {
    it(`every key of every catalogue in ${lng}, with and without values and counts`, { timeout: 60_000 }, async () => {
      const { real, lite } = await both(lng);
      let checked = 0;
      for (const c of catalogues) {
        for (const key of Object.keys(c[lng])) {
          const full = `${c.ns}:${key}`;
          for (const opts of [undefined, VALUES, { ...VALUES, count: 1 }, { ...VALUES, count: 0 }, { name: null }]) {
            expect(lite.t(full, opts as never), `${full} ${JSON.stringify(opts)}`).toBe(real.t(full, opts as never));
          }
          const base = key.replace(/_(one|other|zero|few|many|two)$/, '');
          for (const count of [0, 1, 2, 5]) expect(lite.t(`${c.ns}:${base}`, { count }), `${c.ns}:${base} ${count}`).toBe(real.t(`${c.ns}:${base}`, { count }));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(500);
    });
  }

  it('missing keys, key lists, default values, other languages and namespaces, language change', async () => {
    const { real, lite } = await both('en');
    const cases: [string | string[], Record<string, unknown>?][] = [
      ['common:noSuchKey'],
      ['noSuchKey'],
      ['noSuchNs:key'],
      [['catalogue:nope', 'common:unknownError']],
      [['catalogue:nope', 'catalogue:nope2']],
      ['common:nope', { defaultValue: 'Fallback {{name}}', name: 'X' }],
      ['common:unknownError', { lng: 'zh_CN' }],
      ['unknownError', { ns: 'common' }],
      ['unknownError', { ns: 'common', lng: 'zh_HK' }],
    ];
    for (const [key, opts] of cases) expect(lite.t(key, opts as never), JSON.stringify([key, opts])).toBe(real.t(key as never, opts as never));
    expect(lite.exists('common:unknownError')).toBe(real.exists('common:unknownError'));
    expect(lite.exists('common:nope')).toBe(real.exists('common:nope'));
    // A key only the fallback language has.
    real.addResourceBundle('en', 'extra', {}, true, false);
    real.addResourceBundle('zh_HK', 'extra', { onlyHk: '只有繁體' }, true, false);
    lite.addResourceBundle('en', 'extra', {}, true, false);
    lite.addResourceBundle('zh_HK', 'extra', { onlyHk: '只有繁體' }, true, false);
    expect(lite.t('extra:onlyHk')).toBe(real.t('extra:onlyHk'));
    const seen: unknown[] = [];
    lite.on('languageChanged', (l) => seen.push(l));
    await Promise.all([real.changeLanguage('zh_CN'), lite.changeLanguage('zh_CN')]);
    expect(seen).toEqual(['zh_CN']);
    expect(lite.language).toBe(real.language);
    expect(lite.t('common:unknownError')).toBe(real.t('common:unknownError'));
    expect(lite.getFixedT('en', 'common')('unknownError')).toBe(real.getFixedT('en', 'common')('unknownError'));
  });
});
