import { describe, expect, it, beforeAll } from 'vitest';
import type { ComponentType } from 'react';
import { type AppFull, type BlockType } from '@shop/contract';
import { initI18n } from '../lib/i18n.ts';
import { CATALOGUES } from '../app/i18n-resources.ts';
import { LAZY_CATALOGUES } from '../app/i18n-lazy.ts';
import type { AppData } from '../lib/app-context.ts';
import { EMPTY_APP } from '../lib/editor-frame.ts';
import { renderBlockForTest } from './render-for-test.tsx';
import { StoreNoticeBlock } from './store-notice/StoreNoticeBlock.tsx';
import { TimelineBlock } from './timeline/TimelineBlock.tsx';
import { OffersBlock } from './offers/OffersBlock.tsx';
import { LatestTrendHeaderBlock } from './latest-trend-header/LatestTrendHeaderBlock.tsx';
import { ImageTextListBlock } from './image-text-list/ImageTextListBlock.tsx';
import { ImageTextCardBlock } from './image-text-card/ImageTextCardBlock.tsx';
import { ScrollContainerBlock } from './scroll-container/ScrollContainerBlock.tsx';
import { SwipeContainerBlock } from './swipe-container/SwipeContainerBlock.tsx';
import { JewelleryListBlock } from './jewellery-list/JewelleryListBlock.tsx';
import { JewelleryDetailBlock } from './jewellery-detail/JewelleryDetailBlock.tsx';
import { GoldPriceBlock } from './gold-price/GoldPriceBlock.tsx';
import { MagicCubeBlock } from './magic-cube/MagicCubeBlock.tsx';

// The empty site with the home codes the blocks' links resolve against.
const app: AppFull = {
  ...EMPTY_APP,
  appCode: 'SITE',
  appInfo: {
    ...EMPTY_APP.appInfo,
    appCode: 'SITE',
    appProps: { ...EMPTY_APP.appInfo.appProps, homePageCode: 'HOME', onlineHomePageCode: 'E', membershipHomePageCode: 'C' },
  },
};

function render<T extends BlockType>(
  type: T,
  Renderer: ComponentType<{ id: string; props: never }>,
  props: Record<string, unknown>,
  viewMode: AppData['viewMode'] = 'view',
) {
  return renderBlockForTest(app, type, Renderer, props, '/wv/X?jewelleryId=3', viewMode);
}

const en = (s: string) => ({ zh_HK: s, zh_CN: s, en: s });

describe('official block renderers (server-rendered with their normalised settings)', () => {
  beforeAll(() => {
    initI18n([...CATALOGUES, ...LAZY_CATALOGUES], 'en');
    // Links resolve against the current address; a bare stand-in is enough on the server.
    (globalThis as { window?: unknown }).window ??= { location: { href: 'http://localhost/wv/X' } };
    return () => void delete (globalThis as { window?: unknown }).window;
  });

  it('render their defaults without failing', () => {
    const cases: Array<[BlockType, ComponentType<{ id: string; props: never }>]> = [
      ['storeNotice', StoreNoticeBlock],
      ['timeline', TimelineBlock],
      ['offers', OffersBlock],
      ['latestTrendHeader', LatestTrendHeaderBlock],
      ['imageTextList', ImageTextListBlock],
      ['imageTextCard', ImageTextCardBlock],
      ['scrollContainer', ScrollContainerBlock],
      ['swipeContainer', SwipeContainerBlock],
      ['jewelleryList', JewelleryListBlock],
      ['jewelleryDetail', JewelleryDetailBlock],
      ['goldPrice', GoldPriceBlock],
    ];
    for (const [type, R] of cases) expect(() => render(type, R as never, {})).not.toThrow();
  });

  it('store notice: the first notice in the bar with its clamped height; an image-mode popup never in the editor', () => {
    const html = render('storeNotice', StoreNoticeBlock as never, { storeNotices: [{ noticeI18n: en('Open late') }, { noticeI18n: en('Sale') }], height: 500 });
    expect(html).toContain('Open late');
    expect(html).toContain('height:100px');
    const pop = render(
      'storeNotice',
      StoreNoticeBlock as never,
      { contentMode: 'img_mode', imageDisplayType: 'pop_whenOpenPage', imgI18n: en('/media/x.svg') },
      'wvEdit',
    );
    expect(pop).not.toContain('role="dialog"');
  });

  it('timeline, offers and headers show their texts; offers start closed', () => {
    expect(render('timeline', TimelineBlock as never, { dataList: [{ year: 1968, events: [{ description: en('First shop') }] }] })).toMatch(
      /1968[\s\S]*First shop/,
    );
    const offers = render('offers', OffersBlock as never, { offers: [{ name: en('Card offer'), description: en('HK$500 off') }] });
    expect(offers).toContain('aria-expanded="false"');
    expect(offers).toContain('Card offer');
    expect(render('latestTrendHeader', LatestTrendHeaderBlock as never, { centerTitle: en('Trends'), rightTitle: en('More') })).toMatch(/Trends[\s\S]*More/);
  });

  it('image-text list mode3 cards are 48 % wide', () => {
    expect(render('imageTextList', ImageTextListBlock as never, { mode: 'mode3', items: [{ title: en('A') }] })).toContain('width:48%');
  });

  it('jewellery list heads "All" without a custom title, and links the branch stores', () => {
    const html = render('jewelleryList', JewelleryListBlock as never, {});
    expect(html).toContain('>All</h1>');
    expect(html).toContain('Branch stores');
  });

  it('asks a phone for magic-cube pictures at the width it shows them (two columns stay two columns)', () => {
    const cube = (template: number, n: number) =>
      render('magicCube', MagicCubeBlock as never, { template, images: Array.from({ length: n }, (_, i) => ({ image: `/media/t${i}.svg`, title: en('') })) });
    // Tall left, two stacked: each half of the width on a phone too, and a 400 px file for it (widths snap to the allow-list, decision 385).
    const tall = cube(1, 3);
    expect(tall).toContain('sizes="(max-width: 766px) 50vw, 50vw"');
    expect(tall).toContain('/media/t0.svg?w=400 400w, /media/t0.svg?w=800 800w, /media/t0.svg?w=1500 1500w');
    // Four in a row becomes two by two on a phone.
    expect(cube(2, 4)).toContain('sizes="(max-width: 766px) 50vw, 25vw"');
  });
});
