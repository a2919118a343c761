import { describe, expect, it } from 'vitest';
import { goldPriceSchema } from '@shop/contract';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';
import { createTestApp } from '../../../test/test-app.ts';

const t = testAppPerFile();

const ENQUIRY = 'app/official/posservice/goldPrinceEnquiry';
const RECORD = 'app/official/posservice/recordGoldPrice';

describe('app/official/posservice/goldPrinceEnquiry', () => {
  it('answers the latest seeded price per tael and per gram, with raw numbers', async () => {
    const res = await t.call(ENQUIRY, {});
    expect(res.status).toBe(200);
    const p = goldPriceSchema.parse(res.body.data);
    expect(p.rawGoldSellPrice).toBe(20050);
    expect(p.goldSellPrice).toBe('20,050');
    expect(p.rawGoldPurPrice).toBeLessThan(p.rawGoldSellPrice);
    expect(p.rawGoldSellPriceGram).toBeCloseTo(20050 / 37.429, 1);
    expect(Number.isNaN(Date.parse(p.lastModTime))).toBe(false);
  });
});

describe('app/official/posservice/recordGoldPrice', () => {
  const body = { sellCents: 2_012_000, purchaseCents: 1_785_000, exchangeCents: 1_910_050 };

  it('refuses a visitor (401) and a member (401: not a staff session)', async () => {
    expect((await t.call(RECORD, body)).status).toBe(401);
    const member = await t.services.sessions.create({ kind: 'member', subjectId: 1 });
    expect((await t.call(RECORD, body, { token: member.token })).status).toBe(401);
  });

  it('refuses staff without the CRM admin role (403)', async () => {
    const staff = await t.services.sessions.create({ kind: 'staff', subjectId: 2, roles: [2] });
    const res = await t.call(RECORD, body, { token: staff.token });
    expect(res.status).toBe(403);
  });

  it('records a new price for the CRM admin, keeps the history, and the enquiry answers it', async () => {
    const staff = await t.services.sessions.create({ kind: 'staff', subjectId: 1, roles: [3] });
    const before = await t.database.query<{ n: number }>('select count(*)::int as n from gold_prices');
    const res = await t.call(RECORD, body, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ rawGoldSellPrice: 20120, goldExchPrice: '19,100.50', rawGoldExchPriceGram: Math.round(1_910_050 / 37.429) / 100 });
    const after = await t.database.query<{ n: number; by: string }>(
      "select count(*)::int as n, max(recorded_by) filter (where recorded_by like 'staff:%') as by from gold_prices",
    );
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    expect(after[0]!.by).toBe('staff:1');
    expect((await t.call(ENQUIRY, {})).body.data.rawGoldSellPrice).toBe(20120);
  });

  it('refuses a purchase price above the selling price, writing nothing', async () => {
    const staff = await t.services.sessions.create({ kind: 'staff', subjectId: 1, roles: [3] });
    const before = await t.database.query<{ n: number }>('select count(*)::int as n from gold_prices');
    const res = await t.call(RECORD, { ...body, purchaseCents: 3_000_000 }, { token: staff.token, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe(60352);
    const after = await t.database.query<{ n: number }>('select count(*)::int as n from gold_prices');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses amounts out of bounds or not in cents', async () => {
    const staff = await t.services.sessions.create({ kind: 'staff', subjectId: 1, roles: [3] });
    expect((await t.call(RECORD, { ...body, sellCents: 0 }, { token: staff.token })).status).toBe(400);
    expect((await t.call(RECORD, { ...body, sellCents: 19850.5 }, { token: staff.token })).status).toBe(400);
    expect((await t.call(RECORD, { sellCents: 2_000_000 }, { token: staff.token })).status).toBe(400);
  });
});

describe('no price recorded', () => {
  it('answers the localised "goldPrice Information get failed" error', async () => {
    const fresh = await createTestApp();
    try {
      await fresh.database.query('delete from gold_prices');
      const res = await fresh.call(ENQUIRY, {}, { lang: 'en' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errorCode: 60351, errorMessage: 'The goldPrice Information get failed' });
    } finally {
      await fresh.close();
    }
  });
});
