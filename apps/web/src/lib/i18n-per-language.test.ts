import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '@shop/contract';
import { addCatalogue, initI18n, setLang, stringsReady, withStrings, type Catalogue } from './i18n.ts';

/**
 * The browser build's catalogues (vite.config.ts `i18nPerLanguage`, decision 160): each language a loader
 * of a file of its own. The source keeps the three languages in place, so this form is built here by hand.
 */
function perLanguage(ns: string, texts: Record<Lang, Record<string, string>>) {
  const loads: Lang[] = [];
  const catalogue = { ns } as Record<string, unknown>;
  for (const l of LANGS) {
    catalogue[l] = async () => {
      loads.push(l);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { default: texts[l] };
    };
  }
  return { catalogue: catalogue as unknown as Catalogue, loads };
}

const shell = perLanguage('shellx', { zh_HK: { hello: '你好' }, zh_CN: { hello: '你好呀' }, en: { hello: 'Hello' } });
const cart = perLanguage('cartx', { zh_HK: { cart: '購物車' }, zh_CN: { cart: '购物车' }, en: { cart: 'Cart' } });
const inPlace: Catalogue = { ns: 'plainx', zh_HK: { word: '字' }, zh_CN: { word: '字' }, en: { word: 'Word' } };

describe('strings per language (browser build form)', () => {
  it('loads only the page language, and the first render can wait for it', async () => {
    initI18n([shell.catalogue, inPlace], 'en');
    expect(i18next.t('plainx:word')).toBe('Word');
    expect(shell.loads).toEqual(['en']);
    await stringsReady();
    expect(i18next.t('shellx:hello')).toBe('Hello');
    expect(i18next.hasResourceBundle('zh_HK', 'shellx')).toBe(false);
  });

  it("a lazy chunk's catalogue: its loader resolves once the strings are in", async () => {
    addCatalogue(cart.catalogue);
    expect(i18next.exists('cartx:cart')).toBe(false);
    const screen = await withStrings('screen module');
    expect(screen).toBe('screen module');
    expect(i18next.t('cartx:cart')).toBe('Cart');
    expect(cart.loads).toEqual(['en']);
  });

  it('a language switch brings every catalogue in the new language before it switches', async () => {
    const switching = setLang('zh_CN');
    expect(i18next.language).toBe('en');
    await switching;
    expect(i18next.language).toBe('zh_CN');
    expect(i18next.t('shellx:hello')).toBe('你好呀');
    expect(i18next.t('cartx:cart')).toBe('购物车');
    expect(i18next.t('plainx:word')).toBe('字');
    // Back to a language already loaded: nothing is asked again.
    await setLang('en');
    expect(shell.loads).toEqual(['en', 'zh_CN']);
    expect(cart.loads).toEqual(['en', 'zh_CN']);
    expect(i18next.t('shellx:hello')).toBe('Hello');
  });
});
