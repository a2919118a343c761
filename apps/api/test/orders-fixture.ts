import { expect } from 'vitest';
import { takeOrderTotals, type OrderTotals, type PaymentMethod } from '@shop/contract';
import { DEMO_MEMBER_LOGIN, staffToken } from './staff-login.ts';
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

/** The demo member signed in: its token and member id. */
export async function demoMember(t: TestApp): Promise<{ token: string; id: number }> {
  const res = await t.call('app/page/user/login', DEMO_MEMBER_LOGIN);
  if (res.status !== 200) throw new Error(`member login: ${JSON.stringify(res.body)}`);
  const [row] = await t.database.query<{ id: number }>(`select id from members where member_no = 'JH10000001'`);
  return { token: res.body.data.accessToken as string, id: row!.id };
}

/**
 * A sku on sale with at least 5 units online (and `where`, over `k` skus), a different one each call from
 * `offset` on: each test file takes its own range, so files never order the same goods.
 */
export function skuSource(q: <T>(sql: string) => Promise<T[]>, offset: number, where = 'true') {
  let next = offset;
  return async (): Promise<number> => {
    const [row] = await q<{ id: number }>(`
      select k.id from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
      where k.status = 'on' and p.status = 'on' and s.qty >= 5 and (${where}) order by k.id offset ${next++} limit 1`);
    return row!.id;
  };
}

/** Units of a sku at a shop (0 where it has no row). */
export async function stockAt(t: TestApp, skuId: number, store: string): Promise<number> {
  const [row] = await t.database.query<{ qty: number }>(`select qty from sku_stocks where sku_id = ${skuId} and store_code = '${store}'`);
  return row?.qty ?? 0;
}

/** An order's status as stored. */
export async function orderStatus(t: TestApp, orderNo: string): Promise<string> {
  const [row] = await t.database.query<{ status: string }>(`select status from orders where order_no = '${orderNo}'`);
  return row!.status;
}

/** The member's order detail (what the member's order page reads). */
export async function memberOrder(t: TestApp, token: string, orderNo: string) {
  return (await t.call('app/page/order/getOrderDetail', { orderNo }, { token })).body.data;
}

/**
 * A pick-up order for one unit of `skuId` at `shop`, paid at the shop (reserved) and prepared by `adminToken`:
 * ready at the counter; its number and the member's collection code.
 */
export async function readyAtShop(
  t: TestApp,
  memberToken: string,
  adminToken: string,
  skuId: number,
  shop = 'CWB',
): Promise<{ orderNo: string; code: string }> {
  const orderNo = await placeOrder(t, memberToken, [{ skuId, num: 1 }], { pickupStoreCode: shop });
  const paid = await t.call('app/page/order/payOrder', { orderNo, method: 'at_shop' }, { token: memberToken });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const prepared = await t.call('app/backOffice/orders/prepare', { orderNo }, { token: adminToken, lang: 'en' });
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  return { orderNo, code: (await memberOrder(t, memberToken, orderNo)).collectionCode as string };
}

/** The first sku on sale online, given 100 units there so a file's orders never run out (the app is told). */
export async function stockedSku(t: TestApp): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    `select k.id from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
     where k.status = 'on' and p.status = 'on' and s.qty > 0 order by k.id limit 1`,
  );
  await t.database.query(`update sku_stocks set qty = 100 where sku_id = ${row!.id} and store_code = 'ESHOP'`);
  t.services.orders.skusChanged([row!.id]);
  return row!.id;
}

/** The people of the counter tests, signed in: the demo member (token and id), counter staff (role 2), the merchant admin (role 6). */
export async function deskSignIn(t: TestApp) {
  const member = await demoMember(t);
  return { memberToken: member.token, memberId: member.id, counter: await staffToken(t, 2), admin: await staffToken(t, 6) };
}
