import { sql } from 'drizzle-orm';
import { refundOutcome, type CounterPaymentMethod, type I18nText, type LineLedger, type OrderStatus } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { fail } from '../../lib/app-error.ts';
import { restock as restockUnits } from '../catalogue/index.ts';
import { WAY_BACK_COLUMNS, WAY_BACK_JOINS, wayBackWire, type WayBackRow } from './refund-way-back.ts';

/** Refunds of the order desk, full or per line (decision 170). */

export interface RefundRequestLine {
  lineId: number;
  num: number;
  goodsReturned: boolean;
}
export interface RefundedLine {
  lineId: number;
  skuId: number;
  spuId: number;
  skuCode: string;
  num: number;
  returnedNum: number;
  /** Units of this refund that had been handed over (a return). */
  handedBackNum: number;
  amount: number;
  /** The shop whose stock the line's units came from: where returned goods go unless staff name one (decision 361). */
  stockStoreCode: string;
}

const iso = (v: Date | string) => new Date(v).toISOString();

export const refundRepo = {
  async byKey(db: Db, orderId: number, requestKey: string): Promise<boolean> {
    const found = await rows<{ id: number }>(db, sql`select id from order_refunds where order_id = ${orderId} and request_key = ${requestKey}`);
    return found.length > 0;
  },

  /** Locks the order row and checks it is still in the status read. */
  async touch(tx: Db, orderId: number, status: OrderStatus, at: Date): Promise<boolean> {
    const done = await rows<{ id: number }>(tx, sql`update orders set updated_at = ${at} where id = ${orderId} and status = ${status} returning id`);
    return done.length > 0;
  },

  /** Every unit not yet refunded, for a full refund. */
  async linesLeft(tx: Db, orderId: number, goodsReturned: boolean): Promise<RefundRequestLine[]> {
    const list = await rows<{ lineId: number; n: number }>(
      tx,
      sql`select id as "lineId", (num - refunded_num)::int as n from order_lines where order_id = ${orderId} and refunded_num < num order by id`,
    );
    return list.map((l) => ({ lineId: l.lineId, num: l.n, goodsReturned }));
  },

  /**
   * Refunds `num` more units of a line by the contract's ledger rule (decision 350): units not handed over
   * first, then handed-over units as a return (their goods come back). The line is read under a row lock
   * and written from exactly what was read, so handed over + refunded never passes the units ordered. The
   * cents of this refund: a line's refunded amount is always floor(paid × refunded units / units), so
   * refunding every unit, in any steps, refunds exactly what was paid.
   */
  async refundLine(tx: Db, orderId: number, l: RefundRequestLine): Promise<RefundedLine> {
    const [line] = await rows<LineLedger & { skuCode: string }>(
      tx,
      sql`select sku_code as "skuCode", num, refunded_num as "refundedNum", returned_num as "returnedNum", handed_over_num as "handedOverNum"
          from order_lines where id = ${l.lineId} and order_id = ${orderId} for update`,
    );
    if (!line) return fail('REFUND_LINE_UNKNOWN');
    const out = refundOutcome(line, l.num, l.goodsReturned);
    if (!out) return fail('REFUND_TOO_MANY', { code: line.skuCode });
    const [r] = await rows<Omit<RefundedLine, 'num' | 'returnedNum' | 'handedBackNum'>>(
      tx,
      sql`update order_lines set refunded_num = ${out.after.refundedNum}, returned_num = ${out.after.returnedNum},
            handed_over_num = ${out.after.handedOverNum},
            refunded_amount = (total_pay_price::bigint * ${out.after.refundedNum} / num)::int
          where id = ${l.lineId} and refunded_num = ${line.refundedNum} and handed_over_num = ${line.handedOverNum}
          returning id as "lineId", sku_id as "skuId", spu_id as "spuId", sku_code as "skuCode", stock_store_code as "stockStoreCode",
            (refunded_amount - (total_pay_price::bigint * ${line.refundedNum} / num))::int as amount`,
    );
    if (!r) return fail('REFUND_TOO_MANY', { code: line.skuCode });
    return { ...r, num: l.num, returnedNum: out.returned, handedBackNum: out.fromHandedOver };
  },

  /**
   * Takes `amount` cents of refund from one payment of the order that received money (decision 351):
   * a conditional update, so refunded never passes received per payment even with two refunds at once.
   * The latest such payment with room first. Answers its id, or null when no payment can cover it.
   */
  async takeFromPayment(tx: Db, orderId: number, amount: number, method?: CounterPaymentMethod): Promise<string | null> {
    // A return at the counter names the method the money goes back by (decision 487).
    const ofMethod = method ? sql`and method = ${method}` : sql``;
    const [p] = await rows<{ id: string }>(
      tx,
      sql`update payments set refunded_amount = refunded_amount + ${amount}
          where id = (select id from payments where order_id = ${orderId} and status in ('succeeded', 'refunded') and refunded_amount + ${amount} <= amount ${ofMethod}
                      order by settled_at desc nulls last, id limit 1)
            and refunded_amount + ${amount} <= amount
          returning id`,
    );
    return p?.id ?? null;
  },

  /** A refund of no cents (a gift line) names the order's latest payment that received money, if any. */
  async latestReceived(tx: Db, orderId: number): Promise<string | null> {
    const [p] = await rows<{ id: string }>(
      tx,
      sql`select id from payments where order_id = ${orderId} and status in ('succeeded', 'refunded') order by settled_at desc nulls last, id limit 1`,
    );
    return p?.id ?? null;
  },

  /** Whether any payment of the order received money (an order without one is cancelled, never refunded). */
  async moneyReceived(db: Db, orderId: number): Promise<boolean> {
    const found = await rows<{ x: number }>(db, sql`select 1 as x from payments where order_id = ${orderId} and status in ('succeeded', 'refunded') limit 1`);
    return found.length > 0;
  },

  /** A physical or online shop of the merchant that can take returned goods (decision 193). */
  async storeExists(tx: Db, storeCode: string): Promise<boolean> {
    return (await rows<{ x: number }>(tx, sql`select 1 as x from stores where code = ${storeCode}`)).length > 0;
  },

  /**
   * Units that came back go to the stock of the shop named by the refund (decision 193), else each to the
   * shop its line took them from (decision 361), and off the products' sales. A shop with no stock row for
   * the sku gets one.
   */
  async restock(tx: Db, storeCode: string | null, lines: RefundedLine[]): Promise<void> {
    await restockUnits(
      tx,
      lines.map((l) => ({ skuId: l.skuId, spuId: l.spuId, storeCode: storeCode ?? l.stockStoreCode, n: l.returnedNum })),
    );
  },

  async nothingLeft(tx: Db, orderId: number): Promise<boolean> {
    const [r] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from order_lines where order_id = ${orderId} and refunded_num < num`);
    return (r?.n ?? 0) === 0;
  },

  async insert(
    tx: Db,
    r: {
      orderId: number;
      requestKey: string;
      amount: number;
      points: number;
      lines: RefundedLine[];
      staffId: number;
      reason: string;
      at: Date;
      returnStoreCode: string | null;
      paymentId: string | null;
      /** The shop staff named for returned goods; none: each line's own source. */
      namedStoreCode?: string | null;
      /** A return taken at a counter (issue 43): that shop's day counts the money given back. */
      counterStoreCode?: string | null;
    },
  ): Promise<number> {
    // Per refund line: units, of them returned (and where to: the shop named, else the line's own source, decision 361)
    // and handed back by the customer (decision 350).
    const lines = r.lines.map((l) => ({
      lineId: l.lineId,
      num: l.num,
      goodsReturned: l.returnedNum > 0,
      returnedNum: l.returnedNum,
      handedBackNum: l.handedBackNum,
      returnStoreCode: l.returnedNum > 0 ? (r.namedStoreCode ?? l.stockStoreCode) : null,
      amount: l.amount,
    }));
    const [row] = await rows<{ id: number }>(
      tx,
      sql`insert into order_refunds (order_id, request_key, amount, points, lines, staff_id, reason, at, return_store_code, payment_id, counter_store_code)
          values (${r.orderId}, ${r.requestKey}, ${r.amount}, ${r.points}, ${JSON.stringify(lines)}::jsonb, ${r.staffId}, ${r.reason}, ${r.at},
                  ${r.returnStoreCode}, ${r.paymentId}, ${r.counterStoreCode ?? null}) returning id`,
    );
    return row!.id;
  },

  async lines(db: Db, orderId: number) {
    return rows<{
      lineId: number;
      skuCode: string;
      title: I18nText;
      isGift: boolean;
      num: number;
      totalPayPrice: number;
      refundedNum: number;
      returnedNum: number;
      refundedAmount: number;
      handedOverNum: number;
    }>(
      db,
      sql`select id as "lineId", sku_code as "skuCode", title, is_gift as "isGift", num, total_pay_price as "totalPayPrice",
            refunded_num as "refundedNum", returned_num as "returnedNum", refunded_amount as "refundedAmount", handed_over_num as "handedOverNum"
          from order_lines where order_id = ${orderId} order by id`,
    );
  },

  async list(db: Db, orderId: number) {
    const list = await rows<
      WayBackRow & {
        at: Date | string;
        amount: number;
        points: number;
        staffUsername: string | null;
        reason: string;
        returnStoreCode: string | null;
        providerStatus: 'pending' | 'succeeded' | 'failed' | null;
        providerFailure: string | null;
      }
    >(
      db,
      sql`select r.at, r.amount, r.points, s.username as "staffUsername", r.reason, r.return_store_code as "returnStoreCode",
            pr.status as "providerStatus", case when pr.status = 'failed' then pr.failure end as "providerFailure", ${WAY_BACK_COLUMNS}
          from order_refunds r left join staff_users s on s.id = r.staff_id left join payment_refunds pr on pr.order_refund_id = r.id
            ${WAY_BACK_JOINS}
          where r.order_id = ${orderId} order by r.id`,
    );
    return list.map(({ wbProvider, wbMethod, wbReference, wbShopName, ...r }) => ({
      ...r,
      at: iso(r.at),
      wayBack: wayBackWire({ wbProvider, wbMethod, wbReference, wbShopName }),
    }));
  },
};
