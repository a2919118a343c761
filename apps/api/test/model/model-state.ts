import type { OrderStatus, PaidWith } from '@shop/contract';
import { CLUB_START_STOCK, SHOPS, START_STOCK, type Shop } from './world.ts';

/*
 * The model: what the shop should hold after the commands so far, kept as plain data so a command's
 * precondition is a pure function of it (fast-check calls `check` while generating and shrinking). Only
 * what commands decide on or invariants compare against is modelled: orders with their lines (units
 * ordered, refunded, handed over, where their stock came from), whether money was received, and the
 * stock of the played skus per shop.
 */

export interface ModelLine {
  /** order_lines.id, read back after the order is taken. */
  id: number;
  /** Index into World.skus. */
  sku: number;
  num: number;
  refunded: number;
  /** Units given to the member (counter hand-over, or shipping); a return brings them back. */
  handedOver: number;
  /** Units refunded with the goods back in a shop's stock. */
  returned: number;
  /** The shop whose stock the line's units were taken from. */
  source: Shop;
}

export interface ModelOrder {
  orderNo: string;
  member: number;
  takeWay: 'pickup' | 'delivery';
  pickupShop: Shop | null;
  status: OrderStatus;
  /** Money was received (sandbox card settled, or taken at the counter). */
  paid: boolean;
  /** Pay at the shop chosen: the counter takes the money at hand-over. */
  payAtShop: boolean;
  /** Ever completed (points are earned only then). */
  completed: boolean;
  /** How the money was received (the way a refund must name back) and the counter's reference; null while unpaid. */
  paidWith: PaidWith | null;
  reference: string;
  /** Cents of the order's refunds the model has counted into its money ledger. */
  refundedBooked: number;
  lines: ModelLine[];
}

/**
 * The model's own ledger of money this sequence moved, in cents, by the Hong Kong day it moved on: what
 * each payment step took (the amount the payment or the counter answered) and what each refund gave back
 * (the member's order page lists it). The home's net sales must move by exactly this.
 */
export interface MoneyLedger {
  paid: Map<string, number>;
  refunded: Map<string, number>;
}

/** A club redemption (one unit of World.clubSku), ready at its pick-up shop until the counter hands it over. */
export interface ModelRedemption {
  redemptionNo: string;
  member: number;
  shop: Shop;
  /** The collection code the member was shown while it was ready (kept to try it again once collected). */
  code: string | null;
  collected: boolean;
}

export interface Model {
  orders: ModelOrder[];
  redemptions: ModelRedemption[];
  /** The club sku's units per pick-up shop. */
  clubStock: Map<Shop, number>;
  /** `${skuIndex}:${shop}` → units the shop should hold. */
  stock: Map<string, number>;
  /** Net units the back office moved per `${skuIndex}:${shop}` (what stock_ledger should add up to). */
  ledgered: Map<string, number>;
  money: MoneyLedger;
  /** The order whose success page the last step showed (the takeOrder or payOrder answer's own order). */
  shown?: { orderNo: string; order: Record<string, unknown> };
}

export const hkDay = (d: Date | string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date(d));
export function booked(book: Map<string, number>, at: Date | string, cents: number): void {
  const day = hkDay(at);
  book.set(day, (book.get(day) ?? 0) + cents);
}

export const stockKey = (sku: number, shop: Shop) => `${sku}:${shop}`;

export function initialModel(): Model {
  const stock = new Map<string, number>();
  for (const [i, row] of START_STOCK.entries()) for (const shop of SHOPS) stock.set(stockKey(i, shop), row[shop]);
  return {
    orders: [],
    redemptions: [],
    clubStock: new Map(Object.entries(CLUB_START_STOCK) as [Shop, number][]),
    stock,
    ledgered: new Map(),
    money: { paid: new Map(), refunded: new Map() },
  };
}

export const stockOf = (m: Model, sku: number, shop: Shop) => m.stock.get(stockKey(sku, shop)) ?? 0;
export function moveStock(m: Model, sku: number, shop: Shop, delta: number): void {
  m.stock.set(stockKey(sku, shop), stockOf(m, sku, shop) + delta);
}

/** The redemption an index picks, counted from the latest, as orders are. */
export const pickRedemption = (m: Model, i: number): ModelRedemption | undefined =>
  m.redemptions.length ? m.redemptions[m.redemptions.length - 1 - (i % m.redemptions.length)] : undefined;

/**
 * The order an index picks, counted from the latest (0 = the last placed), so steps mostly carry recent
 * orders through their life. Orders are named by index so a kept sequence replays on any database.
 */
export const pickOrder = (m: Model, i: number): ModelOrder | undefined => (m.orders.length ? m.orders[m.orders.length - 1 - (i % m.orders.length)] : undefined);

/** Unpaid and still holding stock: what the expiry sweep releases at the hold's end (decision 190). */
export const holdsUnpaid = (o: ModelOrder) => o.status === 'pending_payment' || o.status === 'reserved' || (o.status === 'ready_for_pickup' && !o.paid);

/** An order closed without a sale gives back the units still out of stock (ordered less those returned by refunds). */
export function releaseOrder(m: Model, o: ModelOrder, to: 'cancelled' | 'expired'): void {
  o.status = to;
  for (const l of o.lines) moveStock(m, l.sku, l.source, l.num - l.returned);
}

/**
 * A refund of `num` units of a line, as the real shop should record it (decision 350): units not yet
 * handed over are refunded first; a refund of handed-over units is a return, so those come back to stock
 * whatever the flag says. Returned goods go to the shop staff named, else to the line's own source.
 */
export function refundUnits(m: Model, l: ModelLine, num: number, goodsReturned: boolean, named: Shop | null): void {
  const notHanded = l.num - l.handedOver - l.refunded;
  const fromHanded = Math.max(0, num - notHanded);
  l.handedOver -= fromHanded;
  l.refunded += num;
  const back = goodsReturned ? num : fromHanded;
  if (back > 0) {
    l.returned += back;
    moveStock(m, l.sku, named ?? l.source, back);
  }
}

/** Units the counter should hand over, or shipping send: ordered less refunded. */
export const dueUnits = (l: ModelLine) => l.num - l.refunded - l.handedOver;

/** The model in a few lines, for a failure's report. */
export function describeModel(m: Model): string {
  return m.orders
    .map(
      (o, i) =>
        `#${i} ${o.orderNo} ${o.takeWay}${o.pickupShop ? '@' + o.pickupShop : ''} ${o.status}${o.paid ? ' paid' : ''} [${o.lines.map((l) => `${l.sku}:${l.handedOver}+${l.refunded}/${l.num}`).join(' ')}]`,
    )
    .concat(m.redemptions.map((r, i) => `club #${i} ${r.redemptionNo}@${r.shop} ${r.collected ? 'collected' : 'ready'}`))
    .join('\n');
}
