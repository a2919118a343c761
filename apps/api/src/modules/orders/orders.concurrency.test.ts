import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeOrderTotals } from '@shop/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * Never oversell: 100 simultaneous takeOrder calls for a sku with 10 units → exactly 10 orders, stock 0,
 * never negative; 20 runs in a row on one app (stock reset between runs). Runs on PGlite, and on a
 * PostgreSQL server when DATABASE_URL is set (CI).
 */

let t: TestApp;
let token: string;
let skuId: number;
let totals: { totalPrice: number; totalOriginalPrice: number; totalPayPrice: number; totalDiscountValue: number; priceRounding: number };

// Twenty bursts in CI's long suite (`test:api:pg` sets TEST_SIZE=full, on a PostgreSQL server where the
// callers really overlap); five in `npm test` on the embedded database, which takes them one at a time anyway
// (decision 540).
const RUNS = process.env.TEST_SIZE === 'full' ? 20 : 5;
const CALLERS = 100;
const STOCK = 10;

const body = (key: string) => ({
  channel: 'PC',
  idempotencyKey: key,
  orderRequest: {
    takeWay: 'pickup',
    pickupStoreCode: 'CEN',
    skuList: [{ skuId, num: 1 }],
    languageType: 'ENG',
    ...takeOrderTotals(totals),
  },
});

beforeAll(async () => {
  // One member places many unpaid orders here: the open-order cap (decision 186) is tested elsewhere.
  t = await createTestApp({ env: { ORDER_OPEN_MAX: '100000', ORDER_OPEN_UNITS_MAX: '1000000' } });
  token = (await t.call('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' })).body.data.accessToken;
  const [row] = await t.database.query<{ id: number }>(
    `select k.id from skus k join spus p on p.id = k.spu_id join sku_stocks s on s.sku_id = k.id and s.store_code = 'ESHOP'
     where k.status = 'on' and p.status = 'on' and s.qty > 0 order by k.id desc limit 1`,
  );
  skuId = row!.id;
  // Pick-up orders take a shop's own stock once the online stock is gone (decision 192): here only the
  // online stock is raced, so the shops hold none of this sku.
  await t.database.query(`update sku_stocks set qty = 0 where sku_id = ${skuId} and store_code <> 'ESHOP'`);
  totals = (await t.call('app/page/order/preview', { skuList: [{ skuId, num: 1 }] })).body.data;
});
afterAll(async () => t?.close());

describe(`${CALLERS} simultaneous orders for ${STOCK} units`, () => {
  it(`sells exactly ${STOCK}, ${RUNS} runs in a row (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, async () => {
    for (let run = 0; run < RUNS; run++) {
      await t.database.query(`update sku_stocks set qty = ${STOCK} where sku_id = ${skuId} and store_code = 'ESHOP'`);
      const before = Number((await t.database.query<{ n: number }>(`select count(*)::int as n from orders`))[0]!.n);
      const results = await Promise.all(
        Array.from({ length: CALLERS }, (_, i) => t.call('app/page/order/takeOrder', body(`run-${run}-caller-${i}`), { token, lang: 'en' })),
      );
      const ok = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status !== 200);
      expect(ok).toHaveLength(STOCK);
      // Refused either at the conditional update (13003) or, once stock reads 0, at pricing (sold out → 40501).
      for (const r of refused) {
        expect(r.status).toBe(409);
        expect([13003, 40501]).toContain(r.body.errorCode);
      }
      const [{ qty }] = (await t.database.query<{ qty: number }>(`select qty from sku_stocks where sku_id = ${skuId} and store_code = 'ESHOP'`)) as [
        { qty: number },
      ];
      expect(qty).toBe(0);
      const after = Number((await t.database.query<{ n: number }>(`select count(*)::int as n from orders`))[0]!.n);
      expect(after - before).toBe(STOCK);
    }
    const negative = await t.database.query(`select 1 from sku_stocks where qty < 0`);
    expect(negative).toHaveLength(0);
  }, 300_000);

  it('a key replayed at the same time creates one order', async () => {
    await t.database.query(`update sku_stocks set qty = ${STOCK} where sku_id = ${skuId} and store_code = 'ESHOP'`);
    const before = Number((await t.database.query<{ n: number }>(`select count(*)::int as n from orders`))[0]!.n);
    const results = await Promise.all(Array.from({ length: 20 }, () => t.call('app/page/order/takeOrder', body('same-key-for-all'), { token })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.data.order.orderNo)).size).toBe(1);
    expect(results.filter((r) => !r.body.data.replayed)).toHaveLength(1);
    const after = Number((await t.database.query<{ n: number }>(`select count(*)::int as n from orders`))[0]!.n);
    expect(after - before).toBe(1);
    const [{ qty }] = (await t.database.query<{ qty: number }>(`select qty from sku_stocks where sku_id = ${skuId} and store_code = 'ESHOP'`)) as [
      { qty: number },
    ];
    expect(qty).toBe(STOCK - 1);
  });
});
