import { describe, expect, it } from 'vitest';
import { normalizeBlock } from './registry.ts';
import { readBlock } from './read-block.ts';
import { CATEGORY_ENTRIES_MAX, FEATURED_PRODUCTS_MAX, LATEST_PRODUCT_QTY } from '../limits.ts';

/** Stored as version 1: the migration to the current version is part of what is read. */
const featured = (props: Record<string, unknown>) => readBlock('featuredProducts', props, 1);

describe('featuredProducts block', () => {
  it('defaults to 4 newest goods', () => {
    expect(featured({})).toMatchObject({ goodsDisplayQty: LATEST_PRODUCT_QTY.default, productList: [], tag: '', orderBy: 'gmt_create' });
    expect(LATEST_PRODUCT_QTY).toMatchObject({ min: 1, max: 10, default: 4 });
  });
  it('clamps the display quantity to 1–10', () => {
    expect(featured({ goodsDisplayQty: 0 }).goodsDisplayQty).toBe(1);
    expect(featured({ goodsDisplayQty: 99 }).goodsDisplayQty).toBe(10);
    expect(featured({ goodsDisplayQty: '6' }).goodsDisplayQty).toBe(6);
  });
  it('bounds the hand-picked list and reads bad entries as defaults', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ goodsId: i + 1, isShowHotSalesTab: i % 2 === 0 }));
    const read = featured({ productList: [...many.slice(0, 2), 'junk'] }).productList;
    expect(read).toEqual([
      { goodsId: 1, isShowHotSalesTab: true },
      { goodsId: 2, isShowHotSalesTab: false },
      { goodsId: 0, isShowHotSalesTab: false },
    ]);
    expect(featured({ productList: many }).productList).toHaveLength(FEATURED_PRODUCTS_MAX);
    expect(featured({ productList: [{ goodsId: -5 }] }).productList[0]!.goodsId).toBe(0);
  });
});

describe('categoryEntries block', () => {
  it('bounds the category list', () => {
    const b = normalizeBlock({ id: 'c', type: 'categoryEntries', version: 1, props: { categoryIds: Array.from({ length: 40 }, (_, i) => i + 1) } });
    expect(b.known && b.type === 'categoryEntries' && b.props.categoryIds.length).toBe(CATEGORY_ENTRIES_MAX);
  });
});
