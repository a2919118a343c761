import type { I18nText } from './locale.ts';
import { COUNTER_PAYMENT_METHODS, type CounterPaymentMethod, type OrderStatus, type OrderTakeWay, type PaymentMethod } from './order-status.ts';

/**
 * What the member is told about an order's money, chosen from the order's real state (decision 365): the
 * success pages and every order message pick their words here, so none of them can say "paid" when
 * nothing was received, or name a deadline other than the order's real hold. Plain data in, a key and its
 * values out; the API's templates and the web's strings hold the words for each key in three languages.
 */

/** How money was received: an online method, or the counter's method for a pay-at-the-shop order. */
export type PaidWith = Exclude<PaymentMethod, 'at_shop'> | CounterPaymentMethod;
export const PAID_WITH_METHODS = ['sandbox_card', 'stripe', ...COUNTER_PAYMENT_METHODS] as const satisfies readonly PaidWith[];

export interface WordingFacts {
  status: OrderStatus;
  takeWay: OrderTakeWay;
  /** The method the member chose (`orders.payment_method`); 'at_shop' once pay at the shop was chosen. */
  paymentMethod: PaymentMethod | null;
  /**
   * The method of the payment that received the money (a succeeded payment), or null when none did: the
   * online provider, or the counter's method (the order on the wire carries it as `paidWith`, decision 397).
   */
  paidWith: PaidWith | null;
  /** When the money was received (`orders.paid_at`); null while nothing was. */
  paidAt: string | null;
  /** The order's real hold: until when an unpaid order is kept (`orders.expires_at`). */
  expiresAt: string | null;
}

export const ORDER_WORDING_KEYS = [
  /** Waiting for an online payment (delivery): pay by `payBy`. */
  'await_online',
  /** Waiting for payment, pick-up: pay online or choose to pay at the shop, by `payBy`. */
  'await_online_or_shop',
  /** Pay at the shop chosen, not yet prepared: nothing paid; pay at the shop by `payBy` (the hold). */
  'pay_at_shop',
  /** Pay at the shop, goods ready: nothing paid; collect and pay by `payBy`. */
  'ready_pay_at_shop',
  /** Money received (`paidWith`), goods being prepared. */
  'paid',
  /** Money received, goods ready at the shop. */
  'ready_paid',
  /** Money received, goods shipped. */
  'shipped_paid',
  /** Completed; paid with `paidWith` (at the counter or online). */
  'completed_paid',
  /** Cancelled before any money was received: nothing to pay, nothing charged. */
  'cancelled_unpaid',
  /** Waiting for payment past the hold: released, nothing charged. */
  'expired_unpaid',
  /** Pay at the shop, not paid and collected within the hold: released, nothing charged. */
  'expired_pay_at_shop',
  /** Refunded in full (the way back is the refund's own wording). */
  'refunded',
] as const;
export type OrderWordingKey = (typeof ORDER_WORDING_KEYS)[number];

export interface OrderWording {
  key: OrderWordingKey;
  /** The deadline the words name (ISO), present exactly for the keys that ask the member to act by it. */
  payBy: string | null;
  /** How the money was received; null when nothing was, or when only "paid at the shop" is known. */
  paidWith: PaidWith | null;
  /** Whether the words may say the order is paid: the one thing no wording may get wrong. */
  paid: boolean;
}

/** Statuses only an order whose money was received can be in (decision 045). */
const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'refunded'];

export function orderWording(o: WordingFacts): OrderWording {
  const paid = o.paidWith !== null || o.paidAt !== null || PAID_STATUSES.includes(o.status);
  const paidWith = paid ? o.paidWith : null;
  const unpaid = (key: OrderWordingKey, payBy: string | null = null): OrderWording => ({ key, payBy, paidWith: null, paid: false });
  const done = (key: OrderWordingKey): OrderWording => ({ key, payBy: null, paidWith, paid: true });
  switch (o.status) {
    case 'pending_payment':
      return unpaid(o.takeWay === 'pickup' ? 'await_online_or_shop' : 'await_online', o.expiresAt);
    case 'reserved':
      return unpaid('pay_at_shop', o.expiresAt);
    case 'paid':
      return done('paid');
    case 'ready_for_pickup':
      return paid ? done('ready_paid') : unpaid('ready_pay_at_shop', o.expiresAt);
    case 'shipped':
      return done('shipped_paid');
    case 'completed':
      // A completed order was paid: online before, or at the counter on hand-over (decision 191).
      return { key: 'completed_paid', payBy: null, paidWith, paid: true };
    case 'cancelled':
      return unpaid('cancelled_unpaid');
    case 'expired':
      return unpaid(o.paymentMethod === 'at_shop' ? 'expired_pay_at_shop' : 'expired_unpaid');
    case 'refunded':
      return done('refunded');
  }
}

/** The name of a way the money was received, as the member reads it (messages and pages). */
export const PAID_WITH_LABEL: Record<PaidWith, I18nText> = {
  sandbox_card: { zh_HK: '信用卡（沙盒測試）', zh_CN: '信用卡（沙盒测试）', en: 'credit card (sandbox)' },
  stripe: { zh_HK: '網上付款（Stripe）', zh_CN: '网上付款（Stripe）', en: 'online payment (Stripe)' },
  cash: { zh_HK: '現金', zh_CN: '现金', en: 'cash' },
  card_terminal: { zh_HK: '信用卡（分店）', zh_CN: '信用卡（门店）', en: 'card at the shop' },
  fps: { zh_HK: '轉數快', zh_CN: '转数快', en: 'FPS' },
  octopus: { zh_HK: '八達通', zh_CN: '八达通', en: 'Octopus' },
  alipay_hk: { zh_HK: 'AlipayHK', zh_CN: 'AlipayHK', en: 'AlipayHK' },
  wechat_pay: { zh_HK: 'WeChat Pay', zh_CN: '微信支付', en: 'WeChat Pay' },
};

/** The label of how an order was paid, when only "at the shop" is known (the counter's method unread). */
export const PAID_AT_SHOP_LABEL: I18nText = { zh_HK: '於分店付款', zh_CN: '于门店付款', en: 'paid at the shop' };
