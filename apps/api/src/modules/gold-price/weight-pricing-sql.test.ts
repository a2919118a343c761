import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOLD_PRICE_CENTS, MAKING_MODES, priceByWeight, WEIGHT_METALS, WEIGHT_PRICING_LIMITS, type MetalRates, type WeightPricing } from '@shop/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { repriceByWeight } from './weight-repricing.ts';

/*
 * The re-pricing computes prices in SQL (migration 1451's `price_by_weight`, decision 316) while the
 * contract's `priceByWeight` stays the definition every other reader uses. This test holds them equal:
 * thousands of random rules and rates across the whole allowed range, plus every rounding edge (half a
 * dollar exactly, a cent either side, for the metal, the making charge and 18K's fraction of the rate).
 */

let t: TestApp;
const q = <T = Record<string, unknown>>(s: string) => t.database.query<T>(s);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Case {
  rule: WeightPricing;
  rates: MetalRates;
}

/** A small seeded generator (mulberry32) so a failure can be reproduced. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function randomCases(n: number, seed: number): Case[] {
  const r = rng(seed);
  const int = (min: number, max: number) => min + Math.floor(r() * (max - min + 1));
  // Log-uniform, so small weights and rates are as likely as large ones.
  const logInt = (min: number, max: number) => Math.min(max, Math.max(min, Math.round(Math.exp(Math.log(min) + r() * (Math.log(max) - Math.log(min))))));
  const L = WEIGHT_PRICING_LIMITS;
  const rate = () => logInt(GOLD_PRICE_CENTS.min, GOLD_PRICE_CENTS.max);
  return Array.from({ length: n }, () => {
    const making = () => (r() < 0.1 ? 0 : logInt(1, L.MAKING_CENTS.max));
    const rule: WeightPricing = {
      metal: WEIGHT_METALS[int(0, WEIGHT_METALS.length - 1)]!,
      weightMg: logInt(L.WEIGHT_MG.min, L.WEIGHT_MG.max),
      makingMode: MAKING_MODES[int(0, MAKING_MODES.length - 1)]!,
      makingCents: making(),
      ...(r() < 0.3 ? { originalMakingCents: making() } : {}),
    };
    const rates: MetalRates = {
      gold9999: rate(),
      gold18k: r() < 0.5 ? null : rate(),
      k18Permille: int(L.K18_PERMILLE.min, L.K18_PERMILLE.max),
      pt950: r() < 0.2 ? null : rate(),
    };
    return { rule, rates };
  });
}

/** The rounding edges: exactly half a dollar, and a cent (or a hundredth of one) either side. */
function edgeCases(): Case[] {
  const base: MetalRates = { gold9999: 2_000_000, gold18k: null, k18Permille: 750, pt950: null };
  const out: Case[] = [];
  for (const extra of [-1, 0, 1]) {
    // One tael at a rate ending in 50 cents (± 1 cent): the metal value is exactly the rate.
    out.push({ rule: { metal: 'gold9999', weightMg: 37_429, makingMode: 'fixed', makingCents: 0 }, rates: { ...base, gold9999: 1_000_050 + extra } });
    // A fixed making charge of x dollars 50 (± 1 cent).
    out.push({ rule: { metal: 'gold9999', weightMg: 1, makingMode: 'fixed', makingCents: 38_050 + extra }, rates: base });
    // Per gram: 1 g at 50 cents (± 1), and 0.999 g / 1.001 g at 50 cents.
    out.push({ rule: { metal: 'gold9999', weightMg: 1_000, makingMode: 'perGram', makingCents: 50 + extra }, rates: base });
    out.push({ rule: { metal: 'gold9999', weightMg: 1_000 + extra, makingMode: 'perGram', makingCents: 50 }, rates: base });
    // 18K at a fraction landing on half a cent of rate (1,000,002 × 750 / 1000 = 750,001.5).
    out.push({ rule: { metal: 'gold18k', weightMg: 37_429, makingMode: 'fixed', makingCents: 0 }, rates: { ...base, gold9999: 1_000_002 + extra } });
    // Weights a milligram either side of half a tael.
    out.push({ rule: { metal: 'gold9999', weightMg: 18_715 + extra, makingMode: 'fixed', makingCents: 38_000 }, rates: { ...base, gold9999: 2_005_000 } });
    // A promotion: the original making charge below, equal to and above the charge.
    out.push({
      rule: { metal: 'pt950', weightMg: 5_000, makingMode: 'perGram', makingCents: 3_000, originalMakingCents: 3_000 + extra * 500 },
      rates: { ...base, pt950: 928_000 },
    });
  }
  // The largest values allowed: nothing may overflow on either side.
  const L = WEIGHT_PRICING_LIMITS;
  out.push({
    rule: { metal: 'gold9999', weightMg: L.WEIGHT_MG.max, makingMode: 'perGram', makingCents: L.MAKING_CENTS.max, originalMakingCents: L.MAKING_CENTS.max },
    rates: { ...base, gold9999: GOLD_PRICE_CENTS.max },
  });
  out.push({
    rule: { metal: 'gold18k', weightMg: L.WEIGHT_MG.max, makingMode: 'fixed', makingCents: L.MAKING_CENTS.max },
    rates: { ...base, gold9999: GOLD_PRICE_CENTS.max, k18Permille: 1000 },
  });
  // A metal without a rate.
  out.push({ rule: { metal: 'pt950', weightMg: 5_000, makingMode: 'fixed', makingCents: 100 }, rates: base });
  return out;
}

type SqlRow = {
  i: number;
  rate_cents: string | null;
  metal_cents: string | null;
  making_cents: string | null;
  price: string | null;
  original_price: string | null;
};

async function priceInSql(cases: Case[]) {
  const doc = JSON.stringify(cases.map((c, i) => ({ i, rule: c.rule, g: c.rates.gold9999, k18: c.rates.gold18k, pm: c.rates.k18Permille, pt: c.rates.pt950 })));
  const found = await q<SqlRow>(`
    select c.i, p.rate_cents::text, p.metal_cents::text, p.making_cents::text, p.price::text, p.original_price::text
      from jsonb_to_recordset($doc$${doc}$doc$::jsonb) as c(i int, rule jsonb, g bigint, k18 bigint, pm bigint, pt bigint)
      cross join lateral price_by_weight(c.rule, c.g, c.k18, c.pm, c.pt) p
     order by c.i`);
  const n = (v: string | null) => (v === null ? null : Number(v));
  return found.map((r) => {
    const price = n(r.price);
    return price === null
      ? null
      : { metalCents: n(r.metal_cents), makingChargeCents: n(r.making_cents), price, originalPrice: n(r.original_price), rateCents: n(r.rate_cents) };
  });
}

describe('price_by_weight in SQL equals the contract’s priceByWeight (decision 316)', () => {
  it('on every rounding edge and at the largest allowed values', async () => {
    const cases = edgeCases();
    const fromSql = await priceInSql(cases);
    expect(fromSql).toEqual(cases.map((c) => priceByWeight(c.rule, c.rates)));
    // The edges really are edges: half a dollar goes up, a cent less goes down.
    // (Seven cases per step: −1 cent at 0–6, exact at 7–13, +1 cent at 14–20.)
    expect([fromSql[1]!.makingChargeCents, fromSql[8]!.makingChargeCents]).toEqual([38_000, 38_100]);
    expect([fromSql[0]!.metalCents, fromSql[7]!.metalCents]).toEqual([1_000_000, 1_000_100]);
    expect(fromSql[11]!.rateCents).toBe(750_002);
    expect(fromSql[cases.length - 1]).toBeNull();
  });

  it('over 5,000 random rules and rates across the allowed range', async () => {
    for (const seed of [1, 2]) {
      const cases = randomCases(2_500, seed);
      const fromSql = await priceInSql(cases);
      const fromTs = cases.map((c) => priceByWeight(c.rule, c.rates));
      const firstDiff = fromTs.findIndex((b, i) => JSON.stringify(b) !== JSON.stringify(fromSql[i]));
      expect(firstDiff === -1 ? null : { case: cases[firstDiff], ts: fromTs[firstDiff], sql: fromSql[firstDiff] }).toBeNull();
    }
  });

  it('a re-pricing writes exactly priceByWeight’s answer into every by-weight sku, and the products’ price range follows', async () => {
    const [rate] = await q<{ sell_tael: number; k18_tael: number | null; k18_permille: number; pt950_tael: number | null }>(
      'select sell_tael, k18_tael, k18_permille, pt950_tael from gold_prices order by recorded_at desc, id desc limit 1',
    );
    // A rate with odd cents so that rounding is exercised on the demo's by-weight goods.
    await q(`insert into gold_prices (sell_tael, purchase_tael, exchange_tael, sell_gram, purchase_gram, exchange_gram, k18_tael, k18_permille, pt950_tael, recorded_by)
             values (${rate!.sell_tael + 12_345}, 1, 1, 1, 1, 1, null, 733, 931177, 'test')`);
    // A by-weight product that also has a hand-priced sku, and one with a by-weight sku off sale: the
    // re-pricing writes their ranges itself (decision 567), from its own prices and the hand-priced ones;
    // the status change goes through the skus trigger per row.
    const [mixed] = await q<{ spu_id: number; id: number }>('select spu_id, id from skus where weight_pricing is not null order by id limit 1');
    await q(`insert into skus (spu_id, sku_code, price, original_price, img) values (${mixed!.spu_id}, 'MIXED-HAND-1', 1234, 1234, '')`);
    await q(
      `update skus set status = 'off' where id = (select id from skus where weight_pricing is not null and spu_id <> ${mixed!.spu_id} order by id desc limit 1)`,
    );
    const result = await t.database.db.transaction((tx) => repriceByWeight(tx as never, { cause: 'rate' }));
    expect(result.skus).toBeGreaterThan(0);
    const [low] = await q<{ min_price: number }>(`select min_price from spu_prices where spu_id = ${mixed!.spu_id}`);
    expect(low!.min_price).toBe(1234);
    const rates: MetalRates = { gold9999: rate!.sell_tael + 12_345, gold18k: null, k18Permille: 733, pt950: 931_177 };
    const skus = await q<{
      price: number;
      original_price: number;
      rule: WeightPricing;
      quote: { metalCents: number; makingChargeCents: number; rateCents: number };
    }>('select price, original_price, weight_pricing as rule, weight_quote as quote from skus_now() where weight_pricing is not null');
    for (const k of skus) {
      const b = priceByWeight(k.rule, rates)!;
      expect({
        price: k.price,
        originalPrice: k.original_price,
        metal: k.quote.metalCents,
        making: k.quote.makingChargeCents,
        rate: k.quote.rateCents,
      }).toEqual({
        price: b.price,
        originalPrice: b.originalPrice,
        metal: b.metalCents,
        making: b.makingChargeCents,
        rate: b.rateCents,
      });
    }
    // Every product's range equals its on-sale skus' (or all its skus') lowest and highest price.
    const wrong = await q(`
      select p.spu_id from spu_prices p
        join (select spu_id, coalesce(min(price) filter (where status = 'on'), min(price)) as lo,
                     coalesce(max(price) filter (where status = 'on'), max(price)) as hi from skus_now() group by spu_id) k on k.spu_id = p.spu_id
       where (p.min_price, p.max_price) <> (k.lo, k.hi)`);
    expect(wrong).toEqual([]);
    const [counts] = await q<{ spus: number; ranges: number }>(
      'select (select count(*)::int from spus) as spus, (select count(*)::int from spu_prices) as ranges',
    );
    expect(counts!.ranges).toBe(counts!.spus);
    // A second re-pricing at the same rate changes nothing.
    const again = await t.database.db.transaction((tx) => repriceByWeight(tx as never, { cause: 'rate' }));
    expect(again.changed).toBe(0);
  });
});
