import { describe, expect, it } from 'vitest';
import { ordinaryPage, outlineOf, pagesDrawnWith, redemptionPageCode, type AppFull, type Page, type RawBlock } from './index.ts';

const t = (s: string) => ({ zh_HK: s, zh_CN: s, en: s });
const page = (pageCode: string, blocks: RawBlock[]): Page => ordinaryPage(pageCode, t(pageCode), blocks);
const text = (id: string): RawBlock => ({ id, type: 'richText', version: 1, props: { content: t('<p>x</p>') } });
const container = (id: string, ...codes: string[]): RawBlock => ({
  id,
  type: 'pageListContainer',
  version: 1,
  props: { entries: codes.map((pageCode) => ({ title: t(pageCode), pageCode, blocks: [] })) },
});
const redemption: RawBlock = { id: 'r', type: 'pointsRedemption', version: 1, props: { title: t('Redeem') } };
const app = (pages: Page[], pointsRedemptionPageCode?: string) =>
  ({
    appCode: 'SITE',
    appInfo: { appCode: 'SITE', appProps: { homePageCode: 'HOME', ...(pointsRedemptionPageCode ? { pointsRedemptionPageCode } : {}) }, menus: {} },
    pageList: pages,
    spuDetailViewSettings: {},
  }) as unknown as AppFull;

describe('the outline of the site for one page (decision 167)', () => {
  const site = app([
    page('HOME', [text('h'), container('c', 'TAB_A', 'HOME')]),
    page('TAB_A', [container('c2', 'TAB_B')]),
    page('TAB_B', [text('b')]),
    page('OTHER', [text('o')]),
    page('REDEEM', [redemption]),
  ]);

  it('keeps the page, the pages its containers show (nested, loops once) and the redemption page found by its block', () => {
    expect(pagesDrawnWith(site, 'HOME')).toEqual(['HOME', 'TAB_A', 'TAB_B', 'REDEEM']);
    expect(pagesDrawnWith(site, 'OTHER')).toEqual(['OTHER', 'REDEEM']);
    // A screen that is not a configured page, or an unknown code.
    expect(pagesDrawnWith(site, undefined)).toEqual(['REDEEM']);
    expect(pagesDrawnWith(site, 'NOPE')).toEqual(['REDEEM']);
  });

  it('leaves the redemption page out when the site names it (nothing reads its blocks to find it)', () => {
    const named = app(site.pageList, 'REDEEM');
    expect(pagesDrawnWith(named, 'OTHER')).toEqual(['OTHER']);
    expect(redemptionPageCode(outlineOf(named, ['OTHER']))).toBe('REDEEM');
  });

  it('lists every page with its props, and only the kept ones with their blocks', () => {
    const outline = outlineOf(site, pagesDrawnWith(site, 'OTHER'));
    expect(outline.pageList.map((p) => [p.pageCode, p.blocks.length])).toEqual([
      ['HOME', 0],
      ['TAB_A', 0],
      ['TAB_B', 0],
      ['OTHER', 1],
      ['REDEEM', 1],
    ]);
    expect(outline.pageList.map((p) => p.pageProps)).toEqual(site.pageList.map((p) => p.pageProps));
    // The outline finds the same redemption page as the whole answer.
    expect(redemptionPageCode(outline)).toBe(redemptionPageCode(site));
  });
});
