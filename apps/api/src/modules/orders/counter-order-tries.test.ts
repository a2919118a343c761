import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTION_CODE_TARGET_MAX_WRONG } from '@shop/contract';
import { backOfficeHelpers, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { waitingRedemption } from '../../../test/member-fixture.ts';
import { deskSignIn, orderStatus, readyAtShop, skuSource } from '../../../test/orders-fixture.ts';
import { shopManagerAt } from '../../../test/staff-login.ts';

/*
 * Issue 38, decision 410: wrong collection codes are limited per order too where the counter names the
 * order it has open — from any account of the shop — and such a try opens that order alone. All the
 * allowances (account, shop, order, redemption) are one table, claimed one way.
 */

const t = testAppPerFile();
const { q } = backOfficeHelpers(t);

let memberToken: string, memberId: number, counter: string, admin: string;
let manager: string;

beforeAll(async () => {
  ({ memberToken, memberId, counter, admin } = await deskSignIn(t));
  manager = await shopManagerAt(t, 'CWB'); // a second counter account at the same shop (Causeway Bay)
});

beforeEach(async () => {
  await q(`delete from collection_code_scope_tries`);
});

const sku = skuSource(q, 70);
/** A pick-up order at Causeway Bay, paid at the shop and prepared: its number and the member's code. */
const ready = async () => readyAtShop(t, memberToken, admin, await sku());
const statusOf = (orderNo: string) => orderStatus(t, orderNo);
const atCounter = (path: 'find' | 'handOver', body: Record<string, unknown>, token = counter) =>
  t.call(`app/backOffice/counter/${path}`, body, { token, lang: 'en' });
const cash = { payment: { method: 'cash', reference: '' } };
/** Six digits that are no open order's or redemption's code. */
async function wrongCode(): Promise<string> {
  const used = new Set(
    (
      await q<{ c: string }>(
        `select collection_code as c from orders where collection_code is not null union select collection_code from redemptions where collection_code is not null`,
      )
    ).map((r) => r.c),
  );
  let n = 100_000 + Math.floor(Math.random() * 800_000);
  while (used.has(String(n))) n++;
  return String(n);
}

describe('wrong codes per order, where the counter names the order it has open', () => {
  it(`${COLLECTION_CODE_TARGET_MAX_WRONG} wrong codes against one order, from any account: that order waits for the window; others open`, async () => {
    const a = await ready();
    const b = await ready();
    for (let i = 0; i < COLLECTION_CODE_TARGET_MAX_WRONG; i++) {
      const r = await atCounter(i % 2 ? 'handOver' : 'find', { code: await wrongCode(), number: a.orderNo, ...cash }, i % 2 ? counter : manager);
      expect([r.status, r.body.errorCode], `try ${i + 1}`).toEqual([404, 80140]);
    }
    // The order's allowance is used: its right code is refused too, by either account.
    for (const token of [counter, manager]) {
      const limited = await atCounter('handOver', { code: a.code, number: a.orderNo, ...cash }, token);
      expect([limited.status, limited.body.errorCode]).toEqual([429, 80141]);
    }
    expect(await statusOf(a.orderNo)).toBe('ready_for_pickup');
    // The accounts and the shop still have tries: another order opens, named or not.
    expect((await atCounter('find', { code: b.code, number: b.orderNo })).status).toBe(200);
    expect((await atCounter('find', { code: b.code })).status).toBe(200);
    const [row] = await q<{ wrong: number }>(
      `select wrong from collection_code_scope_tries where scope = (select 'order:' || id from orders where order_no = '${a.orderNo}')`,
    );
    expect(row!.wrong).toBe(COLLECTION_CODE_TARGET_MAX_WRONG);
    // The window passed.
    await q(`update collection_code_scope_tries set window_ends_at = now() - interval '1 second'`);
    const done = await atCounter('handOver', { code: a.code, number: a.orderNo, ...cash });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await statusOf(a.orderNo)).toBe('completed');
    expect((await atCounter('handOver', { code: b.code, number: b.orderNo, ...cash })).status).toBe(200);
  });

  it("another order's right code, tried against the order on screen, is a wrong code for it", async () => {
    const a = await ready();
    const b = await ready();
    const crossed = await atCounter('handOver', { code: b.code, number: a.orderNo, ...cash });
    expect([crossed.status, crossed.body.errorCode]).toEqual([404, 80140]);
    expect(await statusOf(a.orderNo)).toBe('ready_for_pickup');
    expect(await statusOf(b.orderNo)).toBe('ready_for_pickup');
    const orderId = (await q<{ id: number }>(`select id from orders where order_no = '${a.orderNo}'`))[0]!.id;
    const scopes = (await q<{ scope: string }>(`select scope from collection_code_scope_tries where wrong > 0`)).map((r) =>
      r.scope.replace(/^staff:\d+$/, 'staff'),
    );
    expect(scopes.sort()).toEqual([`order:${orderId}`, 'shop:CWB', 'staff'].sort());
    // A number the shop has not open names nothing: the code is wrong whatever it is.
    expect((await atCounter('find', { code: a.code, number: 'NOSUCHORDER' })).body.errorCode).toBe(80140);
    for (const o of [a, b]) expect((await atCounter('handOver', { code: o.code, number: o.orderNo, ...cash })).status).toBe(200);
  });

  it('a redemption named at the counter shares its allowance with the staff tool', async () => {
    const r = await waitingRedemption(t, memberId, 'RCTRY0001');
    const wrong = String((Number(r.code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < COLLECTION_CODE_TARGET_MAX_WRONG - 1; i++)
      expect((await atCounter('find', { code: wrong, number: 'RCTRY0001' }, i % 2 ? counter : manager)).body.errorCode).toBe(80140);
    expect(
      (await t.call('app/pointsRedemption/collect', { query: 'JH10000001', redemptionNo: 'RCTRY0001', code: wrong }, { token: counter })).body.errorCode,
    ).toBe(50011);
    expect((await atCounter('handOver', { code: r.code, number: 'RCTRY0001' })).body.errorCode).toBe(80141);
    await q(`update collection_code_scope_tries set window_ends_at = now() - interval '1 second'`);
    expect((await atCounter('handOver', { code: r.code, number: 'RCTRY0001' })).status).toBe(200);
  });

  it('the staff accounts’ allowance lives in the one table (the old per-account table is gone)', async () => {
    expect((await q<{ t: string | null }>(`select to_regclass('collection_code_tries')::text as t`))[0]!.t).toBeNull();
    await atCounter('find', { code: await wrongCode() });
    const rows = await q<{ scope: string; wrong: number }>(`select scope, wrong from collection_code_scope_tries where scope like 'staff:%'`);
    expect(rows).toEqual([{ scope: expect.stringMatching(/^staff:\d+$/), wrong: 1 }]);
  });
});
