import { describe, expect, it } from 'vitest';
import type { AppDraftLike, Page, RawBlock } from '@shop/contract';
import { applyMyChange, changedUnits, myPageChanges, unitSave, withUnit } from './draft-units.ts';

const b = (id: string, height = 20): RawBlock => ({ id, type: 'placeholder', version: 1, props: { height } });
const page = (code: string, blocks: RawBlock[], name = code): Page => ({
  pageCode: code,
  pageName: name,
  pageProps: {
    isEshopPage: false,
    isMembershipPage: false,
    title: { zh_HK: code, zh_CN: code, en: code },
    description: { zh_HK: '', zh_CN: '', en: '' },
    shell: { cornerBanner: true, headNav: true, onlineMenu: false, clubMenu: false, footer: true, scrollTop: true },
  },
  blocks,
});
const draft = (pageList: Page[], siteName = 'S'): AppDraftLike => ({
  appProps: { siteName: { zh_HK: siteName, zh_CN: siteName, en: siteName } } as AppDraftLike['appProps'],
  menus: { header: [] } as unknown as AppDraftLike['menus'],
  pageList,
});

describe('draft units (decision 300)', () => {
  const base = draft([page('HOME', [b('a'), b('b')]), page('ABOUT', [b('c')])]);

  it('finds exactly the units this tab changed: new and changed pages first, deletions, then site and menus', () => {
    expect(changedUnits(base, base)).toEqual([]);
    const next = draft([page('NEW', []), page('HOME', [b('a', 30), b('b')])], 'T');
    expect(changedUnits(base, next)).toEqual(['page:HOME', 'page:NEW', 'page:ABOUT', 'site']);
    expect(unitSave(next, 'page:ABOUT', 3)).toEqual({ kind: 'page', pageCode: 'ABOUT', baseVersion: 3, page: null });
    expect(unitSave(next, 'site', 2)).toMatchObject({ kind: 'site', baseVersion: 2, pageOrder: ['NEW', 'HOME'] });
  });

  it('takes one unit from another draft and leaves the others as they are', () => {
    const mine = draft([page('HOME', [b('a', 30)]), page('ABOUT', [b('c', 30)])]);
    const theirs = draft([page('HOME', [b('a', 40)]), page('ABOUT', [b('c', 40)]), page('X', [])]);
    const merged = withUnit(mine, theirs, 'page:HOME');
    expect(merged.pageList.map((p) => p.blocks[0]?.props.height)).toEqual([40, 30]);
    expect(withUnit(mine, theirs, 'page:X').pageList.map((p) => p.pageCode)).toEqual(['HOME', 'ABOUT', 'X']);
    expect(withUnit(theirs, mine, 'page:X').pageList.map((p) => p.pageCode)).toEqual(['HOME', 'ABOUT']);
  });

  it("puts my block changes back on top of the latest page without reverting the other editor's", () => {
    const start = page('HOME', [b('a'), b('b'), b('c')]);
    const mine = page('HOME', [b('a', 30), b('n', 50), b('b')], 'Home · mine');
    const latest = page('HOME', [b('a'), b('b', 40), b('c')]);
    const changes = myPageChanges(start, mine);
    expect(changes.map((c) => c.kind).sort()).toEqual(['added', 'changed', 'props', 'removed']);
    const merged = changes.reduce((p, c) => applyMyChange(p, mine, c), latest);
    expect(merged.pageName).toBe('Home · mine');
    expect(merged.blocks.map((x) => `${x.id}:${String(x.props.height)}`)).toEqual(['a:30', 'n:50', 'b:40']);
  });
});
