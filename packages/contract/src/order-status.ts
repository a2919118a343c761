/**
 * Order statuses and who may move an order between them (docs/decisions/045-order-statuses.md).
 * Plain data: the API enforces it, the web app reads it to show only the actions that can succeed.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'reserved',
  'paid',
  'ready_for_pickup',
  'shipped',
  'completed',
  'cancelled',
  'expired',
  /** Paid, then refunded in full by the merchant (back office); the stock returned. Decision 133. */
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderAction =
  'pay' | 'payAtShop' | 'cancel' | 'confirmReceipt' | 'expire' | 'paymentSucceeded' | 'prepare' | 'ship' | 'handOver' | 'autoComplete' | 'refund';

/** action → the statuses it may start from and where it leads. */
export const ORDER_TRANSITIONS: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  /** Card payment confirmed by the provider's signed callback. */
  paymentSucceeded: { from: ['pending_payment'], to: 'paid' },
  /** Starting a card payment keeps the order waiting for payment. */
  pay: { from: ['pending_payment'], to: 'pending_payment' },
  /** "Pay at the shop on pick-up": stock stays held for the pick-up window. Pick-up orders only. */
  payAtShop: { from: ['pending_payment'], to: 'reserved' },
  /** Member cancels an unpaid order; the stock returns. */
  cancel: { from: ['pending_payment', 'reserved'], to: 'cancelled' },
  /**
   * The sweeper: unpaid past the deadline; the stock returns. `ready_for_pickup` only while unpaid (a
   * pay-at-the-shop order the merchant prepared and nobody collected; decision 190).
   */
  expire: { from: ['pending_payment', 'reserved', 'ready_for_pickup'], to: 'expired' },
  /**
   * Back office (role 6): goods ready at the pick-up shop. A `reserved` (pay at the shop) order is
   * prepared like a paid one and stays unpaid until the counter takes the money (decision 190).
   */
  prepare: { from: ['paid', 'reserved'], to: 'ready_for_pickup' },
  /** Back office (role 6): a paid delivery order handed to the courier. */
  ship: { from: ['paid'], to: 'shipped' },
  /**
   * The counter of the pick-up shop, on the member's collection code: takes the payment when the order is
   * unpaid and hands over, in one step (decisions 133, 191). The only way a pick-up order is completed.
   */
  handOver: { from: ['ready_for_pickup'], to: 'completed' },
  /** The sweeper: a shipped delivery order the member has not confirmed N days after shipping (decision 190). */
  autoComplete: { from: ['shipped'], to: 'completed' },
  /** Back office (role 6): a paid order refunded in full; stock and the order's points come back. */
  refund: { from: ['paid', 'ready_for_pickup', 'shipped', 'completed'], to: 'refunded' },
  /** Member confirms receipt of a shipped delivery order; pick-up orders are completed at the counter only. */
  confirmReceipt: { from: ['shipped'], to: 'completed' },
};

export const canDo = (action: OrderAction, status: OrderStatus): boolean => (ORDER_TRANSITIONS[action].from as readonly string[]).includes(status);

/** What a member may do with an order, by what the order is: the member's pages show exactly these. */
export type MemberOrderAction = 'pay' | 'cancel' | 'confirmReceipt';

/**
 * The member's actions that can succeed on an order now (the server checks the same): pay while waiting for
 * payment, cancel while unpaid and not yet prepared, confirm receipt of a shipped delivery order only.
 */
export function memberOrderActions(o: { status: OrderStatus; takeWay: OrderTakeWay }): MemberOrderAction[] {
  const out: MemberOrderAction[] = [];
  if (canDo('pay', o.status)) out.push('pay');
  if (canDo('cancel', o.status)) out.push('cancel');
  if (o.takeWay === 'delivery' && canDo('confirmReceipt', o.status)) out.push('confirmReceipt');
  return out;
}

/** How an order reaches its buyer; `counter`: a walk-in sale rung up at a shop's till (issue 43, decision 485). */
export const ORDER_TAKE_WAYS = ['pickup', 'delivery', 'counter'] as const;
export type OrderTakeWay = (typeof ORDER_TAKE_WAYS)[number];

/** Methods the counter takes a pay-at-the-shop order's money with (decision 191). */
export const COUNTER_PAYMENT_METHODS = ['cash', 'card_terminal', 'fps', 'octopus', 'alipay_hk', 'wechat_pay'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

/** A collection code: six digits, unique among one shop's open pick-up orders and waiting redemptions. */
export const COLLECTION_CODE_PATTERN = /^[0-9]{6}$/;
/** Wrong codes one counter account may type within COLLECTION_CODE_WINDOW_MS before it is refused (429). */
export const COLLECTION_CODE_MAX_WRONG = 20;
export const COLLECTION_CODE_WINDOW_MS = 15 * 60_000;
/** Wrong codes all counter accounts of one shop may type together within the window (issue 38, decision 390). */
export const COLLECTION_CODE_SHOP_MAX_WRONG = 60;
/** Wrong codes typed for one named redemption within the window, whichever account or shop (decision 390). */
export const COLLECTION_CODE_TARGET_MAX_WRONG = 5;

// The preview's invalid-line states (INVALID_STATUS) are in cart-lines.ts, beside the states they name.

/** `stripe`: Stripe Checkout (cards, Apple Pay / Google Pay, Alipay, WeChat Pay), when configured (decision 290). */
export const PAYMENT_METHODS = ['at_shop', 'sandbox_card', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
