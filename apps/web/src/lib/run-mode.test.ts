import { describe, expect, it } from 'vitest';
import type { AppFull, AppProps } from '@shop/contract';
import { EMPTY_APP } from './editor-frame.ts';
import { detectRunMode, pagePath, resolveNavigation, siteOfPage, viewModeOf, withRefreshToggle } from './run-mode.ts';

const props = (over: Partial<AppProps> = {}): AppProps => ({
  ...EMPTY_APP.appInfo.appProps,
  homePageCode: 'HOME',
  onlineHomePageCode: 'ESHOP_HOME',
  membershipHomePageCode: 'CLUB_HOME',
  ...over,
});
const page = (pageCode: string, flags: { e?: boolean; m?: boolean } = {}) => ({
  pageCode,
  pageName: pageCode,
  pageProps: {
    isEshopPage: !!flags.e,
    isMembershipPage: !!flags.m,
    title: { zh_HK: '', zh_CN: '', en: '' },
    description: { zh_HK: '', zh_CN: '', en: '' },
    shell: { cornerBanner: true, headNav: true, onlineMenu: false, clubMenu: false, footer: true, scrollTop: true },
  },
  blocks: [],
});
const app = (p: AppProps = props()): AppFull => ({
  appCode: 'SITE',
  appInfo: {
    appCode: 'SITE',
    appProps: p,
    menus: {
      header: [],
      online: [],
      club: [],
      footer: { logo: '', backgroundColor: '', columns: [], social: [], copyright: { zh_HK: '', zh_CN: '', en: '' } },
    },
  },
  pageList: [page('HOME'), page('ESHOP_HOME', { e: true }), page('CLUB_HOME', { m: true }), page('ABOUT'), page('SALE', { e: true })],
  spuDetailViewSettings: {},
});

const split = props({
  officialBaseUrl: 'https://www.example.hk',
  eshopBaseUrl: 'https://shop.example.hk',
  membershipBaseUrl: 'https://www.example.hk/club',
});

describe('run mode', () => {
  it('is normal when no base address is configured', () => {
    expect(detectRunMode('http://localhost:8080/', props())).toBe('normal');
  });

  it('matches the base address, the longest first', () => {
    expect(detectRunMode('https://shop.example.hk/goodsList', split)).toBe('eshop');
    expect(detectRunMode('https://www.example.hk/club/wv/X', split)).toBe('membership');
    expect(detectRunMode('https://www.example.hk/wv/ABOUT', split)).toBe('official');
    expect(detectRunMode('https://www.example.hk/clubhouse', split)).toBe('official');
    expect(detectRunMode('https://elsewhere.hk/', split)).toBe('normal');
  });

  it('is forced to the editor or its preview by the query', () => {
    expect(viewModeOf('?runMode=wvEdit')).toBe('wvEdit');
    expect(viewModeOf('?runMode=preview&x=1')).toBe('preview');
    expect(viewModeOf('?runMode=other')).toBe('view');
  });

  it('routes pages to the site whose list holds them', () => {
    expect(siteOfPage(page('SALE', { e: true }))).toBe('eshop');
    expect(siteOfPage(page('CLUB', { m: true }))).toBe('membership');
    expect(siteOfPage(page('ABOUT'))).toBe('official');
  });

  it('gives the root path to the home page of the current site', () => {
    expect(pagePath('HOME', app(), 'normal')).toBe('/');
    expect(pagePath('ABOUT', app(), 'normal')).toBe('/wv/ABOUT');
    expect(pagePath('ESHOP_HOME', app(split), 'eshop')).toBe('/');
  });
});

describe('navigation targets', () => {
  const ctx = { app: app(), href: 'http://localhost:8080/wv/ABOUT', editing: false };

  it('goes to a page by its code', () => {
    expect(resolveNavigation({ kind: 'page', pageCode: 'ABOUT' }, ctx)).toEqual({ type: 'route', to: '/wv/ABOUT' });
    expect(resolveNavigation({ kind: 'page', pageCode: 'HOME' }, ctx)).toEqual({ type: 'route', to: '/' });
    expect(resolveNavigation({ kind: 'page', pageCode: 'NOPE' }, ctx)).toEqual({ type: 'error', error: 'unknownPage' });
  });

  it('goes to a path with its query', () => {
    expect(resolveNavigation({ kind: 'path', path: '/goodsList', query: { searchCode: 'ring' } }, ctx)).toEqual({
      type: 'route',
      to: '/goodsList?searchCode=ring',
    });
  });

  it('goes to the three home pages, or reports one that is not configured', () => {
    expect(resolveNavigation({ kind: 'home', site: 'official' }, ctx)).toEqual({ type: 'route', to: '/' });
    expect(resolveNavigation({ kind: 'home', site: 'online' }, ctx)).toEqual({ type: 'route', to: '/wv/ESHOP_HOME' });
    expect(resolveNavigation({ kind: 'home', site: 'membership' }, ctx)).toEqual({ type: 'route', to: '/wv/CLUB_HOME' });
    const noHomes = app(props({ homePageCode: '', onlineHomePageCode: '', membershipHomePageCode: '' }));
    const c = { ...ctx, app: noHomes };
    expect(resolveNavigation({ kind: 'home', site: 'official' }, c)).toEqual({ type: 'error', error: 'noOfficialHome' });
    expect(resolveNavigation({ kind: 'home', site: 'online' }, c)).toEqual({ type: 'error', error: 'noOnlineHome' });
    expect(resolveNavigation({ kind: 'home', site: 'membership' }, c)).toEqual({ type: 'error', error: 'noMembershipHome' });
  });

  it('turns label codes into a category query', () => {
    expect(resolveNavigation({ kind: 'labels', codes: ['new', 'hot'] }, ctx)).toEqual({ type: 'route', to: '/onlineProductCategory?tag=new,hot' });
  });

  it('opens web addresses in a new window and hands tel: and mailto: to the device', () => {
    expect(resolveNavigation({ kind: 'url', url: 'https://example.com' }, ctx)).toEqual({ type: 'window', url: 'https://example.com' });
    expect(resolveNavigation({ kind: 'tel', number: '+852 2345 6789' }, ctx)).toEqual({ type: 'external', href: 'tel:+85223456789' });
    expect(resolveNavigation({ kind: 'mailto', email: 'care@example.hk' }, ctx)).toEqual({ type: 'external', href: 'mailto:care@example.hk' });
  });

  it('changes the address when crossing to another site', () => {
    const c = { app: app(split), href: 'https://www.example.hk/wv/ABOUT', editing: false };
    expect(resolveNavigation({ kind: 'page', pageCode: 'SALE' }, c)).toEqual({ type: 'location', href: 'https://shop.example.hk/wv/SALE' });
    expect(resolveNavigation({ kind: 'home', site: 'online' }, c)).toEqual({ type: 'location', href: 'https://shop.example.hk/' });
    expect(resolveNavigation({ kind: 'page', pageCode: 'ABOUT' }, c)).toEqual({ type: 'route', to: '/wv/ABOUT' });
  });

  it('does nothing in the editor', () => {
    expect(resolveNavigation({ kind: 'page', pageCode: 'ABOUT' }, { ...ctx, editing: true })).toEqual({ type: 'none' });
  });
});

describe('forced refresh', () => {
  it('toggles the refresh flag on the same address', () => {
    expect(withRefreshToggle('/goodsList?searchCode=a', { pathname: '/goodsList', search: '?searchCode=a' })).toBe('/goodsList?searchCode=a&refresh=1');
    expect(withRefreshToggle('/goodsList?searchCode=a', { pathname: '/goodsList', search: '?searchCode=a&refresh=1' })).toBe('/goodsList?searchCode=a');
  });

  it('leaves other addresses alone', () => {
    expect(withRefreshToggle('/goodsList?searchCode=b', { pathname: '/goodsList', search: '?searchCode=a' })).toBe('/goodsList?searchCode=b');
  });
});
