import { describe, expect, it } from 'vitest';
import { normalizeBlock, BLOCKS } from './registry.ts';
import { BLOCK_PURPOSE } from './palette.ts';
import { childSlots, cloneWithNewIds, findBlock, insertBlock, moveBlock, newBlock, PAGE_SLOT, removeBlock, upgradeBlock, withDistinctIds } from './tree.ts';
import type { RawBlock } from './fields.ts';

let n = 0;
const id = () => `n${++n}`;
const btn = (i: string): RawBlock => newBlock('button', i);
const tabs = (i: string, inner: RawBlock[][]): RawBlock => ({
  ...newBlock('componentTab', i),
  props: { ...BLOCKS.componentTab.defaults, tabs: inner.map((blocks) => ({ tabName: { zh_HK: 't', zh_CN: 't', en: 't' }, blocks })) },
});

describe('block tree', () => {
  const page = [btn('a'), tabs('t', [[btn('b')], [btn('c'), btn('d')]]), btn('e')];

  it('finds the slots of container blocks from their field metadata', () => {
    expect(childSlots(page[1]!).map((s) => s.path)).toEqual([
      ['tabs', 0, 'blocks'],
      ['tabs', 1, 'blocks'],
    ]);
    expect(childSlots(newBlock('scrollContainer', 's')).map((s) => s.path)).toEqual([['blocks']]);
    expect(childSlots(newBlock('pageListContainer', 'p'))).toEqual([]);
    expect(childSlots(btn('z'))).toEqual([]);
  });

  it('finds nested blocks and where they sit', () => {
    expect(findBlock(page, 'd')).toMatchObject({ slot: { parentId: 't', path: ['tabs', 1, 'blocks'] }, index: 1 });
    expect(findBlock(page, 'zz')).toBeNull();
  });

  it('inserts, removes and moves blocks between slots', () => {
    const ins = insertBlock(page, { parentId: 't', path: ['tabs', 0, 'blocks'] }, 0, btn('x'));
    expect(findBlock(ins, 'x')?.index).toBe(0);
    expect(findBlock(removeBlock(ins, 'c'), 'c')).toBeNull();
    const moved = moveBlock(page, 'a', { parentId: 't', path: ['tabs', 1, 'blocks'] }, 2);
    expect(findBlock(moved, 'a')).toMatchObject({ slot: { parentId: 't' }, index: 2 });
    expect(moved.map((b) => b.id)).toEqual(['t', 'e']);
    // Down by one in the same list.
    expect(moveBlock(page, 'a', PAGE_SLOT, 2).map((b) => b.id)).toEqual(['t', 'a', 'e']);
  });

  it('never moves a container into itself', () => {
    expect(moveBlock(page, 't', { parentId: 't', path: ['tabs', 0, 'blocks'] }, 0)).toBe(page);
  });

  it('duplicates with fresh ids all the way down', () => {
    const copy = cloneWithNewIds(page[1]!, id);
    const ids: string[] = [];
    for (const s of childSlots(copy)) ids.push(...s.blocks.map((b) => b.id));
    expect(copy.id).not.toBe('t');
    expect(ids.some((i) => ['b', 'c', 'd'].includes(i))).toBe(false);
  });

  it('gives repeated ids new ones', () => {
    const fixed = withDistinctIds([btn('a'), tabs('t', [[btn('a')]])], id);
    expect(fixed[0]!.id).toBe('a');
    expect(childSlots(fixed[1]!)[0]!.blocks[0]!.id).not.toBe('a');
  });

  it('upgrades nested blocks to their current version', () => {
    const old: RawBlock = {
      id: 's',
      type: 'scrollContainer',
      version: 1,
      props: { items: [{ img: '/media/a.svg', title: { zh_HK: '甲', zh_CN: '甲', en: 'A' }, link: { kind: 'page', pageCode: 'X' } }] },
    };
    const up = upgradeBlock(old);
    expect(up.version).toBe(2);
    const inner = childSlots(up)[0]!.blocks[0]!;
    expect(inner).toMatchObject({ type: 'image', props: { image: '/media/a.svg', isMask: true, link: { kind: 'page', pageCode: 'X' } } });
  });
});

describe('new and changed blocks of the editor', () => {
  it('rich text version 1 keeps its 15 px body; new ones clamp the font size to 5–80', () => {
    const v1 = normalizeBlock({ id: 'r', type: 'richText', version: 1, props: {} });
    expect(v1.known && v1.type === 'richText' && v1.props.fontSize).toBe(15);
    const big = normalizeBlock({ id: 'r', type: 'richText', version: 2, props: { fontSize: 500 } });
    expect(big.known && big.type === 'richText' && big.props.fontSize).toBe(80);
  });

  it('featured products: the hot-sales tab is off by default', () => {
    expect(BLOCKS.featuredProducts.defaults.isShowHotSalesTab).toBe(false);
  });

  it('page-list container: entries of a page code or nested blocks, at most 10', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ pageCode: `P${i}` }));
    const b = normalizeBlock({ id: 'p', type: 'pageListContainer', version: 1, props: { entries: many } });
    expect(b.known && b.type === 'pageListContainer' && b.props.entries.length).toBe(10);
  });

  it('every block type has a palette group', () => {
    expect(Object.keys(BLOCK_PURPOSE).sort()).toEqual(Object.keys(BLOCKS).sort());
  });
});
