import { CART_LINE_NUM_MAX, CART_LINES_MAX, WISHLIST_MAX } from '@shop/contract';

/*
 * A guest's cart and wishlist, kept in localStorage under keys of the app's run code (core §3 locally
 * stored). Plain functions over plain values: the store (store.ts) reads and writes through them.
 */

export interface CartLine {
  skuId: number;
  num: number;
}

export const guestKeys = (runCode: string) => ({ cart: `guestCart_${runCode}`, wishlist: `guestWishlist_${runCode}` });

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;

/**
 * Reads stored guest lines. Lines without skuId or num are dropped (core §4), as is anything else that is
 * not a positive whole number; the same sku twice is summed; quantities and line count are bounded as on
 * the server.
 */
export function parseGuestCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const lines = new Map<number, number>();
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { skuId, num } = entry as { skuId?: unknown; num?: unknown };
    if (!isId(skuId) || !isId(num)) continue;
    if (!lines.has(skuId) && lines.size >= CART_LINES_MAX) continue;
    lines.set(skuId, Math.min(CART_LINE_NUM_MAX, (lines.get(skuId) ?? 0) + num));
  }
  return [...lines].map(([skuId, num]) => ({ skuId, num }));
}

/** Reads stored guest wishlist ids: positive whole numbers, no duplicates, newest first, bounded. */
export function parseGuestWishlist(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter(isId))].slice(0, WISHLIST_MAX);
  } catch {
    return [];
  }
}

/**
 * The guest cart with quantities added (new skus first, as the server lists newest first). Entries
 * without skuId or num are skipped. Stock is checked by the caller against the shop before saving.
 */
export function addGuestLines(lines: readonly CartLine[], adds: readonly { skuId?: number | null; num?: number | null }[]): CartLine[] {
  const result = lines.map((l) => ({ ...l }));
  for (const add of adds) {
    if (!add.skuId || !add.num) continue;
    const line = result.find((l) => l.skuId === add.skuId);
    if (line) line.num += add.num;
    else result.unshift({ skuId: add.skuId, num: add.num });
  }
  return result;
}

/** Sets a line's quantity; ignored when skuId or num is missing or 0, or the sku is not in the cart. */
export function setGuestNum(lines: readonly CartLine[], skuId: number | null | undefined, num: number | null | undefined): CartLine[] {
  if (!skuId || !num) return [...lines];
  return lines.map((l) => (l.skuId === skuId ? { skuId, num } : l));
}

export const removeGuestLine = (lines: readonly CartLine[], skuId: number): CartLine[] => lines.filter((l) => l.skuId !== skuId);

/** Wishlist toggle of core §4: collected → removed, else added first. */
export function toggleGuestWishlist(ids: readonly number[], spuId: number): number[] {
  return ids.includes(spuId) ? ids.filter((id) => id !== spuId) : [spuId, ...ids].slice(0, WISHLIST_MAX);
}
