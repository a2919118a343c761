import { sql } from 'drizzle-orm';
import type { CounterPaymentMethod, I18nText, PaidWith, WeightPrice } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';

/** What the till (issue 43) reads and writes of orders: counter sales, their payments, returns and takings. */

export interface CounterSaleRow {
  id: number;
  orderNo: string;
  memberId: number | null;
  storeCode: string;
  requestHash: string;
  createdAt: Date;
  languageType: string;
  totalOriginalPrice: number;
  totalDiscountValue: number;
  totalPayPrice: number;
  status: string;
}

// The shop of the sale: the counter's (a counter sale), or where a pick-up order was collected.
const SALE_COLUMNS = sql`id, order_no as "orderNo", member_id as "memberId", coalesce(pickup_store_code, store_code) as "storeCode", request_hash as "requestHash",
  created_at as "createdAt", language_type as "languageType", total_original_price as "totalOriginalPrice",
  total_discount_value as "totalDiscountValue", total_pay_price as "totalPayPrice", status`;

/** A sku's code matches exactly, else its code starts with the words or its title holds them. */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const tillRepo = {
  /** Pieces for the till: the exact code first, then codes and titles holding the words; with this shop's units. */
  async lookup(db: Db, storeCode: string, query: string, limit: number) {
    const like = likeOf(query);
    return rows<{
      skuId: number;
      skuCode: string;
      img: string;
      price: number;
      originalPrice: number;
      qtyHere: number;
      weightPriced: boolean;
      title: I18nText;
    }>(
      db,
      sql`select k.id as "skuId", k.sku_code as "skuCode", k.img, k.price, k.original_price as "originalPrice",
            coalesce(st.qty, 0)::int as "qtyHere", k.weight_pricing is not null as "weightPriced", p.title
          from skus_now() k join spus p on p.id = k.spu_id
          left join sku_stocks st on st.sku_id = k.id and st.store_code = ${storeCode}
          where k.status = 'on' and p.status = 'on'
            and (upper(k.sku_code) = upper(${query}) or k.sku_code ilike ${like}
                 or p.title->>'zh_HK' ilike ${like} or p.title->>'zh_CN' ilike ${like} or p.title->>'en' ilike ${like})
          order by (upper(k.sku_code) = upper(${query})) desc, coalesce(st.qty, 0) > 0 desc, k.id
          limit ${limit}`,
    );
  },

  async saleByKey(db: Db, storeCode: string, key: string): Promise<CounterSaleRow | undefined> {
    const [r] = await rows<CounterSaleRow>(
      db,
      sql`select ${SALE_COLUMNS} from orders where take_way = 'counter' and store_code = ${storeCode} and idempotency_key = ${key}`,
    );
    return r;
  },

  async saleByNo(db: Db, storeCode: string, orderNo: string): Promise<CounterSaleRow | undefined> {
    const [r] = await rows<CounterSaleRow>(
      db,
      sql`select ${SALE_COLUMNS} from orders where take_way = 'counter' and store_code = ${storeCode} and order_no = ${orderNo}`,
    );
    return r;
  },

  /** A sale's lines with their ledger and, priced by weight, the breakdown the line kept (issue 30). */
  async receiptLines(db: Db, orderId: number) {
    return rows<{
      lineId: number;
      skuId: number;
      skuCode: string;
      title: I18nText;
      num: number;
      price: number;
      totalDiscountValue: number;
      totalPayPrice: number;
      isGift: boolean;
      refundedNum: number;
      weightPrice: WeightPrice | null;
    }>(
      db,
      sql`select l.id as "lineId", l.sku_id as "skuId", l.sku_code as "skuCode", l.title, l.num, l.price, l.total_discount_value as "totalDiscountValue",
            l.total_pay_price as "totalPayPrice", l.is_gift as "isGift", l.refunded_num as "refundedNum",
            case when w.order_line_id is not null then json_build_object('metal', w.metal, 'weightMg', w.weight_mg,
              'makingMode', w.making_mode, 'makingCents', w.making_cents, 'rateId', w.gold_price_id, 'rateCents', w.rate_cents,
              'rateAt', g.recorded_at, 'metalCents', w.metal_cents, 'makingChargeCents', w.making_charge_cents) end as "weightPrice"
          from order_lines l left join order_line_weights w on w.order_line_id = l.id left join gold_prices g on g.id = w.gold_price_id
          where l.order_id = ${orderId} order by l.is_gift, l.id`,
    );
  },

  /** Who rang the sale up: the staff account of its history row. */
  async saleStaff(db: Db, orderId: number): Promise<string> {
    const [r] = await rows<{ username: string }>(
      db,
      sql`select s.username from order_history h join staff_users s on s.id = h.staff_id
          where h.order_id = ${orderId} and h.action = 'counterSale' limit 1`,
    );
    return r?.username ?? '';
  },

  /**
   * What the counter may take back at this shop (decision 487): its own counter sales, and pick-up orders
   * collected here (paid online or at the counter).
   */
  async returnableByNo(db: Db, storeCode: string, orderNo: string): Promise<(CounterSaleRow & { takeWay: string }) | undefined> {
    const [r] = await rows<CounterSaleRow & { takeWay: string }>(
      db,
      sql`select ${SALE_COLUMNS}, take_way as "takeWay" from orders where order_no = ${orderNo}
            and ((take_way = 'counter' and store_code = ${storeCode}) or (take_way = 'pickup' and pickup_store_code = ${storeCode}))`,
    );
    return r;
  },

  async refundAmount(db: Db, orderId: number, requestKey: string): Promise<number> {
    const [r] = await rows<{ n: number }>(db, sql`select amount as n from order_refunds where order_id = ${orderId} and request_key = ${requestKey}`);
    return r?.n ?? 0;
  },

  /** The sale is paid and handed over as it is written: completed, closed, every unit handed over. */
  async complete(tx: Db, orderId: number, at: Date, pricedKind: string): Promise<void> {
    await tx.execute(
      sql`update orders set paid_at = ${at}, closed_at = ${at}, expires_at = null, priced_payment_kind = ${pricedKind}, updated_at = ${at}
          where id = ${orderId}`,
    );
    await tx.execute(sql`update order_lines set handed_over_num = num where order_id = ${orderId}`);
  },

  async addPayment(
    tx: Db,
    p: { id: string; orderId: number; amount: number; method: CounterPaymentMethod; reference: string; tendered: number | null; staffId: number; at: Date },
  ): Promise<void> {
    await tx.execute(
      sql`insert into payments (id, order_id, provider, amount, status, created_at, completed_at, method, reference, staff_id, tendered)
          values (${p.id}, ${p.orderId}, 'at_shop', ${p.amount}, 'succeeded', ${p.at}, ${p.at}, ${p.method}, ${p.reference}, ${p.staffId}, ${p.tendered})`,
    );
  },

  async payments(db: Db, orderId: number) {
    return rows<{ id: string; method: PaidWith; amount: number; reference: string; refunded: number; tendered: number | null }>(
      db,
      sql`select id, coalesce(method, provider) as method, amount, reference, refunded_amount as refunded, tendered from payments
          where order_id = ${orderId} and status in ('succeeded', 'refunded') order by created_at, id`,
    );
  },

  /**
   * The return a sale was rung up against in an exchange (decision 515): the earlier order, the units that
   * came back with the cents each gave, the credit and the counter method it came from.
   */
  async exchangeOf(db: Db, saleId: number) {
    const [r] = await rows<{
      fromOrderNo: string;
      credit: number;
      method: CounterPaymentMethod;
      lines: { skuCode: string; title: I18nText; num: number; amount: number }[];
    }>(
      db,
      sql`select o.order_no as "fromOrderNo", r.amount as credit, p.method,
            (select coalesce(json_agg(json_build_object('skuCode', l.sku_code, 'title', l.title, 'num', (x->>'num')::int, 'amount', (x->>'amount')::int)
                     order by l.id), '[]') from jsonb_array_elements(r.lines) x join order_lines l on l.id = (x->>'lineId')::int) as lines
          from order_refunds r join orders o on o.id = r.order_id join payments p on p.id = r.payment_id
          where r.exchange_order_id = ${saleId}`,
    );
    return r;
  },

  /** The refund of an exchange names the sale it credited (decision 515). */
  async linkExchange(tx: Db, orderId: number, requestKey: string, saleId: number): Promise<void> {
    await tx.execute(sql`update order_refunds set exchange_order_id = ${saleId} where order_id = ${orderId} and request_key = ${requestKey}`);
  },

  async refundedOf(db: Db, orderId: number): Promise<number> {
    const [r] = await rows<{ n: number }>(db, sql`select coalesce(sum(amount), 0)::int as n from order_refunds where order_id = ${orderId}`);
    return r?.n ?? 0;
  },

  /**
   * A shop's takings between two instants (its day): counter payments taken there (sales rung up and
   * pick-ups paid at its counter) and money its counter gave back, per method and staff account.
   */
  async takings(db: Db, storeCode: string, from: Date, to: Date) {
    const taken = await rows<{ staffUsername: string; method: CounterPaymentMethod; sales: number; taken: number }>(
      db,
      sql`select coalesce(s.username, '') as "staffUsername", p.method, count(distinct o.id) filter (where o.take_way = 'counter')::int as sales,
            sum(p.amount)::int as taken
          from payments p join orders o on o.id = p.order_id left join staff_users s on s.id = p.staff_id
          where p.provider = 'at_shop' and p.method is not null and p.completed_at >= ${from} and p.completed_at < ${to}
            and coalesce(o.pickup_store_code, o.store_code) = ${storeCode} and p.status in ('succeeded', 'refunded')
          group by 1, 2`,
    );
    const refunded = await rows<{ staffUsername: string; method: CounterPaymentMethod; refunded: number; returns: number }>(
      db,
      sql`select coalesce(s.username, '') as "staffUsername", p.method, sum(r.amount)::int as refunded, count(*)::int as returns
          from order_refunds r join payments p on p.id = r.payment_id left join staff_users s on s.id = r.staff_id
          where r.counter_store_code = ${storeCode} and r.at >= ${from} and r.at < ${to} and p.method is not null
          group by 1, 2`,
    );
    const [sales] = await rows<{ n: number; total: number }>(
      db,
      sql`select count(*)::int as n, coalesce(sum(total_pay_price), 0)::int as total from orders
          where take_way = 'counter' and store_code = ${storeCode} and created_at >= ${from} and created_at < ${to}`,
    );
    return { taken, refunded, salesCount: sales?.n ?? 0, salesTotal: sales?.total ?? 0 };
  },
};
