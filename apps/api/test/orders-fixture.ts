import { expect } from 'vitest';
import { takeOrderTotals, type OrderTotals, type PaymentMethod } from '@shop/contract';
import type { TestApp } from './test-app.ts';

/* Orders placed and paid through the real calls, for the tests that need one. */

/** The takeOrder body of an order at a preview's totals: pick-up at a shop, or delivery to an address. */
export const takeOrderBody = (
  key: string,
  skuList: { skuId: number; num: number }[],
  totals: OrderTotals,
  where: { pickupStoreCode: string } | { addressId: number },
  paymentMethod?: PaymentMethod,
) => ({
  channel: 'PC',
  idempotencyKey: key,
  orderRequest: {
    takeWay: 'pickupStoreCode' in where ? 'pickup' : 'delivery',
    ...where,
    skuList,
    giftSkuList: [],
    languageType: 'ENG',
    ...takeOrderTotals(totals),
    ...(paymentMethod ? { paymentMethod } : {}),
  },
});

let keySeq = 0;
/**
 * The member (`token`) previews and orders `skuList` (pick-up at CWB unless told); answers the order number.
 * Priced for the way it is meant to be paid (decision 357): a pick-up order for paying at the shop (only
 * offers for any payment, so the counter can take any method), delivery for card, unless told.
 */
export async function placeOrder(
  t: TestApp,
  token: string,
  skuList: { skuId: number; num: number }[],
  where: { pickupStoreCode: string } | { addressId: number } = { pickupStoreCode: 'CWB' },
  paymentMethod: PaymentMethod = 'pickupStoreCode' in where ? 'at_shop' : 'sandbox_card',
): Promise<string> {
  const preview = (await t.call('app/page/order/preview', { skuList, giftSkuList: [], paymentMethod }, { token })).body.data as OrderTotals;
  const res = await t.call('app/page/order/takeOrder', takeOrderBody(`bo-test-${Date.now()}-${++keySeq}`, skuList, preview, where, paymentMethod), { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.order.orderNo as string;
}

/** Pays an order by sandbox card, settled as the provider's verified callback does; the order is then paid. */
export async function payBySandbox(t: TestApp, token: string, orderNo: string): Promise<void> {
  const url: string = (await t.call('app/page/order/payOrder', { orderNo, method: 'sandbox_card' }, { token })).body.data.redirectUrl;
  const info = (await t.services.orders.paymentInfo(url.split('/').pop()!))!;
  await t.services.orders.settlePayment(info.id, 'succeeded', info.amount);
  const [row] = await t.database.query<{ status: string }>(`select status from orders where order_no = '${orderNo}'`);
  expect(row!.status).toBe('paid');
}
