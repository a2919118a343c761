import fc from 'fast-check';
import { COUNTER_PAYMENT_METHODS, PAYMENT_CONDITIONS, type CounterPaymentMethod, type PaymentCondition } from '@shop/contract';
import { SHOPS, START_STOCK } from './world.ts';

/*
 * A step is plain data (JSON), so a shrunk failing sequence can be pasted into kept-sequences.ts and replayed
 * on either database as it is. Orders, members, skus and shops are named by index: `o` picks an order of
 * the model counted back from the latest, so a step still means something after shrinking removed earlier ones.
 */
export type Step =
  /** A member previews and orders one unit of each listed sku (delivery, or pick-up at PICKUP_SHOPS[shop]). */
  | { k: 'order'; m: number; skus: number[]; way: 'delivery' | 'pickup'; shop: number; card?: boolean }
  /** The member pays by sandbox card (the provider's verified callback settles it). */
  | { k: 'pay'; o: number }
  /** The member pays through Stripe Checkout (the local fake); Stripe's webhooks settle it. */
  | { k: 'payStripe'; o: number }
  /** The member chooses to pay at the shop on pick-up. */
  | { k: 'payAtShop'; o: number }
  | { k: 'cancel'; o: number }
  /** The clock runs past every hold: the expiry sweep releases unpaid orders. */
  | { k: 'expire' }
  | { k: 'prepare'; o: number }
  /** The counter at CWB takes the code the member's order page shows and hands over (taking payment if due). */
  | { k: 'handOver'; o: number; method: CounterPaymentMethod }
  | { k: 'ship'; o: number }
  | { k: 'confirm'; o: number }
  /** Refund `num` units of one line (goods returned to SHOPS[shop], or not). */
  | { k: 'refundLine'; o: number; line: number; num: number; returned: boolean; shop: number }
  | { k: 'refundAll'; o: number; returned: boolean; shop: number }
  /** CRM adds or takes points. */
  | { k: 'points'; m: number; delta: number }
  /** The page editor (or the merchant) records a gold price `pct` percent from the last one, confirming when far. */
  | { k: 'gold'; pct: number; by?: 'editor' | 'merchant' }
  | { k: 'adjust'; s: number; shop: number; delta: number }
  | { k: 'transfer'; s: number; from: number; to: number; qty: number }
  /** A member redeems one unit of the club sku with points, for pick-up at PICKUP_SHOPS[shop]. */
  | { k: 'redeem'; m: number; shop: number }
  /** The member shows the redemption's code (`r` counted back from the latest) at the CWB counter, which hands it over. */
  | { k: 'collect'; r: number }
  /** The merchant turns the model's promotion on or off and gives it a payment condition. */
  | { k: 'promo'; on: boolean; cond: PaymentCondition }
  /** The merchant reads the home's figures (today's net sales, gross and refunds). */
  | { k: 'home' }
  /** The merchant's bulk price change by `pct` % on the by-weight products (and one priced by hand), previewed then applied. */
  | { k: 'bulk'; pct: number; plain: boolean }
  /** The merchant exports by-weight sku `s`'s goods file and imports it with its price cell or its making charge edited. */
  | { k: 'csv'; s: number; pct: number; cell: 'price' | 'making' };

const member = fc.nat({ max: 2 });
/** Which order, counted back from the latest (see pickOrder). */
const order = fc.nat({ max: 3 });
const sku = fc.nat({ max: START_STOCK.length - 1 });
const shop = fc.nat({ max: SHOPS.length - 1 });

/** The arbitraries of steps, weighted toward the order life cycle (where features meet). */
export const stepArbitraries: fc.Arbitrary<Step>[] = [
  fc.record({
    k: fc.constant('order' as const),
    m: member,
    skus: fc.uniqueArray(sku, { minLength: 1, maxLength: 3 }),
    way: fc.constantFrom('pickup' as const, 'delivery' as const),
    // Mostly CWB, the shop whose counter can hand over.
    shop: fc.constantFrom(0, 0, 0, 1),
    // Pick-up priced for card at checkout (then paid at the shop, it must be re-priced).
    card: fc.boolean(),
  }),
  fc.record({ k: fc.constant('pay' as const), o: order }),
  fc.record({ k: fc.constant('payAtShop' as const), o: order }),
  fc.record({ k: fc.constant('cancel' as const), o: order }),
  fc.constant({ k: 'expire' as const }),
  fc.record({ k: fc.constant('prepare' as const), o: order }),
  fc.record({ k: fc.constant('handOver' as const), o: order, method: fc.constantFrom(...COUNTER_PAYMENT_METHODS) }),
  fc.record({ k: fc.constant('ship' as const), o: order }),
  fc.record({ k: fc.constant('confirm' as const), o: order }),
  fc.record({ k: fc.constant('refundLine' as const), o: order, line: fc.nat({ max: 2 }), num: fc.constant(1), returned: fc.boolean(), shop }),
  fc.record({ k: fc.constant('refundAll' as const), o: order, returned: fc.boolean(), shop }),
  fc.record({ k: fc.constant('points' as const), m: member, delta: fc.integer({ min: -300, max: 300 }).filter((n) => n !== 0) }),
  fc.record({ k: fc.constant('gold' as const), pct: fc.integer({ min: -8, max: 8 }), by: fc.constantFrom('editor' as const, 'merchant' as const) }),
  fc.record({ k: fc.constant('adjust' as const), s: sku, shop, delta: fc.integer({ min: -2, max: 3 }).filter((n) => n !== 0) }),
  fc.record({ k: fc.constant('transfer' as const), s: sku, from: shop, to: shop, qty: fc.integer({ min: 1, max: 2 }) }).filter((t) => t.from !== t.to),
  fc.record({ k: fc.constant('redeem' as const), m: member, shop: fc.constantFrom(0, 0, 1) }),
  fc.record({ k: fc.constant('collect' as const), r: fc.nat({ max: 2 }) }),
  fc.record({ k: fc.constant('payStripe' as const), o: order }),
  fc.record({ k: fc.constant('promo' as const), on: fc.boolean(), cond: fc.constantFrom(...PAYMENT_CONDITIONS) }),
  fc.constant({ k: 'home' as const }),
  fc.record({ k: fc.constant('bulk' as const), pct: fc.integer({ min: -10, max: 10 }).filter((n) => n !== 0), plain: fc.boolean() }),
  fc.record({
    k: fc.constant('csv' as const),
    s: fc.nat({ max: 5 }),
    pct: fc.integer({ min: -10, max: 10 }).filter((n) => n !== 0),
    cell: fc.constantFrom('price' as const, 'making' as const),
  }),
];
