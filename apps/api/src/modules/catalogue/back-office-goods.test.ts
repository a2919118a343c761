import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS, type CallDef } from '@shop/contract';
import { backOfficeHelpers, goodsRefs, testAppPerFile } from '../../../test/back-office-fixture.ts';
import type { StaffRoleUnderTest } from '../../../test/staff-login.ts';

const t = testAppPerFile();
const { ROLES, q, login } = backOfficeHelpers(t);
type Role = StaffRoleUnderTest;

const snapshot = async () =>
  (
    await q<Record<string, unknown>>(`select (select count(*)::int from audit_log) as audit, (select count(*)::int from spus) as spus,
      (select count(*)::int from skus) as skus, (select coalesce(sum(qty), 0)::int from sku_stocks) as stock,
      (select count(*)::int from stock_ledger) as ledger, (select string_agg(status, '' order by id) from spus) as statuses`)
  )[0];

let seq = 0;
const refs = () => goodsRefs(t);
const tri = (zh: string, cn: string, en: string) => ({ zh_HK: zh, zh_CN: cn, en });

/** A product with 2 colours × 2 sizes; `word` makes its titles unique in three languages. */
async function productValues(word: string) {
  const r = await refs();
  const n = ++seq;
  const skus = r.colours.flatMap((c, i) =>
    r.sizes.map((s, j) => ({
      skuCode: `BO${word.toUpperCase()}${n}-${i}${j}`,
      selectionIds: [c, s],
      price: 100_000 + j * 1000,
      originalPrice: 120_000,
      status: 'on' as const,
    })),
  );
  return {
    title: tri(`琉璃${word}手鐲`, `琉璃${word}手镯`, `Glaze ${word} bangle`),
    name: tri(`琉璃${word}手鐲`, `琉璃${word}手镯`, `Glaze ${word} bangle`),
    introduction: tri('', '', ''),
    brand: '',
    categoryId: r.categoryId,
    labelIds: [r.labelId],
    img: '/media/demo/test.svg',
    imgList: [],
    status: 'on' as const,
    skus,
  };
}

describe('back office goods and stock: every call × anonymous, member and roles 2–6', () => {
  const calls = ALL_CALLS.filter((c): c is CallDef & { access: { kind: 'staff'; roles: readonly number[] } } =>
    /^app\/backOffice\/(goods|stock)\//.test(c.path),
  );

  it('lists the goods and stock calls, each for role 6 only', () => {
    expect(calls.map((c) => c.path).sort()).toEqual(
      [
        'app/backOffice/goods/bulk',
        'app/backOffice/goods/get',
        'app/backOffice/goods/list',
        'app/backOffice/goods/options',
        'app/backOffice/goods/save',
        'app/backOffice/goods/setStatus',
        'app/backOffice/stock/adjust',
        'app/backOffice/stock/ledger',
        'app/backOffice/stock/list',
        'app/backOffice/stock/setLowStockThreshold',
        'app/backOffice/stock/transfer',
      ].sort(),
    );
    for (const c of calls) expect(c.access).toEqual({ kind: 'staff', roles: [6] });
  });

  it('only role 6 succeeds; others get 401 (anonymous, member) or 403 and change nothing; writes add one audit row', async () => {
    const tokens = {} as Record<Role, string>;
    for (const r of ROLES) tokens[r] = await login(r);
    const member = (await t.call('app/page/user/login', { account: '91234567', phoneAreaCode: '852', password: 'Jade2026a' })).body.data.accessToken as string;
    const made = await t.call('app/backOffice/goods/save', { values: await productValues('matrix') }, { token: tokens[6] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const spuId = made.body.data.id as number;
    const [sku] = await q<{ id: number }>(`select id from skus where spu_id = ${spuId} order by id limit 1`);
    const shops = await q<{ code: string }>(`select code from stores order by id limit 2`);
    let flip = 0;
    let level = 0;
    const inputs: Record<string, () => Promise<unknown>> = {
      'goods/bulk': async () => ({
        ids: [spuId],
        pricePercent: 10,
        previewKey: (await t.call('app/backOffice/goods/bulk', { ids: [spuId], pricePercent: 10, dryRun: true }, { token: tokens[6] })).body.data.previewKey,
      }),
      'goods/get': async () => ({ id: spuId }),
      'goods/list': async () => ({ search: 'glaze' }),
      'goods/options': async () => ({}),
      'goods/save': async () => ({ values: await productValues('matrix') }),
      'goods/setStatus': async () => ({ id: spuId, status: ++flip % 2 ? 'off' : 'on' }),
      'stock/adjust': async () => ({ skuId: sku!.id, storeCode: shops[0]!.code, delta: 5, reason: 'received' }),
      'stock/ledger': async () => ({ spuId }),
      'stock/list': async () => ({ spuId }),
      // A new level each time, so each accepted call is a change with its audit row.
      'stock/setLowStockThreshold': async () => ({ skuId: sku!.id, threshold: 3 + (++level % 5) }),
      'stock/transfer': async () => ({ skuId: sku!.id, fromStoreCode: shops[0]!.code, toStoreCode: shops[1]!.code, qty: 1 }),
    };
    for (const call of calls) {
      const name = call.path.replace('app/backOffice/', '');
      const callers = [
        { who: 'anonymous', token: undefined as string | undefined, status: 401 },
        { who: 'member', token: member, status: 401 },
        ...ROLES.map((r) => ({ who: `role ${r}`, token: tokens[r], status: r === 6 ? 200 : 403 })),
      ];
      for (const c of callers) {
        const input = await inputs[name]!();
        if (c.status !== 200 && name === 'goods/setStatus') flip--;
        const before = await snapshot();
        const res = await t.call(call.path, input, c.token ? { token: c.token } : {});
        expect(res.status, `${name} as ${c.who}: ${JSON.stringify(res.body)}`).toBe(c.status);
        if (c.status !== 200) expect(await snapshot(), `${name} as ${c.who} changed nothing`).toEqual(before);
        else if (!/list|get|options|ledger/.test(name)) expect((await snapshot())!.audit, `${name} wrote one audit row`).toBe((before!.audit as number) + 1);
      }
    }
  });
});

describe('back office goods', () => {
  let token: string;
  beforeAll(async () => {
    token = await login(6);
  });
  const call = (path: string, body: unknown, lang?: string) => t.call(`app/backOffice/${path}`, body, { token, ...(lang ? { lang } : {}) });

  it('a created product with 2 colours × 2 sizes is found by the storefront search in three languages', async () => {
    const values = await productValues('kumquat');
    const res = await call('goods/save', { values });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id;
    for (const [lang, word] of [
      ['zh_HK', '琉璃kumquat手鐲'],
      ['zh_CN', '手镯'],
      ['en', 'kumquat bangle'],
    ] as const) {
      const page = await t.call('app/goods/getGoodsPage', { searchCode: word.includes('kumquat') ? word : `kumquat ${word}`, pageSize: 50 }, { lang });
      expect(page.status).toBe(200);
      const hit = page.body.data.items.find((g: any) => g.id === id);
      expect(hit, `${lang} ${word}`).toBeTruthy();
      expect(hit.skuList).toHaveLength(4);
    }
    const got = (await call('goods/get', { id })).body.data;
    expect(got.values.skus).toHaveLength(4);
    expect(got.values.title).toEqual(values.title);
    const list = (await call('goods/list', { search: 'kumquat' })).body.data;
    expect(list.list.map((g: any) => g.id)).toContain(id);

    // Off sale: gone from the storefront search, still in the back office; back on: found again.
    expect((await call('goods/setStatus', { id, status: 'off' })).status).toBe(200);
    const off = await t.call('app/goods/getGoodsPage', { searchCode: 'kumquat' }, {});
    expect(off.body.data.items.some((g: any) => g.id === id)).toBe(false);
    expect((await call('goods/list', { search: 'kumquat', status: 'off' })).body.data.list.map((g: any) => g.id)).toContain(id);
    await call('goods/setStatus', { id, status: 'on' });
    const [count] = await q<{ n: number }>(`select n from search_key_counts where key = 'kumquat'`);
    expect(count!.n).toBeGreaterThanOrEqual(1);

    // Edit: new title words replace the old search keys.
    const edited = { ...values, title: tri('琉璃蜜柑手鐲', '琉璃蜜柑手镯', 'Glaze tangerine bangle'), skus: got.values.skus };
    // The status switches moved the version on: the save names the one it was drawn from (decision 240).
    const baseVersion = (await call('goods/get', { id })).body.data.version;
    expect((await call('goods/save', { id, baseVersion, values: edited })).status).toBe(200);
    expect((await t.call('app/goods/getGoodsPage', { searchCode: 'tangerine' }, {})).body.data.items.map((g: any) => g.id)).toContain(id);
  });

  it('bad input is a 400 naming the field, in the language of the request', async () => {
    const values = await productValues('bad');
    const res = await call('goods/save', { values: { ...values, title: { ...values.title, en: '' } } }, 'en');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('title');
    const price = await call('goods/save', { values: { ...values, skus: [{ ...values.skus[0]!, price: -1 }] } });
    expect(price.status).toBe(400);
    expect(JSON.stringify(price.body)).toMatch(/skus.*price|price/);
    const cat = await call('goods/save', { values: { ...values, categoryId: 999_999 } }, 'zh_HK');
    expect(cat.status).toBe(400);
    expect(cat.body.msg ?? JSON.stringify(cat.body)).toContain('values.categoryId');
    const zero = await call('stock/adjust', { skuId: 1, storeCode: 'ESHOP', delta: 0, reason: 'received' });
    expect(zero.status).toBe(400);
    expect(JSON.stringify(zero.body)).toContain('delta');
  });

  it('bulk: previewed first (nothing written), then applied as previewed, each product audited with before and after; an unknown id changes nothing', async () => {
    const a = (await call('goods/save', { values: await productValues('bulka') })).body.data.id;
    const b = (await call('goods/save', { values: await productValues('bulkb') })).body.data.id;
    const audit = async () => (await q<{ n: number }>(`select count(*)::int as n from audit_log`))[0]!.n;
    const before = await audit();
    const snapBefore = await snapshot();
    const dry = await call('goods/bulk', { ids: [a, b], pricePercent: -10, status: 'off', dryRun: true });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.data.applied).toBe(false);
    expect(dry.body.data.changed).toBe(2);
    const rowA = dry.body.data.goods.find((g: { id: number }) => g.id === a);
    expect(rowA.statusBefore).toBe('on');
    expect(rowA.statusAfter).toBe('off');
    expect(rowA.skus.map((k: { priceBefore: number; priceAfter: number }) => [k.priceBefore, k.priceAfter]).sort()).toEqual([
      [100_000, 90_000],
      [100_000, 90_000],
      [101_000, 90_900],
      [101_000, 90_900],
    ]);
    expect(await snapshot(), 'a dry run writes nothing').toEqual(snapBefore);
    // The apply must name the preview: without its key, or with another, nothing is written.
    const blind = await call('goods/bulk', { ids: [a, b], pricePercent: -10, status: 'off' });
    expect(blind.status).toBe(400);
    expect(blind.body.field).toBe('previewKey');
    const wrong = await call('goods/bulk', { ids: [a, b], pricePercent: -5, status: 'off', previewKey: dry.body.data.previewKey });
    expect(wrong.status).toBe(409);
    expect(wrong.body.errorCode).toBe(80207);
    expect(await snapshot()).toEqual(snapBefore);
    const res = await call('goods/bulk', { ids: [a, b], pricePercent: -10, status: 'off', previewKey: dry.body.data.previewKey });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.applied).toBe(true);
    expect(res.body.data.changed).toBe(2);
    expect(await audit()).toBe(before + 2);
    const [row] = await q<{ action: string; changes: Record<string, { before: unknown; after: unknown }> }>(
      `select action, changes from audit_log where entity = 'goods' and entity_id = '${a}' order by id desc limit 1`,
    );
    expect(row!.action).toBe('bulk');
    expect(row!.changes.status).toEqual({ before: 'on', after: 'off' });
    expect((row!.changes.skus!.after as { price: number }[]).map((k) => k.price).sort()).toEqual(
      (rowA.skus as { priceAfter: number }[]).map((k) => k.priceAfter).sort(),
    );
    const prices = await q<{ price: number }>(`select distinct price from skus where spu_id = ${a} order by price`);
    expect(prices.map((p) => p.price)).toEqual([90_000, 90_900]);
    const spus = await q<{ status: string; min_price: number; max_price: number }>(
      `select s.status, p.min_price, p.max_price from spus s join spu_prices p on p.spu_id = s.id where s.id in (${a}, ${b})`,
    );
    expect(spus.every((s) => s.status === 'off' && s.min_price === 90_000 && s.max_price === 90_900)).toBe(true);
    // The same key again: the goods have moved since that preview, so it is refused rather than applied twice.
    expect((await call('goods/bulk', { ids: [a, b], pricePercent: -10, status: 'off', previewKey: dry.body.data.previewKey })).status).toBe(409);
    const snap = await snapshot();
    expect((await call('goods/bulk', { ids: [a, 999_999], status: 'on', dryRun: true })).status).toBe(404);
    expect(await snapshot()).toEqual(snap);
    const none = await call('goods/bulk', { ids: [a], dryRun: true });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('status');
  });

  it('images must exist: a product naming an image the library does not have is refused at that field, and cannot go on sale', async () => {
    const values = await productValues('noimg');
    const missingMain = await call('goods/save', { values: { ...values, img: '/media/upload/202611/gone.png' } });
    expect(missingMain.status).toBe(400);
    expect(missingMain.body).toMatchObject({ errorCode: 80206, field: 'values.img' });
    const missingGallery = await call('goods/save', { values: { ...values, imgList: ['/media/demo/test.svg', '/media/nope.svg'] } }, 'en');
    expect(missingGallery.body).toMatchObject({ errorCode: 80206, field: 'values.imgList.1' });
    expect(missingGallery.body.errorMessage).toContain('media library');
    // An https address is not the library's to check.
    const made = await call('goods/save', { values: { ...values, img: 'https://images.example.com/a.jpg', status: 'off' } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // An image deleted after the save: the product cannot be put back on sale, one by one or in bulk.
    await q(`update spus set img = '/media/demo/deleted.svg' where id = ${made.body.data.id}`);
    const flip = await call('goods/setStatus', { id: made.body.data.id, status: 'on' });
    expect(flip.body).toMatchObject({ errorCode: 80206, field: 'values.img' });
    const dry = (await call('goods/bulk', { ids: [made.body.data.id], status: 'on', dryRun: true })).body.data;
    const bulk = await call('goods/bulk', { ids: [made.body.data.id], status: 'on', previewKey: dry.previewKey });
    expect(bulk.body).toMatchObject({ errorCode: 80206, field: 'ids.0' });
    expect((await q<{ status: string }>(`select status from spus where id = ${made.body.data.id}`))[0]!.status).toBe('off');
  });

  it('a sku code used by another product is refused and nothing is written', async () => {
    const [other] = await q<{ code: string }>(`select sku_code as code from skus order by id limit 1`);
    const values = await productValues('dup');
    const before = await snapshot();
    const res = await call('goods/save', { values: { ...values, skus: [{ ...values.skus[0]!, skuCode: other!.code }] } });
    expect(res.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });
});

describe('back office stock', () => {
  let token: string;
  let skuId: number;
  let shops: string[];
  beforeAll(async () => {
    token = await login(6);
    const made = await t.call('app/backOffice/goods/save', { values: await productValues('stock') }, { token });
    const [sku] = await q<{ id: number }>(`select id from skus where spu_id = ${made.body.data.id} order by id limit 1`);
    skuId = sku!.id;
    shops = (await q<{ code: string }>(`select code from stores order by id limit 2`)).map((r) => r.code);
  });
  const call = (path: string, body: unknown) => t.call(`app/backOffice/${path}`, body, { token });
  const qty = async (store: string) =>
    (await q<{ qty: number }>(`select qty from sku_stocks where sku_id = ${skuId} and store_code = '${store}'`))[0]?.qty ?? 0;

  it('adjusts with a reason into the ledger, and never below zero', async () => {
    expect((await call('stock/adjust', { skuId, storeCode: shops[0], delta: 10, reason: 'received' })).body.data).toEqual({ qty: 10 });
    expect((await call('stock/adjust', { skuId, storeCode: shops[0], delta: -3, reason: 'damaged', note: 'scratched' })).body.data).toEqual({ qty: 7 });
    const low = await call('stock/adjust', { skuId, storeCode: shops[0], delta: -8, reason: 'counted' });
    expect(low.status).toBe(409);
    expect(await qty(shops[0]!)).toBe(7);
    const ledger = await q<{ delta: number; qty_after: number; reason: string }>(
      `select delta, qty_after, reason from stock_ledger where sku_id = ${skuId} order by id`,
    );
    expect(ledger).toEqual([
      { delta: 10, qty_after: 10, reason: 'received' },
      { delta: -3, qty_after: 7, reason: 'damaged' },
    ]);
    await expect(q(`update stock_ledger set delta = 1`)).rejects.toThrow(/append-only/);
    await expect(q(`delete from stock_ledger`)).rejects.toThrow(/append-only/);
  });

  it('transfers all or nothing', async () => {
    const a = await qty(shops[0]!);
    const b = await qty(shops[1]!);
    expect((await call('stock/transfer', { skuId, fromStoreCode: shops[0], toStoreCode: shops[1], qty: 2 })).body.data).toEqual({
      fromQty: a - 2,
      toQty: b + 2,
    });
    const ledgerBefore = (await q<{ n: number }>(`select count(*)::int as n from stock_ledger`))[0]!.n;
    const tooMany = await call('stock/transfer', { skuId, fromStoreCode: shops[0], toStoreCode: shops[1], qty: a });
    expect(tooMany.status).toBe(409);
    expect([await qty(shops[0]!), await qty(shops[1]!)]).toEqual([a - 2, b + 2]);
    expect((await q<{ n: number }>(`select count(*)::int as n from stock_ledger`))[0]!.n).toBe(ledgerBefore);
    const same = await call('stock/transfer', { skuId, fromStoreCode: shops[0], toStoreCode: shops[0], qty: 1 });
    expect(same.status).toBe(400);
    const list = (await call('stock/list', { spuId: (await q<{ spu_id: number }>(`select spu_id from skus where id = ${skuId}`))[0]!.spu_id })).body.data.list;
    expect(list.find((r: any) => r.skuId === skuId && r.storeCode === shops[1]).qty).toBe(b + 2);
  });

  it('a stock adjustment racing orders taking stock never leaves stock below zero', async () => {
    const store = shops[0]!;
    const start = await qty(store);
    if (start) await call('stock/adjust', { skuId, storeCode: store, delta: -start, reason: 'counted' });
    await call('stock/adjust', { skuId, storeCode: store, delta: 5, reason: 'received' });
    // Orders take stock with the orders repository's conditional statement; the merchant removes 3 at once.
    const take = () =>
      q<{ qty: number }>(`update sku_stocks set qty = qty - 1 where sku_id = ${skuId} and store_code = '${store}' and qty >= 1 returning qty`).then(
        (r) => r.length,
      );
    const results = await Promise.all([take(), take(), call('stock/adjust', { skuId, storeCode: store, delta: -3, reason: 'damaged' }), take(), take()]);
    const taken = results.filter((r) => typeof r === 'number').reduce((n: number, r) => n + (r as number), 0);
    const adjusted = (results[2] as { status: number }).status === 200 ? 3 : 0;
    const left = await qty(store);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBe(5 - taken - adjusted);
  });
});
