import { useMemo } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { TIMING, type CartItem, type CartView } from '@shop/contract';
import { ApiError } from '../api-client.ts';
import { SITE } from '../config.ts';
import { session, useMemberToken } from '../session.ts';
import { readStorage, writeStorage } from '../storage.ts';
import { cartApi, wishlistApi } from './api.ts';
import { addGuestLines, guestKeys, parseGuestCart, parseGuestWishlist, removeGuestLine, setGuestNum, toggleGuestWishlist, type CartLine } from './guest.ts';
import { planMerge, planWishlistMerge, type NotFitted } from './merge.ts';
import './strings.ts';

/*
 * The cart and wishlist as every feature sees them (side cart, cart page, product pages, hearts):
 * guests' live in localStorage, members' on the server per shop (core §4). Server data goes through
 * TanStack Query; writes answer the new cart, which replaces the cached one at once.
 */

const storeCode = SITE.storeCode;
const keys = guestKeys(SITE.appCode);

export const readGuestCart = () => parseGuestCart(readStorage(keys.cart));
const saveGuestCart = (lines: readonly CartLine[]) => writeStorage(keys.cart, lines.length ? JSON.stringify(lines) : null);
export const readGuestWishlist = () => parseGuestWishlist(readStorage(keys.wishlist));
const saveGuestWishlist = (ids: readonly number[]) => writeStorage(keys.wishlist, ids.length ? JSON.stringify(ids) : null);

export const EMPTY_CART: CartView = { storeCode, items: [], totalNum: 0, totalPrice: 0, invalidCount: 0 };

/** The cart's and wishlist's query keys; a root alone covers every shop and session (the debounced refresh). */
export const cartKeys = {
  cart: ['cart'] as const,
  wishlist: ['wishlist'] as const,
};
export const cartQueryKey = (token: string | null) => [...cartKeys.cart, storeCode, token ?? 'guest'] as const;
export const wishlistQueryKey = (token: string | null) => [...cartKeys.wishlist, storeCode, token ?? 'guest'] as const;

/** A failure found in the browser (guest cart), worded like the server's. */
export class CartError extends Error {
  constructor(readonly reason: 'insufficientStock' | 'goodsNotExist' | 'removedFromSale') {
    super(i18next.t(`cartStore:${reason}`));
    this.name = 'CartError';
  }
}

async function loadCart(token: string | null): Promise<CartView> {
  if (token) {
    try {
      return await cartApi.get({ storeCode });
    } catch (err) {
      // A cart load answered 401 gives an empty cart (core §8); the session is cleared by the client.
      if (err instanceof ApiError && err.status === 401) return EMPTY_CART;
      throw err;
    }
  }
  const lines = readGuestCart();
  if (!lines.length) return EMPTY_CART;
  return cartApi.describe({ storeCode, list: lines });
}

export function useCart() {
  const token = useMemberToken();
  const query = useQuery({ queryKey: cartQueryKey(token), queryFn: () => loadCart(token), staleTime: 30_000 });
  return { cart: query.data ?? EMPTY_CART, isLoading: query.isLoading, isError: query.isError, refetch: query.refetch };
}

export function useWishlist() {
  const token = useMemberToken();
  const query = useQuery({
    queryKey: wishlistQueryKey(token),
    queryFn: async () => (token ? wishlistApi.get({ storeCode }) : readGuestWishlist()),
    staleTime: 30_000,
  });
  const spuIds = useMemo(() => query.data ?? [], [query.data]);
  return { spuIds, has: (spuId: number) => spuIds.includes(spuId), isLoading: query.isLoading };
}

const timers: Record<'cart' | 'wishlist', ReturnType<typeof setTimeout> | undefined> = { cart: undefined, wishlist: undefined };

/** Refreshes are debounced at 200 ms (core §4, §9): a burst of triggers asks the server once. */
export function scheduleRefresh(client: QueryClient, what: 'cart' | 'wishlist' = 'cart') {
  clearTimeout(timers[what]);
  timers[what] = setTimeout(
    () => void client.invalidateQueries({ queryKey: cartKeys[what] }),
    what === 'cart' ? TIMING.CART_DEBOUNCE_MS : TIMING.WISHLIST_DEBOUNCE_MS,
  );
}

/** For other features (e.g. after an order is taken): the debounced cart refresh. */
export function useCartRefresh() {
  const client = useQueryClient();
  return () => scheduleRefresh(client, 'cart');
}

/** The guest check of core §5 against the shop: the lines the change touches must be sellable as asked. */
export function checkGuest(view: CartView, skuIds: readonly number[], increased: (item: CartItem) => boolean) {
  for (const item of view.items) {
    if (!skuIds.includes(item.skuId)) continue;
    if (item.state === 'GOODS_NOT_EXIST') throw new CartError('goodsNotExist');
    if (item.state === 'REMOVED_FROM_SALE') throw new CartError('removedFromSale');
    if (item.state !== 'NORMAL' && increased(item)) throw new CartError('insufficientStock');
  }
}

/** The cart without one line, totals recomputed as the server computes them. */
export function withoutLine(view: CartView, skuId: number): CartView {
  const items = view.items.filter((i) => i.skuId !== skuId);
  return {
    ...view,
    items,
    totalNum: items.reduce((s, i) => s + i.num, 0),
    totalPrice: items.reduce((s, i) => s + (i.isInvalidSku ? 0 : i.price * i.num), 0),
    invalidCount: items.filter((i) => i.isInvalidSku).length,
  };
}

export interface AddOptions {
  /** The element the animation starts from (the clicked button or picture). */
  from?: Element | null;
}

export function useCartActions() {
  const client = useQueryClient();
  const token = useMemberToken();
  return useMemo(() => {
    const put = (view: CartView) => client.setQueryData(cartQueryKey(token), view);
    return {
      /** Adds quantities (entries without skuId or num skipped); throws a localised error and changes nothing on failure. */
      async add(list: { skuId?: number | null; num?: number | null }[], opts: AddOptions = {}) {
        if (token) {
          put(await cartApi.add({ storeCode, list, needCheckSkuStatus: true, needCheckSkuStock: true }));
        } else {
          const next = addGuestLines(readGuestCart(), list);
          const view = await cartApi.describe({ storeCode, list: next });
          checkGuest(
            view,
            list.map((l) => l.skuId ?? 0),
            () => true,
          );
          saveGuestCart(next);
          put(view);
        }
        // The animation loads at the first add, not with the page (decision 536); it is decoration, so a
        // failed load leaves the cart as it is.
        void import('./fly.ts').then(({ flyToCart }) => flyToCart(opts.from)).catch(() => {});
      },
      /** Sets a line's quantity; ignored when skuId or num is missing or 0. */
      async setNum(skuId: number, num: number) {
        if (!skuId || !num) return;
        if (token) {
          put(await cartApi.update({ storeCode, skuId, num, needCheckSkuStock: true }));
          return;
        }
        const current = readGuestCart();
        const before = current.find((l) => l.skuId === skuId)?.num ?? 0;
        const next = setGuestNum(current, skuId, num);
        const view = await cartApi.describe({ storeCode, list: next });
        checkGuest(view, [skuId], () => num > before);
        saveGuestCart(next);
        put(view);
      },
      async remove(skuId: number) {
        if (token) {
          put(await cartApi.remove({ storeCode, skuId }));
          return;
        }
        saveGuestCart(removeGuestLine(readGuestCart(), skuId));
        put(withoutLine(client.getQueryData<CartView>(cartQueryKey(token)) ?? EMPTY_CART, skuId));
      },
      async clear() {
        if (token) put(await cartApi.removeAll({ storeCode }));
        else {
          saveGuestCart([]);
          put(EMPTY_CART);
        }
      },
    };
  }, [client, token]);
}

export function useWishlistActions() {
  const client = useQueryClient();
  const token = useMemberToken();
  return useMemo(() => {
    const put = (ids: number[]) => client.setQueryData(wishlistQueryKey(token), ids);
    return {
      /** The heart (core §4): collected → delete, uncollected → add, by spuId. */
      async toggle(spuId: number) {
        if (!token) {
          const next = toggleGuestWishlist(readGuestWishlist(), spuId);
          saveGuestWishlist(next);
          put(next);
          return next.includes(spuId);
        }
        const collected = (client.getQueryData<number[]>(wishlistQueryKey(token)) ?? []).includes(spuId);
        const next = collected ? await wishlistApi.delete({ storeCode, spuId }) : await wishlistApi.add({ storeCode, spuIdList: [spuId], needCheck: false });
        put(next);
        return next.includes(spuId);
      },
      async remove(spuId: number) {
        if (!token) {
          const next = readGuestWishlist().filter((id) => id !== spuId);
          saveGuestWishlist(next);
          put(next);
          return;
        }
        put(await wishlistApi.delete({ storeCode, spuId }));
      },
    };
  }, [client, token]);
}

let merging: Promise<NotFitted[] | null> | null = null;

/**
 * At login (core §4): the guest cart goes into the member's cart line by line, each line clamped to the
 * shop's stock; the guest wishlist likewise (duplicates skipped). Each guest line leaves local storage as
 * soon as it is handled, so an interrupted merge never adds a line twice. Answers the lines that did not
 * fit whole (null when there was nothing to merge).
 */
export function mergeGuestData(client: QueryClient): Promise<NotFitted[] | null> {
  merging ??= runMerge(client).finally(() => {
    merging = null;
  });
  return merging;
}

async function runMerge(client: QueryClient): Promise<NotFitted[] | null> {
  const guest = readGuestCart();
  const guestWishlist = readGuestWishlist();
  if (!session.memberToken() || (!guest.length && !guestWishlist.length)) return null;
  const notFitted: NotFitted[] = [];
  if (guest.length) {
    const [described, member] = await Promise.all([cartApi.describe({ storeCode, list: guest }), cartApi.get({ storeCode })]);
    const plan = planMerge(guest, described.items, member.items);
    notFitted.push(...plan.notFitted);
    const adds = new Map(plan.adds.map((a) => [a.skuId, a.num]));
    let remaining = [...guest];
    for (const line of guest) {
      const num = adds.get(line.skuId);
      if (num) {
        try {
          await cartApi.add({ storeCode, list: [{ skuId: line.skuId, num }], needCheckSkuStatus: true, needCheckSkuStock: true });
        } catch (err) {
          if (err instanceof ApiError && (err.status === 401 || err.isNetwork)) throw err;
          // Stock changed since the plan: this line did not go in.
          const earlier = notFitted.find((n) => n.skuId === line.skuId);
          if (earlier) earlier.added = 0;
          else notFitted.push({ skuId: line.skuId, wanted: line.num, added: 0, item: described.items.find((i) => i.skuId === line.skuId) });
        }
      }
      remaining = removeGuestLine(remaining, line.skuId);
      saveGuestCart(remaining);
    }
  }
  if (guestWishlist.length) {
    const ids = planWishlistMerge(guestWishlist, await wishlistApi.get({ storeCode }));
    if (ids.length) {
      try {
        await wishlistApi.add({ storeCode, spuIdList: ids, needCheck: false });
      } catch {
        // One product that no longer exists aborts a batch: add the others one by one.
        for (const id of ids) await wishlistApi.add({ storeCode, spuIdList: [id], needCheck: false }).catch(() => undefined);
      }
    }
    saveGuestWishlist([]);
  }
  scheduleRefresh(client, 'cart');
  scheduleRefresh(client, 'wishlist');
  return notFitted;
}

/** Whether anything waits in the guest cart or wishlist (the merge runs only then). */
export const hasGuestData = () => readGuestCart().length > 0 || readGuestWishlist().length > 0;

/** Another tab changed the guest cart or wishlist: refresh ours. */
export function watchGuestStorage(client: QueryClient): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === keys.cart) scheduleRefresh(client, 'cart');
    if (e.key === keys.wishlist) scheduleRefresh(client, 'wishlist');
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
