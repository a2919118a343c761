import { cartLineState, type CartLineState } from './cart-lines.ts';

/*
 * Availability is one rule (issue 37, decision 360): where and how a sku can be had for a quantity. The
 * product page, the cart, checkout, the order preview and takeOrder all ask these functions, so what the
 * product page offers is what checkout and the order accept.
 */

/** What is known of a sku's stock: the online shop's units and each physical (pick-up) shop's. */
export interface SkuStock {
  exists: boolean;
  onSale: boolean;
  /** Units of the online shop; null when it holds no stock record for the sku. */
  online: number | null;
  /** Units held by physical shops (a shop missing: none). */
  shops: readonly { storeCode: string; qty: number }[];
}

/**
 * How `num` units of a sku can be had in one order:
 * - `online`: from the online shop's stock — delivered, or picked up at any shop;
 * - `pickup`: only picked up, at one of `shops` (each holding all `num` units, most first), from its own stock;
 * - `none`: not at all, for the reason `state` (the cart line state it shows).
 */
export type Availability = { way: 'online' } | { way: 'pickup'; shops: string[] } | { way: 'none'; state: Exclude<CartLineState, 'NORMAL'> };

export function skuAvailability(stock: SkuStock, num: number): Availability {
  const state = cartLineState({ exists: stock.exists, onSale: stock.onSale, stockQty: stock.online, num });
  if (state === 'NORMAL') return { way: 'online' };
  if (state === 'GOODS_NOT_EXIST' || state === 'REMOVED_FROM_SALE') return { way: 'none', state };
  const shops = stock.shops
    .filter((s) => s.qty >= num && num > 0)
    // Most units first; ties keep the order given (the shops' display order).
    .sort((a, b) => b.qty - a.qty)
    .map((s) => s.storeCode);
  return shops.length ? { way: 'pickup', shops } : { way: 'none', state };
}

/** The most units of a sku one order can take: what the online shop or the best-stocked shop holds. */
export function maxUnits(stock: SkuStock): number {
  if (!stock.exists || !stock.onSale) return 0;
  return Math.max(0, stock.online ?? 0, ...stock.shops.map((s) => s.qty));
}

/** How an order is received: delivered (from the online shop's stock), or picked up at a physical shop. */
export type Take = { takeWay: 'delivery' } | { takeWay: 'pickup'; storeCode: string };

/**
 * The shop whose stock a line of an order takes, or null when the order cannot take it this way: the
 * online shop for a line it can supply; the pick-up shop for a pick-up-only line that shop holds.
 */
export function lineSource(a: Availability, take: Take, onlineStoreCode: string): string | null {
  if (a.way === 'online') return onlineStoreCode;
  if (a.way === 'pickup' && take.takeWay === 'pickup' && a.shops.includes(take.storeCode)) return take.storeCode;
  return null;
}

/** A line of a cart or an order as availability sees it. */
export interface AvailableLine {
  skuId: number;
  availability: Availability;
}

/**
 * What one order received `take` can hold of these lines: `now` (each with the shop whose stock it takes)
 * and `later` — lines that stay in the cart: pick-up-only lines another shop holds (`shops`), and lines
 * that cannot be had at all (empty `shops`).
 */
export function orderPlan(
  lines: readonly AvailableLine[],
  take: Take,
  onlineStoreCode: string,
): { now: { skuId: number; storeCode: string }[]; later: { skuId: number; shops: string[] }[] } {
  const now: { skuId: number; storeCode: string }[] = [];
  const later: { skuId: number; shops: string[] }[] = [];
  for (const l of lines) {
    const source = lineSource(l.availability, take, onlineStoreCode);
    if (source !== null) now.push({ skuId: l.skuId, storeCode: source });
    else later.push({ skuId: l.skuId, shops: l.availability.way === 'pickup' ? l.availability.shops : [] });
  }
  return { now, later };
}

/**
 * The pick-up shops one order can take every orderable line to: null when no line is pick-up only (any
 * shop, or delivery), else the shops every pick-up-only line names — empty when no one shop holds them
 * all (the shopper chooses which to order now; decision 360).
 */
export function pickupShopsForAll(lines: readonly AvailableLine[]): string[] | null {
  let shops: string[] | null = null;
  for (const { availability: a } of lines) {
    if (a.way !== 'pickup') continue;
    shops = shops === null ? [...a.shops] : shops.filter((s) => a.shops.includes(s));
  }
  return shops;
}

/** Every shop some pick-up-only line can go to, in the order first named. */
export function pickupShopsForAny(lines: readonly AvailableLine[]): string[] {
  const shops: string[] = [];
  for (const { availability: a } of lines) if (a.way === 'pickup') for (const s of a.shops) if (!shops.includes(s)) shops.push(s);
  return shops;
}

/** A cart line's availability from its answer: `pickupOnlyAt` (pick-up only there), else its state. */
export function availabilityOfLine(line: { state: CartLineState; pickupOnlyAt?: readonly string[] | undefined }): Availability {
  if (line.pickupOnlyAt?.length) return { way: 'pickup', shops: [...line.pickupOnlyAt] };
  return line.state === 'NORMAL' ? { way: 'online' } : { way: 'none', state: line.state };
}
