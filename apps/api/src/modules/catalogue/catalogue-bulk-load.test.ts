import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@shop/contract';
import { testAppPerFile } from '../../../test/back-office-fixture.ts';
import type { Db } from '../../db/client.ts';
import { bulkLoadProducts } from './catalogue-bulk-load.ts';
import { DEMO_CATEGORIES, DEMO_COLOURS, DEMO_SIZES, demoProduct } from './catalogue-demo.ts';
import { loadProducts, type CatalogueRefs } from './catalogue-load.ts';

const t = testAppPerFile();
const rowsOf = async <T>(tx: Db, query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

/** The seeded references, read back by their codes and English names. */
async function seededRefs(tx: Db): Promise<CatalogueRefs> {
  const titles = await rowsOf<{ id: number; en: string }>(tx, sql`select id, title->>'en' as en from categories`);
  const labels = await rowsOf<{ id: number; code: string }>(tx, sql`select id, code from labels`);
  const sel = await rowsOf<{ id: number; code: string; en: string }>(
    tx,
    sql`select s.id, a.code, s.name->>'en' as en from attribute_selections s join attributes a on a.id = s.attribute_id`,
  );
  const selection = (code: string, en: string) => sel.find((s) => s.code === code && s.en === en)!.id;
  const stores = await rowsOf<{ code: string }>(tx, sql`select code from stores where kind = 'physical' order by sort`);
  return {
    categoryIds: new Map(DEMO_CATEGORIES.map((c) => [c.key, titles.find((x) => x.en === c.title.en)!.id])),
    labelIds: new Map(labels.map((l) => [l.code, l.id])),
    colourIds: new Map(DEMO_COLOURS.map((c) => [c.code, selection('COLOR', c.name.en)])),
    sizeIds: new Map(Object.values(DEMO_SIZES).flatMap((list) => list.map((s) => [s.code, selection('SIZE', s.name.en)] as const))),
    physicalStores: stores.map((s) => s.code),
  };
}

/**
 * What a loader writes for six generated products, ids left out (the sequences move on between runs),
 * read inside a transaction that is then rolled back.
 */
async function written(loader: 'demo' | 'bulk') {
  const now = new Date('2026-01-01T00:00:00Z');
  let seen: unknown;
  await t.database.db
    .transaction(async (t) => {
      const tx = t as unknown as Db;
      const refs = await seededRefs(tx);
      const products = Array.from({ length: 6 }, (_, i) => demoProduct(90_000 + i, refs.physicalStores, DEMO.storeCode));
      const [{ last }] = (await rowsOf<{ last: number }>(tx, sql`select coalesce(max(id), 0)::int as last from spus`)) as [{ last: number }];
      if (loader === 'demo') await loadProducts(tx, DEMO.merchantCode, refs, products, { now, drawImages: false, onlineStore: DEMO.storeCode });
      else await bulkLoadProducts(tx, DEMO.merchantCode, refs, products, { now, onlineStore: DEMO.storeCode });
      const read = (query: ReturnType<typeof sql>) => rowsOf<{ row: unknown }>(tx, query).then((r) => r.map((x) => x.row));
      seen = {
        spus: await read(sql`select to_jsonb(p) - 'id' - 'updated_at' as row from spus p where p.id > ${last} order by p.sales, p.title->>'en'`),
        prices: await read(sql`select jsonb_build_array(p.title->>'en', r.min_price, r.max_price) as row from spu_prices r join spus p on p.id = r.spu_id
                              where p.id > ${last} order by 1`),
        skus: await read(sql`select to_jsonb(k) - 'id' - 'spu_id' - 'updated_at' as row from skus k where k.spu_id > ${last} order by k.sku_code`),
        stock: await read(sql`select jsonb_build_array(k.sku_code, s.store_code, s.qty, s.on_sale_merchant) as row from sku_stocks s
                             join skus k on k.id = s.sku_id where k.spu_id > ${last} order by 1`),
        labels: await read(sql`select jsonb_build_array(p.title->>'en', l.code) as row from spu_labels x join spus p on p.id = x.spu_id
                              join labels l on l.id = x.label_id where p.id > ${last} order by 1`),
        // Every new product has its goods_wire row, with no template yet (decision 610).
        wire: await read(sql`select jsonb_build_array(p.title->>'en', w.template) as row from goods_wire w join spus p on p.id = w.spu_id
                            where p.id > ${last} order by 1`),
      };
      throw new Error('roll back');
    })
    .catch((e: Error) => {
      if (e.message !== 'roll back') throw e;
    });
  return seen;
}

/*
 * The bench seed's bulk loader (decision 480) writes with the triggers off what `loadProducts` writes
 * with them on, from the one mapping of a generated product (`spuValues`, `skuValues`).
 */
describe('the bench loader and the demo loader', () => {
  it('write the same products, prices, skus, stock, labels and goods_wire rows', async () => {
    const demo = await written('demo');
    expect((demo as { skus: unknown[] }).skus.length).toBeGreaterThan(6);
    expect(await written('bulk')).toEqual(demo);
  });
});
