/**
 * States of a cart line (core §8), as plain values the browser may use at run time. `NORMAL` lines can be
 * ordered; every other state makes the line invalid and it is shown apart, without a price in the
 * subtotal.
 */
export const CART_LINE_STATES = ['NORMAL', 'GOODS_NOT_EXIST', 'REMOVED_FROM_SALE', 'INSUFFICIENT_STOCK', 'INVENTORY_ANOMALY', 'SOLD_OUT'] as const;
export type CartLineState = (typeof CART_LINE_STATES)[number];

/**
 * The state of a line from what the shop knows about its sku. `stockQty` null means the shop holds no
 * stock record for the sku (an inventory anomaly); a negative figure is one too.
 */
export function cartLineState(line: {
  exists: boolean;
  onSale: boolean;
  stockQty: number | null;
  num: number;
}): CartLineState {
  if (!line.exists) return 'GOODS_NOT_EXIST';
  if (!line.onSale) return 'REMOVED_FROM_SALE';
  if (line.stockQty === null || line.stockQty < 0) return 'INVENTORY_ANOMALY';
  if (line.stockQty === 0) return 'SOLD_OUT';
  if (line.num > line.stockQty) return 'INSUFFICIENT_STOCK';
  return 'NORMAL';
}
