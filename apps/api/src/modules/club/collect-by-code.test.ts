import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTION_CODE_MAX_WRONG, COLLECTION_CODE_SHOP_MAX_WRONG, COLLECTION_CODE_TARGET_MAX_WRONG } from '@shop/contract';
import { backOfficeHelpers, staffPerFile, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { waitingRedemption } from '../../../test/member-fixture.ts';
import { demoMember } from '../../../test/orders-fixture.ts';
import { shopManagerAt } from '../../../test/staff-login.ts';

/*
 * Issue 38: every hand-over by code. The staff tool's lookup by member number or phone lists a member's
 * redemptions, but collects one only with its collection code or the member's signed QR; wrong codes are
 * limited per staff account, per shop and per redemption; an account locked for wrong codes collects nothing.
 * Codes are drawn from a cryptographic generator (decision 391).
 */

const t = testAppPerFile();
const { q } = backOfficeHelpers(t);
const staff = staffPerFile(t, { counter: 2 });

let member: { token: string; id: number };
let manager: string;
let seq = 0;

beforeAll(async () => {
  member = await demoMember(t);
  manager = await shopManagerAt(t, 'CWB'); // a second counter account at the same shop (Causeway Bay)
});

beforeEach(async () => {
  await q(`delete from collection_code_scope_tries`);
});

/** A redemption waiting at Causeway Bay for member JH10000001: its number, id and code. */
async function waiting(): Promise<{ no: string; id: number; code: string }> {
  const no = `RCSEC${++seq}`;
  return { no, ...(await waitingRedemption(t, member.id, no)) };
}
const statusOf = async (id: number) => (await q<{ s: string }>(`select status as s from redemptions where id = ${id}`))[0]!.s;
const collect = (body: Record<string, unknown>, token = staff.counter) => t.call('app/pointsRedemption/collect', body, { token });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the staff tool collects a redemption only with its code or the member’s signed QR', () => {
  it('by member number or phone alone it lists the redemption but does not collect it', async () => {
    const r = await waiting();
    const listed = await t.call('app/pointsRedemption/counterLookup', { query: 'JH10000001' }, { token: staff.counter });
    expect(listed.status).toBe(200);
    expect(listed.body.data.list.map((x: { redemptionNo: string }) => x.redemptionNo)).toContain(r.no);
    for (const query of ['JH10000001', '91234567']) {
      const refused = await collect({ query, redemptionNo: r.no });
      expect(refused.body.errorCode, query).toBe(50010);
    }
    expect(await statusOf(r.id)).toBe('ready');
    const wrong = await collect({ query: 'JH10000001', redemptionNo: r.no, code: otherCode(r.code) });
    expect(wrong.body.errorCode).toBe(50011);
    expect(await statusOf(r.id)).toBe('ready');
    const done = await collect({ query: 'JH10000001', redemptionNo: r.no, code: r.code });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await statusOf(r.id)).toBe('collected');
  });

  it('the member’s signed QR stands in for the code', async () => {
    const r = await waiting();
    const qr = (await t.call('app/page/user/getQRCode', {}, { token: member.token })).body.data.qrContent as string;
    const done = await collect({ query: qr, redemptionNo: r.no });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await statusOf(r.id)).toBe('collected');
    // A forged QR names nobody.
    const r2 = await waiting();
    expect((await collect({ query: `${qr.slice(0, -2)}xx`, redemptionNo: r2.no })).status).not.toBe(200);
    expect(await statusOf(r2.id)).toBe('ready');
  });

  it('wrong codes for one redemption are limited whichever account types them', async () => {
    const r = await waiting();
    for (let i = 0; i < COLLECTION_CODE_TARGET_MAX_WRONG; i++) {
      const wrong = await collect({ query: 'JH10000001', redemptionNo: r.no, code: otherCode(r.code) }, i % 2 ? staff.counter : manager);
      expect(wrong.body.errorCode).toBe(50011);
    }
    // The right code now waits for the window: the redemption's allowance is used, from any account.
    expect((await collect({ query: 'JH10000001', redemptionNo: r.no, code: r.code }, manager)).body.errorCode).toBe(80141);
    expect(await statusOf(r.id)).toBe('ready');
    await q(`update collection_code_scope_tries set window_ends_at = now() - interval '1 second'`);
    expect((await collect({ query: 'JH10000001', redemptionNo: r.no, code: r.code }, manager)).status).toBe(200);
  });

  it('an account locked for wrong codes at the counter collects nothing by any path', async () => {
    const r = await waiting();
    for (let i = 0; i < COLLECTION_CODE_MAX_WRONG; i++) await t.call('app/backOffice/counter/find', { code: otherCode(r.code) }, { token: staff.counter });
    expect((await t.call('app/backOffice/counter/find', { code: r.code }, { token: staff.counter })).body.errorCode).toBe(80141);
    const qr = (await t.call('app/page/user/getQRCode', {}, { token: member.token })).body.data.qrContent as string;
    expect((await collect({ query: 'JH10000001', redemptionNo: r.no, code: r.code })).body.errorCode).toBe(80141);
    expect((await collect({ query: qr, redemptionNo: r.no })).body.errorCode).toBe(80141);
    expect(await statusOf(r.id)).toBe('ready');
  });

  it('wrong codes are limited per shop, across its counter accounts', async () => {
    const r = await waiting();
    await q(
      `insert into collection_code_scope_tries (scope, wrong, window_ends_at) values ('shop:CWB', ${COLLECTION_CODE_SHOP_MAX_WRONG - 1}, now() + interval '10 minutes')`,
    );
    expect((await t.call('app/backOffice/counter/find', { code: otherCode(r.code) }, { token: manager })).body.errorCode).toBe(80140);
    // The shop's allowance is used: the other account, with no wrong code of its own, is refused too.
    expect((await t.call('app/backOffice/counter/find', { code: r.code }, { token: staff.counter })).body.errorCode).toBe(80141);
    expect((await t.call('app/backOffice/counter/handOver', { code: r.code }, { token: staff.counter })).body.errorCode).toBe(80141);
    expect(await statusOf(r.id)).toBe('ready');
  });
});

describe('collection codes come from a cryptographic generator', () => {
  it('the database picks them with gen_random_uuid, never random()', async () => {
    const [f] = await q<{ src: string }>(`select prosrc as src from pg_proc where proname = 'pick_collection_code'`);
    expect(f!.src).not.toContain('random()');
    expect(f!.src).toContain('gen_random_uuid()');
    const codes = await q<{ c: string }>(`select pick_collection_code('CWB') as c from generate_series(1, 200)`);
    for (const { c } of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes.map((x) => x.c)).size).toBeGreaterThan(190);
  });
});
