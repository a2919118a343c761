import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../lib/i18n.ts';
import { wishlistCatalogue } from './wishlist.i18n.ts';

// The wishlist's catalogue loads with a lazy chunk, so the app-wide catalogue test does not see it
// (moved out of the cart's test: a feature's test reads only its own feature's files).
describe('wishlist strings', () => {
  const catalogue = wishlistCatalogue as Catalogue;
  it(`${catalogue.ns}: every key in zh_HK, zh_CN and en`, () => {
    const keys = new Set([...Object.keys(catalogue.zh_HK), ...Object.keys(catalogue.zh_CN), ...Object.keys(catalogue.en)]);
    for (const key of keys) for (const lang of ['zh_HK', 'zh_CN', 'en'] as const) expect(catalogue[lang][key], `${catalogue.ns}.${key} ${lang}`).toBeTruthy();
  });
});
