import { takeOrderTotals, type OrderTotals } from '@shop/contract';

/*
 * The orders a load places, one way for the orders bench (`suites/orders.bench.ts`) and the takeOrder
 * profile (`apps/api/scripts/profile-take-order.ts`, decision 141), so their figures are of the same
 * request: one unit of one sku, picked up at one shop, at the totals its preview answered, each order
 * with a new idempotency key, over every unit of stock once.
 */

/** The shop the load's orders are picked up at (a physical shop of the demo). */
export const LOAD_PICKUP_SHOP = 'CEN';

/**
 * Every unit of the given stock once (a sku appears once per unit), spread so that consecutive orders
 * take different skus, as many customers would.
 */
export function spreadUnits(stock: Iterable<readonly [skuId: number, qty: number]>): number[] {
  const units = [...stock].flatMap(([skuId, qty]) => Array.from({ length: qty }, () => skuId));
  return units.sort((a, b) => ((a * 2654435761) % 1000) - ((b * 2654435761) % 1000) || a - b);
}

/** The takeOrder request for one unit of `skuId` at its preview's totals. */
export function takeOrderBody(skuId: number, totals: OrderTotals, idempotencyKey: string) {
  return {
    channel: 'PC',
    idempotencyKey,
    orderRequest: {
      takeWay: 'pickup',
      pickupStoreCode: LOAD_PICKUP_SHOP,
      skuList: [{ skuId, num: 1 }],
      languageType: 'TRADITIONAL',
      ...takeOrderTotals(totals),
    },
  };
}

/**
 * The load's orders in turn: the i-th takes `units[i % units.length]`, priced by `priced` (the preview
 * of one unit of each sku), keyed `<keyPrefix>-<i>`. `placed` is how many bodies were made.
 */
export function orderStream(units: readonly number[], priced: ReadonlyMap<number, OrderTotals>, keyPrefix: string) {
  let placed = 0;
  return {
    next() {
      const i = placed++;
      const skuId = units[i % units.length]!;
      const totals = priced.get(skuId);
      if (!totals) throw new Error(`sku ${skuId} was not priced`);
      return takeOrderBody(skuId, totals, `${keyPrefix}-${i}`);
    },
    get placed() {
      return placed;
    },
  };
}
