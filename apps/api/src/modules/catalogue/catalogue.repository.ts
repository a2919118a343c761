import { sql, type SQL } from 'drizzle-orm';
import type { I18nText, WeightPricing } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows, intArray, intArrayParam, preparedRows, textArray } from '../../db/sql.ts';
import { perTurn } from '../../lib/per-turn.ts';
import type { LiveRow } from './goods-wire.ts';
import type { SearchTerm } from './catalogue-search.ts';
import { termsWhere } from './search-sql.ts';
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
/** The product page's data (`productRows`): the rows of the product and its related goods, and their order. */
export interface ProductRows {
  /** The shop the rows are for (its stock): the one asked for, or the merchant's online shop. */
  storeCode: string;
  /**
   * The product's row with its template and the related goods' rows with their cards (decision 622), and the
   * values now that fill them (`catalogue_goods_live`, decision 610).
   */
  live: LiveRow[];
  /** The related goods, best sellers first. */
  relatedIds: number[];
  /** The product's category and its parents, the top first. */
  path: { id: number; title: I18nText }[];
}
/** One product page asked for (`productRows`). */
interface ProductAsk {
  spuId: number;
  merchantCode: string;
  storeCode: string | null;
  relatedQty: number;
}
/** A row of `catalogue_product_pages`: a goods shown, and on an asked product's own row its page. */
type PageRow = LiveRow & { asked: number | null; storeCode: string; relatedIds: number[] | null; path: ProductRows['path'] | string | null };
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
      // \`min_price\` unqualified: spu_prices' column, joined by \`fromOf\`.
      return sql`min_price ${dir}, s.id ${dir}`;
    case 'sales':
      return sql`s.sales ${dir}, s.id ${dir}`;
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

const NO_ROWS: GoodsRows = { spus: [], skus: [], labels: [], selections: [] };
/** A JSON document from a statement: PGlite hands `json` over as text, node-postgres parses it. */
const parsed = <T>(doc: T | string | null | undefined): T | undefined => (typeof doc === 'string' ? (JSON.parse(doc) as T) : (doc ?? undefined));

export function createCatalogueRepository(db: Db) {
  const productPage = perTurn(
    (ask: ProductAsk) => `${ask.merchantCode}\u0000${ask.storeCode ?? ''}\u0000${ask.relatedQty}`,
    async (asks: ProductAsk[]): Promise<(ProductRows | undefined)[]> => {
      const { merchantCode, storeCode, relatedQty } = asks[0]!;
      const found = await preparedRows<PageRow>(
        db,
        'catalogue_product_pages',
        sql`select asked, store_code as "storeCode", related_ids as "relatedIds", path, id, gen, template, card, status, sales, skus
              from catalogue_product_pages(${intArrayParam([...new Set(asks.map((a) => a.spuId))])}, ${merchantCode}::text, ${storeCode}::text, ${relatedQty}::int)`,
      );
      const live = new Map(found.map(({ id, gen, template, card, status, sales, skus }) => [id, { id, gen, template, card, status, sales, skus } as LiveRow]));
      const pages = new Map(found.filter((r) => r.asked !== null).map((r) => [r.asked!, r]));
      return asks.map(({ spuId }) => {
        const page = pages.get(spuId);
        if (!page) return undefined;
        const relatedIds = page.relatedIds ?? [];
        return {
          storeCode: page.storeCode,
          relatedIds,
          path: parsed(page.path) ?? [],
          live: [spuId, ...relatedIds].flatMap((id) => live.get(id) ?? []),
        };
      });
    },
  );
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
     * Everything `hydrate` builds goods from, for these goods of the merchant with stock in one shop, in
     * one statement answering one JSON document: a page of goods is then one round trip and one parse
     * instead of four queries of many small typed fields (which showed as much of a search's time).
     */
    async goodsRows(ids: readonly number[], merchantCode: string, storeCode: string): Promise<GoodsRows> {
      if (!ids.length) return { ...NO_ROWS };
      // One function (migration 1920, decision 563): its plan is kept per connection, and the ids go as one
      // array parameter, so the statement's text is the same for any page. It reads the columns goods show
      // only: on the embedded database every byte copied through a statement is WebAssembly's work.
      const [row] = await rows<{ doc: GoodsRows | string }>(db, sql`select catalogue_goods_rows(${intArrayParam(ids)}, ${merchantCode}, ${storeCode}) as doc`);
      return parsed(row?.doc) ?? { ...NO_ROWS };
    },

    /**
     * These goods' kept templates and what fills them now (`catalogue_goods_live`, decision 610), in no order;
     * ids not of the merchant are left out. The ids go as one array parameter (decision 563).
     */
    async goodsLive(ids: readonly number[], merchantCode: string, storeCode: string): Promise<LiveRow[]> {
      if (!ids.length) return [];
      return rows<LiveRow>(
        db,
        sql`select id, gen, template, status, sales, skus from catalogue_goods_live(${intArrayParam(ids)}, ${merchantCode}, ${storeCode})`,
      );
    },

    /**
     * Keeps templates and cards built from the rows, each only while its product's `gen` is still the one read
     * before the build: an edit since then made it out of date already (its trigger moved `gen` on).
     */
    async keepTemplates(built: readonly { id: number; gen: number; template: string; card: string }[]): Promise<void> {
      if (!built.length) return;
      await db.execute(
        sql`update goods_wire w set template = t.template, card = t.card
              from unnest(${intArray(built.map((b) => b.id))}, ${intArray(built.map((b) => b.gen))}, ${textArray(built.map((b) => b.template))},
                          ${textArray(built.map((b) => b.card))}) as t(spu_id, gen, template, card)
             where w.spu_id = t.spu_id and w.gen = t.gen and w.template is null`,
      );
    },

    /** Products without a kept template after `after` (by id), with the `gen` a template built now is for. */
    async withoutTemplate(after: number, limit: number): Promise<{ id: number; gen: number; merchantCode: string }[]> {
      return rows(
        db,
        sql`select w.spu_id as id, w.gen, s.merchant_code as "merchantCode" from goods_wire w join spus s on s.id = w.spu_id
             where w.template is null and w.spu_id > ${after} order by w.spu_id limit ${limit}`,
      );
    },

    /**
     * The product page's data (decisions 571, 615, 621): the product (even when removed from sale), the path of
     * its category, the ids of its related goods (its category's best sellers on sale), and the kept templates
     * of the product and the related goods with their values now (decision 610), for the shop asked (null:
     * the merchant's online shop). Undefined when there is no such shop or product (the caller names which).
     * Pages asked for the same shop in the same turn of the event loop are read in one prepared statement,
     * each goods they show once: a row shown on several of them is the same object in each page's `live`.
     */
    productRows: (spuId: number, merchantCode: string, storeCode: string | null, relatedQty: number): Promise<ProductRows | undefined> =>
      productPage({ spuId, merchantCode, storeCode, relatedQty }),

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
