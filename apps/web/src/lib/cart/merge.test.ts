import { describe, expect, it } from 'vitest';
import type { CartItem } from '@shop/contract';
import { planMerge, planWishlistMerge } from './merge.ts';
import { cartItem } from './test-items.ts';

const item = (skuId: number, stockQty: number | null, state: CartItem['state'] = 'NORMAL') =>
  cartItem(skuId, { stockQty, state, isInvalidSku: state !== 'NORMAL' });

describe('merging the guest cart at login', () => {
  it('adds every guest line that fits, line by line', () => {
    const plan = planMerge(
      [
        { skuId: 1, num: 2 },
        { skuId: 2, num: 1 },
      ],
      [item(1, 5), item(2, 3)],
      [],
    );
    expect(plan).toEqual({
      adds: [
        { skuId: 1, num: 2 },
        { skuId: 2, num: 1 },
      ],
      notFitted: [],
    });
  });

  it("clamps each line to the shop's stock less what the member already has, and reports the rest", () => {
    const plan = planMerge(
      [
        { skuId: 1, num: 4 },
        { skuId: 2, num: 2 },
        { skuId: 3, num: 1 },
      ],
      [item(1, 5), item(2, 2), item(3, 0, 'SOLD_OUT')],
      [
        { skuId: 1, num: 3 },
        { skuId: 2, num: 2 },
      ],
    );
    expect(plan.adds).toEqual([{ skuId: 1, num: 2 }]);
    expect(plan.notFitted.map(({ skuId, wanted, added }) => ({ skuId, wanted, added }))).toEqual([
      { skuId: 1, wanted: 4, added: 2 },
      { skuId: 2, wanted: 2, added: 0 },
      { skuId: 3, wanted: 1, added: 0 },
    ]);
    expect(plan.notFitted[0]!.item?.titleEng).toBe('t1');
  });

  it('adds nothing for goods gone, removed from sale or without a stock record', () => {
    const plan = planMerge(
      [
        { skuId: 1, num: 1 },
        { skuId: 2, num: 1 },
        { skuId: 3, num: 1 },
        { skuId: 4, num: 1 },
      ],
      [item(1, 5, 'REMOVED_FROM_SALE'), item(2, null, 'INVENTORY_ANOMALY'), item(3, 0, 'GOODS_NOT_EXIST')],
      [],
    );
    expect(plan.adds).toEqual([]);
    expect(plan.notFitted.map((n) => n.skuId)).toEqual([1, 2, 3, 4]);
  });

  it('merges the wishlist without duplicates, oldest first', () => {
    expect(planWishlistMerge([5, 4, 3, 4], [4])).toEqual([3, 5]);
    expect(planWishlistMerge([1], [1])).toEqual([]);
  });
});
