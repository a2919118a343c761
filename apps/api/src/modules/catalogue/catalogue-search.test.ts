import { describe, expect, it } from 'vitest';
import { documentGrams, parseQuery, searchDocument } from './catalogue-search.ts';
import { normalizeSearch, singular, trigramSimilarity, words } from './search-text.ts';

const trio = (zh_HK: string, zh_CN: string, en: string) => ({ zh_HK, zh_CN, en });

describe('catalogue search words (decision 445)', () => {
  it('reads English words singular and Chinese in one script with one form of each variant', () => {
    expect(words(normalizeSearch('Rings NECKLACES Watches Earrings Bracelets Series'))).toEqual(['ring', 'necklace', 'watch', 'earring', 'bracelet', 'series']);
    expect(normalizeSearch('项链 項鍊 腕表 手镯 手鈪')).toBe('項鏈 項鏈 腕錶 手鐲 手鐲');
    expect(singular('lotus')).toBe('lotus');
    expect(singular('glass')).toBe('glass');
  });

  it('stores whole words, word prefixes and Chinese pieces; not the inside of a word', () => {
    const keys = new Set(documentGrams(words(normalizeSearch('翡翠手鐲 earrings'))));
    for (const k of ['翡', '翡翠', '翠手鐲', '翡翠手鐲', 'earring', 'e>', 'ear>', 'earring>']) expect(keys.has(k), k).toBe(true);
    for (const k of ['ring', 'ring>', 'earrings']) expect(keys.has(k), k).toBe(false);
  });

  it('leaves the house brand out of the document', () => {
    const doc = searchDocument({
      title: [trio('晨曦系列 18K金鑽石戒指', '晨曦系列 18K金钻石戒指', 'Aurora 18K Gold Diamond Ring')],
      attrs: ['Jade Harbour'],
      desc: [trio('附翠港珠寶保證書', '附翠港珠宝保证书', 'comes with a Jade Harbour certificate')],
    });
    expect(doc.searchText).not.toContain('jade');
    expect(doc.searchText).not.toContain('翠港');
    expect(doc.searchTitle).toContain(' ring ');
    expect(doc.searchGrams).toContain('保證書');
  });

  it('reads a query as terms with synonyms, also inside a Chinese run', () => {
    const groups = [
      [['足金'], ['999'], ['24k']],
      [['手錶'], ['腕錶'], ['watch']],
    ];
    const [gold, bangle] = parseQuery('24K手鐲', groups);
    expect(gold!.term).toBe('24k');
    expect(gold!.alts.map((a) => a.units.map((u) => u.key))).toEqual([['24k'], ['足金'], ['999']]);
    expect(bangle!.alts[0]!.units[0]).toMatchObject({ key: '手鐲', prefix: false });
    const [watch] = parseQuery('手錶', groups);
    expect(watch!.alts.map((a) => a.units[0]!.key)).toEqual(['手錶', '腕錶', 'watch']);
    // A typed English word matches prefixes; the brand alone reads as no words.
    expect(parseQuery('neck')[0]!.alts[0]!.units[0]).toMatchObject({ key: 'neck>', prefix: true });
    expect(parseQuery('Jade Harbour', [], ['jade harbour'])).toEqual([]);
    expect(parseQuery('% & -')).toEqual([]);
  });

  it('measures trigram similarity as pg_trgm does', () => {
    expect(trigramSimilarity('bangle', 'bangle')).toBe(1);
    expect(trigramSimilarity('bangel', 'bangle')).toBeCloseTo(0.4, 5);
    expect(trigramSimilarity('neckalce', 'necklace')).toBeGreaterThan(0.3);
  });
});
