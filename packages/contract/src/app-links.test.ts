import { describe, expect, it } from 'vitest';
import {
  checkBlock,
  diffApps,
  findPublishProblems,
  isEmptyDiff,
  mediaKeyOf,
  pageCompleteness,
  placesLinkingTo,
  walkApp,
  ordinaryPage,
  type AppDraftLike,
  type Page,
  type RawBlock,
} from './index.ts';

const t = (zh_HK: string, zh_CN = zh_HK, en = zh_HK) => ({ zh_HK, zh_CN, en });
const page = (pageCode: string, blocks: RawBlock[], title = t('標題', '标题', 'Title')): Page => ordinaryPage(pageCode, title, blocks);
const draft = (pageList: Page[]): AppDraftLike => ({
  appProps: {
    homePageCode: 'HOME',
    onlineHomePageCode: 'HOME',
    membershipHomePageCode: 'HOME',
    officialBaseUrl: '',
    eshopBaseUrl: '',
    membershipBaseUrl: '',
    commonBigImgScale: 500,
    commonSmallImgScale: 300,
    siteName: t('翠港', '翠港', 'Jade Harbour'),
    logo: '/media/demo/logo-v1.svg',
  },
  menus: {
    header: [{ title: t('關於', '关于', 'About'), link: { kind: 'page', pageCode: 'ABOUT' }, children: [], special: 'none' }],
    online: [],
    club: [],
    footer: { logo: '', backgroundColor: '#00053e', columns: [], social: [], copyright: t('©', '©', '©') },
  },
  pageList,
});

const button = (id: string, pageCode: string): RawBlock => ({ id, type: 'button', version: 2, props: { toPageData: { kind: 'page', pageCode } } });
const tabs: RawBlock = {
  id: 'tabs',
  type: 'componentTab',
  version: 1,
  props: {
    tabs: [
      {
        tabName: t('甲', '甲', 'A'),
        blocks: [button('nested', 'ABOUT'), { id: 'img', type: 'image', version: 1, props: { image: '/media/upload/x.png?w=300' } }],
      },
    ],
  },
};

describe('walkApp and its uses', () => {
  const d = draft([page('HOME', [button('b1', 'ABOUT'), tabs]), page('ABOUT', [button('self', 'ABOUT')])]);

  it('finds links in menus, blocks and nested blocks; a page linking to itself does not hold it', () => {
    const places = placesLinkingTo(d, 'ABOUT').map((l) => `${l.pageCode ?? 'site'}/${l.blockId ?? '-'}/${l.field}`);
    expect(places).toEqual(['site/-/menus.header.0.link', 'HOME/b1/toPageData', 'HOME/nested/toPageData']);
  });

  it('finds images with their key, and texts with their place', () => {
    const refs = walkApp(d);
    expect(refs.images.map((i) => `${i.blockId ?? '-'}:${i.src}`)).toEqual(['-:/media/demo/logo-v1.svg', 'img:/media/upload/x.png?w=300']);
    expect(mediaKeyOf('/media/upload/x.png?w=300')).toBe('upload/x.png');
    expect(refs.texts.some((x) => x.blockId === 'tabs' && x.field === 'tabs.0.tabName')).toBe(true);
  });

  it('the gate: missing page, missing image, text missing in a language', () => {
    const broken = draft([page('HOME', [button('b1', 'GONE'), tabs], t('首頁', '', 'Home'))]);
    const problems = findPublishProblems(broken, (src) => src.includes('logo'));
    expect(problems.map((p) => `${p.kind}:${p.pageCode}:${p.blockId}:${p.field}:${p.target ?? p.lang}`)).toEqual([
      'link:null:null:menus.header.0.link:ABOUT',
      'link:HOME:b1:toPageData:GONE',
      'link:HOME:nested:toPageData:ABOUT',
      'image:HOME:img:image:/media/upload/x.png?w=300',
      'text:HOME:null:pageProps.title:zh_CN',
    ]);
    expect(pageCompleteness(broken, 'HOME').zh_CN).toMatchObject({ complete: false });
    expect(pageCompleteness(broken, 'HOME').en).toMatchObject({ complete: true });
  });
});

describe('checkBlock (strict, on save)', () => {
  it('accepts valid and missing settings, refuses out-of-bounds, wrong types, unknown types and future versions', () => {
    expect(checkBlock({ id: 'a', type: 'placeholder', version: 1, props: {} })).toBeNull();
    expect(checkBlock({ id: 'a', type: 'placeholder', version: 1, props: { height: 40 } })).toBeNull();
    expect(checkBlock({ id: 'a', type: 'placeholder', version: 1, props: { height: 4000 } })).toEqual({
      blockId: 'a',
      blockType: 'placeholder',
      field: 'props.height',
    });
    expect(checkBlock({ id: 'a', type: 'button', version: 2, props: { toPageData: { kind: 'url', url: 'javascript:alert(1)' } } })?.field).toBe(
      'props.toPageData',
    );
    expect(checkBlock({ id: 'a', type: 'nope', version: 1, props: {} })?.field).toBe('type');
    expect(checkBlock({ id: 'a', type: 'button', version: 9, props: {} })?.field).toBe('version');
    expect(checkBlock({ id: 'a', type: 'image', version: 1, props: { image: 'file:///etc/passwd' } })?.field).toBe('props.image');
    expect(checkBlock(tabs)).toBeNull();
  });
});

describe('diffApps', () => {
  it('names pages and blocks added, removed, changed and reordered', () => {
    const a = draft([page('HOME', [button('b1', 'ABOUT'), button('b2', 'ABOUT')]), page('OLD', [])]);
    const b = draft([page('HOME', [button('b2', 'HOME'), button('b1', 'ABOUT'), button('b3', 'ABOUT')]), page('NEW', [])]);
    const d = diffApps(a, b);
    expect(d).toMatchObject({ pagesAdded: ['NEW'], pagesRemoved: ['OLD'], appPropsChanged: false, menusChanged: false });
    expect(d.pagesChanged).toEqual([
      {
        pageCode: 'HOME',
        propsChanged: false,
        blocksReordered: true,
        blocksAdded: [{ id: 'b3', type: 'button' }],
        blocksRemoved: [],
        blocksChanged: [{ id: 'b2', type: 'button' }],
      },
    ]);
    expect(isEmptyDiff(diffApps(a, a))).toBe(true);
  });
});
