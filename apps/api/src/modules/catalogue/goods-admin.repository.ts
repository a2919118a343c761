import { sql, type SQL } from 'drizzle-orm';
import { BO_GOODS_LIMITS, type BoGoodsRow, type BoGoodsValues, type I18nText, type WeightPricing } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { intArray, rows, textArray } from '../../db/sql.ts';
import { termKeys, type SearchTerm } from './catalogue-search.ts';
import { termsWhere } from './search-sql.ts';

export interface GoodsListFilter {
  merchantCode: string;
  terms: SearchTerm[];
  /** The asked category and its descendants. */
  categoryIds?: number[] | undefined;
  labelId?: number | undefined;
  status?: 'on' | 'off' | undefined;
  stock?: 'in' | 'out' | undefined;
}

/** The list's conditions on `spus s` (the CSV export selects the same goods). */
export function whereOf(f: GoodsListFilter): SQL {
  const parts: SQL[] = [sql`s.merchant_code = ${f.merchantCode}`];
  if (f.status) parts.push(sql`s.status = ${f.status}`);
  if (f.categoryIds) parts.push(sql`s.category_id = any(${intArray(f.categoryIds)})`);
  if (f.labelId) parts.push(sql`s.id in (select sl.spu_id from spu_labels sl where sl.label_id = ${f.labelId})`);
  // The same words as the storefront's search (catalogue-search.ts, search-sql.ts): GIN lookups.
  parts.push(...termsWhere(f.terms));
  // `stock_qty` is kept by the sku_stocks triggers (migration 1020): every shop's free units together.
  if (f.stock) parts.push(f.stock === 'in' ? sql`s.stock_qty > 0` : sql`s.stock_qty <= 0`);
  return sql.join(parts, sql` and `);
}

/** Collect a search's matches through the search index when at most this many goods on sale hold its keys. */
const COLLECT_MAX = 5000;

/**
 * How many goods on sale at most hold every key of the search (the smallest kept count); 0 when a key is
 * held by none on sale (off-sale goods are not counted there, so such a search still collects: cheap).
 */
async function searchBound(db: Db, f: GoodsListFilter): Promise<number> {
  const keys = termKeys(f.terms);
  if (!keys.length) return Number.POSITIVE_INFINITY;
  const [kept] = await rows<{ bound: number | null; found: number }>(
    db,
    sql`select min(n)::int as bound, count(*)::int as found from search_key_counts where merchant_code = ${f.merchantCode} and key = any(${textArray(keys)})`,
  );
  return !kept || kept.found < keys.length ? 0 : (kept.bound ?? 0);
}

/** Whole dollars, at least a dollar, never above the original price: the same rule previews and writes. */
const bulkPrice = (pricePercent: number, of: 'k.' | '' = '') =>
  sql`least(${sql.raw(of)}original_price, greatest(100, round(${sql.raw(of)}price * (100 + ${pricePercent})::numeric / 10000) * 100))::int`;

/**
 * A by-weight sku's making charge after a bulk percentage (decision 371): the percentage of its making
 * charge, to the cent, never below 0 nor above the making charge before any promotion (as a hand price
 * never goes above its original price). The rule keeps that charge as its original making charge, so the
 * breakdown shows the promotion and every later rate prices it the same way.
 */
const bulkMaking = (pricePercent: number) =>
  sql`least(coalesce((weight_pricing->>'originalMakingCents')::int, (weight_pricing->>'makingCents')::int),
            greatest(0, round((weight_pricing->>'makingCents')::numeric * (100 + ${pricePercent}) / 100)))::int`;
const bulkRule = (pricePercent: number) =>
  sql`weight_pricing || jsonb_build_object('makingCents', ${bulkMaking(pricePercent)},
        'originalMakingCents', coalesce(weight_pricing->'originalMakingCents', weight_pricing->'makingCents'))`;

/** The metals' selling rates a by-weight price is computed at (null: no gold price recorded yet). */
export type BulkRates = { gold9999: number | null; gold18k: number | null; k18Permille: number; pt950: number | null };

export const goodsRepository = {
  /**
   * One page and its total, counted up to `LIST_TOTAL_MAX` (decision 177). A search whose words few goods
   * hold (the kept `search_key_counts` bound them, as in decision 021) collects its matches through the
   * search index first, in a materialised CTE: the planner's estimates for rare words are far too high and
   * it would walk the newest-first index over every product. Broad searches and filters walk that index
   * and stop after the page (and the count after the cap).
   */
  async list(db: Db, f: GoodsListFilter, limit: number, offset: number): Promise<{ total: number; totalCapped: boolean; list: BoGoodsRow[] }> {
    const where = whereOf(f);
    const cap = BO_GOODS_LIMITS.LIST_TOTAL_MAX;
    let n: number;
    let ids: number[] | undefined;
    const bound = f.terms.length ? await searchBound(db, f) : Number.POSITIVE_INFINITY;
    // One word of one key and no filter but "on sale": its kept count already says whether more than the
    // cap match (on sale only, so the goods off sale can only add to it).
    const oneKey = f.terms.length === 1 && f.terms[0]!.alts.length === 1 && f.terms[0]!.alts[0]!.units.length === 1 && !f.terms[0]!.alts[0]!.units[0]!.confirm;
    const onlySearch = !f.categoryIds && !f.labelId && !f.stock && f.status !== 'off';
    if (f.terms.length && bound <= COLLECT_MAX) {
      const [found] = await rows<{ n: number; ids: number[] }>(
        db,
        sql`with m as materialized (select s.id from spus s where ${where})
            select (select count(*)::int from m) as n, array(select id from m order by id desc limit ${limit} offset ${offset}) as ids`,
      );
      n = found?.n ?? 0;
      ids = (found?.ids ?? []).map(Number);
    } else if (oneKey && onlySearch && bound > cap) {
      n = cap + 1;
    } else {
      const [counted] = await rows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from spus s where ${where} limit ${cap + 1}) c`);
      n = counted?.n ?? 0;
    }
    const columns = sql`s.id, s.title, s.img, s.category_id as "categoryId", s.status, coalesce(pr.min_price, 0) as "minPrice",
            coalesce(pr.max_price, 0) as "maxPrice", (select count(*)::int from skus k where k.spu_id = s.id) as "skuCount", s.stock_qty as stock`;
    // The page's ids first: the columns (a sku count each) are then computed for its rows only, not for
    // every row the offset skips.
    ids ??= (await rows<{ id: number }>(db, sql`select s.id from spus s where ${where} order by s.id desc limit ${limit} offset ${offset}`)).map((r) => r.id);
    const list = ids.length
      ? await rows<BoGoodsRow>(
          db,
          sql`select ${columns} from spus s left join spu_prices pr on pr.spu_id = s.id where s.id = any(${intArray(ids)}) order by s.id desc`,
        )
      : [];
    return { total: Math.min(n, cap), totalCapped: n > cap, list };
  },

  async get(db: Db, merchantCode: string, id: number, lock = false) {
    const [spu] = await rows<Omit<BoGoodsValues, 'skus' | 'labelIds'> & { id: number }>(
      db,
      sql`select id, title, name, introduction, brand, category_id as "categoryId", img, img_list as "imgList", status
          from spus where id = ${id} and merchant_code = ${merchantCode} ${lock ? sql`for update` : sql``}`,
    );
    if (!spu) return undefined;
    const skus = await rows<BoGoodsValues['skus'][number] & { id: number; originalPrice: number; weightPricing: WeightPricing | null }>(
      db,
      sql`select id, sku_code as "skuCode", selection_ids as "selectionIds", price, original_price as "originalPrice", status,
                 weight_pricing as "weightPricing"
          from skus_now() where spu_id = ${id} order by sort, id`,
    );
    const labels = await rows<{ id: number }>(db, sql`select label_id as id from spu_labels where spu_id = ${id} order by label_id`);
    const { id: _id, ...values } = spu;
    return { ...values, labelIds: labels.map((l) => l.id), skus };
  },

  async categoryTree(db: Db, merchantCode: string) {
    return rows<{ id: number; parentId: number | null; title: I18nText }>(
      db,
      sql`select id, parent_id as "parentId", title from categories where merchant_code = ${merchantCode} order by sort, id`,
    );
  },

  /** Which of the given ids are missing from a table (categories of the merchant, labels, selections). */
  async missing(db: Db, table: 'categories' | 'labels' | 'attribute_selections', ids: number[], merchantCode: string): Promise<number[]> {
    if (!ids.length) return [];
    const scope = table === 'categories' ? sql` and merchant_code = ${merchantCode}` : sql``;
    const found = await rows<{ id: number }>(db, sql`select id from ${sql.identifier(table)} where id = any(${intArray(ids)})${scope}`);
    const have = new Set(found.map((r) => r.id));
    return ids.filter((id) => !have.has(id));
  },

  /** Sku codes already used by skus other than `keepIds`. */
  async takenCodes(db: Db, codes: string[], keepIds: number[]): Promise<string[]> {
    const found = await rows<{ code: string }>(
      db,
      sql`select sku_code as code from skus where upper(sku_code) = any(${textArray(codes.map((c) => c.toUpperCase()))}) and id <> all(${intArray(keepIds)})`,
    );
    return found.map((r) => r.code);
  },

  async options(db: Db, merchantCode: string) {
    const categories = await goodsRepository.categoryTree(db, merchantCode);
    const labels = await rows<{ id: number; title: I18nText }>(db, sql`select id, name as title from labels order by sort, id`);
    const attrs = await rows<{ id: number; code: string; title: I18nText }>(db, sql`select id, code, name as title from attributes order by sort, id`);
    const sels = await rows<{ id: number; attributeId: number; title: I18nText }>(
      db,
      sql`select id, attribute_id as "attributeId", name as title from attribute_selections order by sort, id`,
    );
    const shops = await rows<{ code: string; title: I18nText }>(
      db,
      sql`select code, name as title from stores where merchant_code = ${merchantCode} order by id`,
    );
    return {
      categories,
      labels,
      attributes: attrs.map((a) => ({ ...a, selections: sels.filter((s) => s.attributeId === a.id).map(({ id, title }) => ({ id, title })) })),
      shops,
    };
  },

  /** A new product row (its other columns are written by `updateSpu` next); answers its id. */
  async insertSpu(tx: Db, merchantCode: string, v: BoGoodsValues): Promise<number> {
    const [made] = await rows<{ id: number }>(
      tx,
      sql`insert into spus (merchant_code, category_id, title, name, introduction, img) values (${merchantCode}, ${v.categoryId},
          ${JSON.stringify(v.title)}::jsonb, ${JSON.stringify(v.name)}::jsonb, ${JSON.stringify(v.introduction)}::jsonb, ${v.img}) returning id`,
    );
    return made!.id;
  },

  /** The product row's values and search keys. */
  async updateSpu(tx: Db, spuId: number, v: BoGoodsValues) {
    const cols = sql`title = ${JSON.stringify(v.title)}::jsonb, name = ${JSON.stringify(v.name)}::jsonb,
      introduction = ${JSON.stringify(v.introduction)}::jsonb, brand = ${v.brand}, category_id = ${v.categoryId}, img = ${v.img},
      img_list = ${JSON.stringify(v.imgList)}::jsonb, status = ${v.status}`;
    await tx.execute(sql`update spus set ${cols} where id = ${spuId}`);
  },

  async skuIds(tx: Db, spuId: number): Promise<number[]> {
    return (await rows<{ id: number }>(tx, sql`select id from skus where spu_id = ${spuId}`)).map((r) => r.id);
  },

  /** Skus of the product other than `keep` go off sale (order lines refer to them: never deleted). */
  async offSaleExcept(tx: Db, spuId: number, keep: number[]) {
    await tx.execute(sql`update skus set status = 'off' where spu_id = ${spuId} and id <> all(${intArray(keep)})`);
  },

  /** Gives the skus placeholder codes, so codes may swap between them without the unique index seeing a duplicate. */
  async freeSkuCodes(tx: Db, ids: number[]) {
    if (ids.length) await tx.execute(sql`update skus set sku_code = '~' || id::text where id = any(${intArray(ids)})`);
  },

  /** Inserts (no `id`) or updates one sku of the grid at position `sort`. */
  async writeSku(tx: Db, spuId: number, img: string, sort: number, s: BoGoodsValues['skus'][number]) {
    // A by-weight rule (issue 30) is kept beside the price; the re-pricing writes the price.
    const rule = s.weightPricing ? JSON.stringify(s.weightPricing) : null;
    // No original price: not on sale, the original price is the price (issue 37).
    const values = sql`${s.skuCode}, ${s.price}, ${s.originalPrice ?? s.price}, ${img}, ${s.status}, ${intArray(s.selectionIds)}, ${sort}, ${rule}::jsonb`;
    if (s.id === undefined)
      await tx.execute(
        sql`insert into skus (spu_id, sku_code, price, original_price, img, status, selection_ids, sort, weight_pricing) values (${spuId}, ${values})`,
      );
    else
      await tx.execute(
        sql`update skus set (sku_code, price, original_price, img, status, selection_ids, sort, weight_pricing) = (${values}) where id = ${s.id}`,
      );
  },

  /** Drops the by-weight breakdown of the product's skus priced by hand (`handPricedOnly`) or of all of them. */
  async clearWeightQuotes(tx: Db, spuId: number, handPricedOnly: boolean) {
    if (handPricedOnly) await tx.execute(sql`update skus set weight_quote = null where spu_id = ${spuId} and weight_pricing is null`);
    else await tx.execute(sql`update skus set weight_quote = null where spu_id = ${spuId} and weight_quote is not null`);
  },

  async setLabels(tx: Db, spuId: number, labelIds: number[]) {
    await tx.execute(sql`delete from spu_labels where spu_id = ${spuId}`);
    if (labelIds.length) await tx.execute(sql`insert into spu_labels (spu_id, label_id) select ${spuId}, unnest(${intArray([...new Set(labelIds)])})`);
  },

  /** The product's row for a status change, locked; undefined when it is not the merchant's. */
  async lockForStatus(tx: Db, merchantCode: string, id: number) {
    const [row] = await rows<{ title: BoGoodsValues['title']; status: string; img: string; imgList: string[] }>(
      tx,
      sql`select title, status, img, img_list as "imgList" from spus where id = ${id} and merchant_code = ${merchantCode} for update`,
    );
    return row;
  },

  async setStatus(tx: Db, id: number, status: 'on' | 'off') {
    await tx.execute(sql`update spus set status = ${status} where id = ${id}`);
  },

  /** The merchant's products among `ids` (sorted), locked in id order. */
  async lockForBulk(tx: Db, merchantCode: string, ids: number[]) {
    return rows<{ id: number; title: BoGoodsValues['title']; status: 'on' | 'off'; img: string; imgList: string[] }>(
      tx,
      sql`select id, title, status, img, img_list as "imgList" from spus where id = any(${intArray(ids)}) and merchant_code = ${merchantCode} order by id for update`,
    );
  },

  /**
   * Every sku of the products with its price now and after a change of `pricePercent` (the same when
   * undefined). A by-weight sku's price after is its rule's with the making charge changed, priced at
   * `rates` by the same `price_by_weight` as the re-pricing (decision 371); `making` says the charge.
   */
  async bulkPrices(tx: Db, ids: number[], pricePercent: number | undefined, rates: BulkRates) {
    const found = await rows<{
      spuId: number;
      skuId: number;
      skuCode: string;
      priceBefore: number;
      priceAfter: number;
      makingBefore: number | null;
      makingAfter: number | null;
    }>(
      tx,
      pricePercent === undefined
        ? sql`select spu_id as "spuId", id as "skuId", sku_code as "skuCode", price as "priceBefore", price as "priceAfter",
                null::int as "makingBefore", null::int as "makingAfter"
              from skus_now() where spu_id = any(${intArray(ids)}) order by spu_id, sort, id`
        : sql`select k.spu_id as "spuId", k.id as "skuId", k.sku_code as "skuCode", k.price as "priceBefore",
                case when k.weight_pricing is null then ${bulkPrice(pricePercent, 'k.')} else coalesce(p.price::int, k.price) end as "priceAfter",
                (k.weight_pricing->>'makingCents')::int as "makingBefore", (k.rule->>'makingCents')::int as "makingAfter"
              from (select skus.*, case when weight_pricing is null then null else ${bulkRule(pricePercent)} end as rule
                      from skus_now() skus where spu_id = any(${intArray(ids)})) k
              left join lateral price_by_weight(k.rule, ${rates.gold9999}::bigint, ${rates.gold18k}::bigint, ${rates.k18Permille}::bigint,
                                                ${rates.pt950}::bigint) p on k.rule is not null
              order by k.spu_id, k.sort, k.id`,
    );
    return found.map(({ makingBefore, makingAfter, ...k }): typeof k & { making?: { before: number; after: number } } =>
      makingBefore === null || makingAfter === null ? k : { ...k, making: { before: makingBefore, after: makingAfter } },
    );
  },

  /**
   * Hand prices by the percentage; by-weight skus' making charges (their prices follow by the caller's
   * re-pricing, so the shown price always equals its breakdown — decision 371).
   */
  async bulkSetPrices(tx: Db, ids: number[], pricePercent: number) {
    await tx.execute(sql`update skus set price = ${bulkPrice(pricePercent)} where spu_id = any(${intArray(ids)}) and weight_pricing is null`);
    await tx.execute(sql`update skus set weight_pricing = ${bulkRule(pricePercent)} where spu_id = any(${intArray(ids)}) and weight_pricing is not null`);
    // The products' price range follows in `spu_prices` (the skus trigger, migrations 1450 and 1930).
  },

  async bulkSetStatus(tx: Db, ids: number[], status: 'on' | 'off') {
    await tx.execute(sql`update spus set status = ${status} where id = any(${intArray(ids)}) and status <> ${status}`);
  },
};
