import { sql } from 'drizzle-orm';
import type { I18nText, LineLedger, OrderStatus } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';

/**
 * What the counter reads and writes by a member's collection code (issue 25, decision 191); a club
 * redemption's side is the club module's (`club/counter-collection.service.ts`).
 */

export interface CodeOrder {
  id: number;
  orderNo: string;
  memberId: number;
  status: OrderStatus;
  paid: boolean;
  totalPayPrice: number;
  pickupStoreCode: string;
  /** The order's language (`ENG`…): its messages' language when the member chose none. */
  languageType?: string;
}

export const counterRepo = {
  /** The open pick-up order of this shop with this number: what the counter has open (decision 410). */
  async orderIdByNumber(db: Db, storeCode: string, orderNo: string): Promise<number | undefined> {
    const [r] = await rows<{ id: number }>(
      db,
      sql`select id from orders where pickup_store_code = ${storeCode} and order_no = ${orderNo}
            and status in ('pending_payment', 'reserved', 'paid', 'ready_for_pickup')`,
    );
    return r?.id;
  },

  /** The open pick-up order of this shop with this code (the unique index allows one). */
  async orderByCode(db: Db, storeCode: string, code: string): Promise<CodeOrder | undefined> {
    const [r] = await rows<CodeOrder>(
      db,
      sql`select id, order_no as "orderNo", member_id as "memberId", status, paid_at is not null as paid,
            total_pay_price as "totalPayPrice", pickup_store_code as "pickupStoreCode", language_type as "languageType"
          from orders where pickup_store_code = ${storeCode} and collection_code = ${code}
            and status in ('pending_payment', 'reserved', 'paid', 'ready_for_pickup')`,
    );
    return r;
  },

  /** Whether an open pick-up order of another shop has this code (the counter then answers 82850, not 80140). */
  async elsewhereByCode(db: Db, storeCode: string, code: string): Promise<boolean> {
    const found = await rows<{ one: number }>(
      db,
      sql`select 1 as one from orders where pickup_store_code <> ${storeCode} and collection_code = ${code}
            and status in ('pending_payment', 'reserved', 'paid', 'ready_for_pickup') limit 1`,
    );
    return found.length > 0;
  },

  /**
   * The pick-up orders ready at a shop, oldest first (the counter's queue, issue 40): ready since the
   * history row that made them ready (else their last change), with the units still due.
   */
  async readyAt(db: Db, storeCode: string) {
    return rows<{ orderNo: string; memberId: number; readySince: Date | string; amountDue: number; units: number }>(
      db,
      sql`select o.order_no as "orderNo", o.member_id as "memberId",
            coalesce((select max(h.at) from order_history h where h.order_id = o.id and h.to_status = 'ready_for_pickup'), o.updated_at) as "readySince",
            case when o.paid_at is null then o.total_pay_price else 0 end as "amountDue",
            coalesce((select sum(l.num - l.refunded_num - l.handed_over_num) from order_lines l where l.order_id = o.id), 0)::int as units
          from orders o where o.pickup_store_code = ${storeCode} and o.status = 'ready_for_pickup'
          order by "readySince", o.id limit 200`,
    );
  },

  /** The order's lines with their ledger (decision 350): the counter lists only the units due. */
  async orderLines(db: Db, orderId: number) {
    return rows<LineLedger & { skuCode: string; img: string; isGift: boolean; title: I18nText }>(
      db,
      sql`select sku_code as "skuCode", img, num, refunded_num as "refundedNum", returned_num as "returnedNum", handed_over_num as "handedOverNum",
            is_gift as "isGift", title
          from order_lines where order_id = ${orderId} order by is_gift, id`,
    );
  },

  /**
   * The counter took an unpaid order's money: its pending pay-at-the-shop payment succeeds with the method,
   * reference and staff; a new row when none is pending (decision 191).
   */
  async takePayment(
    tx: Db,
    p: { orderId: number; amount: number; method: string; reference: string; staffId: number; at: Date; newId: string },
  ): Promise<void> {
    const done = await rows<{ id: string }>(
      tx,
      sql`update payments set status = 'succeeded', completed_at = ${p.at}, amount = ${p.amount}, method = ${p.method}, reference = ${p.reference}, staff_id = ${p.staffId}
          where order_id = ${p.orderId} and provider = 'at_shop' and status = 'pending' returning id`,
    );
    if (done.length > 0) return;
    await tx.execute(
      sql`insert into payments (id, order_id, provider, amount, status, created_at, completed_at, method, reference, staff_id)
          values (${p.newId}, ${p.orderId}, 'at_shop', ${p.amount}, 'succeeded', ${p.at}, ${p.at}, ${p.method}, ${p.reference}, ${p.staffId})`,
    );
  },
};
