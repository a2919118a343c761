import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { priceByWeight, titleMetalConflicts, type I18nText, type WeightPricing } from '@shop/contract';
import { backOfficeHelpers, testAppPerFile } from '../../../test/back-office-fixture.ts';
import { writeCsv } from '../../lib/csv-file.ts';
import { ratesOf } from './gold-price.service.ts';

/*
 * Gold by weight stays honest (issue 37, decisions 370–372): the merchant (6) records the day's price
 * like the editor (5); a rate far from the last one is refused without its confirmation and previewed
 * with figures the recording then writes; the seed prices each piece as the metal its title names; a
 * bulk percentage on a by-weight sku moves its making charge, so its price always equals its breakdown,
 * also after the next rate.
 */

const t = testAppPerFile();
const { q, login } = backOfficeHelpers(t);
let editor: string;
let merchant: string;
beforeAll(async () => {
  editor = await login(5);
  merchant = await login(6);
});

const latest = async () =>
  (
    await q<{ id: number; sell_tael: number; k18_tael: number | null; k18_permille: number; pt950_tael: number | null }>(
      'select id, sell_tael, k18_tael, k18_permille, pt950_tael from gold_prices order by recorded_at desc, id desc limit 1',
    )
  )[0]!;
const ratesNow = async () => {
  const r = await latest();
  return ratesOf({ sellTael: r.sell_tael, k18Tael: r.k18_tael, k18Permille: r.k18_permille, pt950Tael: r.pt950_tael });
};
const priceOf = (sellHkd: number) => ({ sellCents: sellHkd * 100, purchaseCents: (sellHkd - 2_000) * 100, exchangeCents: (sellHkd - 1_000) * 100 });
const desk = (path: 'record' | 'preview', body: unknown, token: string) => t.call(`app/backOffice/goldPrice/${path}`, body, { token, lang: 'en' });
type Sku = {
  id: number;
  spu_id: number;
  price: number;
  original_price: number;
  rule: WeightPricing;
  quote: { metalCents: number; makingChargeCents: number; rateId: number } | null;
};
const skusByWeight = (where = 'true') =>
  q<Sku>(
    `select id, spu_id, price, original_price, weight_pricing as rule, weight_quote as quote from skus_now() where weight_pricing is not null and ${where} order by id`,
  );

describe('the gold price desk: roles 5 and 6', () => {
  it('the merchant (role 6) records the day’s price at the desk, audited; counter staff (2) are refused', async () => {
    const sell = Math.round((await latest()).sell_tael / 100) + 100;
    const res = await desk('record', priceOf(sell), merchant);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.rawGoldSellPrice).toBe(sell);
    const [audit] = await q<{ action: string; username: string }>(
      `select a.action, s.username from audit_log a join staff_users s on s.id = a.staff_id where a.entity = 'goldPrices' order by a.id desc limit 1`,
    );
    expect(audit).toEqual({ action: 'record', username: 'merchant.admin' });
    const history = await t.call('app/backOffice/goldPrice/history', {}, { token: merchant });
    expect(history.body.data.list[0]).toMatchObject({ sellCents: sell * 100, recordedBy: 'merchant.admin' });
    expect((await desk('record', priceOf(sell + 10), await login(2))).status).toBe(403);
    expect((await desk('record', priceOf(sell + 10), editor)).status).toBe(200);
  });

  it('refuses rates out of bounds: HK$1 and HK$1,000,000 a tael are typing mistakes', async () => {
    for (const sellCents of [100, 100_000_000]) {
      const res = await desk('record', { sellCents, purchaseCents: 100, exchangeCents: 100 }, merchant);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('sellCents');
    }
  });
});

describe('a rate more than 5 % from the last one', () => {
  it('is previewed with the pieces it re-prices and by how much, refused without the confirmation, recorded with it', async () => {
    const before = await latest();
    const far = Math.round((before.sell_tael * 1.12) / 100);
    const preview = await desk('preview', priceOf(far), merchant);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const p = preview.body.data;
    expect(p.lastSellCents).toBe(before.sell_tael);
    expect(p.needsConfirmation).toBe(true);
    expect(p.changes[0]).toMatchObject({ metal: 'gold9999', fromCents: before.sell_tael, toCents: far * 100, far: true });
    expect(p.changes[0].permille).toBeGreaterThanOrEqual(119);

    // The figures, computed here with the contract's pricing function over every by-weight sku.
    const next = { ...(await ratesNow()), gold9999: far * 100 };
    const deltas = (await skusByWeight()).map((s) => priceByWeight(s.rule, next)!.price - s.price).filter((d) => d !== 0);
    expect(deltas.length).toBeGreaterThan(0);
    expect(p).toMatchObject({
      changed: deltas.length,
      totalDelta: deltas.reduce((a, b) => a + b, 0),
      minDelta: Math.min(...deltas),
      maxDelta: Math.max(...deltas),
    });

    const refused = await desk('record', priceOf(far), merchant);
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe(60360);
    expect(refused.body.errorMessage).toContain('more than 5%');
    expect(refused.body.errorMessage).toContain(`HK$${far.toLocaleString('en-US')}`);
    expect((await latest()).id).toBe(before.id);
    const zh = await t.call('app/backOffice/goldPrice/record', priceOf(far), { token: merchant, lang: 'zh_HK' });
    expect(zh.body.errorMessage).toContain('相差超過 5%');

    const done = await desk('record', { ...priceOf(far), confirmFarChange: true }, merchant);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [rep] = await q<{ changed: number; total_delta: string; min_delta: number; max_delta: number }>(
      `select changed, total_delta, min_delta, max_delta from weight_repricings order by id desc limit 1`,
    );
    expect({ changed: rep!.changed, total: Number(rep!.total_delta), min: rep!.min_delta, max: rep!.max_delta }).toEqual({
      changed: p.changed,
      total: p.totalDelta,
      min: p.minDelta,
      max: p.maxDelta,
    });
  });

  it('a change of 5 % or less needs no confirmation; the POS call (role 3) asks for it the same way', async () => {
    const before = await latest();
    const near = Math.floor((before.sell_tael * 1.05) / 100);
    const preview = await desk('preview', priceOf(near), editor);
    expect(preview.body.data.needsConfirmation).toBe(false);
    expect((await desk('record', priceOf(near), editor)).status).toBe(200);
    const crm = await login(3);
    const pos = await t.call('app/official/posservice/recordGoldPrice', priceOf(near * 2), { token: crm, lang: 'en' });
    expect([pos.status, pos.body.errorCode]).toEqual([409, 60360]);
  });
});

describe('the seed prices each piece as the metal its title names', () => {
  it('the 999-gold (足金) ring is priced at the 999.9 rate; no by-weight title names another metal or repeats its metal', async () => {
    const rate = await latest();
    const rows = await q<Sku & { title: I18nText; category: string }>(
      `select k.id, k.price, k.weight_pricing as rule, k.weight_quote as quote, s.title, c.title->>'en' as category
         from skus_now() k join spus s on s.id = k.spu_id join categories c on c.id = s.category_id where k.weight_pricing is not null`,
    );
    const rings = rows.filter((r) => r.category === 'Gold rings');
    expect(rings.length).toBeGreaterThan(0);
    for (const ring of rings) {
      expect(ring.title.zh_HK).toContain('足金');
      expect(ring.rule.metal).toBe('gold9999');
      expect(ring.quote).toMatchObject({ rateId: rate.id, rateCents: rate.sell_tael });
      expect(ring.price).toBe(ring.quote!.metalCents + ring.quote!.makingChargeCents);
    }
    expect(rows.some((r) => r.rule.metal === 'gold18k' && /18K/.test(r.title.en))).toBe(true);
    for (const r of rows) {
      expect(titleMetalConflicts(r.title, r.rule.metal), r.title.en).toEqual([]);
      expect(`${r.title.zh_HK} ${r.title.en}`).not.toMatch(/足金足金|金金|Gold Gold/);
    }
  });
});

describe('a bulk percentage on a by-weight product acts through its making charge', () => {
  it('−10 %: the preview names the making charge, the price is the breakdown’s, and the next rate keeps it so', async () => {
    const [sku] = await skusByWeight(`weight_pricing->>'makingMode' = 'fixed' and weight_pricing->'originalMakingCents' is null and status = 'on'`);
    const rule = sku!.rule;
    const call = (body: object) => t.call('app/backOffice/goods/bulk', { ids: [sku!.spu_id], pricePercent: -10, ...body }, { token: merchant, lang: 'en' });
    const preview = await call({ dryRun: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const row = preview.body.data.goods[0].skus.find((k: { skuId: number }) => k.skuId === sku!.id);
    const making = Math.round(rule.makingCents * 0.9);
    expect(row.making).toEqual({ before: rule.makingCents, after: making });
    const expected = priceByWeight({ ...rule, makingCents: making, originalMakingCents: rule.makingCents }, await ratesNow())!;
    expect(row.priceAfter).toBe(expected.price);

    expect((await call({ previewKey: preview.body.data.previewKey })).status).toBe(200);
    const [after] = await skusByWeight(`id = ${sku!.id}`);
    expect(after!.rule).toMatchObject({ makingCents: making, originalMakingCents: rule.makingCents });
    expect(after!.price).toBe(expected.price);
    expect(after!.price).toBe(after!.quote!.metalCents + after!.quote!.makingChargeCents);
    // The original price shows what the promotion took off (the making charge before it).
    expect(after!.original_price).toBe(expected.originalPrice);
    expect(after!.original_price - after!.price).toBe(expected.originalPrice - expected.price);

    // The next gold price re-prices it with the reduced making charge: nothing silently put back.
    const sell = Math.round((await latest()).sell_tael / 100) + 150;
    expect((await desk('record', priceOf(sell), merchant)).status).toBe(200);
    const [later] = await skusByWeight(`id = ${sku!.id}`);
    const again = priceByWeight(later!.rule, await ratesNow())!;
    expect(later!.price).toBe(again.price);
    expect(later!.price).toBe(later!.quote!.metalCents + later!.quote!.makingChargeCents);
    expect(later!.quote!.makingChargeCents).toBe(Math.round(making / 100) * 100);
  });
});

describe('the goods form: defaults save, a refusal names the field, a title naming another metal is answered', () => {
  const base = async (skus: unknown[], title = { zh_HK: '琉璃手鐲', zh_CN: '琉璃手镯', en: 'Glaze bangle' }) => {
    const [cat] = await q<{ id: number }>(`select id from categories order by id limit 1`);
    return {
      title,
      name: title,
      introduction: { zh_HK: '', zh_CN: '', en: '' },
      brand: '',
      categoryId: cat!.id,
      labelIds: [],
      img: '/media/demo/test.svg',
      imgList: [],
      status: 'on',
      skus,
    };
  };
  const save = async (values: unknown) => t.call('app/backOffice/goods/save', { values }, { token: merchant, lang: 'en' });

  it('a new sku as the form makes it (price typed, original price left blank) saves; its original price is the price', async () => {
    const res = await save(await base([{ skuCode: 'GOLDFORM-1', selectionIds: [], price: 128_000, status: 'on' }]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.warnings).toBeUndefined();
    const [k] = await q<{ price: number; original_price: number }>(`select price, original_price from skus where sku_code = 'GOLDFORM-1'`);
    expect(k).toEqual({ price: 128_000, original_price: 128_000 });
  });

  it('an original price below the price is refused naming that field of the row', async () => {
    const res = await save(await base([{ skuCode: 'GOLDFORM-2', selectionIds: [], price: 128_000, originalPrice: 0, status: 'on' }]));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('values.skus.0.originalPrice');
  });

  it('a by-weight sku titled 足金 but priced as 18K is saved with a warning naming its metal field', async () => {
    const res = await save(
      await base(
        [
          {
            skuCode: 'GOLDFORM-3',
            selectionIds: [],
            price: 0,
            status: 'on',
            weightPricing: { metal: 'gold18k', weightMg: 3_743, makingMode: 'fixed', makingCents: 30_000 },
          },
        ],
        { zh_HK: '足金戒指', zh_CN: '足金戒指', en: '999 Gold Ring' },
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.warnings).toEqual([{ field: 'values.skus.0.weightPricing.metal', metal: 'gold18k', named: ['gold9999'] }]);
  });
});

describe('the CSV import of a by-weight sku', () => {
  it('takes the exported price back unchanged, and refuses another price in the price cell', async () => {
    const [sku] = await q<{ sku_code: string; spu_id: number }>(
      `select sku_code, spu_id from skus where weight_pricing is not null and status = 'on' order by id limit 1`,
    );
    const exported = await t.call('app/backOffice/csv/goodsExport', { search: sku!.sku_code }, { token: merchant });
    expect(exported.status).toBe(200);
    const [header, ...data] = parse(exported.body.data.csv, { bom: true }) as string[][];
    const again = await t.call('app/backOffice/csv/goodsImport', { csv: exported.body.data.csv, dryRun: true }, { token: merchant, lang: 'en' });
    expect(again.body.data, JSON.stringify(again.body.data.errors)).toMatchObject({ ok: true });
    const at = data.findIndex((r) => r.includes(sku!.sku_code));
    const priceAt = header!.indexOf('price');
    data[at]![priceAt] = String(Number(data[at]![priceAt]) - 100);
    const edited = await t.call('app/backOffice/csv/goodsImport', { csv: writeCsv(header!, data), dryRun: true }, { token: merchant, lang: 'en' });
    expect(edited.body.data.ok).toBe(false);
    const row = at + 2;
    expect(edited.body.data.errors).toContainEqual(expect.objectContaining({ row, column: 'price', code: 80220 }));
  });
});
