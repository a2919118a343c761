import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartViewSchema } from '@shop/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let token: string;
let otherToken: string;
const STORE = 'ESHOP';

interface StockRow {
  sku_id: number;
  spu_id: number;
  qty: number;
}
/** Skus on sale with their online stock, picked from the seeded catalogue. */
let skus: StockRow[];
let offSaleSku: number;
let offSaleSpu: number;
let noStockRecordSku: number;
let soldOutSku: number;

async function login(account: string, password: string, phoneAreaCode = '852') {
  const res = await t.call('app/page/user/login', { account, phoneAreaCode, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.accessToken as string;
}

const call = (path: string, body: unknown, who: string | undefined = token, lang = 'en') => t.call(path, body, { token: who, lang });
const cartOf = async (who = token) => {
  const res = await call('app/cart/getSmallCartList', { storeCode: STORE }, who);
  expect(res.status).toBe(200);
  return cartViewSchema.parse(res.body.data);
};
const lines = async (who = token) => (await cartOf(who)).items.map((i) => ({ skuId: i.skuId, num: i.num }));

beforeAll(async () => {
  t = await createTestApp();
  token = await login('91234567', 'Jade2026a');
  otherToken = await login('13800138000', 'Jade2026b', '86');
  skus = await t.database.query<StockRow>(
    `select k.id as sku_id, k.spu_id, st.qty from skus k join spus s on s.id = k.spu_id
      join sku_stocks st on st.sku_id = k.id and st.store_code = 'ESHOP'
     where k.status = 'on' and s.status = 'on' and st.qty between 3 and 8 order by k.id limit 6`,
  );
  expect(skus.length).toBe(6);
  const [off] = await t.database.query<{ sku_id: number; spu_id: number }>(
    `select k.id as sku_id, s.id as spu_id from skus k join spus s on s.id = k.spu_id where s.status = 'off' order by k.id limit 1`,
  );
  offSaleSku = off!.sku_id;
  offSaleSpu = off!.spu_id;
  // A sku the shop holds no stock record for, and one it holds zero of: made here, not assumed.
  noStockRecordSku = skus[4]!.sku_id;
  await t.database.query(`delete from sku_stocks where sku_id = ${noStockRecordSku} and store_code = 'ESHOP'`);
  soldOutSku = skus[5]!.sku_id;
  await t.database.query(`update sku_stocks set qty = 0 where sku_id = ${soldOutSku} and store_code = 'ESHOP'`);
  // No shop holds these either: a unit held at a shop would make the line orderable for pick-up
  // (decision 265, pickup-stock.test.ts), and these lines are here to be invalid.
  await t.database.query(`update sku_stocks set qty = 0 where sku_id in (${noStockRecordSku}, ${soldOutSku}, ${skus[3]!.sku_id}) and store_code <> 'ESHOP'`);
});
afterAll(() => t.close());

const paths = [
  'app/cart/getSmallCartList',
  'app/cart/addCartList',
  'app/cart/removeCartItemBySku',
  'app/cart/removeCartAll',
  'app/cart/updateCartItemNumBySku',
  'app/collect/getUserCollectSpuIds',
  'app/collect/addCollectList',
  'app/collect/deleteCollect',
  'app/collect/removeCollectAll',
];

describe('access', () => {
  it.each(paths)('%s needs a member session (401 without one)', async (path) => {
    const res = await t.call(path, { storeCode: STORE, skuId: 1, spuId: 1, list: [], spuIdList: [] }, { lang: 'en' });
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe(10005);
  });
});

describe('addCartList', () => {
  it('adds lines, sums repeated skus, and answers the described cart', async () => {
    const [a, b] = skus;
    const res = await call('app/cart/addCartList', {
      storeCode: STORE,
      list: [
        { skuId: a!.sku_id, num: 1 },
        { skuId: b!.sku_id, num: 2 },
        { skuId: a!.sku_id, num: 1 },
      ],
      needCheckSkuStatus: true,
      needCheckSkuStock: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cart = cartViewSchema.parse(res.body.data);
    expect(cart.totalNum).toBe(4);
    const lineA = cart.items.find((i) => i.skuId === a!.sku_id)!;
    expect(lineA).toMatchObject({ num: 2, spuId: a!.spu_id, state: 'NORMAL', isInvalidSku: false, stockQty: a!.qty });
    expect(lineA.titleEng).not.toBe('');
    expect(lineA.img).toMatch(/^\/media\//);
    expect(lineA.attributes.length).toBeGreaterThan(0);
    expect(cart.totalPrice).toBe(cart.items.reduce((s, i) => s + i.price * i.num, 0));
    // The other member's cart is their own.
    expect(await lines(otherToken)).toEqual([]);
  });

  it('skips entries without skuId or num', async () => {
    const before = await lines();
    const res = await call('app/cart/addCartList', {
      storeCode: STORE,
      list: [{ skuId: skus[2]!.sku_id }, { num: 3 }, { skuId: skus[2]!.sku_id, num: 0 }, { skuId: null, num: null }],
    });
    expect(res.status).toBe(200);
    expect(await lines()).toEqual(before);
  });

  it('refuses existing plus added over the stock with "Insufficient stock" and changes nothing', async () => {
    const a = skus[0]!;
    const before = await lines();
    const existing = before.find((l) => l.skuId === a.sku_id)!.num;
    const res = await call('app/cart/addCartList', {
      storeCode: STORE,
      // A fitting line first: all or nothing, so it is not added either.
      list: [
        { skuId: skus[3]!.sku_id, num: 1 },
        { skuId: a.sku_id, num: a.qty - existing + 1 },
      ],
      needCheckSkuStatus: true,
      needCheckSkuStock: true,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ errorCode: 13003, errorMessage: 'Insufficient stock' });
    expect(await lines()).toEqual(before);
    // Exactly up to the stock is fine.
    const fits = await call('app/cart/addCartList', { storeCode: STORE, list: [{ skuId: a.sku_id, num: a.qty - existing }] });
    expect(fits.status).toBe(200);
    expect(fits.body.data.items.find((i: { skuId: number }) => i.skuId === a.sku_id).num).toBe(a.qty);
  });

  it('speaks the error in the language asked', async () => {
    const res = await call('app/cart/addCartList', { storeCode: STORE, list: [{ skuId: skus[0]!.sku_id, num: 50 }] }, token, 'zh-HK');
    expect(res.body).toEqual({ errorCode: 13003, errorMessage: '庫存不足' });
  });

  it('refuses unknown skus, goods removed from sale, and unknown shops', async () => {
    const before = await lines();
    const unknown = await call('app/cart/addCartList', { storeCode: STORE, list: [{ skuId: 99_999_999, num: 1 }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMessage).toBe('Goods not exist');
    const off = await call('app/cart/addCartList', {
      storeCode: STORE,
      list: [{ skuId: offSaleSku, num: 1 }],
      needCheckSkuStatus: true,
      needCheckSkuStock: false,
    });
    expect(off.status).toBe(409);
    expect(off.body.errorMessage).toBe('Removed from sale');
    const shop = await call('app/cart/addCartList', { storeCode: 'NOSUCHSHOP', list: [{ skuId: skus[3]!.sku_id, num: 1 }] });
    // An unknown shop is refused by the one shop resolver, as every call refuses it (404 MERCHANT_NOT_FOUND).
    expect(shop.status).toBe(404);
    expect(await lines()).toEqual(before);
  });

  it('answers 400 naming the field for bad input, cart unchanged', async () => {
    const before = await lines();
    const bad = [
      { storeCode: STORE, list: [{ skuId: skus[3]!.sku_id, num: -1 }] },
      { storeCode: STORE, list: [{ skuId: skus[3]!.sku_id, num: 1.5 }] },
      { storeCode: STORE, list: [{ skuId: 'abc', num: 1 }] },
      { storeCode: STORE, list: [{ skuId: skus[3]!.sku_id, num: 100_000 }] },
      { storeCode: STORE, list: Array.from({ length: 101 }, () => ({ skuId: skus[3]!.sku_id, num: 1 })) },
      { list: [{ skuId: skus[3]!.sku_id, num: 1 }] },
      { storeCode: STORE, list: [], extra: 1 },
      { storeCode: STORE, list: 'x' },
    ];
    for (const body of bad) {
      const res = await call('app/cart/addCartList', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.errorCode).toBe(10001);
    }
    const raw = await t.call('app/cart/addCartList', undefined, { token, raw: '{"storeCode":', lang: 'en' });
    expect(raw.status).toBe(400);
    expect(await lines()).toEqual(before);
  });
});

describe('line states', () => {
  it('describes invalid lines: sold out, no stock record, removed from sale, insufficient', async () => {
    const fresh = await login('92345678', 'Upgrade2026a');
    const add = await call(
      'app/cart/addCartList',
      {
        storeCode: STORE,
        list: [
          { skuId: soldOutSku, num: 1 },
          { skuId: noStockRecordSku, num: 1 },
          { skuId: offSaleSku, num: 1 },
          { skuId: skus[3]!.sku_id, num: 2 },
        ],
        needCheckSkuStatus: false,
        needCheckSkuStock: false,
      },
      fresh,
    );
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    await t.database.query(`update sku_stocks set qty = 1 where sku_id = ${skus[3]!.sku_id} and store_code = 'ESHOP'`);
    const cart = await cartOf(fresh);
    const state = (id: number) => cart.items.find((i) => i.skuId === id)?.state;
    expect(state(soldOutSku)).toBe('SOLD_OUT');
    expect(state(noStockRecordSku)).toBe('INVENTORY_ANOMALY');
    expect(state(offSaleSku)).toBe('REMOVED_FROM_SALE');
    expect(state(skus[3]!.sku_id)).toBe('INSUFFICIENT_STOCK');
    expect(cart.invalidCount).toBe(4);
    expect(cart.totalPrice).toBe(0);
    await t.database.query(`update sku_stocks set qty = ${skus[3]!.qty} where sku_id = ${skus[3]!.sku_id} and store_code = 'ESHOP'`);
  });

  it('describes guest lines without a session, unknown skus as Goods not exist', async () => {
    const res = await t.call('app/cart/describeCartLines', {
      storeCode: STORE,
      list: [
        { skuId: skus[1]!.sku_id, num: 1 },
        { skuId: 99_999_999, num: 2 },
      ],
    });
    expect(res.status).toBe(200);
    const cart = cartViewSchema.parse(res.body.data);
    expect(cart.items.map((i) => i.state)).toEqual(['NORMAL', 'GOODS_NOT_EXIST']);
    expect(cart.totalNum).toBe(3);
    const bad = await t.call('app/cart/describeCartLines', { storeCode: STORE, list: [{ skuId: skus[1]!.sku_id }] });
    expect(bad.status).toBe(400);
  });
});

describe('updateCartItemNumBySku', () => {
  it('sets a quantity, within the stock', async () => {
    const b = skus[1]!;
    const res = await call('app/cart/updateCartItemNumBySku', { storeCode: STORE, skuId: b.sku_id, num: 3, needCheckSkuStock: true });
    expect(res.status).toBe(200);
    expect(res.body.data.items.find((i: { skuId: number }) => i.skuId === b.sku_id).num).toBe(3);
    const before = await lines();
    const over = await call('app/cart/updateCartItemNumBySku', { storeCode: STORE, skuId: b.sku_id, num: b.qty + 1, needCheckSkuStock: true });
    expect(over.status).toBe(409);
    expect(over.body.errorCode).toBe(13003);
    expect(await lines()).toEqual(before);
  });

  it('is ignored when skuId or num is missing or 0, or the sku is not in the cart', async () => {
    const before = await lines();
    for (const body of [
      { storeCode: STORE, skuId: skus[1]!.sku_id },
      { storeCode: STORE, num: 2 },
      { storeCode: STORE, skuId: skus[1]!.sku_id, num: 0 },
      { storeCode: STORE, skuId: skus[3]!.sku_id, num: 1 },
    ]) {
      const res = await call('app/cart/updateCartItemNumBySku', body);
      expect(res.status).toBe(200);
    }
    expect(await lines()).toEqual(before);
  });

  it('answers 400 for bad input, cart unchanged', async () => {
    const before = await lines();
    for (const body of [
      { storeCode: STORE, skuId: skus[1]!.sku_id, num: -2 },
      { storeCode: STORE, skuId: skus[1]!.sku_id, num: '2' },
      { storeCode: STORE, skuId: 0, num: 2 },
      { storeCode: '', skuId: skus[1]!.sku_id, num: 2 },
    ]) {
      const res = await call('app/cart/updateCartItemNumBySku', body);
      expect(res.status).toBe(400);
    }
    expect(await lines()).toEqual(before);
  });
});

describe('removeCartItemBySku and removeCartAll', () => {
  it('removes one line, then all', async () => {
    const before = await lines();
    expect(before.length).toBe(2);
    const bad = await call('app/cart/removeCartItemBySku', { storeCode: STORE });
    expect(bad.status).toBe(400);
    const res = await call('app/cart/removeCartItemBySku', { storeCode: STORE, skuId: before[0]!.skuId });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i: { skuId: number }) => i.skuId)).toEqual([before[1]!.skuId]);
    const all = await call('app/cart/removeCartAll', { storeCode: STORE });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ items: [], totalNum: 0, totalPrice: 0 });
  });

  it('lets two concurrent adds of one member not both pass the stock check', async () => {
    const a = skus[2]!;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => call('app/cart/addCartList', { storeCode: STORE, list: [{ skuId: a.sku_id, num: a.qty }] })),
    );
    expect(results.filter((r) => r.status === 200).length).toBe(1);
    expect((await lines()).find((l) => l.skuId === a.sku_id)?.num).toBe(a.qty);
    await call('app/cart/removeCartAll', { storeCode: STORE });
  });
});

describe('wishlist (collect)', () => {
  it('adds, skips duplicates, lists newest first, deletes, empties', async () => {
    const [a, b, c] = skus.map((s) => s.spu_id);
    expect((await call('app/collect/getUserCollectSpuIds', { storeCode: STORE })).body.data).toEqual([]);
    const first = await call('app/collect/addCollectList', { storeCode: STORE, spuIdList: [a], needCheck: false });
    expect(first.status).toBe(200);
    const second = await call('app/collect/addCollectList', { storeCode: STORE, spuIdList: [a, b, b], needCheck: false });
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual([b, a]);
    const del = await call('app/collect/deleteCollect', { storeCode: STORE, spuId: a });
    expect(del.body.data).toEqual([b]);
    await call('app/collect/addCollectList', { storeCode: STORE, spuIdList: [c] });
    const all = await call('app/collect/removeCollectAll', { storeCode: STORE });
    expect(all.body.data).toEqual([]);
  });

  it('aborts the whole batch for an entry without spuId or an unknown product', async () => {
    const [a, b] = skus.map((s) => s.spu_id);
    await call('app/collect/addCollectList', { storeCode: STORE, spuIdList: [a] });
    for (const spuIdList of [
      [b, null],
      [b, undefined],
      [b, {}],
      [b, 0],
    ]) {
      const res = await call('app/collect/addCollectList', { storeCode: STORE, spuIdList });
      expect(res.status).toBe(400);
    }
    const unknown = await call('app/collect/addCollectList', { storeCode: STORE, spuIdList: [b, 99_999_999] });
    expect(unknown.status).toBe(404);
    const off = await call('app/collect/addCollectList', { storeCode: STORE, spuIdList: [b, offSaleSpu], needCheck: true });
    expect(off.status).toBe(409);
    expect((await call('app/collect/getUserCollectSpuIds', { storeCode: STORE })).body.data).toEqual([a]);
    const badDelete = await call('app/collect/deleteCollect', { storeCode: STORE, spuId: 'x' });
    expect(badDelete.status).toBe(400);
  });
});
