import { CART_LINE_NUM_MAX, type CartItem } from '@shop/contract';
import type { CartLine } from './guest.ts';

/** A guest line that did not fit into the member's cart whole: how many were wanted and how many went in. */
export interface NotFitted {
  skuId: number;
  wanted: number;
  added: number;
  /** From the guest line's description, for the message. */
  item: CartItem | undefined;
}

export interface MergePlan {
  /** One addCartList call each, in order. */
  adds: CartLine[];
  notFitted: NotFitted[];
}

/**
 * How a guest cart goes into the member's cart at login (core §4): line by line, each clamped so that the
 * member's quantity plus the added one stays within the shop's stock (and the per-line maximum). Lines the
 * shop cannot sell (gone, removed from sale, no stock record) add nothing.
 *
 * `described` is the guest cart as the server describes it (stock in the shop); `memberLines` the
 * member's cart before the merge.
 */
export function planMerge(guest: readonly CartLine[], described: readonly CartItem[], memberLines: readonly CartLine[]): MergePlan {
  const info = new Map(described.map((i) => [i.skuId, i]));
  const existing = new Map(memberLines.map((l) => [l.skuId, l.num]));
  const adds: CartLine[] = [];
  const notFitted: NotFitted[] = [];
  for (const line of guest) {
    const item = info.get(line.skuId);
    const sellable = item && item.state !== 'GOODS_NOT_EXIST' && item.state !== 'REMOVED_FROM_SALE' && item.stockQty !== null;
    const have = existing.get(line.skuId) ?? 0;
    const room = sellable ? Math.max(0, Math.min(item.stockQty ?? 0, CART_LINE_NUM_MAX) - have) : 0;
    const num = Math.min(line.num, room);
    if (num > 0) {
      adds.push({ skuId: line.skuId, num });
      existing.set(line.skuId, have + num);
    }
    if (num < line.num) notFitted.push({ skuId: line.skuId, wanted: line.num, added: num, item });
  }
  return { adds, notFitted };
}

/** The wishlist part: guest ids not already collected, oldest first so the newest ends on top. */
export function planWishlistMerge(guest: readonly number[], member: readonly number[]): number[] {
  const have = new Set(member);
  return [...new Set(guest)].filter((id) => !have.has(id)).reverse();
}
