import { beforeAll, describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { newBlock, type AppFull, type BlockType, type RawBlock } from '@shop/contract';
import { initI18n } from '../lib/i18n.ts';
import { CATALOGUES } from '../app/i18n-resources.ts';
import { LAZY_CATALOGUES } from '../app/i18n-lazy.ts';
import type { AppData } from '../lib/app-context.ts';
import { renderBlockForTest } from './render-for-test.tsx';
import { EMPTY_APP } from '../lib/editor-frame.ts';
import { PageListContainerBlock } from './page-list-container/PageListContainerBlock.tsx';
import { ScrollContainerBlock } from './scroll-container/ScrollContainerBlock.tsx';
import { SwipeContainerBlock } from './swipe-container/SwipeContainerBlock.tsx';

const en = (s: string) => ({ zh_HK: s, zh_CN: s, en: s });
// A text list stands in for any nested block: it renders on the server without browser APIs.
const button = (id: string, label: string): RawBlock => ({ ...newBlock('textList', id), props: { ...newBlock('textList', id).props, heading: en(label) } });

const app: AppFull = {
  ...EMPTY_APP,
  appInfo: { ...EMPTY_APP.appInfo, appProps: { ...EMPTY_APP.appInfo.appProps, homePageCode: 'HOME' } },
  pageList: [
    {
      pageCode: 'ABOUT',
      pageName: 'About',
      pageProps: {
        isEshopPage: false,
        isMembershipPage: false,
        title: en('About'),
        description: en(''),
        shell: { cornerBanner: true, headNav: true, onlineMenu: false, clubMenu: false, footer: true, scrollTop: true },
      },
      blocks: [button('ab', 'From the about page')],
    },
  ],
};

function render<T extends BlockType>(
  type: T,
  Renderer: ComponentType<{ id: string; props: never }>,
  props: Record<string, unknown>,
  url: string,
  viewMode: AppData['viewMode'] = 'view',
) {
  return renderBlockForTest(app, type, Renderer, props, url, viewMode);
}

describe('container blocks (server-rendered)', () => {
  beforeAll(() => {
    initI18n([...CATALOGUES, ...LAZY_CATALOGUES], 'en');
    (globalThis as { window?: unknown }).window ??= { location: { href: 'http://localhost/wv/X' } };
    return () => void delete (globalThis as { window?: unknown }).window;
  });

  const entries = [
    { title: en('Ours'), blocks: [button('n1', 'Nested one')] },
    { title: en('About'), pageCode: 'ABOUT' },
    { title: en('Itself'), pageCode: 'X', blocks: [button('n3', 'Not the page again')] },
  ];

  it('page-list container opens the entry named in the address, and only that one at first', () => {
    const html = render('pageListContainer', PageListContainerBlock as never, { entries }, '/wv/X?pl_x=1');
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-selected="true"[^>]*>About</);
    // Only the open entry is mounted until another is opened.
    expect(html.match(/role="tabpanel"/g)).toHaveLength(1);
  });

  it('page-list container falls back to the first entry for an unknown one', () => {
    const html = render('pageListContainer', PageListContainerBlock as never, { entries }, '/wv/X?pl_x=9');
    expect(html).toMatch(/aria-selected="true"[^>]*>Ours</);
  });

  it('scroll and swipe containers draw their nested blocks, one card or slide each', () => {
    const blocks = [button('s1', 'First card'), button('s2', 'Second card')];
    const scroll = render('scrollContainer', ScrollContainerBlock as never, { blocks, itemWidth: 300 }, '/wv/X');
    expect(scroll.match(/class="blk-scroll__item"/g)).toHaveLength(2);
    const swipe = render('swipeContainer', SwipeContainerBlock as never, { blocks }, '/wv/X');
    expect(swipe.match(/aria-roledescription="slide"/g)).toHaveLength(2);
  });

  it('empty containers prompt in the editor and draw nothing for visitors', () => {
    expect(render('scrollContainer', ScrollContainerBlock as never, {}, '/wv/X', 'wvEdit')).toContain('Add components to this container');
    expect(render('scrollContainer', ScrollContainerBlock as never, {}, '/wv/X')).toBe('');
    expect(render('pageListContainer', PageListContainerBlock as never, {}, '/wv/X', 'wvEdit')).toContain('Add components to this container');
  });
});
