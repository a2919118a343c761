import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, preview as previewCall, takeOrder as takeOrderCall } from '@shop/contract';
import { backOfficeHelpers, staffPerFile, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { demoMember, payBySandbox, takeOrderBody } from '../../../test/orders-fixture.ts';

/*
 * Issue 37, decisions 360–361: what the product page offers, checkout orders. A cart with a piece the
 * online shop holds and a piece only Causeway Bay holds is ordered for pick-up at Causeway Bay in one
 * order: each line takes its units from its own source, and cancellation and refunds give each back to
 * it. Pieces only at two different shops: a clear answer naming which piece needs which shop.
 */

const t = testAppPerFile();
const { q } = backOfficeHelpers(t);
const staff = staffPerFile(t, { admin: 6 });
let token: string;
/** Online piece; piece only at Causeway Bay (no online stock record at all); piece only at Mong Kok. */
let online: number;
let atCwb: number;
let atMkk: number;
let keySeq = 0;

const call = (path: string, body: unknown) => t.call(path, body, { token, lang: 'en' });
const qty = async (skuId: number, store: string) =>
  (await q<{ qty: number }>(`select qty from sku_stocks where sku_id = ${skuId} and store_code = '${store}'`))[0]?.qty ?? 0;
const codeOf = async (skuId: number) => (await q<{ c: string }>(`select sku_code as c from skus where id = ${skuId}`))[0]!.c;

async function preview(skuList: { skuId: number; num: number }[], pickupStoreCode?: string) {
  const res = await call('app/page/order/preview', { skuList, ...(pickupStoreCode ? { pickupStoreCode } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return previewCall.response.parse(res.body.data);
}
async function take(skuList: { skuId: number; num: number }[], pickupStoreCode: string) {
  const totals = await preview(skuList, pickupStoreCode);
  return call('app/page/order/takeOrder', takeOrderBody(`sources-${++keySeq}-12345678`, skuList, totals, { pickupStoreCode }));
}

beforeAll(async () => {
  token = (await demoMember(t)).token;
  const ids = await q<{ id: number }>(
    `select k.id from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
      where k.status = 'on' and p.status = 'on' and s.qty >= 5 and k.weight_pricing is null order by k.id desc limit 3`,
  );
  [online, atCwb, atMkk] = ids.map((r) => r.id) as [number, number, number];
  // Sold out online (Causeway Bay's piece with no online stock record, as the seed may leave it) and
  // everywhere but its one shop, which holds 2.
  await q(`update sku_stocks set qty = 0 where sku_id in (${atCwb}, ${atMkk})`);
  await q(`delete from sku_stocks where sku_id = ${atCwb} and store_code = 'ESHOP'`);
  await q(`insert into sku_stocks (sku_id, store_code, qty) values (${atCwb}, 'CWB', 2), (${atMkk}, 'MKK', 2)
           on conflict (sku_id, store_code) do update set qty = excluded.qty`);
  t.services.orders.skusChanged();
  await call('app/cart/removeCartAll', { storeCode: 'ESHOP' });
});

describe('one order, each line from its own shop', () => {
  it('the cart and checkout say which piece is pick-up only, and where', async () => {
    const added = await call('app/cart/addCartList', {
      storeCode: 'ESHOP',
      list: [
        { skuId: online, num: 1 },
        { skuId: atCwb, num: 1 },
        { skuId: atMkk, num: 1 },
      ],
      needCheckSkuStatus: true,
      needCheckSkuStock: true,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const items = (await call('app/page/order/getCheckoutCart', { storeCode: 'ESHOP' })).body.data.items as { skuId: number; pickupOnlyAt?: string[] }[];
    expect(Object.fromEntries(items.map((i) => [i.skuId, i.pickupOnlyAt ?? null]))).toEqual({ [online]: null, [atCwb]: ['CWB'], [atMkk]: ['MKK'] });
  });

  it('pick-up at Causeway Bay: the preview takes both pieces, each from its own shop', async () => {
    const p = await preview(
      [
        { skuId: online, num: 1 },
        { skuId: atCwb, num: 1 },
      ],
      'CWB',
    );
    expect(p.invalidSkuList).toEqual([]);
    expect(Object.fromEntries(p.skuList.map((l) => [l.skuId, l.stockStoreCode]))).toEqual({ [online]: 'ESHOP', [atCwb]: 'CWB' });
  });

  it('takeOrder takes the online piece from the online shop and the other from Causeway Bay; cancel gives each back to its source', async () => {
    const before = { online: await qty(online, 'ESHOP'), onlineAtCwb: await qty(online, 'CWB'), cwb: await qty(atCwb, 'CWB') };
    const res = await take(
      [
        { skuId: online, num: 1 },
        { skuId: atCwb, num: 1 },
      ],
      'CWB',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = takeOrderCall.response.parse(res.body.data).order;
    expect(Object.fromEntries(order.lines.map((l) => [l.skuId, l.stockStoreCode]))).toEqual({ [online]: 'ESHOP', [atCwb]: 'CWB' });
    expect([await qty(online, 'ESHOP'), await qty(online, 'CWB'), await qty(atCwb, 'CWB')]).toEqual([before.online - 1, before.onlineAtCwb, before.cwb - 1]);
    // The ordered lines left the cart; the Mong Kok piece stays for its own order.
    const left = (await call('app/page/order/getCheckoutCart', { storeCode: 'ESHOP' })).body.data.items.map((i: { skuId: number }) => i.skuId);
    expect(left).toEqual([atMkk]);

    const cancelled = await call('app/page/order/cancelOrder', { orderNo: order.orderNo });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect([await qty(online, 'ESHOP'), await qty(online, 'CWB'), await qty(atCwb, 'CWB')]).toEqual([before.online, before.onlineAtCwb, before.cwb]);
  });

  it('expiry gives each line back to its source too', async () => {
    const before = [await qty(online, 'ESHOP'), await qty(atCwb, 'CWB')];
    const res = await take(
      [
        { skuId: online, num: 1 },
        { skuId: atCwb, num: 1 },
      ],
      'CWB',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect([await qty(online, 'ESHOP'), await qty(atCwb, 'CWB')]).toEqual([before[0]! - 1, before[1]! - 1]);
    await t.services.orders.expireDue(new Date(new Date(res.body.data.order.expiresAt).getTime() + 1));
    expect((await q<{ status: string }>(`select status from orders where order_no = '${res.body.data.order.orderNo}'`))[0]!.status).toBe('expired');
    expect([await qty(online, 'ESHOP'), await qty(atCwb, 'CWB')]).toEqual(before);
  });

  it('a refund with goods returned restocks each line to its source unless staff name a shop', async () => {
    const before = { online: await qty(online, 'ESHOP'), cwb: await qty(atCwb, 'CWB') };
    const res = await take(
      [
        { skuId: online, num: 1 },
        { skuId: atCwb, num: 1 },
      ],
      'CWB',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const orderNo = res.body.data.order.orderNo as string;
    await payBySandbox(t, token, orderNo);
    const refunded = await t.call('app/backOffice/orders/refund', { orderNo, reason: 'changed mind' }, { token: staff.admin, lang: 'en' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect([await qty(online, 'ESHOP'), await qty(atCwb, 'CWB')]).toEqual([before.online, before.cwb]);
    const lines = (
      await q<{ lines: { returnStoreCode?: string }[] }>(
        `select r.lines from order_refunds r join orders o on o.id = r.order_id where o.order_no = '${orderNo}'`,
      )
    )[0]!.lines;
    expect(lines.map((l) => l.returnStoreCode).sort()).toEqual(['CWB', 'ESHOP']);
  });

  it('pieces only at two different shops: the preview and takeOrder name which piece needs which shop', async () => {
    const skuList = [
      { skuId: atCwb, num: 1 },
      { skuId: atMkk, num: 1 },
    ];
    const p = await preview(skuList, 'CWB');
    expect(p.skuList.map((l) => l.skuId)).toEqual([atCwb]);
    expect(p.invalidSkuList).toHaveLength(1);
    const elsewhere = p.invalidSkuList[0]!;
    expect(elsewhere).toMatchObject({ skuId: atMkk, invalidStatus: '6', pickupOnlyAt: ['MKK'] });
    expect(elsewhere.invalidMessage).toBe('Sold out online — pick-up only at Jade Harbour Mong Kok');

    const refused = await call('app/page/order/takeOrder', takeOrderBody(`sources-two-${++keySeq}-1234`, skuList, p, { pickupStoreCode: 'CWB' }));
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe(ERRORS.ORDER_LINE_NEEDS_SHOP.code);
    expect(refused.body.errorMessage).toContain(`${await codeOf(atMkk)} — Jade Harbour Mong Kok`);
    expect(refused.body.errorMessage).not.toContain(await codeOf(atCwb));
    // Nothing was taken.
    expect([await qty(atCwb, 'CWB'), await qty(atMkk, 'MKK')]).toEqual([2, 2]);
    // Never "inventory anomaly" for a piece a shop holds, even with no online stock record.
    const delivery = await preview([{ skuId: atCwb, num: 1 }]);
    expect(delivery.invalidSkuList[0]).toMatchObject({ invalidStatus: '6', pickupOnlyAt: ['CWB'] });
  });
});
