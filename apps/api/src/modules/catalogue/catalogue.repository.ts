import { sql, type SQL } from 'drizzle-orm';
import type { I18nText, WeightPricing } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows, intArray, textArray } from '../../db/sql.ts';
import { termKeys, type SearchTerm } from './catalogue-search.ts';
import { relevanceOf, termsWhere } from './search-sql.ts';
import type { WeightQuote } from './sku-repricing.ts';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  title: I18nText;
  img: string | null;
  sort: number;
}
export interface LabelRow {
  id: number;
  code: string;
  name: I18nText;
  fontColor: string;
  bgColor: string;
}
export interface SpuRow {
  id: number;
  merchantCode: string;
  categoryId: number;
  brand: string;
  title: I18nText;
  name: I18nText;
  introduction: I18nText;
  img: string;
  imgList: string[];
  status: 'on' | 'off';
  hotSales: boolean;
  sales: number;
  createdAt: Date | string;
}
export interface SkuRow {
  id: number;
  spuId: number;
  skuCode: string;
  price: number;
  originalPrice: number;
  img: string;
  imgList: string[];
  status: 'on' | 'off';
  selectionIds: number[];
  stockQty: number;
  /** By-weight skus (issue 30): the rule and the breakdown of the price; null when priced by hand. */
  weightPricing: WeightPricing | null;
  weightQuote: WeightQuote | null;
}
export interface SelectionRow {
  id: number;
  attributeId: number;
  attributeCode: string;
  attributeName: I18nText;
  attributeSort: number;
  name: I18nText;
  colorNumber: string | null;
  sort: number;
}
/** The rows goods are built from (`goodsRows`). */
export interface GoodsRows {
  spus: SpuRow[];
  skus: SkuRow[];
  labels: (LabelRow & { spuId: number })[];
  selections: SelectionRow[];
}
/** What a goods list is narrowed by. Every part is optional; together they are ANDed. */
export interface GoodsFilter {
  merchantCode: string;
  categoryIds?: number[];
  labelIds?: number[];
  /** Each term: one of its ways (keys the search index must hold) must be met (decision 445). */
  terms?: SearchTerm[];
  excludeIds?: number[];
  /** Facets (issue 42): values read from the title, a price band by the lowest price, a shop with stock. */
  metal?: string;
  stone?: string;
  collection?: string;
  price?: { from: number; below: number | null };
  at?: string;
  /** Not a condition: the query as corrected, answered beside the page. */
  didYouMean?: string;
}

/** Counts of one facet's values among a list's matches. */
export interface FacetRow {
  kind: 'category' | 'metal' | 'stone' | 'collection' | 'price' | 'at';
  code: string;
  n: number;
}
export type GoodsOrder = { by: 'gmt_create' | 'price' | 'sales' | 'relevance'; asc: boolean };

/**
 * How much more a row visited while walking the ordering index costs than a match collected through
 * the search index and sorted (timed on the embedded database at 100,000 products for words of 4,000
 * to 33,000 matches: about 13 µs, mostly reading the row's keys from out-of-line storage, against 2 µs).
 */
export const WALK_COST_RATIO = 6;

function whereOf(f: GoodsFilter): SQL {
  const parts: SQL[] = [sql`s.merchant_code = ${f.merchantCode}`, sql`s.status = 'on'`];
  if (f.categoryIds) parts.push(sql`s.category_id = any(${intArray(f.categoryIds)})`);
  if (f.labelIds) parts.push(sql`exists (select 1 from spu_labels sl where sl.spu_id = s.id and sl.label_id = any(${intArray(f.labelIds)}))`);
  parts.push(...termsWhere(f.terms ?? []));
  if (f.excludeIds?.length) parts.push(sql`s.id <> all(${intArray(f.excludeIds)})`);
  if (f.metal) parts.push(sql`s.facet_metal = ${f.metal}`);
  if (f.stone) parts.push(sql`s.facet_stone = ${f.stone}`);
  if (f.collection) parts.push(sql`s.facet_collection = ${f.collection}`);
  if (f.price) {
    parts.push(
      sql`s.id in (select spu_id from spu_prices where min_price >= ${f.price.from}${f.price.below === null ? sql`` : sql` and min_price < ${f.price.below}`})`,
    );
  }
  if (f.at) parts.push(sql`exists (${inStockAt(sql`s.id`, f.at)})`);
  return sql.join(parts, sql` and `);
}

/** A sku of the product on sale with free units in the shop. */
const inStockAt = (spuId: SQL, storeCode: string) =>
  sql`select 1 from skus k join sku_stocks st on st.sku_id = k.id where k.spu_id = ${spuId} and k.status = 'on' and st.store_code = ${storeCode} and st.qty > 0`;

function orderOf(o: GoodsOrder): SQL {
  const dir = o.asc ? sql`asc` : sql`desc`;
  switch (o.by) {
    case 'price':
      // \`min_price\` unqualified: spu_prices' column in a walk (joined by \`fromOf\`), the CTE's in a search.
      return sql`min_price ${dir}, s.id ${dir}`;
    case 'sales':
      return sql`s.sales ${dir}, s.id ${dir}`;
    case 'relevance':
      // Points of the words (search-sql.ts), then in stock before sold out, then best sellers.
      return sql`score desc, in_stock desc, s.sales desc, s.id desc`;
    default:
      return sql`s.created_at ${dir}, s.id ${dir}`;
  }
}

/**
 * The products, with their price range (a narrow table of its own, decision 315) when the list is in
 * price order: the walk then follows `spu_prices_order_idx` and looks up each product by id.
 */
function fromOf(o: GoodsOrder): SQL {
  return o.by === 'price' ? sql`spu_prices pr join spus s on s.id = pr.spu_id` : sql`spus s`;
}

export function createCatalogueRepository(db: Db) {
  return {
    async categories(merchantCode: string): Promise<CategoryRow[]> {
      return rows(db, sql`select id, parent_id as "parentId", title, img, sort from categories where merchant_code = ${merchantCode} order by sort, id`);
    },

    async labels(): Promise<LabelRow[]> {
      return rows(db, sql`select id, code, name, font_color as "fontColor", bg_color as "bgColor" from labels order by sort, id`);
    },

    async onSaleIds(merchantCode: string, limit = 50_000): Promise<{ id: number; createdAt: string }[]> {
      const found = await rows<{ id: number; createdAt: Date | string }>(
        db,
        sql`select id, created_at as "createdAt" from spus where merchant_code = ${merchantCode} and status = 'on' order by id limit ${limit}`,
      );
      return found.map((r) => ({ id: r.id, createdAt: new Date(r.createdAt).toISOString().slice(0, 10) }));
    },

    /** Counts every match of a list without search words (decision 021). */
    async countGoods(f: GoodsFilter): Promise<number> {
      const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from spus s where ${whereOf(f)}`);
      return row?.n ?? 0;
    },

    /** A page of matching ids of a list without search words, walking the ordering index. */
    async goodsIds(f: GoodsFilter, order: GoodsOrder, limit: number, offset: number): Promise<number[]> {
      const found = await rows<{ id: number }>(
        db,
        sql`select s.id from ${fromOf(order)} where ${whereOf(f)} order by ${orderOf(order)} limit ${limit} offset ${offset}`,
      );
      return found.map((r) => r.id);
    },

    /**
     * A page of a search and its exact total (decision 021), in one statement where it can be.
     *
     * One word of one key with no other filter: its kept count (search_key_counts) is the total, and the
     * page is found the cheaper way. With few matches, collecting them all through the search index and
     * sorting costs about 2 µs each; with many, walking the ordering index is cheaper, since it stops
     * after about (offset + limit) × rows / matches rows (WALK_COST_RATIO). Anything else must be counted,
     * and counting visits every match just as collecting does, so one statement collects the matches and
     * answers both the total and the page. A key no product on sale holds means nothing matches.
     * A materialised CTE keeps the planner from walking when collecting is cheaper: its estimates for rare
     * words are far too high and it would visit the whole catalogue for one match.
     */
    async searchGoods(f: GoodsFilter, order: GoodsOrder, limit: number, offset: number): Promise<{ n: number; ids: number[] }> {
      const terms = f.terms ?? [];
      const keys = termKeys(terms);
      const counted = await rows<{ key: string; n: number; rows: number }>(
        db,
        sql`select key, n, (select greatest(reltuples, 0)::int from pg_class where oid = 'spus'::regclass) as rows
            from search_key_counts where merchant_code = ${f.merchantCode} and key = any(${textArray(keys)}) and n > 0`,
      );
      const kept = new Map(counted.map((r) => [r.key, r.n]));
      // Each term matches at most the sum over its ways of the way's rarest key; the query, its rarest term.
      const bound = Math.min(...terms.map((t) => t.alts.reduce((sum, a) => sum + Math.min(...a.units.map((u) => kept.get(u.key) ?? 0)), 0)));
      if (!bound) return { n: 0, ids: [] };
      const relevance = order.by === 'relevance';
      const ranked = relevance ? sql`, ${relevanceOf(terms)} as score, (s.stock_qty > 0) as in_stock` : sql``;
      const collect = sql`with m as materialized (select s.id, s.created_at, pr.min_price, s.sales${ranked} from spus s join spu_prices pr on pr.spu_id = s.id where ${whereOf(f)})
          select (select count(*)::int as n from m) as n,
                 array(select s.id from m s order by ${orderOf(order)} limit ${limit} offset ${offset}) as ids`;
      const answer = (found: { n: number; ids: number[] }[]) => ({ n: found[0]?.n ?? 0, ids: (found[0]?.ids ?? []).map(Number) });

      const only = terms.length === 1 && terms[0]!.alts.length === 1 && terms[0]!.alts[0]!.units.length === 1 ? terms[0]!.alts[0]!.units[0]! : undefined;
      const narrowed = f.categoryIds || f.labelIds || f.excludeIds?.length || f.metal || f.stone || f.collection || f.price || f.at;
      const exact = !relevance && only !== undefined && !only.confirm && !narrowed;
      if (exact) {
        const n = bound;
        const rowCount = counted[0]?.rows ?? n;
        if (n <= offset) return { n, ids: [] };
        if (n ** 2 <= WALK_COST_RATIO * (offset + limit) * Math.max(rowCount, n)) return answer(await rows(db, collect));
        const walked = await rows<{ id: number }>(
          db,
          sql`select s.id from ${fromOf(order)} where ${whereOf(f)} order by ${orderOf(order)} limit ${limit} offset ${offset}`,
        );
        return { n, ids: walked.map((r) => r.id) };
      }
      // The planner prices a sequential scan without the cost of reading each row's keys from their
      // out-of-line storage, and so picks it for common words (1.6 s for 66,000 matches on the embedded
      // database); the search index finds the same matches in a fraction of that.
      return db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return answer(await rows(tx as unknown as Db, collect));
      });
    },

    /**
     * Everything `hydrate` builds goods from, for these goods of the merchant with stock in one shop, in
     * one statement answering one JSON document: a page of goods is then one round trip and one parse
     * instead of four queries of many small typed fields (which showed as much of a search's time).
     */
    async goodsRows(ids: readonly number[], merchantCode: string, storeCode: string): Promise<GoodsRows> {
      if (!ids.length) return { spus: [], skus: [], labels: [], selections: [] };
      const [row] = await rows<{ doc: GoodsRows | string }>(
        db,
        sql`with sp as (select * from spus where id = any(${intArray(ids)}) and merchant_code = ${merchantCode}),
                 sk as (select k.*, coalesce(st.qty, 0) as stock_qty from skus k
                        left join sku_stocks st on st.sku_id = k.id and st.store_code = ${storeCode}
                        where k.spu_id in (select id from sp))
            select json_build_object(
              'spus', coalesce((select json_agg(json_build_object(
                  'id', id, 'merchantCode', merchant_code, 'categoryId', category_id, 'brand', brand, 'title', title,
                  'name', name, 'introduction', introduction, 'img', img, 'imgList', img_list, 'status', status,
                  'hotSales', hot_sales, 'sales', sales, 'createdAt', created_at)) from sp), '[]'),
              'skus', coalesce((select json_agg(json_build_object(
                  'id', id, 'spuId', spu_id, 'skuCode', sku_code, 'price', price, 'originalPrice', original_price,
                  'img', img, 'imgList', img_list, 'status', status, 'selectionIds', selection_ids, 'stockQty', stock_qty,
                  'weightPricing', weight_pricing, 'weightQuote', weight_quote)
                  order by spu_id, sort, id) from sk), '[]'),
              'labels', coalesce((select json_agg(json_build_object(
                  'spuId', sl.spu_id, 'id', l.id, 'code', l.code, 'name', l.name, 'fontColor', l.font_color, 'bgColor', l.bg_color)
                  order by l.sort, l.id)
                  from spu_labels sl join labels l on l.id = sl.label_id where sl.spu_id in (select id from sp)), '[]'),
              'selections', coalesce((select json_agg(json_build_object(
                  'id', sel.id, 'attributeId', sel.attribute_id, 'attributeCode', a.code, 'attributeName', a.name,
                  'attributeSort', a.sort, 'name', sel.name, 'colorNumber', sel.color_number, 'sort', sel.sort)
                  order by a.sort, a.id, sel.sort, sel.id)
                  from attribute_selections sel join attributes a on a.id = sel.attribute_id
                  where sel.id in (select unnest(selection_ids) from sk)), '[]')
            ) as doc`,
      );
      const doc = row?.doc;
      return typeof doc === 'string' ? (JSON.parse(doc) as GoodsRows) : (doc ?? { spus: [], skus: [], labels: [], selections: [] });
    },

    /**
     * The matches' counts by category, metal, stone, collection, price band (`bands`: [code, from] in
     * ascending order) and shop with stock, in one statement over the matches collected once.
     */
    async facetRows(f: GoodsFilter, bands: readonly { code: string; from: number }[]): Promise<FacetRow[]> {
      const band = sql`case ${sql.join(
        [...bands].reverse().map((b) => sql`when m.min_price >= ${b.from} then ${b.code}`),
        sql` `,
      )} end`;
      const search = f.terms?.length ? sql`set local enable_seqscan = off` : undefined;
      const query = sql`with m as materialized (
            select s.id, s.category_id, s.facet_metal, s.facet_stone, s.facet_collection, pr.min_price
            from spus s join spu_prices pr on pr.spu_id = s.id where ${whereOf(f)})
          select 'category' as kind, category_id::text as code, count(*)::int as n from m group by category_id
          union all select 'metal', facet_metal, count(*)::int from m where facet_metal is not null group by facet_metal
          union all select 'stone', facet_stone, count(*)::int from m where facet_stone is not null group by facet_stone
          union all select 'collection', facet_collection, count(*)::int from m where facet_collection is not null group by facet_collection
          union all select 'price', ${band}, count(*)::int from m group by 2
          union all select 'at', st.store_code, count(distinct m.id)::int from m join skus k on k.spu_id = m.id and k.status = 'on'
            join sku_stocks st on st.sku_id = k.id and st.qty > 0 group by st.store_code`;
      if (!search) return rows(db, query);
      return db.transaction(async (tx) => {
        await tx.execute(search);
        return rows<FacetRow>(tx as unknown as Db, query);
      });
    },

    async spuIdsOfSkus(skuIds: readonly number[]): Promise<{ id: number; spuId: number }[]> {
      if (!skuIds.length) return [];
      return rows(db, sql`select id, spu_id as "spuId" from skus where id = any(${intArray(skuIds)})`);
    },

    async skuStockInStores(skuId: number, merchantCode: string) {
      const [sku] = await rows<{ id: number; skuCode: string }>(
        db,
        sql`select k.id, k.sku_code as "skuCode" from skus k join spus s on s.id = k.spu_id
            where k.id = ${skuId} and s.merchant_code = ${merchantCode}`,
      );
      if (!sku) return undefined;
      const stock = await rows<{ storeCode: string; qty: number }>(db, sql`select store_code as "storeCode", qty from sku_stocks where sku_id = ${skuId}`);
      return { sku, stock };
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
