import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArrayParam } from '../../db/sql.ts';
import type { DemoProduct } from './catalogue-demo.ts';
import { SEARCH_VERSION } from './catalogue-search.ts';
import { skuValues, spuValues, type CatalogueRefs } from './catalogue-load.ts';

/**
 * The bench seed's loader (issue 41, decision 480): the products `loadProducts` writes, thousands at a
 * time in one statement per table (`insert … select from jsonb_to_recordset($1)`, the rows as one JSON
 * parameter), with the tables' triggers off for the transaction (`session_replication_role = replica`).
 * What those triggers keep is written here beside the rows instead, from the same generated products:
 *
 * - `spus.stock_qty` (1020), `sku_stocks.on_sale_merchant` (1320): columns of the inserted rows;
 * - `spu_prices` (1450): one row per product, the range of its skus (all on sale);
 * - `search_key_counts` (0102) and `low_stock_counts` (1454): added to per chunk;
 * - `goods_wire` (1980): one row per product, no template yet (the seed then builds them all).
 *
 * Profiled on the embedded database, 2,000 products with the triggers on took 41 s, 13 s without (load
 * ≈ 20): the per-row stock fill, foreign-key checks and the key counts' aggregation were two thirds.
 * `INSERT_TRIGGERS` is the list this stands in for; `bulkLoadable` answers false when a table has gained
 * another, and the seed then loads with the triggers on (slower, never wrong).
 */
export const INSERT_TRIGGERS = [
  'spus_price_range_insert',
  'spus_search_counts_insert',
  'skus_price_range_insert',
  'sku_stocks_on_sale_fill',
  'sku_stocks_spu_qty_insert',
  'sku_stocks_low_insert',
  // New products have no template: their goods_wire rows are written below, and skus or labels of a
  // product inserted with it have nothing to empty.
  'goods_wire_spus_insert',
  'goods_wire_skus_insert',
  'goods_wire_spu_labels_insert',
];
const LOW_STOCK_MAX = 1000; // HOME.LOW_STOCK_THRESHOLD.max, as in migration 1454

/** The loader's rows go in as JSON named as the tables' columns (`jsonb_to_recordset` reads only the ones it lists). */
const snakeKeys = (row: object) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));

const rowsOf = async <T>(tx: Db, query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

/** Whether the catalogue's tables carry only the insert triggers this loader stands in for. */
export async function bulkLoadable(tx: Db): Promise<{ ok: boolean; unknown: string[] }> {
  const found = await rowsOf<{ name: string }>(
    tx,
    sql`select t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
         where c.relname in ('spus', 'skus', 'sku_stocks', 'spu_labels') and not t.tgisinternal and (t.tgtype & 4) <> 0`,
  );
  const unknown = found.map((r) => r.name).filter((n) => !INSERT_TRIGGERS.includes(n));
  return { ok: unknown.length === 0, unknown };
}

export async function bulkLoadProducts(
  tx: Db,
  merchantCode: string,
  refs: CatalogueRefs,
  products: DemoProduct[],
  opts: { now: Date; onlineStore: string },
): Promise<void> {
  const ids = async (table: 'spus' | 'skus', n: number) =>
    (await rowsOf<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`)).map((r) => r.id);
  const json = (value: unknown) => JSON.stringify(value);
  await tx.execute(sql`set local session_replication_role = replica`);

  const spuIds = await ids('spus', products.length);
  const skuIds = await ids(
    'skus',
    products.reduce((n, p) => n + p.skus.length, 0),
  );

  const spuRows: object[] = [];
  const priceRows: object[] = [];
  const skuRows: object[] = [];
  const stockRows: object[] = [];
  const labelRows: object[] = [];
  const keyCounts = new Map<string, number>();
  const lowCounts = new Map<string, number>();
  let n = 0;
  products.forEach((p, i) => {
    const onSale = p.status === 'on';
    let stockQty = 0;
    p.skus.forEach((s, k) => {
      const skuId = skuIds[n++]!;
      skuRows.push({ id: skuId, ...snakeKeys(skuValues(refs, spuIds[i]!, p, k)) });
      for (const [store, qty] of Object.entries(s.stock)) {
        if (store !== opts.onlineStore && !refs.physicalStores.includes(store)) continue;
        stockRows.push({ sku_id: skuId, store_code: store, qty, on_sale_merchant: onSale ? merchantCode : null });
        stockQty += qty;
        if (onSale && qty <= LOW_STOCK_MAX) lowCounts.set(`${store}\u0001${qty}`, (lowCounts.get(`${store}\u0001${qty}`) ?? 0) + 1);
      }
    });
    const prices = p.skus.map((s) => s.price);
    priceRows.push({ spu_id: spuIds[i], min_price: prices.length ? Math.min(...prices) : 0, max_price: prices.length ? Math.max(...prices) : 0 });
    if (onSale) for (const key of p.search.searchGrams) keyCounts.set(key, (keyCounts.get(key) ?? 0) + 1);
    for (const code of p.labels) labelRows.push({ spu_id: spuIds[i], label_id: refs.labelIds.get(code)! });
    spuRows.push({ id: spuIds[i], ...snakeKeys(spuValues(merchantCode, refs, p, opts.now)), stock_qty: stockQty });
  });

  await tx.execute(sql`
    insert into spus (id, merchant_code, category_id, brand, title, name, introduction, img, img_list, status, hot_sales, sales,
                      search_text, search_title, search_attrs, search_grams, search_version, facet_metal, facet_stone, facet_collection,
                      stock_qty, created_at)
    select id, ${merchantCode}, category_id, brand, title, name, introduction, img, img_list, status, hot_sales, sales,
           search_text, search_title, search_attrs, search_grams, ${SEARCH_VERSION}, facet_metal, facet_stone, facet_collection,
           stock_qty, created_at
      from jsonb_to_recordset(${json(spuRows)}::jsonb) as x(id int, category_id int, brand text, title jsonb, name jsonb,
           introduction jsonb, img text, img_list jsonb, status text, hot_sales boolean, sales int, search_text text,
           search_title text, search_attrs text, search_grams text[], facet_metal text, facet_stone text, facet_collection text,
           stock_qty int, created_at timestamptz)`);
  await tx.execute(sql`
    insert into spu_prices (spu_id, min_price, max_price)
    select spu_id, min_price, max_price from jsonb_to_recordset(${json(priceRows)}::jsonb) as x(spu_id int, min_price int, max_price int)`);
  await tx.execute(sql`insert into goods_wire (spu_id) select unnest(${intArrayParam(spuIds)})`);
  await tx.execute(sql`
    insert into skus (id, spu_id, sku_code, price, original_price, img, img_list, selection_ids, sort)
    select id, spu_id, sku_code, price, original_price, img, img_list, selection_ids, sort
      from jsonb_to_recordset(${json(skuRows)}::jsonb) as x(id int, spu_id int, sku_code text, price int, original_price int,
           img text, img_list jsonb, selection_ids int[], sort int)`);
  await tx.execute(sql`
    insert into sku_stocks (sku_id, store_code, qty, on_sale_merchant)
    select sku_id, store_code, qty, on_sale_merchant
      from jsonb_to_recordset(${json(stockRows)}::jsonb) as x(sku_id int, store_code text, qty int, on_sale_merchant text)`);
  if (labelRows.length)
    await tx.execute(sql`
      insert into spu_labels (spu_id, label_id)
      select spu_id, label_id from jsonb_to_recordset(${json(labelRows)}::jsonb) as x(spu_id int, label_id int)`);
  await tx.execute(sql`
    insert into search_key_counts as c (merchant_code, key, n)
    select ${merchantCode}, key, n::int from jsonb_each_text(${json(Object.fromEntries(keyCounts))}::jsonb) as x(key, n)
    on conflict (merchant_code, key) do update set n = c.n + excluded.n`);
  await tx.execute(sql`
    insert into low_stock_counts as c (merchant_code, store_code, qty, n)
    select ${merchantCode}, split_part(k, chr(1), 1), split_part(k, chr(1), 2)::int, n::int
      from jsonb_each_text(${json(Object.fromEntries(lowCounts))}::jsonb) as x(k, n)
    on conflict (merchant_code, store_code, qty) do update set n = c.n + excluded.n`);
  await tx.execute(sql`set local session_replication_role = origin`);
}
