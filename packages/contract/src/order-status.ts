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
  | 'pay'
  | 'payAtShop'
  | 'cancel'
  | 'confirmReceipt'
  | 'expire'
  | 'paymentSucceeded'
  | 'prepare'
  | 'ship'
  | 'handOver'
  | 'refund';

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
  /** The sweeper: unpaid past the deadline; the stock returns. */
  expire: { from: ['pending_payment', 'reserved'], to: 'expired' },
  /** Back office (role 6): goods ready at the pick-up shop (pick-up orders), or handed to the courier (delivery). */
  prepare: { from: ['paid'], to: 'ready_for_pickup' },
  ship: { from: ['paid'], to: 'shipped' },
  /** Counter staff of the pick-up shop (or role 6) hand a ready order to the member; decision 133. */
  handOver: { from: ['ready_for_pickup'], to: 'completed' },
  /** Back office (role 6): a paid order refunded in full; stock and the order's points come back. */
  refund: { from: ['paid', 'ready_for_pickup', 'shipped', 'completed'], to: 'refunded' },
  /** Member confirms receipt (or pick-up). */
  confirmReceipt: { from: ['paid', 'ready_for_pickup', 'shipped'], to: 'completed' },
};

export const canDo = (action: OrderAction, status: OrderStatus): boolean =>
  (ORDER_TRANSITIONS[action].from as readonly string[]).includes(status);

/** Invalid-line states of the preview (core §8 cart line states); '1' = valid. */
export const INVALID_STATUS = {
  VALID: '1',
  GOODS_NOT_EXIST: '2',
  REMOVED_FROM_SALE: '3',
  INSUFFICIENT_STOCK: '4',
  INVENTORY_ANOMALY: '5',
  SOLD_OUT: '6',
} as const;
export type InvalidStatus = (typeof INVALID_STATUS)[keyof typeof INVALID_STATUS];

export const PAYMENT_METHODS = ['at_shop', 'sandbox_card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
