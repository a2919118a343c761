import type { ErrorKey } from './errors/index.ts';

/**
 * Invalid-line states of the preview (core §8 cart line states); '1' = valid. Here rather than with the
 * order statuses: the product page reads a line's state and needs none of those (decision 536).
 */
export const INVALID_STATUS = {
  VALID: '1',
  GOODS_NOT_EXIST: '2',
  REMOVED_FROM_SALE: '3',
  INSUFFICIENT_STOCK: '4',
  INVENTORY_ANOMALY: '5',
  SOLD_OUT: '6',
} as const;
export type InvalidStatus = (typeof INVALID_STATUS)[keyof typeof INVALID_STATUS];

/**
 * States of a cart line (core §8), as plain values the browser may use at run time. `NORMAL` lines can be
 * ordered; every other state makes the line invalid and it is shown apart, without a price in the
 * subtotal.
 */
export const CART_LINE_STATES = ['NORMAL', 'GOODS_NOT_EXIST', 'REMOVED_FROM_SALE', 'INSUFFICIENT_STOCK', 'INVENTORY_ANOMALY', 'SOLD_OUT'] as const;
export type CartLineState = (typeof CART_LINE_STATES)[number];

/**
 * The one rule for the state of a line (the cart, its guest description, the order preview and
 * takeOrder), from what the shop knows about its sku. `stockQty` null means the shop holds no stock
 * record for the sku (an inventory anomaly); a negative figure cannot be stock (the table forbids it), so
 * it is an anomaly too, not "sold out".
 */
export function cartLineState(line: { exists: boolean; onSale: boolean; stockQty: number | null; num: number }): CartLineState {
  if (!line.exists) return 'GOODS_NOT_EXIST';
  if (!line.onSale) return 'REMOVED_FROM_SALE';
  if (line.stockQty === null || line.stockQty < 0) return 'INVENTORY_ANOMALY';
  if (line.stockQty === 0) return 'SOLD_OUT';
  if (line.num > line.stockQty) return 'INSUFFICIENT_STOCK';
  return 'NORMAL';
}

/** The preview's `invalidStatus` code of each state (core §8; '1' = valid). */
export const LINE_STATE_STATUS = {
  NORMAL: INVALID_STATUS.VALID,
  GOODS_NOT_EXIST: INVALID_STATUS.GOODS_NOT_EXIST,
  REMOVED_FROM_SALE: INVALID_STATUS.REMOVED_FROM_SALE,
  INSUFFICIENT_STOCK: INVALID_STATUS.INSUFFICIENT_STOCK,
  INVENTORY_ANOMALY: INVALID_STATUS.INVENTORY_ANOMALY,
  SOLD_OUT: INVALID_STATUS.SOLD_OUT,
} as const satisfies Record<CartLineState, InvalidStatus>;

/** The entry of the error catalogue whose text (three languages) names each invalid state. */
export const LINE_STATE_ERROR = {
  GOODS_NOT_EXIST: 'CART_GOODS_NOT_EXIST',
  REMOVED_FROM_SALE: 'CART_REMOVED_FROM_SALE',
  INSUFFICIENT_STOCK: 'OUT_OF_STOCK',
  INVENTORY_ANOMALY: 'CART_INVENTORY_ANOMALY',
  SOLD_OUT: 'CART_SOLD_OUT',
} as const satisfies Record<Exclude<CartLineState, 'NORMAL'>, ErrorKey>;

/** The state a preview status code stands for. */
export const lineStateOfStatus = (status: InvalidStatus): CartLineState =>
  (Object.keys(LINE_STATE_STATUS) as CartLineState[]).find((s) => LINE_STATE_STATUS[s] === status) ?? 'NORMAL';
