import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, ERRORS, RELATED_GOODS_MAX } from '@shop/contract';
import { preparedRows } from '../../db/sql.ts';
import { goodsDeps } from './goods-deps.ts';
import { fill, liveDepsOf, liveSkus, type LiveRow } from './goods-wire.ts';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';

/*
 * The product page's data read in one prepared statement (decision 571), with every cache off as the bench
 * runs it (BENCH_CACHES_OFF=1): what the statement answers matches what the tables say, and a write shows
 * in the next read.
 */
const t = testAppPerFile({ cachesOff: true });

const mix = async (spuId: number, more: Record<string, unknown> = {}) => (await t.call('app/goods/getGoodsMixData', { spuId, relatedQty: 4, ...more })).body;

describe('getGoodsMixData in one statement', () => {
  it('answers the category path top first and the category’s best sellers on sale as related goods', async () => {
    // A product in a category with a parent, so the path has two steps at least.
    const [row] = await t.database.query<{ id: number; category: number; parent: number }>(
      `select s.id, c.id as category, c.parent_id as parent from spus s join categories c on c.id = s.category_id
        where c.parent_id is not null order by s.id limit 1`,
    );
    expect(row).toBeDefined();
    const data = (await mix(row!.id)).data;
    expect(data.categoryPath.map((c: { id: number }) => c.id).slice(-2)).toEqual([row!.parent, row!.category]);
    expect(data.categoryPath.at(-1)).toMatchObject({ titleTraditional: expect.any(String), titleSimple: expect.any(String), titleEng: expect.any(String) });
    const related = await t.database.query<{ id: number }>(
      `select id from spus where category_id = ${row!.category} and status = 'on' and id <> ${row!.id} order by sales desc, id desc limit 4`,
    );
    expect(data.related.map((g: { id: number }) => g.id)).toEqual(related.map((r) => r.id));
    expect((await mix(row!.id, { relatedQty: 0 })).data.related).toEqual([]);
  });

  it('answers as many related goods as asked up to the contract’s bound (the read’s literal bound, migration 1990)', async () => {
    // A category with more products on sale than the bound, so every ask can be met.
    const [row] = await t.database.query<{ id: number; category: number }>(
      `select min(id) as id, category_id as category from spus where status = 'on' group by category_id
        having count(*) > ${RELATED_GOODS_MAX + 1} order by category_id limit 1`,
    );
    expect(row).toBeDefined();
    const best = await t.database.query<{ id: number }>(
      `select id from spus where category_id = ${row!.category} and status = 'on' and id <> ${row!.id} order by sales desc, id desc`,
    );
    for (const qty of [1, RELATED_GOODS_MAX - 1, RELATED_GOODS_MAX])
      expect((await mix(row!.id, { relatedQty: qty })).data.related.map((g: { id: number }) => g.id)).toEqual(best.slice(0, qty).map((r) => r.id));
  });

  it('answers goods removed from sale, and 404 for goods that are not there', async () => {
    const [off] = await t.database.query<{ id: number }>(`select id from spus where status = 'off' order by id limit 1`);
    expect((await mix(off!.id)).data.goods).toMatchObject({ id: off!.id, status: 'off' });
    expect((await mix(999_999)).errorCode).toBeDefined();
  });

  it('finds its shop in the same statement (decision 615): the online shop by default, a physical shop’s stock, an unknown shop refused', async () => {
    const [sku] = await t.database.query<{ id: number; spuId: number }>(
      `select k.id, k.spu_id as "spuId" from skus k join sku_stocks o on o.sku_id = k.id and o.store_code = 'ESHOP'
         join sku_stocks p on p.sku_id = k.id and p.store_code = 'CEN' where o.qty <> p.qty order by k.id limit 1`,
    );
    expect(sku).toBeDefined();
    const stock = (body: { data: { goods: { skuList: { id: number; storeStockList: unknown }[] } } }) =>
      body.data.goods.skuList.find((k) => k.id === sku!.id)!.storeStockList;
    const [online, cen] = await t.database.query<{ store: string; qty: number }>(
      `select store_code as store, qty from sku_stocks where sku_id = ${sku!.id} and store_code in ('ESHOP', 'CEN') order by store_code = 'CEN'`,
    );
    expect(stock(await mix(sku!.spuId))).toEqual([{ storeCode: 'ESHOP', stockQty: online!.qty }]);
    expect(stock(await mix(sku!.spuId, { storeCode: 'CEN' }))).toEqual([{ storeCode: 'CEN', stockQty: cen!.qty }]);
    // An unknown shop or merchant is named as such, for goods there or not; unknown goods in a known shop are goods not found.
    for (const more of [{ storeCode: 'NOPE' }, { merchantCode: 'NOPE' }])
      for (const spuId of [sku!.spuId, 999_999]) expect((await mix(spuId, more)).errorCode).toBe(ERRORS.MERCHANT_NOT_FOUND.code);
    const missing = await t.call('app/goods/getGoodsMixData', { spuId: 999_999, storeCode: 'CEN' }, { lang: 'en' });
    expect(missing.body.errorMessage).toBe('Product not found.');
  });

  it('reads its deps from the rows as they would be read from the goods (decision 615)', async () => {
    const rows = await t.database.query<LiveRow>(
      `select l.* from catalogue_goods_live(array(select id from spus order by id), '${DEMO.merchantCode}', 'ESHOP') l`,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.some((r) => liveSkus(r).some((k) => k[5] && k[6]))).toBe(true);
    for (const row of rows) {
      const goods = fill(row, 'ESHOP');
      if (!goods) continue;
      expect([...goodsDeps([liveDepsOf(row)], 'now', new Set())]).toEqual([...goodsDeps([goods], 'now', new Set())]);
    }
  });

  it('shows a stock change and a price change in the next read', async () => {
    const [sku] = await t.database.query<{ id: number; spuId: number; price: number }>(
      `select k.id, k.spu_id as "spuId", k.price from skus k join spus s on s.id = k.spu_id
        where s.status = 'on' and k.status = 'on' and k.weight_pricing is null order by k.id limit 1`,
    );
    const before = (await mix(sku!.spuId)).data.goods.skuList.find((k: { id: number }) => k.id === sku!.id);
    await t.database.exec(`update sku_stocks set qty = qty + 5 where sku_id = ${sku!.id} and store_code = 'ESHOP'`);
    await t.database.exec(`update skus set price = price + 100 where id = ${sku!.id}`);
    const after = (await mix(sku!.spuId)).data.goods.skuList.find((k: { id: number }) => k.id === sku!.id);
    expect(after.storeStockQty).toBe(before.storeStockQty + 5);
    expect(after.price).toBe(sku!.price + 100);
  });
});

describe('product pages asked at once (decision 621)', () => {
  it('answers each page as it is answered alone, whatever else is asked in the same turn', async () => {
    // Products of one category (their related goods overlap; one is another's related), one removed from sale,
    // one unknown, and asks for another shop and for another number of related goods.
    const [category] = await t.database.query<{ id: number }>(
      `select category_id as id from spus where status = 'on' group by category_id having count(*) > 6 order by count(*) desc limit 1`,
    );
    const same = (await t.database.query<{ id: number }>(`select id from spus where category_id = ${category!.id} order by sales desc, id limit 5`)).map(
      (r) => r.id,
    );
    const [off] = await t.database.query<{ id: number }>(`select id from spus where status = 'off' order by id limit 1`);
    const asks: [number, Record<string, unknown>][] = [
      ...same.map((id): [number, Record<string, unknown>] => [id, {}]),
      [off!.id, {}],
      [999_999, {}],
      [same[0]!, { storeCode: 'CEN' }],
      [same[1]!, { relatedQty: 0 }],
      [same[2]!, { storeCode: 'NOPE' }],
      [same[0]!, {}],
    ];
    const alone = [];
    for (const [id, more] of asks) alone.push(JSON.stringify(await mix(id, more)));
    const together = await Promise.all(asks.map(([id, more]) => mix(id, more)));
    expect(together.map((body) => JSON.stringify(body))).toEqual(alone);
    expect(together[0].data.related.length).toBe(4);
  });
});

describe('the catalogue reads planned once (decision 611)', () => {
  it('keep generic plans: `create or replace` would drop the setting silently, and each call would be planned again', async () => {
    const fns = await t.database.query<{ name: string; config: string[] | null }>(
      `select proname as name, proconfig as config from pg_proc
        where proname in ('catalogue_goods_live', 'catalogue_goods_rows', 'catalogue_product_pages') order by proname`,
    );
    expect(fns.map((f) => [f.name, f.config])).toEqual([
      ['catalogue_goods_live', ['plan_cache_mode=force_generic_plan']],
      ['catalogue_goods_rows', ['plan_cache_mode=force_generic_plan']],
      ['catalogue_product_pages', ['plan_cache_mode=force_generic_plan']],
    ]);
  });

  it('answers the same through its kept plan as through a first plan, call after call and product after product', async () => {
    const ids = (await t.database.query<{ id: number }>(`select id from spus order by id limit 12`)).map((r) => r.id);
    // More calls than PostgreSQL's five custom plans before it weighs a generic one.
    const first = [];
    for (const id of ids) first.push(JSON.stringify((await mix(id)).data));
    for (let round = 0; round < 2; round++) for (const [i, id] of ids.entries()) expect(JSON.stringify((await mix(id)).data)).toBe(first[i]);
  });
});

describe('preparedRows', () => {
  it('answers each call its own parameters, quotes and all (the embedded database gets them as literals)', async () => {
    const read = (v: string, n: number) =>
      preparedRows<{ v: string; n: number }>(t.database.db, 'test_prepared_echo', sql`select ${v}::text as v, ${n}::int as n`);
    expect(await read("O'Brien'); drop table spus; --", 1)).toEqual([{ v: "O'Brien'); drop table spus; --", n: 1 }]);
    expect(await read('珠寶 \\ %', -2)).toEqual([{ v: '珠寶 \\ %', n: -2 }]);
    expect((await t.database.query<{ n: number }>(`select count(*)::int as n from spus`))[0]!.n).toBeGreaterThan(0);
  });
});
