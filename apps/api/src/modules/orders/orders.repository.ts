import { sql, type SQL } from 'drizzle-orm';
import type { I18nText, OrderStatus } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows, intArray } from '../../db/sql.ts';
import type { PricingPromotion, PricingSku } from './pricing.ts';

/** What an order row and a new order have in common: the fields take-order writes and answers from. */
interface OrderCore {
  orderNo: string;
  memberId: number;
  storeCode: string;
  status: OrderStatus;
  takeWay: 'pickup' | 'delivery';
  pickupStoreCode: string | null;
  deliveryAddress: Record<string, string> | null;
  remark: string;
  requestHash: string;
  totalOriginalPrice: number;
  totalPrice: number;
  totalDiscountValue: number;
  priceRounding: number;
  totalPayPrice: number;
}

export interface OrderRow extends OrderCore {
  id: number;
  pickupStoreName: I18nText | null;
  paymentMethod: 'at_shop' | 'sandbox_card' | null;
  expiresAt: Date | null;
  paidAt: Date | null;
  createdAt: Date;
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
}

export interface NewOrder extends OrderCore {
  merchantCode: string;
  languageType: string;
  idempotencyKey: string;
  promotions: unknown;
  expiresAt: Date;
  now: Date;
}

export type NewOrderLine = Omit<OrderLineRow, 'orderId'> & { promotionId: number | null };

const ORDER_COLUMNS = sql`o.id, o.order_no as "orderNo", o.member_id as "memberId", o.store_code as "storeCode", o.status,
  o.take_way as "takeWay", o.pickup_store_code as "pickupStoreCode", ps.name as "pickupStoreName",
  o.delivery_address as "deliveryAddress", o.remark, o.request_hash as "requestHash",
  o.total_original_price as "totalOriginalPrice", o.total_price as "totalPrice",
  o.total_discount_value as "totalDiscountValue", o.price_rounding as "priceRounding",
  o.total_pay_price as "totalPayPrice", o.payment_method as "paymentMethod", o.expires_at as "expiresAt",
  o.paid_at as "paidAt", o.created_at as "createdAt"`;

const asDate = (v: Date | string | null): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v));
const fixOrder = (r: OrderRow): OrderRow => ({
  ...r,
  expiresAt: asDate(r.expiresAt),
  paidAt: asDate(r.paidAt),
  createdAt: asDate(r.createdAt)!,
});

/**
 * Releases orders matching `where` (a condition on `o`) to `status`: one statement that closes the
 * orders, returns their units to stock, takes them off the products' sales and drops pending payments.
 * Answers the ids released, each with the skus whose stock came back (the same list on every row); an
 * order already closed by someone else is simply not matched.
 */
function releaseStatement(where: SQL, status: 'cancelled' | 'expired', now: Date): SQL {
  return sql`
    with target as (
      select o.id from orders o
      where o.status in ('pending_payment', 'reserved') and ${where}
      order by o.id
      for update skip locked
    ),
    closed as (
      update orders o set status = ${status}, closed_at = ${now}, updated_at = ${now}, expires_at = null
      from target where o.id = target.id
      returning o.id, o.store_code
    ),
    units as (
      select l.sku_id, l.spu_id, c.store_code, sum(l.num)::int as n
      from order_lines l join closed c on c.id = l.order_id
      group by l.sku_id, l.spu_id, c.store_code
    ),
    restock as (
      update sku_stocks s set qty = s.qty + u.n
      from (select sku_id, store_code, sum(n)::int as n from units group by sku_id, store_code) u
      where s.sku_id = u.sku_id and s.store_code = u.store_code
      returning 1
    ),
    unsold as (
      update spus p set sales = greatest(0, p.sales - u.n)
      from (select spu_id, sum(n)::int as n from units group by spu_id) u
      where p.id = u.spu_id
      returning 1
    ),
    payments_closed as (
      update payments p set status = 'cancelled', completed_at = ${now}
      from closed c where p.order_id = c.id and p.status = 'pending'
      returning 1
    )
    select id, (select coalesce(array_agg(distinct sku_id), '{}') from units) as "skuIds"
    from closed, (select count(*) from restock) r, (select count(*) from unsold) s, (select count(*) from payments_closed) pc`;
}

export function createOrdersRepository(db: Db) {
  /** The one order matching `where` (on `orders o`), with its pick-up shop's name. */
  const oneOrder = async (where: SQL): Promise<OrderRow | undefined> => {
    const [row] = await rows<OrderRow>(
      db,
      sql`select ${ORDER_COLUMNS} from orders o left join stores ps on ps.code = o.pickup_store_code where ${where}`,
    );
    return row && fixOrder(row);
  };

  return {
    async orderIdByNo(orderNo: string): Promise<number | undefined> {
      const [row] = await rows<{ id: number }>(db, sql`select id from orders where order_no = ${orderNo}`);
      return row?.id;
    },

    /** Skus with what pricing needs: prices, sale state, the stock of `storeCode`, category, option ids. */
    async pricingSkus(skuIds: readonly number[], storeCode: string) {
      if (skuIds.length === 0) return [];
      return rows<Omit<PricingSku, 'categoryPath' | 'selections'> & { categoryId: number; selectionIds: number[] }>(
        db,
        sql`select k.id as "skuId", k.spu_id as "spuId", k.sku_code as "skuCode", k.price, k.original_price as "originalPrice",
              (k.status = 'on' and p.status = 'on') as "onSale", st.qty as "stockQty", p.title, k.img, p.category_id as "categoryId",
              k.selection_ids as "selectionIds"
            from skus k
            join spus p on p.id = k.spu_id
            left join sku_stocks st on st.sku_id = k.id and st.store_code = ${storeCode}
            where k.id = any(${intArray(skuIds)})`,
      );
    },

    /** The same skus without stock: what an order prices from before its write checks stock itself. */
    async orderSkus(skuIds: readonly number[]) {
      if (skuIds.length === 0) return [];
      return rows<Omit<PricingSku, 'categoryPath' | 'selections' | 'stockQty'> & { categoryId: number; selectionIds: number[] }>(
        db,
        sql`select k.id as "skuId", k.spu_id as "spuId", k.sku_code as "skuCode", k.price, k.original_price as "originalPrice",
              (k.status = 'on' and p.status = 'on') as "onSale", p.title, k.img, p.category_id as "categoryId",
              k.selection_ids as "selectionIds"
            from skus k
            join spus p on p.id = k.spu_id
            where k.id = any(${intArray(skuIds)})`,
      );
    },

    /** Names of attribute selections (colours, sizes), in display order. */
    async selections(): Promise<{ id: number; name: I18nText; attributeId: number; sort: number }[]> {
      return rows(db, sql`select id, name, attribute_id as "attributeId", sort from attribute_selections`);
    },

    /** The category tree as parent links. */
    async categoryParents(merchantCode: string): Promise<{ id: number; parentId: number | null }[]> {
      return rows(db, sql`select id, parent_id as "parentId" from categories where merchant_code = ${merchantCode}`);
    },

    /** Promotions of the merchant running at `now`. */
    async activePromotions(merchantCode: string, now: Date): Promise<PricingPromotion[]> {
      return rows<PricingPromotion>(
        db,
        sql`select id, code, title, description, kind, scope, category_ids as "categoryIds", sku_ids as "skuIds", threshold,
              amount_off as "amountOff", percent_off as "percentOff", gift_sku_ids as "giftSkuIds", gift_limit as "giftLimit",
              gift_qty as "giftQty", priority, stackable
            from promotions
            where merchant_code = ${merchantCode} and status = 'on' and starts_at <= ${now} and ends_at > ${now}`,
      );
    },

    async memberAddress(memberId: number, addressId: number) {
      const [row] = await rows<Record<string, string>>(
        db,
        sql`select receiver_name as "receiverName", phone_area as "phoneAreaCode", phone, area, province, district, detail
            from member_addresses where id = ${addressId} and member_id = ${memberId}`,
      );
      return row;
    },

    async cartLines(memberId: number, storeCode: string) {
      return rows<{ skuId: number; spuId: number; num: number }>(
        db,
        sql`select c.sku_id as "skuId", k.spu_id as "spuId", c.num from cart_lines c join skus k on k.id = c.sku_id
            where c.member_id = ${memberId} and c.store_code = ${storeCode} order by c.created_at, c.sku_id`,
      );
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
        ? sql`and o.status = any(array[${sql.join(statuses.map((s) => sql`${s}`), sql`, `)}]::text[])`
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
        sql`select order_id as "orderId", sku_id as "skuId", spu_id as "spuId", sku_code as "skuCode", title, img, selections, num,
              original_price as "originalPrice", price, total_discount_value as "totalDiscountValue",
              total_pay_price as "totalPayPrice", is_gift as "isGift"
            from order_lines where order_id = any(${intArray(orderIds)}) order by order_id, is_gift, id`,
      );
    },

    /**
     * The order write of takeOrder: one statement, its own transaction (no BEGIN/COMMIT round trips).
     * It locks the stock rows of the skus taken (in sku order, so two orders sharing skus never wait on
     * each other in a cycle) and checks, at that moment, that every sku has the units and still has the
     * price, original price and sale state the order was priced with (`priced`: one entry a line). Only
     * then does it insert the order (or nothing when its idempotency key is taken), take the stock with
     * the conditional update, and write lines, sales and the removal of the ordered cart lines.
     * Answers the order id, or why there is none: `stale` (a price or sale state changed), `short` (too
     * few units), or neither (the key was taken: a replay).
     */
    async placeOrder(
      order: NewOrder,
      lines: NewOrderLine[],
      take: Map<number, number>,
    ): Promise<{ id: number | undefined; stale: boolean; short: boolean }> {
      const soldBySpu = new Map<number, number>();
      for (const l of lines) soldBySpu.set(l.spuId, (soldBySpu.get(l.spuId) ?? 0) + l.num);
      const spuIds = [...soldBySpu.keys()];
      const bought = [...new Set(lines.filter((l) => !l.isGift).map((l) => l.skuId))];
      const entries = [...take].sort((a, b) => a[0] - b[0]);
      const lineValues = sql.join(
        lines.map(
          (l) => sql`(${l.skuId}::int, ${l.spuId}::int, ${l.skuCode}::text, ${JSON.stringify(l.title)}::jsonb, ${l.img}::text,
            ${JSON.stringify(l.selections)}::jsonb, ${l.num}::int, ${l.originalPrice}::int, ${l.price}::int, ${l.totalDiscountValue}::int,
            ${l.totalPayPrice}::int, ${l.isGift}::boolean, ${l.promotionId}::int)`,
        ),
        sql`, `,
      );
      const [row] = await rows<{ id: number | null; fresh: boolean; enough: boolean }>(
        db,
        sql`with want(sku_id, n) as (select * from unnest(${intArray(entries.map((e) => e[0]))}, ${intArray(entries.map((e) => e[1]))})),
          priced(sku_id, price, original_price) as (
            select * from unnest(${intArray(lines.map((l) => l.skuId))}, ${intArray(lines.map((l) => l.price))}, ${intArray(lines.map((l) => l.originalPrice))})
          ),
          fresh as (
            select count(*) = ${lines.length} as ok from priced v
              join skus k on k.id = v.sku_id and k.price = v.price and k.original_price = v.original_price and k.status = 'on'
              join spus p on p.id = k.spu_id and p.status = 'on'
          ),
          locked as (
            select s.sku_id, s.qty from sku_stocks s
            where s.store_code = ${order.storeCode} and s.sku_id = any(${intArray(entries.map((e) => e[0]))})
            order by s.sku_id
            for update
          ),
          enough as (
            select count(*) = ${entries.length} as ok from locked l join want w on w.sku_id = l.sku_id where l.qty >= w.n
          ),
          o as (
            insert into orders (order_no, member_id, merchant_code, store_code, status, take_way, pickup_store_code, delivery_address,
              remark, language_type, idempotency_key, request_hash, total_original_price, total_price, total_discount_value,
              price_rounding, total_pay_price, promotions, expires_at, created_at, updated_at)
            select ${order.orderNo}, ${order.memberId}::int, ${order.merchantCode}, ${order.storeCode}, ${order.status}, ${order.takeWay},
              ${order.pickupStoreCode}::text, ${order.deliveryAddress === null ? null : JSON.stringify(order.deliveryAddress)}::jsonb,
              ${order.remark}, ${order.languageType}, ${order.idempotencyKey}, ${order.requestHash}, ${order.totalOriginalPrice}::int,
              ${order.totalPrice}::int, ${order.totalDiscountValue}::int, ${order.priceRounding}::int, ${order.totalPayPrice}::int,
              ${JSON.stringify(order.promotions)}::jsonb, ${order.expiresAt}::timestamptz, ${order.now}::timestamptz, ${order.now}::timestamptz
            where (select ok from fresh) and (select ok from enough)
            on conflict (member_id, idempotency_key) do nothing
            returning id
          ),
          took as (
            update sku_stocks s set qty = s.qty - w.n
            from want w
            where s.sku_id = w.sku_id and s.store_code = ${order.storeCode} and s.qty >= w.n and exists (select 1 from o)
            returning 1
          ),
          ins as (
            insert into order_lines (order_id, sku_id, spu_id, sku_code, title, img, selections, num, original_price, price,
              total_discount_value, total_pay_price, is_gift, promotion_id)
            select o.id, v.* from o, (values ${lineValues}) as v
            returning 1
          ),
          sold as (
            update spus p set sales = p.sales + v.n
            from unnest(${intArray(spuIds)}, ${intArray(spuIds.map((id) => soldBySpu.get(id)!))}) as v(id, n)
            where p.id = v.id and exists (select 1 from o)
            returning 1
          ),
          uncart as (
            delete from cart_lines where member_id = ${order.memberId} and store_code = ${order.storeCode}
              and sku_id = any(${intArray(bought)}) and exists (select 1 from o)
            returning 1
          )
        select (select id from o) as id, (select ok from fresh) as fresh, (select ok from enough) as enough,
          (select count(*) from took), (select count(*) from ins), (select count(*) from sold), (select count(*) from uncart)`,
      );
      const id = row?.id ?? undefined;
      return { id: id === null ? undefined : id, stale: !row?.fresh, short: !!row?.fresh && !row?.enough };
    },

    /** Moves an order between statuses if it is still in one of `from`; answers whether it moved. */
    async transition(
      exec: Db,
      orderId: number,
      from: readonly OrderStatus[],
      to: OrderStatus,
      patch: { paymentMethod?: string; expiresAt?: Date | null; paidAt?: Date; closedAt?: Date },
      now: Date,
    ): Promise<boolean> {
      const sets = [sql`status = ${to}`, sql`updated_at = ${now}`];
      if (patch.paymentMethod !== undefined) sets.push(sql`payment_method = ${patch.paymentMethod}`);
      if (patch.expiresAt !== undefined) sets.push(sql`expires_at = ${patch.expiresAt}`);
      if (patch.paidAt !== undefined) sets.push(sql`paid_at = ${patch.paidAt}`);
      if (patch.closedAt !== undefined) sets.push(sql`closed_at = ${patch.closedAt}`);
      const done = await rows<{ id: number }>(
        exec,
        sql`update orders set ${sql.join(sets, sql`, `)}
            where id = ${orderId} and status = any(array[${sql.join(from.map((s) => sql`${s}`), sql`, `)}]::text[]) returning id`,
      );
      return done.length > 0;
    },

    /**
     * Cancels one unpaid order of a member, returning its stock; answers the skus whose stock came back,
     * or undefined when it was not cancelled.
     */
    async cancel(memberId: number, orderId: number, now: Date): Promise<number[] | undefined> {
      const done = await rows<{ id: number; skuIds: number[] }>(db, releaseStatement(sql`o.id = ${orderId} and o.member_id = ${memberId}`, 'cancelled', now));
      return done[0]?.skuIds.map(Number);
    },

    /** Expires unpaid orders past their deadline, returning their stock; answers how many, and the skus whose stock came back. */
    async expireDue(now: Date, limit = 200): Promise<{ expired: number; skuIds: number[] }> {
      const done = await rows<{ id: number; skuIds: number[] }>(
        db,
        releaseStatement(sql`o.expires_at <= ${now} and o.id in (select id from orders where status in ('pending_payment', 'reserved') and expires_at <= ${now} order by expires_at limit ${limit})`, 'expired', now),
      );
      return { expired: done.length, skuIds: (done[0]?.skuIds ?? []).map(Number) };
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

    /** Overdue unpaid orders exist? Cheap (partial index), so order calls can sweep lazily. */
    async hasDue(now: Date): Promise<boolean> {
      const [row] = await rows<{ x: number }>(
        db,
        sql`select 1 as x from orders where status in ('pending_payment', 'reserved') and expires_at <= ${now} limit 1`,
      );
      return row !== undefined;
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
