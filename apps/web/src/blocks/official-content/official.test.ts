import { wireText } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { officialCatalogue } from './official.i18n.ts';
import { fillerCount, nextBrandId } from './brand-session.ts';
import { idParam } from './wire.ts';
import { mapUrls } from '../store-detail/map-urls.ts';
import { neighbours, parseIdList } from '../article-detail/ArticleDetailBlock.tsx';
import { filterYears } from '../article-list/ArticleListBlock.tsx';
import { perViewFor } from '../brand-detail/WatchCarousel.tsx';

describe('official content helpers', () => {
  it('catalogue: every key in zh_HK, zh_CN and en', () => {
    const keys = new Set([...Object.keys(officialCatalogue.zh_HK), ...Object.keys(officialCatalogue.zh_CN), ...Object.keys(officialCatalogue.en)]);
    for (const k of keys)
      for (const l of ['zh_HK', 'zh_CN', 'en'] as const) expect((officialCatalogue[l] as Record<string, string>)[k], `${l}.${k}`).toBeTruthy();
  });

  it('year filter: this year down to 2011', () => {
    const years = filterYears(new Date('2026-03-01'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2011);
    expect(years).toHaveLength(16);
  });

  it('article neighbours are hidden at the ends', () => {
    expect(neighbours([3, 1, 2], 3)).toEqual({ next: 1 });
    expect(neighbours([3, 1, 2], 1)).toEqual({ prev: 3, next: 2 });
    expect(neighbours([3, 1, 2], 2)).toEqual({ prev: 1 });
    expect(neighbours([3, 1, 2], 9)).toEqual({});
    expect(parseIdList('3, 1,x,-2,2')).toEqual([3, 1, 2]);
  });

  it('Next Brand wraps to the first; the grid pads to 4', () => {
    expect(nextBrandId([5, 7, 9], 7)).toBe(9);
    expect(nextBrandId([5, 7, 9], 9)).toBe(5);
    expect(nextBrandId([], 9)).toBeUndefined();
    expect([0, 1, 2, 3, 4, 5].map((n) => fillerCount(n, 4))).toEqual([0, 3, 2, 1, 0, 3]);
  });

  it('watch carousel shows 1, 2 above 765 px, 3 above 1130 px', () => {
    expect([375, 765, 766, 1130, 1131].map(perViewFor)).toEqual([1, 1, 2, 2, 3]);
  });

  it('map addresses carry the coordinates at zoom 17', () => {
    expect(mapUrls('google', 22.28, 114.15, 'x').embed).toBe('https://maps.google.com/maps?q=22.28%2C114.15&z=17&output=embed');
    expect(mapUrls('baidu', 22.28, 114.16, 'Shop & co').embed).toContain('location=22.28%2C114.16');
    expect(mapUrls('baidu', 22.28, 114.16, 'Shop & co').embed).toContain('zoom=17');
  });

  it('reads ids and the wire trio', () => {
    expect([idParam('12'), idParam('0'), idParam('1e3'), idParam(null), idParam('99999999999')]).toEqual([12, undefined, undefined, undefined, undefined]);
    const a = { titleSimple: '简', titleTraditional: '繁', titleEng: 'En' };
    expect([wireText(a, 'title', 'zh_CN'), wireText(a, 'title', 'zh_HK'), wireText(a, 'title', 'en')]).toEqual(['简', '繁', 'En']);
  });
});
