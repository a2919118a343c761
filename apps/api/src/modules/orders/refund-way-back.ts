import { sql } from 'drizzle-orm';
import { toWire, type I18nText, type RefundWayBack, type RefundWayBackWire } from '@shop/contract';

/*
 * The payment a refund took its money back from, read the same way for the back office's refund list and
 * the member's order page and message (decision 352). A counter payment is named with the shop whose
 * counter took it: the order's pick-up shop (a counter only serves its own shop's orders).
 */

/** Columns of the way back, for a query over `order_refunds r` joined with `WAY_BACK_JOINS`. */
export const WAY_BACK_COLUMNS = sql`wp.provider as "wbProvider", coalesce(wp.method, wp.provider_method) as "wbMethod",
  wp.reference as "wbReference", ws.name as "wbShopName"`;
export const WAY_BACK_JOINS = sql`left join payments wp on wp.id = r.payment_id
  left join orders wo on wo.id = r.order_id
  left join stores ws on ws.code = wo.pickup_store_code and wp.provider = 'at_shop'`;

/**
 * How an order `o` was paid, as one column (`"paidWith"`): the method at the shop's counter, else the
 * provider, of its last settled payment. The order's page and its messages read it alike (decision 365).
 */
export const PAID_WITH = sql`(select case when p.provider = 'at_shop' then p.method else p.provider end from payments p
    where p.order_id = o.id and p.status in ('succeeded', 'refunded') order by p.completed_at desc nulls last limit 1) as "paidWith"`;

export interface WayBackRow {
  wbProvider: RefundWayBack['provider'] | null;
  wbMethod: string | null;
  wbReference: string | null;
  wbShopName: I18nText | null;
}

export function wayBackOf(r: WayBackRow): RefundWayBack | null {
  if (!r.wbProvider) return null;
  return { provider: r.wbProvider, method: r.wbMethod, reference: r.wbReference ?? '', shopName: r.wbShopName };
}

export function wayBackWire(r: WayBackRow): RefundWayBackWire | null {
  const w = wayBackOf(r);
  return w ? { provider: w.provider, method: w.method, reference: w.reference, ...toWire('shopName', w.shopName) } : null;
}
