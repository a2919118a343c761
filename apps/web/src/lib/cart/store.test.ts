import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING, type CartItem, type CartView } from '@shop/contract';
import type { QueryClient } from '@tanstack/react-query';
import { CartError, cartQueryKey, checkGuest, EMPTY_CART, readGuestCart, readGuestWishlist, scheduleRefresh, wishlistQueryKey, withoutLine } from './store.ts';
import { guestKeys } from './guest.ts';
import { cartItem } from './test-items.ts';
import { SITE } from '../config.ts';

const item = cartItem;

const view = (items: CartItem[]): CartView => ({ storeCode: SITE.storeCode, items, totalNum: 0, totalPrice: 0, invalidCount: 0 });

describe('the cart store', () => {
  it('keys the cart and wishlist by shop and by session, guests apart', () => {
    expect(cartQueryKey(null)).toEqual(['cart', SITE.storeCode, 'guest']);
    expect(cartQueryKey('m.abc')).toEqual(['cart', SITE.storeCode, 'm.abc']);
    expect(wishlistQueryKey(null)).toEqual(['wishlist', SITE.storeCode, 'guest']);
    expect(EMPTY_CART).toMatchObject({ items: [], totalNum: 0, totalPrice: 0 });
  });

  it('removes a line and recomputes the totals as the server does (invalid lines count units, not money)', () => {
    const cart = view([
      item(1, { num: 2, price: 500 }),
      item(2, { num: 1, price: 3000, state: 'SOLD_OUT', isInvalidSku: true }),
      item(3, { num: 3, price: 100 }),
    ]);
    const after = withoutLine(cart, 3);
    expect(after.items.map((i) => i.skuId)).toEqual([1, 2]);
    expect(after.totalNum).toBe(3);
    expect(after.totalPrice).toBe(1000);
    expect(after.invalidCount).toBe(1);
  });

  it('checks a guest change against the lines it touches, like the server', () => {
    const cart = view([
      item(1),
      item(2, { state: 'GOODS_NOT_EXIST', isInvalidSku: true }),
      item(3, { state: 'REMOVED_FROM_SALE', isInvalidSku: true }),
      item(4, { state: 'INSUFFICIENT_STOCK', isInvalidSku: true }),
    ]);
    expect(() => checkGuest(cart, [1], () => true)).not.toThrow();
    const reason = (skuId: number, increased: boolean) => {
      try {
        checkGuest(cart, [skuId], () => increased);
        return null;
      } catch (err) {
        return (err as CartError).reason;
      }
    };
    expect(reason(2, false)).toBe('goodsNotExist');
    expect(reason(3, false)).toBe('removedFromSale');
    expect(reason(4, true)).toBe('insufficientStock');
    // Lowering the quantity of a short line is allowed.
    expect(reason(4, false)).toBeNull();
    // Lines the change does not touch are not checked.
    expect(() => checkGuest(cart, [1], () => true)).not.toThrow();
  });

  describe('guest storage', () => {
    const stored = new Map<string, string>();
    beforeEach(() => {
      stored.clear();
      vi.stubGlobal('localStorage', {
        getItem: (k: string) => stored.get(k) ?? null,
        setItem: (k: string, v: string) => stored.set(k, v),
        removeItem: (k: string) => stored.delete(k),
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    it('reads the guest cart and wishlist of this app, dropping garbage', () => {
      const keys = guestKeys(SITE.appCode);
      stored.set(keys.cart, JSON.stringify([{ skuId: 1, num: 2 }, { skuId: 'x' }]));
      stored.set(keys.wishlist, JSON.stringify([5, 'y', 6]));
      expect(readGuestCart()).toEqual([{ skuId: 1, num: 2 }]);
      expect(readGuestWishlist()).toEqual([5, 6]);
      stored.set(keys.cart, '{broken');
      expect(readGuestCart()).toEqual([]);
    });
  });

  describe('refresh', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('debounces a burst of refreshes into one (core §4: 200 ms), cart and wishlist apart', () => {
      const invalidateQueries = vi.fn(() => Promise.resolve());
      const client = { invalidateQueries } as unknown as QueryClient;
      scheduleRefresh(client);
      vi.advanceTimersByTime(TIMING.CART_DEBOUNCE_MS - 50);
      scheduleRefresh(client);
      scheduleRefresh(client, 'wishlist');
      vi.advanceTimersByTime(TIMING.CART_DEBOUNCE_MS - 1);
      expect(invalidateQueries).toHaveBeenCalledTimes(0);
      vi.advanceTimersByTime(Math.max(TIMING.CART_DEBOUNCE_MS, TIMING.WISHLIST_DEBOUNCE_MS));
      expect(invalidateQueries).toHaveBeenCalledTimes(2);
      expect(invalidateQueries).toHaveBeenCalledWith({ queryKey: ['cart'] });
      expect(invalidateQueries).toHaveBeenCalledWith({ queryKey: ['wishlist'] });
    });
  });
});
