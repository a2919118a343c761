import type { OrderTotals } from './calls/orders.calls.ts';

/**
 * The totals a takeOrder request carries: the preview's, which the server prices again and compares.
 * Its own module without zod, so the checkout chunk can use it (decision 003).
 */
export const takeOrderTotals = (t: OrderTotals) => ({
  totalPrice: t.totalPrice,
  totalOriginalPrice: t.totalOriginalPrice,
  actualPrice: t.totalPayPrice,
  totalDiscountValue: t.totalDiscountValue,
  priceRounding: t.priceRounding,
});
