import { ORDER, takeOrderTotals, type OrderTotals } from '@shop/contract';

/*
 * The orders a load places, one way for the orders bench (`suites/orders.bench.ts`) and the takeOrder
 * profile (`apps/api/scripts/profile-take-order.ts`, decision 141), so their figures are of the same
 * request: one unit of one sku, picked up at one shop, at the totals its preview answered, each order
 * with a new idempotency key, over every unit of stock once, placed by buyers who each hold no more
 * orders than a member may (decision 617).
 */

/**
 * Orders each buyer places: a member's cap on orders holding stock (decision 186). One member placing
 * thousands would measure a shop no member can make: every order reads the member's open orders and the
 * hour's messages, which grew with each order the load placed.
 */
export const BUYER_ORDERS = ORDER.OPEN_ORDERS_MAX;

/** One call to the API as a shopper makes it: from their own address, signed in with `token`; answers `data`. */
export type ShopperCall = (path: string, body: unknown, as?: { token?: string; address?: string }) => Promise<any>;

/**
 * A loopback address of buyer `i`'s own (127.1.0.1, 127.1.0.2, …): sign-ups are limited per address
 * (decision 180), and each shopper comes from their own. All of 127.0.0.0/8 reaches this machine.
 */
export const buyerAddress = (i: number) => `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/** Buyers needed for `orders` orders. */
export const buyersFor = (orders: number) => Math.ceil(orders / BUYER_ORDERS);

/**
 * `count` new members, registered online and signed in through the API as shoppers do, each from an address
 * of their own; answers their access tokens. `run` (0–899) keeps one run's phones apart from another's.
 */
export async function registerBuyers(call: ShopperCall, count: number, run: number): Promise<string[]> {
  if (count > 10_000) throw new Error('at most 10,000 buyers a run');
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const phone = `5${String(run * 10_000 + i).padStart(7, '0')}`;
    const password = 'Buyer2026a';
    const address = buyerAddress(i);
    await call(
      'app/page/user/register',
      {
        appellation: 'Ms',
        firstName: 'Buyer',
        lastName: String(i),
        gender: 'F',
        birthMonth: 1 + (i % 12),
        phoneAreaCode: '852',
        phone,
        email: `buyer-${run}-${i}@bench.example`,
        password,
        confirmPassword: password,
        agreeTerms: true,
      },
      { address },
    );
    const { accessToken } = (await call('app/page/user/login', { account: phone, phoneAreaCode: '852', password }, { address })) as { accessToken: string };
    tokens.push(accessToken);
  }
  return tokens;
}

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
 * of one unit of each sku), keyed `<keyPrefix>-<i>`, placed by buyer `floor(i / BUYER_ORDERS)` of `buyers`
 * (their tokens). `placed` is how many orders were made.
 */
export function orderStream(units: readonly number[], priced: ReadonlyMap<number, OrderTotals>, keyPrefix: string, buyers: readonly string[]) {
  let placed = 0;
  return {
    next(): { body: ReturnType<typeof takeOrderBody>; token: string } {
      const i = placed++;
      const skuId = units[i % units.length]!;
      const totals = priced.get(skuId);
      if (!totals) throw new Error(`sku ${skuId} was not priced`);
      const token = buyers[Math.floor(i / BUYER_ORDERS)];
      if (token === undefined) throw new Error(`order ${i + 1} needs more than ${buyers.length} buyers`);
      return { body: takeOrderBody(skuId, totals, `${keyPrefix}-${i}`), token };
    },
    get placed() {
      return placed;
    },
  };
}
