import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';
import { signMemberQr } from '../members/index.ts';

/**
 * 200 simultaneous F&B deductions against a balance that covers only part of them, through the real
 * HTTP calls. Runs on the embedded database, and on a PostgreSQL server when DATABASE_URL is set (as
 * CI does for `npm run test:api`), where the requests really run on several connections at once.
 */
const t = testAppPerFile();

const START = 1000;
const EACH = 7;
const DISTINCT = 180;
const REPLAYS = 20;

describe(`points ledger under concurrency (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('never goes below zero, sums to the balance, and deducts a replayed key once', async () => {
    const login = await t.call('app/page/user/pageStaffLogin', { username: 'fb.admin', password: 'Dining2026a' });
    const fb = login.body.data.accessToken as string;
    const counter = await t.call('app/page/user/pageStaffLogin', { username: 'counter.staff', password: 'Counter2026a' });
    const reg = await t.call(
      'app/page/user/registerStaff',
      { appellation: 'Mr', firstName: 'Ka Ho', lastName: 'Lau', gender: 'M', birthMonth: 2, phoneAreaCode: '852', phone: '51239876', agreeTerms: true },
      { token: counter.body.data.accessToken },
    );
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    const memberNo = reg.body.data.memberNo as string;
    const [{ id: memberId }] = (await t.database.query<{ id: number }>(`select id from members where member_no = '${memberNo}'`)) as [{ id: number }];
    await t.services.points.changePoints({ memberId, delta: START, reason: 'purchase', source: 'JHO-CONCURRENCY' });
    // The member's QR code, which every F&B deduction needs (issue 38).
    const memberQr = (await signMemberQr(t.database.db, memberNo)).content;

    const keys = [...Array.from({ length: DISTINCT }, (_, i) => `CC-${i}`), ...Array.from({ length: REPLAYS }, (_, i) => `CC-${i}`)];
    const results = await Promise.all(
      keys.map((transactionKey) => t.call('app/page/user/bonusAdjust', { memberNo, memberQr, points: EACH, transactionKey }, { token: fb })),
    );

    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    for (const r of refused) expect(r.body.errorCode, JSON.stringify(r.body)).toBe(140006);
    for (const r of ok) expect(r.body.data.totalBonus).toBeGreaterThanOrEqual(0);

    const fresh = ok.filter((r) => !r.body.data.replayed);
    const [ledger] = await t.database.query<{ n: number; sum: number; keys: number }>(
      `select count(*)::int as n, coalesce(sum(delta), 0)::int as sum, count(distinct idempotency_key)::int as keys
         from points_ledger where member_id = ${memberId} and reason = 'fb_deduction'`,
    );
    // Every deduction made is one ledger row with its own key; a key never deducts twice.
    expect(ledger!.n).toBe(fresh.length);
    expect(ledger!.keys).toBe(fresh.length);
    expect(new Set(fresh.map((r) => r.body.data.ledgerId)).size).toBe(fresh.length);
    // As many as the balance covered, and no more.
    expect(fresh.length).toBe(Math.floor(START / EACH));
    expect(refused.length + ok.length).toBe(DISTINCT + REPLAYS);

    const [{ balance }] = (await t.database.query<{ balance: number }>(
      `select coalesce(sum(delta), 0)::int as balance from points_ledger where member_id = ${memberId}`,
    )) as [{ balance: number }];
    expect(balance).toBe(START - EACH * fresh.length);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBeLessThan(EACH);
    const enquiry = await t.call('app/page/user/memberInfoEnquiry', { query: memberNo }, { token: fb });
    expect(enquiry.body.data.member.totalBonus).toBe(balance);

    // A replay of a key that deducted answers the same row and changes nothing.
    const done = fresh[0]!.body.data;
    const doneKey = keys[results.indexOf(fresh[0]!)]!;
    const replay = await t.call('app/page/user/bonusAdjust', { memberNo, memberQr, points: EACH, transactionKey: doneKey }, { token: fb });
    expect(replay.body.data).toMatchObject({ replayed: true, ledgerId: done.ledgerId, totalBonus: balance });
  });
});
