import { sql } from 'drizzle-orm';
import { BO_CSV_LIMITS, type I18nText, type WeightPricing } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { intArray, rows } from '../../../db/sql.ts';
import { whereOf, type GoodsListFilter } from '../goods-admin.repository.ts';

const upperArray = (codes: readonly string[]) =>
  sql`array[${sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  )}]::text[]`;

/** The reads of the goods and stock CSV files (decision 175); their writes go through the goods and stock services. */
export const csvRepository = {
  /**
   * The filter's products whose skus fit in `EXPORT_MAX_ROWS` rows, newest first — whole products only (an
   * import of a cut product would take its missing skus off sale) — and how many products the filter selects.
   */
  async exportPick(db: Db, filter: GoodsListFilter): Promise<{ ids: number[]; total: number }> {
    const where = whereOf(filter);
    const picked = await rows<{ id: number; cum: number; more: boolean }>(
      db,
      sql`with g as (select s.id, (select count(*) from skus k where k.spu_id = s.id)::int as n from spus s where ${where}),
              c as (select id, sum(n) over (order by id desc)::int as cum from g)
          select id, cum, false as more from c where cum <= ${BO_CSV_LIMITS.EXPORT_MAX_ROWS} order by id desc`,
    );
    const [all] = await rows<{ n: number }>(db, sql`select count(*)::int as n from spus s where ${where}`);
    return { ids: picked.map((p) => p.id), total: all?.n ?? 0 };
  },

  /** The products' columns and labels, newest first. */
  async exportGoods(db: Db, ids: number[]) {
    return ids.length
      ? await rows<{
          id: number;
          title: I18nText;
          name: I18nText;
          introduction: I18nText;
          brand: string;
          categoryId: number;
          img: string;
          imgList: string[];
          status: string;
          labelIds: number[];
        }>(
          db,
          sql`select s.id, s.title, s.name, s.introduction, s.brand, s.category_id as "categoryId", s.img, s.img_list as "imgList", s.status,
                coalesce((select array_agg(label_id order by label_id) from spu_labels l where l.spu_id = s.id), '{}') as "labelIds"
              from spus s where s.id = any(${intArray(ids)}) order by s.id desc`,
        )
      : [];
  },

  /** The products' skus in the grid's order. */
  async exportSkus(db: Db, ids: number[]) {
    return ids.length
      ? await rows<{
          id: number;
          spuId: number;
          skuCode: string;
          selectionIds: number[];
          price: number;
          originalPrice: number;
          status: string;
          rule: WeightPricing | null;
        }>(
          db,
          sql`select id, spu_id as "spuId", sku_code as "skuCode", selection_ids as "selectionIds", price, original_price as "originalPrice", status,
                     weight_pricing as rule
              from skus_now() where spu_id = any(${intArray(ids)}) order by spu_id desc, sort, id`,
        )
      : [];
  },

  /** Which of the ids are the merchant's products. */
  async existingGoods(db: Db, merchantCode: string, ids: number[]): Promise<number[]> {
    const found = ids.length
      ? await rows<{ id: number }>(db, sql`select id from spus where id = any(${intArray(ids)}) and merchant_code = ${merchantCode}`)
      : [];
    return found.map((r) => r.id);
  },

  /** The skus of the products, with the product each belongs to. */
  async skusOf(db: Db, spuIds: number[]) {
    return spuIds.length
      ? await rows<{ id: number; spuId: number; price: number; originalPrice: number }>(
          db,
          sql`select id, spu_id as "spuId", price, original_price as "originalPrice" from skus_now() where spu_id = any(${intArray(spuIds)})`,
        )
      : [];
  },

  async categoryIds(db: Db, merchantCode: string): Promise<number[]> {
    return (await rows<{ id: number }>(db, sql`select id from categories where merchant_code = ${merchantCode}`)).map((r) => r.id);
  },

  async labelIds(db: Db): Promise<number[]> {
    return (await rows<{ id: number }>(db, sql`select id from labels`)).map((r) => r.id);
  },

  /** Every attribute selection with its attribute. */
  async selections(db: Db) {
    return rows<{ id: number; attributeId: number }>(db, sql`select id, attribute_id as "attributeId" from attribute_selections`);
  },

  /** Which of the (upper-case) codes skus other than `keep` already use, upper-case. */
  async takenCodes(db: Db, codes: string[], keep: number[]): Promise<string[]> {
    return (
      await rows<{ code: string }>(
        db,
        sql`select upper(sku_code) as code from skus where upper(sku_code) = any(${upperArray(codes)})
            and id <> all(${intArray(keep)})`,
      )
    ).map((r) => r.code);
  },

  /** Free and held units per sku of the filter's products and shop (one shop or all), at most `max + 1` rows. */
  async stockRows(db: Db, merchantCode: string, filter: GoodsListFilter, storeCode: string | undefined, max: number) {
    const where = whereOf(filter);
    return rows<{ goodsId: number; title: I18nText; skuCode: string; storeCode: string; qty: number; held: number }>(
      db,
      sql`with k as (
            select k.id, k.spu_id, k.sku_code, k.sort, s.title from spus s join skus k on k.spu_id = s.id where ${where}
            order by s.id desc, k.sort, k.id limit ${max + 1}),
          t as (select code, id from stores where merchant_code = ${merchantCode} ${storeCode ? sql`and code = ${storeCode}` : sql``}),
          held as (select * from orders_units_held(array(select id from k)))
          select k.spu_id as "goodsId", k.title, k.sku_code as "skuCode", t.code as "storeCode", coalesce(st.qty, 0) as qty, coalesce(h.n, 0) as held
          from k cross join t
          left join sku_stocks st on st.sku_id = k.id and st.store_code = t.code
          left join held h on h.sku_id = k.id and h.store_code = t.code
          order by k.spu_id desc, k.sort, k.id, t.id
          limit ${max + 1}`,
    );
  },

  /** The merchant's skus of the (upper-case) codes, with their codes upper-case. */
  async skusByCode(db: Db, merchantCode: string, codes: string[]) {
    return codes.length
      ? await rows<{ id: number; code: string }>(
          db,
          sql`select k.id, upper(k.sku_code) as code from skus k join spus s on s.id = k.spu_id
              where s.merchant_code = ${merchantCode} and upper(k.sku_code) = any(${upperArray(codes)})`,
        )
      : [];
  },

  async shopCodes(db: Db, merchantCode: string): Promise<string[]> {
    return (await rows<{ code: string }>(db, sql`select code from stores where merchant_code = ${merchantCode}`)).map((r) => r.code);
  },
};
