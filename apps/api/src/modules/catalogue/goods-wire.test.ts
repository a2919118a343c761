import { describe, expect, it } from 'vitest';
import type { Goods, GoodsCard } from '@shop/contract';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { cardOf } from './goods-card.ts';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';

/*
 * Goods answered from their kept templates (goods_wire, decision 610) are byte for byte the goods built from
 * their rows, before and after every kind of change; a change the template shows empties it in the writer's
 * transaction, a moving value (stock, price, status, sales, a gold rate) does not and still shows at once;
 * a template built from rows an edit has since changed is not kept. Every cache off (decision 483), so
 * each call reads the database.
 */
const t = testAppPerFile({ cachesOff: true });

const q = <T>(text: string) => t.database.query<T>(text);
/** The answer's bytes as the API sent them. */
const listRaw = async (ids: number[], storeCode = 'ESHOP') =>
  (await t.call('app/goods/listSpuByIds', { spuIdList: ids, storeCode, checkGoods: false })).response.payload;
const mixRaw = async (spuId: number, storeCode = 'ESHOP') => (await t.call('app/goods/getGoodsMixData', { spuId, relatedQty: 4, storeCode })).response.payload;

/** Waits until these products have templates (kept after the answer, not before it). */
async function templatesKept(ids: number[]) {
  for (let i = 0; i < 200; i++) {
    const [row] = await q<{ n: number }>(
      `select count(*)::int as n from goods_wire where spu_id in (${ids.join(',')}) and template is not null and card is not null`,
    );
    if (row!.n === ids.length) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('templates were not kept');
}
/** The answer built from rows (templates and cards dropped without moving gen: a test-only write) and from templates. */
async function bothWays<T>(ids: number[], read: () => Promise<T>) {
  await q(`update goods_wire set template = null, card = null where spu_id in (${ids.join(',')})`);
  const fromRows = await read();
  await templatesKept(ids);
  const fromTemplates = await read();
  return { fromRows, fromTemplates };
}
const wire = async (id: number) =>
  (await q<{ gen: number; template: string | null; card: string | null }>(`select gen, template, card from goods_wire where spu_id = ${id}`))[0]!;

describe('goods from kept templates', () => {
  it('answers every demo product byte for byte as built from its rows, online and in a shop', async () => {
    const ids = (await q<{ id: number }>(`select id from spus order by id`)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(300);
    const [shop] = await q<{ code: string }>(`select code from stores where code <> 'ESHOP' order by code limit 1`);
    for (const store of ['ESHOP', shop!.code]) {
      for (let at = 0; at < ids.length; at += 100) {
        const page = ids.slice(at, at + 100);
        const { fromRows, fromTemplates } = await bothWays(page, () => listRaw(page, store));
        expect(fromTemplates).toBe(fromRows);
      }
    }
    // The product page: the product and its related goods' cards, each card the card of its goods (decision 622).
    for (const id of ids.slice(0, 40)) {
      const shown = [id, ...JSON.parse(await mixRaw(id)).data.related.map((g: { id: number }) => g.id)];
      const { fromRows, fromTemplates } = await bothWays(shown, () => mixRaw(id));
      expect(fromTemplates).toBe(fromRows);
      const { related } = JSON.parse(fromTemplates).data as { related: GoodsCard[] };
      const whole = JSON.parse(await listRaw(related.map((g) => g.id))).data as Goods[];
      expect(related).toEqual(whole.map(cardOf));
    }
  });

  it('keeps the template through stock, price, status, sales and a new gold rate, showing each at once', async () => {
    const [sku] = await q<{ id: number; spuId: number }>(
      `select k.id, k.spu_id as "spuId" from skus k join spus s on s.id = k.spu_id
        where s.status = 'on' and k.status = 'on' and k.weight_pricing is null order by k.id limit 1`,
    );
    const [weighed] = await q<{ spuId: number }>(`select spu_id as "spuId" from skus where weight_pricing is not null order by id limit 1`);
    expect(sku && weighed).toBeTruthy();
    const ids = [sku!.spuId, weighed!.spuId];
    await listRaw(ids);
    await templatesKept(ids);
    const before = await Promise.all(ids.map(wire));
    const seen = await listRaw(ids);
    await q(`update sku_stocks set qty = qty + 7 where sku_id = ${sku!.id} and store_code = 'ESHOP'`);
    await q(`update skus set price = price + 100, original_price = original_price + 100 where id = ${sku!.id}`);
    await q(`update spus set sales = sales + 3 where id = ${sku!.spuId}`);
    await q(`insert into gold_prices (sell_tael, purchase_tael, exchange_tael, sell_gram, purchase_gram, exchange_gram, recorded_by, recorded_at, k18_tael, k18_permille, pt950_tael)
             select sell_tael + 5000, purchase_tael, exchange_tael, sell_gram, purchase_gram, exchange_gram, recorded_by, now(), k18_tael + 4000, k18_permille, pt950_tael
               from gold_prices order by recorded_at desc, id desc limit 1`);
    expect(await Promise.all(ids.map(wire))).toEqual(before);
    const after = await listRaw(ids);
    expect(after).not.toBe(seen);
    const goods = JSON.parse(after).data as { id: number; sales: number; skuList: { id: number; price: number; storeStockQty: number }[] }[];
    const k = goods[0]!.skuList.find((x) => x.id === sku!.id)!;
    const [now] = await q<{ price: number; qty: number; sales: number }>(
      `select k.price, st.qty, s.sales from skus k join spus s on s.id = k.spu_id join sku_stocks st on st.sku_id = k.id and st.store_code = 'ESHOP' where k.id = ${sku!.id}`,
    );
    expect([k.price, k.storeStockQty, goods[0]!.sales]).toEqual([now!.price, now!.qty, now!.sales]);
    // …and still byte for byte the goods built from rows, the by-weight one at the new rate.
    const { fromRows, fromTemplates } = await bothWays(ids, () => listRaw(ids));
    expect(fromTemplates).toBe(fromRows);
    // A sku and a product off sale, then on again.
    await q(`update skus set status = 'off' where id = ${sku!.id}`);
    const off = await bothWays(ids, () => listRaw(ids));
    expect(off.fromTemplates).toBe(off.fromRows);
    await q(`update skus set status = 'on' where id = ${sku!.id}`);
  });

  it('empties the template in the writer’s transaction for each change it shows, and shows the change', async () => {
    const [p] = await q<{ id: number; label: number; selection: number; attribute: number }>(
      `select s.id, (select label_id from spu_labels where spu_id = s.id limit 1) as label,
              (select k.selection_ids[1] from skus k where k.spu_id = s.id and cardinality(k.selection_ids) > 0 limit 1) as selection,
              (select a.attribute_id from attribute_selections a join skus k on a.id = any(k.selection_ids) where k.spu_id = s.id limit 1) as attribute
         from spus s where exists (select 1 from spu_labels where spu_id = s.id)
          and (select cardinality(k.selection_ids) from skus k where k.spu_id = s.id order by k.id limit 1) > 1 order by s.id limit 1`,
    );
    expect(p?.label && p.selection && p.attribute).toBeTruthy();
    const firstSku = `(select min(id) from skus where spu_id = ${p!.id})`;
    // Every column the builder shows that is not read live (goods-build.ts, catalogue_goods_rows).
    const changes = [
      `update spus set title = jsonb_set(title, '{en}', to_jsonb((title->>'en') || ' (new)')) where id = ${p!.id}`,
      `update spus set name = jsonb_set(name, '{zh_HK}', '"新名"') where id = ${p!.id}`,
      `update spus set introduction = jsonb_set(introduction, '{zh_CN}', '"新"') where id = ${p!.id}`,
      `update spus set brand = brand || 'X' where id = ${p!.id}`,
      `update spus set img = img || '?v=2' where id = ${p!.id}`,
      `update spus set img_list = img_list || '["/x.png"]'::jsonb where id = ${p!.id}`,
      `update spus set hot_sales = not hot_sales where id = ${p!.id}`,
      `update spus set created_at = created_at - interval '1 day' where id = ${p!.id}`,
      `update spus set category_id = (select min(id) from categories where id <> spus.category_id) where id = ${p!.id}`,
      `update skus set sku_code = sku_code || 'X' where id = ${firstSku}`,
      `update skus set img = img || '?v=2' where id = ${firstSku}`,
      `update skus set img_list = img_list || '["/y.png"]'::jsonb where id = ${firstSku}`,
      `update skus set sort = sort + 10 where id = ${firstSku}`,
      `update skus set selection_ids = selection_ids[2:] || selection_ids[1:1] where id = ${firstSku}`,
      `update labels set name = jsonb_set(name, '{en}', '"Renamed"') where id = ${p!.label}`,
      `update labels set font_color = '#123456' where id = ${p!.label}`,
      `update labels set bg_color = '#654321' where id = ${p!.label}`,
      `update labels set code = code || 'x' where id = ${p!.label}`,
      `update labels set sort = sort + 10 where id = ${p!.label}`,
      `update attribute_selections set name = jsonb_set(name, '{en}', '"Renamed"') where id = ${p!.selection}`,
      `update attribute_selections set color_number = '#abcdef' where id = ${p!.selection}`,
      `update attribute_selections set sort = sort + 10 where id = ${p!.selection}`,
      `update attributes set sort = sort + 1 where id = ${p!.attribute}`,
      `update attributes set name = jsonb_set(name, '{en}', '"Metal colour"') where id = ${p!.attribute}`,
      `update attributes set code = code || 'X' where id = ${p!.attribute}`,
      `delete from spu_labels where spu_id = ${p!.id} and label_id = ${p!.label}`,
      `insert into spu_labels (spu_id, label_id) values (${p!.id}, ${p!.label})`,
      `insert into skus (spu_id, sku_code, price, original_price, img, img_list, status, selection_ids, sort)
         select spu_id, sku_code || '-2', price, original_price, img, img_list, status, selection_ids, sort + 1 from skus where id = (select min(id) from skus where spu_id = ${p!.id})`,
      `delete from skus where id = (select max(id) from skus where spu_id = ${p!.id})`,
      `delete from attribute_selections where id = ${p!.selection}`,
    ];
    for (const change of changes) {
      await listRaw([p!.id]);
      await templatesKept([p!.id]);
      const before = await wire(p!.id);
      await q(change);
      const after = await wire(p!.id);
      expect({ change, gen: after.gen, template: after.template, card: after.card }).toEqual({ change, gen: before.gen + 1, template: null, card: null });
      const { fromRows, fromTemplates } = await bothWays([p!.id], () => listRaw([p!.id]));
      expect(fromTemplates).toBe(fromRows);
    }
    expect(await listRaw([p!.id])).toContain('(new)');
  });

  it('does not keep a template built from rows an edit has changed since', async () => {
    const [p] = await q<{ id: number }>(`select id from spus order by id desc limit 1`);
    await q(`update goods_wire set template = null, card = null where spu_id = ${p!.id}`);
    const { gen } = await wire(p!.id);
    // An edit between the read of gen and the keeping of what was built: the keeping finds gen moved on.
    await q(`update spus set brand = brand || ' ' where id = ${p!.id}`);
    const repo = createCatalogueRepository(t.database.db);
    await repo.keepTemplates([{ id: p!.id, gen, template: 'built before the edit', card: 'its card' }]);
    expect(await wire(p!.id)).toMatchObject({ template: null, card: null });
    await repo.keepTemplates([{ id: p!.id, gen: gen + 1, template: 'built after it', card: 'its card after it' }]);
    expect(await wire(p!.id)).toMatchObject({ template: 'built after it', card: 'its card after it' });
    await q(`update goods_wire set template = null, card = null where spu_id = ${p!.id}`);
  });
});
