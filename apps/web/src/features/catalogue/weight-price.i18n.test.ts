import { describe, expect, it } from 'vitest';
import { weightPriceCatalogue } from './weight-price.i18n.ts';

// Loaded with the product page's lazy chunk, so the app-wide catalogue test does not see it.
describe('by-weight price strings', () => {
  it('has every key in zh_HK, zh_CN and en', () => {
    const c = weightPriceCatalogue as unknown as Record<'zh_HK' | 'zh_CN' | 'en', Record<string, string>>;
    const keys = new Set([...Object.keys(c.zh_HK), ...Object.keys(c.zh_CN), ...Object.keys(c.en)]);
    for (const key of keys) for (const lang of ['zh_HK', 'zh_CN', 'en'] as const) expect(c[lang][key], `${key} ${lang}`).toBeTruthy();
    expect(c.en.metal_gold9999).toBe('999.9 gold');
  });
});
