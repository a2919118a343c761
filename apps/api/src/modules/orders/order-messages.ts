import { sql } from 'drizzle-orm';
import {
  orderWording,
  type I18nText,
  type Lang,
  type OrderStatus,
  type OrderTakeWay,
  type PaidWith,
  type PaymentMethod,
  type RefundWayBack,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { enqueueMessage } from '../messages/index.ts';
import { messageRecipient } from '../members/index.ts';
import { LANG_OF_TYPE } from './order-wire.ts';
import { PAID_WITH, wayBackOf, type WayBackRow } from './refund-way-back.ts';

export type OrderEvent =
  | 'order_placed'
  | 'order_reserved'
  | 'order_paid'
  | 'order_ready'
  | 'order_shipped'
  | 'order_completed'
  | 'order_refunded'
  | 'order_cancelled'
  | 'order_expired';

/** What an event knows that the order row does not. */
export interface OrderEventExtra {
  /** order_ready: the pick-up code; read from `orders.collection_code` when absent. Shown only to the member. */
  collectionCode?: string | null;
  /** order_shipped (read from the order when absent). */
  trackingNo?: string | null;
  /** order_completed: points earned; order_refunded: points taken back. */
  points?: number;
  /** order_refunded: the amount of this refund, in cents. */
  amount?: number;
  /** order_refunded: the payment the money went back to, named in the message as in the back office (decision 352). */
  paymentId?: string | null;
}

interface Facts {
  id: number;
  memberId: number;
  orderNo: string;
  languageType: string;
  total: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod | null;
  paidWith: PaidWith | null;
  paidAt: string | null;
  expiresAt: string | null;
  takeWay: OrderTakeWay;
  trackingNo: string | null;
  shopName: I18nText | null;
  opens: string | null;
  closes: string | null;
  collectionCode: string | null;
}

/** The way back of one payment, read like the refund lists read theirs (refund-way-back.ts). */
async function paymentWayBack(tx: Db, paymentId: string): Promise<RefundWayBack | null> {
  const [r] = await rows<WayBackRow>(
    tx,
    sql`select wp.provider as "wbProvider", coalesce(wp.method, wp.provider_method) as "wbMethod", wp.reference as "wbReference", ws.name as "wbShopName"
        from payments wp join orders wo on wo.id = wp.order_id left join stores ws on ws.code = wo.pickup_store_code and wp.provider = 'at_shop'
        where wp.id = ${paymentId}`,
  );
  return r ? wayBackOf(r) : null;
}

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : '');

/**
 * Tells the member about an order event: writes its messages in the caller's transaction `tx` (so they
 * exist exactly when the change committed), once per event however often the write is retried (the
 * outbox's dedupe key). Refunds name their own occurrence (`key`, e.g. `refund:<requestKey>`): an order
 * can be refunded in parts. One line at each transition: `await tellOrder(tx, order.id, 'order_paid')`.
 */
export async function tellOrder(tx: Db, orderId: number, event: OrderEvent, extra: OrderEventExtra = {}, key?: string): Promise<number> {
  const [o] = await rows<Facts>(
    tx,
    sql`select o.id, o.member_id as "memberId", o.order_no as "orderNo", o.language_type as "languageType", o.total_pay_price as total,
               o.status, o.payment_method as "paymentMethod", o.paid_at as "paidAt",
               ${PAID_WITH},
               o.expires_at as "expiresAt", o.take_way as "takeWay", o.tracking_no as "trackingNo",
               s.name as "shopName", s.opening_hours::text as opens, s.closing_hours::text as closes,
               o.collection_code as "collectionCode"
        from orders o left join stores s on s.code = o.pickup_store_code where o.id = ${orderId}`,
  );
  if (!o) return 0;
  const iso = (t: string | Date | null) => (t ? new Date(t).toISOString() : null);
  // The words follow the order as it is now, inside the transaction that changed it (decision 365).
  const w = orderWording({ ...o, takeWay: o.takeWay, paidAt: iso(o.paidAt), expiresAt: iso(o.expiresAt) });
  const base = {
    to: await messageRecipient(tx, o.memberId),
    orderId: o.id,
    language: LANG_OF_TYPE[o.languageType] as Lang | undefined,
    wording: w.key,
    ...(key ? { key: `${key}` } : {}),
  };
  const order = { orderNo: o.orderNo, total: o.total, shopName: o.shopName ?? '', w: { key: w.key, payBy: w.payBy, paidWith: w.paidWith } };
  const expiresAt = iso(o.expiresAt);
  switch (event) {
    case 'order_placed':
    case 'order_reserved':
    case 'order_paid':
    case 'order_cancelled':
    case 'order_expired':
      return enqueueMessage(tx, { ...base, event, params: order });
    case 'order_ready':
      return enqueueMessage(tx, {
        ...base,
        event,
        params: {
          ...order,
          openingHours: o.opens && o.closes ? `${hhmm(o.opens)}–${hhmm(o.closes)}` : '',
          pickupBy: expiresAt,
          collectionCode: extra.collectionCode ?? o.collectionCode,
        },
      });
    case 'order_shipped':
      return enqueueMessage(tx, { ...base, event, params: { ...order, trackingNo: extra.trackingNo ?? o.trackingNo } });
    case 'order_completed':
      return enqueueMessage(tx, { ...base, event, params: { ...order, points: extra.points ?? 0 } });
    case 'order_refunded': {
      const wayBack = extra.paymentId ? await paymentWayBack(tx, extra.paymentId) : null;
      return enqueueMessage(tx, { ...base, event, params: { ...order, amount: extra.amount ?? o.total, points: Math.abs(extra.points ?? 0), wayBack } });
    }
  }
}
