import { describe, expect, it } from 'vitest';
import { CART_LINE_NUM_MAX } from '@shop/contract';
import { addGuestLines, guestKeys, parseGuestCart, parseGuestWishlist, removeGuestLine, setGuestNum, toggleGuestWishlist } from './guest.ts';

describe('guest cart storage', () => {
  it('keys cart and wishlist by the run code', () => {
    expect(guestKeys('SITE')).toEqual({ cart: 'guestCart_SITE', wishlist: 'guestWishlist_SITE' });
  });

  it('drops lines without skuId or num, and garbage, on read', () => {
    const raw = JSON.stringify([
      { skuId: 1, num: 2 },
      { skuId: 2 },
      { num: 3 },
      { skuId: 3, num: 0 },
      { skuId: '4', num: 1 },
      { skuId: 5, num: 1.5 },
      { skuId: -6, num: 1 },
      null,
      7,
      { skuId: 8, num: 1 },
    ]);
    expect(parseGuestCart(raw)).toEqual([
      { skuId: 1, num: 2 },
      { skuId: 8, num: 1 },
    ]);
    expect(parseGuestCart('not json')).toEqual([]);
    expect(parseGuestCart('{"skuId":1}')).toEqual([]);
    expect(parseGuestCart(null)).toEqual([]);
  });

  it('sums a sku stored twice and bounds quantities', () => {
    expect(
      parseGuestCart(
        JSON.stringify([
          { skuId: 1, num: 2 },
          { skuId: 1, num: 3 },
        ]),
      ),
    ).toEqual([{ skuId: 1, num: 5 }]);
    expect(parseGuestCart(JSON.stringify([{ skuId: 1, num: 5000 }]))).toEqual([{ skuId: 1, num: CART_LINE_NUM_MAX }]);
  });

  it('adds (new skus first, entries without skuId or num skipped), sets, removes', () => {
    const lines = [{ skuId: 1, num: 1 }];
    const added = addGuestLines(lines, [{ skuId: 2, num: 1 }, { skuId: 1, num: 2 }, { skuId: 3 }, { num: 4 }, { skuId: null, num: 1 }]);
    expect(added).toEqual([
      { skuId: 2, num: 1 },
      { skuId: 1, num: 3 },
    ]);
    expect(lines).toEqual([{ skuId: 1, num: 1 }]);
    expect(setGuestNum(added, 1, 5)).toEqual([
      { skuId: 2, num: 1 },
      { skuId: 1, num: 5 },
    ]);
    expect(setGuestNum(added, 1, 0)).toEqual(added);
    expect(setGuestNum(added, null, 3)).toEqual(added);
    expect(setGuestNum(added, 9, 3)).toEqual(added);
    expect(removeGuestLine(added, 2)).toEqual([{ skuId: 1, num: 3 }]);
  });
});

describe('guest wishlist storage', () => {
  it('keeps positive whole ids without duplicates', () => {
    expect(parseGuestWishlist(JSON.stringify([3, 1, 3, 'x', null, 0, 2.5, 7]))).toEqual([3, 1, 7]);
    expect(parseGuestWishlist('{}')).toEqual([]);
  });

  it('toggles: collected → removed, else added first', () => {
    expect(toggleGuestWishlist([1, 2], 3)).toEqual([3, 1, 2]);
    expect(toggleGuestWishlist([3, 1, 2], 1)).toEqual([3, 2]);
  });
});
