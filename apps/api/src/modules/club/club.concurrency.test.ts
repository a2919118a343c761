import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * 200 simultaneous redemptions (50 in `npm test`) by one member whose points cover 10: exactly 10 go through, the balance
 * never goes below zero and equals the ledger's sum, the shop's stock never goes below zero. Then the same
 * with less stock than points: exactly the stock goes. Runs on PGlite, and on a PostgreSQL server when
 * DATABASE_URL is set, where the calls really run on several connections at once.
 */

let t: TestApp;
let token: string;
let memberId: number;
let skuId: number;
// 200 at once in CI's long suite (`test:api:pg`, TEST_SIZE=full); 50 in `npm test` (decision 540), still five
// times the redemptions the points allow.
const CALLERS = process.env.TEST_SIZE === 'full' ? 200 : 50;
const POINTS = 150; // Café drink voucher, limit lifted below

beforeAll(async () => {
  t = await createTestApp();
  const [sku] = await t.database.query<{ id: number; point: number }>(
    `select k.id, k.point from points_skus k join points_spus p on p.id = k.spu_id where p.title->>'en' = 'Café drink voucher'`,
  );
  expect(sku!.point).toBe(POINTS);
  skuId = sku!.id;
  await t.database.query(`update points_skus set limit_num = null where id = ${skuId}`);
  const login = await t.call('app/page/user/login', { account: '96543210', phoneAreaCode: '852', password: 'Club2026b' });
  token = login.body.data.accessToken;
  const [m] = await t.database.query<{ id: number }>(`select id from members where member_no = 'JH10000006'`);
  memberId = m!.id;
  // Not the birthday month, so every unit costs the normal points.
  await t.database.query(`update members set birth_month = null where id = ${memberId}`);
});
afterAll(() => t.close());

async function setBalance(target: number) {
  const [{ b }] = (await t.database.query<{ b: number }>(`select coalesce(sum(delta), 0)::int as b from points_ledger where member_id = ${memberId}`)) as [
    { b: number },
  ];
  if (b !== target) await t.services.points.changePoints({ memberId, delta: target - b, reason: 'adjustment', source: 'CONCURRENCY' });
}
async function ledgerSum() {
  const [{ b }] = (await t.database.query<{ b: number }>(`select coalesce(sum(delta), 0)::int as b from points_ledger where member_id = ${memberId}`)) as [
    { b: number },
  ];
  return b;
}

async function storm(run: string, stock: number) {
  await t.database.query(`update points_sku_stocks set qty = ${stock} where sku_id = ${skuId} and store_code = 'CEN'`);
  const results = await Promise.all(
    Array.from({ length: CALLERS }, (_, i) =>
      t.call('app/pointsGoods/redeem', { lines: [{ skuId, num: 1 }], pickupStoreCode: 'CEN', idempotencyKey: `${run}-storm-${i}` }, { token }),
    ),
  );
  const ok = results.filter((r) => r.status === 200);
  for (const r of ok) expect(r.body.data.totalBonus).toBeGreaterThanOrEqual(0);
  const [{ qty }] = (await t.database.query<{ qty: number }>(`select qty from points_sku_stocks where sku_id = ${skuId} and store_code = 'CEN'`)) as [
    { qty: number },
  ];
  const [{ n }] = (await t.database.query<{ n: number }>(
    `select count(*)::int as n from redemptions where member_id = ${memberId} and idempotency_key like '${run}-%'`,
  )) as [{ n: number }];
  return { results, ok, qty, n };
}

describe(`club redemptions under concurrency (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it(`${CALLERS} redemptions with points for 10 → exactly 10; balance ≥ 0 and = ledger sum; stock ≥ 0`, async () => {
    await setBalance(POINTS * 10);
    const { results, ok, qty, n } = await storm('P', 100);
    expect(ok).toHaveLength(10);
    expect(n).toBe(10);
    for (const r of results.filter((r) => r.status !== 200)) expect(r.body.errorCode, JSON.stringify(r.body)).toBe(140006);
    expect(await ledgerSum()).toBe(0);
    expect(Math.min(...ok.map((r) => r.body.data.totalBonus))).toBe(0);
    expect(qty).toBe(90);
    const sold = await t.database.query<{ total: number }>(
      `select coalesce(sum(total_points), 0)::int as total from redemptions where member_id = ${memberId}`,
    );
    expect(sold[0]!.total).toBe(POINTS * 10);
  });

  it(`${CALLERS} redemptions with points for 10 and stock for 4 → exactly 4; stock 0, never below`, async () => {
    await setBalance(POINTS * 10);
    const { results, ok, qty, n } = await storm('S', 4);
    expect(ok).toHaveLength(4);
    expect(n).toBe(4);
    for (const r of results.filter((r) => r.status !== 200)) expect([140009, 140015], JSON.stringify(r.body)).toContain(r.body.errorCode);
    expect(qty).toBe(0);
    expect(await ledgerSum()).toBe(POINTS * 6);
  });
});
