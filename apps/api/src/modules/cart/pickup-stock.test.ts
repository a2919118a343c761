import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartViewSchema, takeOrderTotals } from '@shop/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * Decision 265 (issue 25): a product sold out online but held at a shop can be put in the cart, marked
 * pick-up only at the shops that hold it, and ordered for pick-up there; the stock comes from that shop.
 */

let t: TestApp;
let token: string;
let skuId: number;

const call = (path: string, body: unknown) => t.call(path, body, { token, lang: 'en' });
const stock = async (store: string) =>
  (await t.database.query<{ qty: number }>(`select qty from sku_stocks where sku_id = ${skuId} and store_code = '${store}'`))[0]?.qty ?? 0;
const lineOf = (body: { data: unknown }) => cartViewSchema.parse(body.data).items.find((i) => i.skuId === skuId);

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.call('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' })).body.data.accessToken;
  const [row] = await t.database.query<{ id: number }>(
    `select k.id from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
      where k.status = 'on' and p.status = 'on' and s.qty >= 3 and k.weight_pricing is null order by k.id desc limit 1`,
  );
  skuId = row!.id;
  // Sold out online and at every shop but Causeway Bay, which holds 2.
  await t.database.query(`update sku_stocks set qty = 0 where sku_id = ${skuId}`);
  await t.database.query(`insert into sku_stocks (sku_id, store_code, qty) values (${skuId}, 'CWB', 2) on conflict (sku_id, store_code) do update set qty = 2`);
  t.services.orders.skusChanged([skuId]);
});
afterAll(() => t.close());

describe('shop stock in the cart', () => {
  it('accepts a product sold out online but held at a shop, marked pick-up only there, up to what the shop holds', async () => {
    const added = await call('app/cart/addCartList', { storeCode: 'ESHOP', list: [{ skuId, num: 2 }], needCheckSkuStatus: true, needCheckSkuStock: true });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(lineOf(added.body)).toMatchObject({ num: 2, state: 'NORMAL', isInvalidSku: false, stockQty: 0, pickupOnlyAt: ['CWB'] });
    // A third unit: no shop holds 3 — refused, and the cart stays as it was.
    const more = await call('app/cart/addCartList', { storeCode: 'ESHOP', list: [{ skuId, num: 1 }], needCheckSkuStatus: true, needCheckSkuStock: true });
    expect(more.status).toBe(409);
    expect(more.body.errorMessage).toBe('Insufficient stock');
    const raised = await call('app/cart/updateCartItemNumBySku', { storeCode: 'ESHOP', skuId, num: 3, needCheckSkuStock: true });
    expect(raised.status).toBe(409);
    expect(lineOf((await call('app/cart/getSmallCartList', { storeCode: 'ESHOP' })).body)?.num).toBe(2);
  });

  it('describes a guest line the same way', async () => {
    const res = await t.call('app/cart/describeCartLines', { storeCode: 'ESHOP', list: [{ skuId, num: 1 }] }, { lang: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(lineOf(res.body)).toMatchObject({ state: 'NORMAL', pickupOnlyAt: ['CWB'] });
  });

  it('a line the online shop can supply is not marked', async () => {
    await t.database.query(`update sku_stocks set qty = 5 where sku_id = ${skuId} and store_code = 'ESHOP'`);
    try {
      // The guest description reads stock fresh (the member's cart answer is kept until a published change).
      const line = lineOf((await t.call('app/cart/describeCartLines', { storeCode: 'ESHOP', list: [{ skuId, num: 2 }] }, { lang: 'en' })).body);
      expect(line).toMatchObject({ state: 'NORMAL' });
      expect(line?.pickupOnlyAt).toBeUndefined();
    } finally {
      await t.database.query(`update sku_stocks set qty = 0 where sku_id = ${skuId} and store_code = 'ESHOP'`);
    }
  });

  it('checkout sees the line as pick-up only at Causeway Bay', async () => {
    const res = await call('app/page/order/getCheckoutCart', { storeCode: 'ESHOP' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.items.find((i: { skuId: number }) => i.skuId === skuId)).toMatchObject({ num: 2, pickupOnlyAt: ['CWB'] });
  });

  it('the cart line is ordered for pick-up at Causeway Bay and the units come from there', async () => {
    const skuList = [{ skuId, num: 2 }];
    const preview = (await call('app/page/order/preview', { skuList, pickupStoreCode: 'CWB' })).body.data;
    expect(preview.stockStoreCode).toBe('CWB');
    expect(preview.invalidSkuList).toHaveLength(0);
    const taken = await call('app/page/order/takeOrder', {
      channel: 'PC',
      idempotencyKey: 'cart-pickup-12345678',
      orderRequest: { takeWay: 'pickup', pickupStoreCode: 'CWB', skuList, giftSkuList: [], languageType: 'ENG', ...takeOrderTotals(preview) },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(await stock('CWB')).toBe(0);
    expect(await stock('ESHOP')).toBe(0);
    // The ordered line left the cart; nothing is left for anyone to add.
    expect(lineOf((await call('app/cart/getSmallCartList', { storeCode: 'ESHOP' })).body)).toBeUndefined();
    const again = await call('app/cart/addCartList', { storeCode: 'ESHOP', list: [{ skuId, num: 1 }], needCheckSkuStatus: true, needCheckSkuStock: true });
    expect(again.status).toBe(409);
  });
});
