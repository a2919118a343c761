import { sql } from 'drizzle-orm';
import type { I18nText, PaymentCondition, PricedKind } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { intArray, rows } from '../../db/sql.ts';
import type { AppliedPromotion, PricingPromotion } from './pricing.ts';
import { PROMOTION_COLUMNS } from './pricing.repository.ts';

/** What re-pricing an unpaid order for another kind of payment reads and writes (decision 357). */

export interface RepriceOrder {
  id: number;
  orderNo: string;
  merchantCode: string;
  createdAt: Date;
  pricedPaymentKind: PricedKind;
  totalPayPrice: number;
  promotions: (Omit<AppliedPromotion, 'paymentCondition'> & { paymentCondition?: PaymentCondition })[];
}

export interface RepriceLine {
  id: number;
  skuId: number;
  spuId: number;
  skuCode: string;
  title: I18nText;
  img: string;
  num: number;
  price: number;
  originalPrice: number;
  isGift: boolean;
  promotionId: number | null;
  categoryId: number | null;
}

export const repricingRepo = {
  async order(db: Db, orderId: number): Promise<RepriceOrder | undefined> {
    const [o] = await rows<RepriceOrder>(
      db,
      sql`select id, order_no as "orderNo", merchant_code as "merchantCode", created_at as "createdAt",
            priced_payment_kind as "pricedPaymentKind", total_pay_price as "totalPayPrice", promotions
          from orders where id = ${orderId}`,
    );
    return o && { ...o, createdAt: new Date(o.createdAt) };
  },

  async lines(db: Db, orderId: number): Promise<RepriceLine[]> {
    return rows<RepriceLine>(
      db,
      sql`select l.id, l.sku_id as "skuId", l.spu_id as "spuId", l.sku_code as "skuCode", l.title, l.img, l.num, l.price,
            l.original_price as "originalPrice", l.is_gift as "isGift", l.promotion_id as "promotionId", p.category_id as "categoryId"
          from order_lines l left join spus p on p.id = l.spu_id where l.order_id = ${orderId} order by l.id`,
    );
  },

  async categoryParents(db: Db, merchantCode: string): Promise<{ id: number; parentId: number | null }[]> {
    return rows(db, sql`select id, parent_id as "parentId" from categories where merchant_code = ${merchantCode}`);
  },

  /** The conditions of promotions by id, for applied promotions kept before the condition existed. */
  async conditions(db: Db, ids: readonly number[]): Promise<Map<number, PaymentCondition>> {
    if (ids.length === 0) return new Map();
    const found = await rows<{ id: number; c: PaymentCondition }>(db, sql`select id, payment_condition as c from promotions where id = any(${intArray(ids)})`);
    return new Map(found.map((r) => [r.id, r.c]));
  },

  /**
   * The promotions whose period held the order's creation: the offers the order was priced among. One
   * ended by staff since has its end moved to that moment, so it still counts for orders placed before.
   */
  async promotionsAt(db: Db, merchantCode: string, at: Date): Promise<PricingPromotion[]> {
    return rows<PricingPromotion>(
      db,
      sql`select ${PROMOTION_COLUMNS} from promotions
          where merchant_code = ${merchantCode} and starts_at <= ${at} and ends_at > ${at}`,
    );
  },

  /**
   * Writes the new price of an unpaid order: each ordered line's discount and amount, the order's totals,
   * applied promotions and priced kind, and the pending pay-at-the-shop payment's amount. Only while the
   * order is unpaid and still at `fromTotal`; answers whether it was.
   */
  async write(
    tx: Db,
    p: {
      orderId: number;
      fromTotal: number;
      kind: PricedKind;
      lines: { skuId: number; totalDiscountValue: number; totalPayPrice: number; promotionId: number | null }[];
      totalDiscountValue: number;
      priceRounding: number;
      totalPayPrice: number;
      promotions: AppliedPromotion[];
      at: Date;
    },
  ): Promise<boolean> {
    const moved = await rows<{ id: number }>(
      tx,
      sql`update orders set total_discount_value = ${p.totalDiscountValue}, price_rounding = ${p.priceRounding},
            total_pay_price = ${p.totalPayPrice}, promotions = ${JSON.stringify(p.promotions)}::jsonb,
            priced_payment_kind = ${p.kind}, updated_at = ${p.at}
          where id = ${p.orderId} and paid_at is null and total_pay_price = ${p.fromTotal} returning id`,
    );
    if (moved.length === 0) return false;
    for (const l of p.lines) {
      await tx.execute(
        sql`update order_lines set total_discount_value = ${l.totalDiscountValue}, total_pay_price = ${l.totalPayPrice}, promotion_id = ${l.promotionId}
            where order_id = ${p.orderId} and sku_id = ${l.skuId} and not is_gift`,
      );
    }
    await tx.execute(sql`update payments set amount = ${p.totalPayPrice} where order_id = ${p.orderId} and provider = 'at_shop' and status = 'pending'`);
    return true;
  },
};
