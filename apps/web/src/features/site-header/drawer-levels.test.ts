import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@shop/contract';
import { back, choose, CLOSED, drawerEntries, drawerHeading, menuTarget, OPENED, reset } from './drawer-levels.ts';

const tx = (en: string) => ({ zh_HK: en, zh_CN: en, en });
const page = (pageCode: string) => ({ kind: 'page' as const, pageCode });
const MENU: MenuItem[] = [
  { title: tx('Home'), link: { kind: 'home', site: 'official' }, children: [], special: 'none' },
  {
    title: tx('Jewellery'),
    link: page('JEWELLERY'),
    special: 'none',
    children: [
      {
        title: tx('Category'),
        link: page('JEWELLERY'),
        children: [
          { title: tx('Rings'), link: page('JEWELLERY'), jewelleryParamId: 1, jewelleryParamSelectionId: 3, jewelleryParamType: 0 },
          { title: tx('Necklaces'), link: page('JEWELLERY'), jewelleryParamId: 1, jewelleryParamSelectionId: 4, jewelleryParamType: 0 },
        ],
      },
      { title: tx('Gold price'), link: page('GOLD_PRICE'), children: [] },
    ],
  },
];

describe('mobile drawer levels', () => {
  it('lists the main menu at level 0, links and branches', () => {
    const entries = drawerEntries(OPENED, MENU);
    expect(entries.map((e) => e.kind)).toEqual(['link', 'branch']);
    expect(drawerHeading(OPENED, MENU)).toBeNull();
  });

  it('drills three levels, each with an "All" first entry, and navigates from a leaf', () => {
    const l1 = choose(OPENED, drawerEntries(OPENED, MENU)[1]!);
    expect(l1.navigate).toBeUndefined();
    expect(l1.state).toEqual({ open: true, level: 1, item: 1, group: null });
    const e1 = drawerEntries(l1.state, MENU);
    expect(e1.map((e) => `${e.kind}:${e.title.en}`)).toEqual(['all:Jewellery', 'branch:Category', 'link:Gold price']);
    expect(drawerHeading(l1.state, MENU)?.en).toBe('Jewellery');

    const l2 = choose(l1.state, e1[1]!);
    expect(l2.state).toEqual({ open: true, level: 2, item: 1, group: 0 });
    const e2 = drawerEntries(l2.state, MENU);
    expect(e2.map((e) => `${e.kind}:${e.title.en}`)).toEqual(['all:Category', 'link:Rings', 'link:Necklaces']);
    expect(drawerHeading(l2.state, MENU)?.en).toBe('Category');

    const leaf = choose(l2.state, e2[1]!);
    expect(leaf.state).toEqual(CLOSED);
    expect(leaf.navigate).toEqual({
      kind: 'path',
      path: '/wv/JEWELLERY',
      query: { jewelleryParamId: '1', jewelleryParamSelectionId: '3', jewelleryParamType: '0' },
    });
  });

  it('"All" navigates to the group or item itself', () => {
    const l1 = choose(OPENED, drawerEntries(OPENED, MENU)[1]!).state;
    expect(choose(l1, drawerEntries(l1, MENU)[0]!)).toEqual({ state: CLOSED, navigate: page('JEWELLERY') });
    expect(choose(l1, drawerEntries(l1, MENU)[2]!).navigate).toEqual(page('GOLD_PRICE'));
  });

  it('back goes down one level, and at level 0 toggles drawer and mask', () => {
    const l2 = { open: true, level: 2 as const, item: 1, group: 0 };
    const l1 = back(l2);
    expect(l1).toEqual({ open: true, level: 1, item: 1, group: null });
    const l0 = back(l1);
    expect(l0).toEqual(OPENED);
    expect(back(l0)).toEqual(CLOSED);
    expect(back(CLOSED)).toEqual(OPENED);
  });

  it('language choice resets levels and closes', () => {
    expect(reset()).toEqual(CLOSED);
  });

  it('keeps plain links as they are', () => {
    expect(menuTarget({ title: tx('x'), link: page('OFFERS') })).toEqual(page('OFFERS'));
    expect(menuTarget({ title: tx('x'), link: { kind: 'url', url: 'https://example.com/' }, jewelleryParamSelectionId: 3 })).toEqual({
      kind: 'url',
      url: 'https://example.com/',
    });
  });

  it('answers nothing for a stale index', () => {
    expect(drawerEntries({ open: true, level: 1, item: 9, group: null }, MENU)).toEqual([]);
    expect(drawerEntries({ open: true, level: 2, item: 1, group: 9 }, MENU)).toEqual([]);
  });
});
