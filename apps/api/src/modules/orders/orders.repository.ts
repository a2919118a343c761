import { sql, type SQL } from 'drizzle-orm';
import type { I18nText, OrderStatus, OrderTakeWay, PaidWith, PricedKind, WeightPrice } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows, intArray } from '../../db/sql.ts';
import { restock, type UnitsBack } from '../catalogue/index.ts';
import { createPricingRepository } from './pricing.repository.ts';
import { PAID_WITH, WAY_BACK_COLUMNS, WAY_BACK_JOINS, type WayBackRow } from './refund-way-back.ts';

/** What an order row and a new order have in common: the fields take-order writes and answers from. */
interface OrderCore {
  orderNo: string;
  memberId: number;
  storeCode: string;
  status: OrderStatus;
  takeWay: OrderTakeWay;
  pickupStoreCode: string | null;
  deliveryAddress: Record<string, string> | null;
  remark: string;
  requestHash: string;
  totalOriginalPrice: number;
  totalPrice: number;
  totalDiscountValue: number;
  priceRounding: number;
  totalPayPrice: number;
  /** The kind of payment the price assumes (migration 1510, decision 357). */
  pricedPaymentKind: PricedKind;
}

export interface OrderRow extends OrderCore {
  id: number;
  pickupStoreName: I18nText | null;
  paymentMethod: 'at_shop' | 'sandbox_card' | 'stripe' | null;
  expiresAt: Date | null;
  paidAt: Date | null;
  /** The method of the payment that received the money (as the order's messages name it); null while none did. */
  paidWith: PaidWith | null;
  createdAt: Date;
  /** Six digits the counter takes (pick-up orders); only ever answered to the member. Decision 191. */
  collectionCode: string | null;
}

export interface OrderLineRow {
  orderId: number;
  skuId: number;
  spuId: number;
  skuCode: string;
  title: I18nText;
  img: string;
  selections: { id: number; name: I18nText }[];
  num: number;
  originalPrice: number;
  price: number;
  totalDiscountValue: number;
  totalPayPrice: number;
  isGift: boolean;
  /** Priced by weight: what the order kept (issue 30). */
  weightPrice?: WeightPrice | null;
  /** The shop whose stock the line's units came from (decision 361). */
  stockStoreCode?: string;
}

export interface NewOrder extends Omit<OrderCore, 'memberId'> {
  /** Null: a walk-in sale at the counter without a member (issue 43). */
  memberId: number | null;
  merchantCode: string;
  /** The shop whose cart lines the order removes (the online shop), when its stock comes from another. */
  cartStoreCode: string;
  languageType: string;
  idempotencyKey: string;
  promotions: unknown;
  /** Null: nothing to release (a counter sale is completed as it is written). */
  expiresAt: Date | null;
  now: Date;
}

/** A member's limits on orders holding stock and their units (decision 186), checked by the order's write. */
export interface OpenHolds {
  ordersMax: number;
  unitsMax: number;
}

export type NewOrderLine = Omit<OrderLineRow, 'orderId'> & { promotionId: number | null };

const ORDER_COLUMNS = sql`o.id, o.order_no as "orderNo", o.member_id as "memberId", o.store_code as "storeCode", o.status,
  o.take_way as "takeWay", o.pickup_store_code as "pickupStoreCode", ps.name as "pickupStoreName",
  o.delivery_address as "deliveryAddress", o.remark, o.request_hash as "requestHash",
  o.total_original_price as "totalOriginalPrice", o.total_price as "totalPrice",
  o.total_discount_value as "totalDiscountValue", o.price_rounding as "priceRounding",
  o.total_pay_price as "totalPayPrice", o.payment_method as "paymentMethod", o.expires_at as "expiresAt",
  o.paid_at as "paidAt", o.created_at as "createdAt", o.collection_code as "collectionCode",
  o.priced_payment_kind as "pricedPaymentKind", ${PAID_WITH}`;

const asDate = (v: Date | string | null): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v));
const fixOrder = (r: OrderRow): OrderRow => ({
  ...r,
  expiresAt: asDate(r.expiresAt),
  paidAt: asDate(r.paidAt),
  createdAt: asDate(r.createdAt)!,
});

/**
 * The units of the orders in `orders` (a table or CTE with `id`) as one JSON list of `UnitsBack`, per sku,
 * product and the shop each line took them from (`order_lines.stock_store_code`, decision 361): what the
 * catalogue's `restock` gives back when the orders are released or refunded unpaid (decision 416).
 */
export function unitsOfOrders(orders: SQL): SQL {
  return sql`(select coalesce(jsonb_agg(jsonb_build_object('skuId', u.sku_id, 'spuId', u.spu_id, 'storeCode', u.store_code, 'n', u.n)), '[]')
      from (select l.sku_id, l.spu_id, l.stock_store_code as store_code, sum(l.num)::int as n
              from order_lines l join ${orders} c on c.id = l.order_id
             group by l.sku_id, l.spu_id, l.stock_store_code) u)`;
}

/** Orders still holding stock without payment: they expire at their deadline. */
const UNPAID_OPEN = sql`(o.status in ('pending_payment', 'reserved') or (o.status = 'ready_for_pickup' and o.paid_at is null))`;

/**
 * Releases orders matching `where` (a condition on `o`) to `status`: one statement that closes the
 * orders, returns their units to stock, takes them off the products' sales and drops pending payments.
 * Answers the ids released, each with the skus whose stock came back (the same list on every row); an
 * order already closed by someone else is simply not matched.
 */
function releaseStatement(where: SQL, status: 'cancelled' | 'expired', now: Date): SQL {
  // Expiry also releases a pay-at-the-shop order prepared but never collected (unpaid ready; decision 190);
  // the member cancels only before it is prepared.
  const open = status === 'expired' ? UNPAID_OPEN : sql`o.status in ('pending_payment', 'reserved')`;
  return sql`
    with target as (
      select o.id from orders o
      where ${open} and ${where}
      order by o.id
      for update skip locked
    ),
    closed as (
      update orders o set status = ${status}, closed_at = ${now}, updated_at = ${now}, expires_at = null
      from target where o.id = target.id
      returning o.id, o.store_code
    ),
    payments_closed as (
      update payments p set status = 'cancelled', completed_at = ${now}
      from closed c where p.order_id = c.id and p.status = 'pending'
      returning 1
    )
    select id, ${unitsOfOrders(sql`closed`)} as units
    from closed, (select count(*) from payments_closed) pc`;
}

/**
 * Releases the orders `releaseStatement` matches and gives their units back through the catalogue, in one
 * transaction (a savepoint inside the caller's): answers the ids released and the skus whose stock came back.
 */
async function release(exec: Db, statement: SQL): Promise<{ ids: number[]; skuIds: number[] }> {
  return exec.transaction(async (tx) => {
    const done = await rows<{ id: number; units: UnitsBack[] }>(tx, statement);
    const skuIds = await restock(tx, done[0]?.units ?? []);
    return { ids: done.map((d) => Number(d.id)), skuIds };
  });
}

export function createOrdersRepository(db: Db) {
  /** The one order matching `where` (on `orders o`), with its pick-up shop's name. */
  const oneOrder = async (where: SQL): Promise<OrderRow | undefined> => {
    const [row] = await rows<OrderRow>(db, sql`select ${ORDER_COLUMNS} from orders o left join stores ps on ps.code = o.pickup_store_code where ${where}`);
    return row && fixOrder(row);
  };

  return {
    // The reads pricing and the preview make (skus, promotions, the cart), in their own file.
    ...createPricingRepository(db),

    async orderIdByNo(orderNo: string): Promise<number | undefined> {
      const [row] = await rows<{ id: number }>(db, sql`select id from orders where order_no = ${orderNo}`);
      return row?.id;
    },

    async orderByKey(memberId: number, key: string): Promise<OrderRow | undefined> {
      return oneOrder(sql`o.member_id = ${memberId} and o.idempotency_key = ${key}`);
    },

    async orderByNo(memberId: number, orderNo: string): Promise<OrderRow | undefined> {
      return oneOrder(sql`o.member_id = ${memberId} and o.order_no = ${orderNo}`);
    },

    async orderById(id: number): Promise<OrderRow | undefined> {
      return oneOrder(sql`o.id = ${id}`);
    },

    async memberOrders(memberId: number, statuses: readonly string[] | undefined, limit: number, offset: number) {
      const filter = statuses?.length
        ? sql`and o.status = any(array[${sql.join(
            statuses.map((s) => sql`${s}`),
            sql`, `,
          )}]::text[])`
        : sql``;
      const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from orders o where o.member_id = ${memberId} ${filter}`);
      const list = await rows<OrderRow>(
        db,
        sql`select ${ORDER_COLUMNS} from orders o left join stores ps on ps.code = o.pickup_store_code
            where o.member_id = ${memberId} ${filter} order by o.id desc limit ${limit} offset ${offset}`,
      );
      return { total: count?.n ?? 0, list: list.map(fixOrder) };
    },

    async lines(orderIds: readonly number[]): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return [];
      return rows<OrderLineRow>(
        db,
        sql`select l.order_id as "orderId", l.sku_id as "skuId", l.spu_id as "spuId", l.sku_code as "skuCode", l.title, l.img, l.selections, l.num,
              l.original_price as "originalPrice", l.price, l.total_discount_value as "totalDiscountValue",
              l.total_pay_price as "totalPayPrice", l.is_gift as "isGift", l.stock_store_code as "stockStoreCode",
              -- What a by-weight line was priced with (issue 30; migration 1180 writes it with the line).
              case when w.order_line_id is not null then json_build_object('metal', w.metal, 'weightMg', w.weight_mg,
                'makingMode', w.making_mode, 'makingCents', w.making_cents, 'rateId', w.gold_price_id, 'rateCents', w.rate_cents,
                'rateAt', g.recorded_at, 'metalCents', w.metal_cents, 'makingChargeCents', w.making_charge_cents) end as "weightPrice"
            from order_lines l
            left join order_line_weights w on w.order_line_id = l.id
            left join gold_prices g on g.id = w.gold_price_id
            where l.order_id = any(${intArray(orderIds)}) order by l.order_id, l.is_gift, l.id`,
      );
    },

    /**
     * The order write of takeOrder: one call of `place_order` (migration 1040, decision 141), one
     * statement and its own transaction, its plans kept by the database session. It checks that every
     * line's sku still has the price, original price and sale state the order was priced with, locks the
     * stock rows of the skus taken (in sku order) and checks their units, then inserts the order (or
     * nothing when its idempotency key is taken), takes the stock with the conditional update, and writes
     * lines, sales and the removal of the ordered cart lines. With `holds` (takeOrder; migration 2020,
     * decision 618) it first takes the member's order lock and refuses an order that would pass the
     * member's limits (`overLimit`), and keeps the order's priced kind. Answers the order id, or why there
     * is none: `overLimit`, `stale` (a price or sale state changed), `short` (too few units), or none (a
     * replay).
     */
    async placeOrder(
      order: NewOrder,
      lines: NewOrderLine[],
      exec: Db = db,
      holds?: OpenHolds,
    ): Promise<{ id: number | undefined; stale: boolean; short: boolean; overLimit: boolean }> {
      const lineRows = lines.map((l) => ({
        sku_id: l.skuId,
        spu_id: l.spuId,
        sku_code: l.skuCode,
        title: l.title,
        img: l.img,
        selections: l.selections,
        num: l.num,
        original_price: l.originalPrice,
        price: l.price,
        total_discount_value: l.totalDiscountValue,
        total_pay_price: l.totalPayPrice,
        is_gift: l.isGift,
        promotion_id: l.promotionId,
        stock_store_code: l.stockStoreCode ?? order.storeCode,
      }));
      const [row] = await rows<{ id: number | null; fresh: boolean; enough: boolean; within?: boolean }>(
        exec,
        sql`select order_id as id, fresh, enough${holds ? sql`, within_limit as within` : sql``} from place_order(
          ${order.orderNo}::text, ${order.memberId}::int, ${order.merchantCode}::text, ${order.storeCode}::text, ${order.status}::text,
          ${order.takeWay}::text, ${order.pickupStoreCode}::text, ${order.deliveryAddress === null ? null : JSON.stringify(order.deliveryAddress)}::jsonb,
          ${order.remark}::text, ${order.languageType}::text, ${order.idempotencyKey}::text, ${order.requestHash}::text,
          ${order.totalOriginalPrice}::int, ${order.totalPrice}::int, ${order.totalDiscountValue}::int, ${order.priceRounding}::int,
          ${order.totalPayPrice}::int, ${JSON.stringify(order.promotions)}::jsonb, ${order.expiresAt}::timestamptz, ${order.now}::timestamptz,
          ${JSON.stringify(lineRows)}::jsonb, ${order.cartStoreCode}::text${
            holds ? sql`, ${order.pricedPaymentKind}::text, ${holds.ordersMax}::int, ${holds.unitsMax}::int` : sql``
          })`,
      );
      const id = row?.id ?? undefined;
      return { id: id === null ? undefined : id, stale: !row?.fresh, short: !!row?.fresh && !row?.enough, overLimit: row?.within === false };
    },

    /** Moves an order between statuses if it is still in one of `from`; answers whether it moved. */
    async transition(
      exec: Db,
      orderId: number,
      from: readonly OrderStatus[],
      to: OrderStatus,
      patch: { paymentMethod?: string; expiresAt?: Date | null; paidAt?: Date; closedAt?: Date; shippedAt?: Date },
      now: Date,
    ): Promise<boolean> {
      const sets = [sql`status = ${to}`, sql`updated_at = ${now}`];
      if (patch.paymentMethod !== undefined) sets.push(sql`payment_method = ${patch.paymentMethod}`);
      if (patch.expiresAt !== undefined) sets.push(sql`expires_at = ${patch.expiresAt}`);
      if (patch.paidAt !== undefined) sets.push(sql`paid_at = ${patch.paidAt}`);
      if (patch.closedAt !== undefined) sets.push(sql`closed_at = ${patch.closedAt}`);
      if (patch.shippedAt !== undefined) sets.push(sql`shipped_at = ${patch.shippedAt}`);
      const done = await rows<{ id: number }>(
        exec,
        sql`update orders set ${sql.join(sets, sql`, `)}
            where id = ${orderId} and status = any(array[${sql.join(
              from.map((s) => sql`${s}`),
              sql`, `,
            )}]::text[]) returning id`,
      );
      return done.length > 0;
    },

    /**
     * Cancels one unpaid order of a member, returning its stock; answers the skus whose stock came back,
     * or undefined when it was not cancelled.
     */
    async cancel(memberId: number, orderId: number, now: Date, exec: Db = db): Promise<number[] | undefined> {
      const done = await release(exec, releaseStatement(sql`o.id = ${orderId} and o.member_id = ${memberId}`, 'cancelled', now));
      return done.ids.length ? done.skuIds : undefined;
    },

    /** Expires unpaid orders past their deadline, returning their stock; answers how many, and the skus whose stock came back. */
    async expireDue(now: Date, limit = 200, exec: Db = db): Promise<{ expired: number; ids: number[]; skuIds: number[] }> {
      const done = await release(
        exec,
        releaseStatement(
          sql`o.expires_at <= ${now} and o.id in (select id from orders where status in ('pending_payment', 'reserved', 'ready_for_pickup') and expires_at <= ${now} order by expires_at limit ${limit})`,
          'expired',
          now,
        ),
      );
      return { expired: done.ids.length, ...done };
    },

    async insertPayment(exec: Db, p: { id: string; orderId: number; provider: string; amount: number; status: string; now: Date }) {
      await exec.execute(
        sql`insert into payments (id, order_id, provider, amount, status, created_at) values (${p.id}, ${p.orderId}, ${p.provider}, ${p.amount}, ${p.status}, ${p.now})`,
      );
    },

    async payment(id: string) {
      const [row] = await rows<{ id: string; orderId: number; provider: string; amount: number; status: string; orderNo: string; orderStatus: OrderStatus }>(
        db,
        sql`select p.id, p.order_id as "orderId", p.provider, p.amount, p.status, o.order_no as "orderNo", o.status as "orderStatus"
            from payments p join orders o on o.id = p.order_id where p.id = ${id}`,
      );
      return row;
    },

    /** Closes a pending payment; answers whether it was still pending. */
    async closePayment(exec: Db, id: string, status: 'succeeded' | 'cancelled', now: Date): Promise<boolean> {
      const done = await rows<{ id: string }>(
        exec,
        sql`update payments set status = ${status}, completed_at = ${now} where id = ${id} and status = 'pending' returning id`,
      );
      return done.length > 0;
    },

    /**
     * Completes shipped delivery orders shipped before `before` (decision 190): one conditional update per
     * order, from `shipped` only, so a member's confirmation at the same moment completes it once. Answers
     * the orders it completed, for their points.
     */
    async shippedBefore(before: Date, limit = 200): Promise<{ id: number; orderNo: string; memberId: number }[]> {
      return rows(
        db,
        sql`select id, order_no as "orderNo", member_id as "memberId" from orders
            where status = 'shipped' and shipped_at <= ${before} order by shipped_at limit ${limit}`,
      );
    },

    /** The member's view of the order's refunds (decision 193), oldest first. */
    async memberRefunds(orderId: number) {
      return rows<
        WayBackRow & {
          at: Date | string;
          amount: number;
          points: number;
          returnStoreCode: string | null;
          returnStoreName: I18nText | null;
          lines: { lineId: number; num: number; amount: number }[];
          providerStatus: 'pending' | 'succeeded' | 'failed' | null;
        }
      >(
        db,
        sql`select r.at, r.amount, r.points, r.return_store_code as "returnStoreCode", s.name as "returnStoreName", r.lines, pr.status as "providerStatus",
              ${WAY_BACK_COLUMNS}
            from order_refunds r left join stores s on s.code = r.return_store_code left join payment_refunds pr on pr.order_refund_id = r.id
              ${WAY_BACK_JOINS}
            where r.order_id = ${orderId} order by r.id`,
      );
    },

    async lineIds(orderId: number): Promise<{ id: number; skuCode: string; title: I18nText }[]> {
      return rows(db, sql`select id, sku_code as "skuCode", title from order_lines where order_id = ${orderId}`);
    },

    /** Overdue unpaid orders exist? Cheap (partial index), so order calls can sweep lazily. */
    async hasDue(now: Date): Promise<boolean> {
      const [row] = await rows<{ x: number }>(
        db,
        sql`select 1 as x from orders where status in ('pending_payment', 'reserved', 'ready_for_pickup') and expires_at <= ${now} limit 1`,
      );
      return row !== undefined;
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
