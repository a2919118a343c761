import { sql, type SQL } from 'drizzle-orm';
import type { BoClubGoodsValues, I18nText, PointsProductType } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { intArray, rows, likeEscape } from '../../db/sql.ts';

const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;

/** A saved sku as the form edits it, with the units each shop holds now. */
export type SkuDbRow = Omit<BoClubGoodsValues['skus'][number], 'id' | 'stocks'> & { id: number; stocks: { storeCode: string; qty: number }[] };
export type ClubCategoryRow = { id: number; parentId: number | null; title: I18nText };
export type ClubCategoryValues = { parentId: number | null; title: I18nText; sort: number };
type SkuValues = BoClubGoodsValues['skus'][number];

/** SQL of the back office's club desk (issue 14): categories, goods with their skus, stock per shop. */
export const clubGoodsAdminRepo = {
  async category(tx: Db, merchantCode: string, id: number): Promise<ClubCategoryRow | undefined> {
    const [c] = await rows<ClubCategoryRow>(
      tx,
      sql`select id, parent_id as "parentId", title from points_categories where id = ${id} and merchant_code = ${merchantCode}`,
    );
    return c;
  },

  listCategories(db: Db, merchantCode: string) {
    return rows<{ id: number; parentId: number | null; title: I18nText; sort: number; goodsCount: number }>(
      db,
      sql`select c.id, c.parent_id as "parentId", c.title, c.sort,
            (select count(*)::int from points_spus p where p.category_id = c.id) as "goodsCount"
          from points_categories c where c.merchant_code = ${merchantCode}
          order by coalesce(c.parent_id, c.id), c.parent_id nulls first, c.sort, c.id`,
    );
  },

  async childCount(tx: Db, id: number): Promise<number> {
    const [kids] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from points_categories where parent_id = ${id}`);
    return kids?.n ?? 0;
  },

  async insertCategory(tx: Db, merchantCode: string, v: ClubCategoryValues): Promise<number> {
    const [r] = await rows<{ id: number }>(
      tx,
      sql`insert into points_categories (merchant_code, parent_id, title, sort) values (${merchantCode}, ${v.parentId}, ${json(v.title)}, ${v.sort}) returning id`,
    );
    return r!.id;
  },

  async updateCategory(tx: Db, id: number, v: ClubCategoryValues) {
    await tx.execute(sql`update points_categories set parent_id = ${v.parentId}, title = ${json(v.title)}, sort = ${v.sort} where id = ${id}`);
  },

  async goods(db: Db, merchantCode: string, id: number) {
    const [p] = await rows<Omit<BoClubGoodsValues, 'skus'> & { id: number }>(
      db,
      sql`select id, category_id as "categoryId", title, detail, img, img_list as "imgList", product_type as "productType",
            mall_display as "mallDisplay", status, sort
          from points_spus where id = ${id} and merchant_code = ${merchantCode}`,
    );
    return p;
  },

  /** The goods' skus still offered, with the units each shop holds. */
  skusOfGoods(db: Db, id: number) {
    return rows<SkuDbRow>(
      db,
      sql`select k.id, k.sku_code as "skuCode", k.point, k.birthday_month_points as "birthdayMonthPoints", k.price,
            k.original_price as "originalPrice", k.limit_num as "limitNum", k.limit_period as "limitPeriod",
            coalesce((select json_agg(json_build_object('storeCode', st.store_code, 'qty', st.qty) order by st.store_code)
                        from points_sku_stocks st where st.sku_id = k.id), '[]'::json) as stocks
          from points_skus k where k.spu_id = ${id} and not k.retired order by k.sort, k.id`,
    );
  },

  /** Adds `delta` units at a shop, never below zero; answers whether it did (a redemption may have taken some meanwhile). */
  async moveStock(tx: Db, skuId: number, storeCode: string, delta: number): Promise<boolean> {
    const done =
      delta > 0
        ? await rows<{ qty: number }>(
            tx,
            sql`insert into points_sku_stocks as s (sku_id, store_code, qty) values (${skuId}, ${storeCode}, ${delta})
                on conflict (sku_id, store_code) do update set qty = s.qty + ${delta} returning qty`,
          )
        : await rows<{ qty: number }>(
            tx,
            sql`update points_sku_stocks set qty = qty + ${delta} where sku_id = ${skuId} and store_code = ${storeCode} and qty + ${delta} >= 0 returning qty`,
          );
    return done.length > 0;
  },

  /** One page of goods, newest first; `words` must all occur in the search text. */
  async goodsPage(
    db: Db,
    q: { merchantCode: string; words: string[]; categoryId?: number | undefined; status?: 'on' | 'off' | undefined; limit: number; offset: number },
  ) {
    const where: SQL[] = [sql`p.merchant_code = ${q.merchantCode}`];
    if (q.status) where.push(sql`p.status = ${q.status}`);
    if (q.categoryId) where.push(sql`p.category_id in (select id from points_categories where id = ${q.categoryId} or parent_id = ${q.categoryId})`);
    for (const w of q.words) where.push(sql`p.search_text like ${`%${likeEscape(w)}%`}`);
    const cond = sql.join(where, sql` and `);
    const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from points_spus p where ${cond}`);
    const list = await rows<{
      id: number;
      title: I18nText;
      img: string;
      categoryId: number;
      status: 'on' | 'off';
      mallDisplay: boolean;
      minPoint: number;
      skuCount: number;
      stock: number;
    }>(
      db,
      sql`select p.id, p.title, p.img, p.category_id as "categoryId", p.status, p.mall_display as "mallDisplay",
            coalesce((select min(k.point) from points_skus k where k.spu_id = p.id and not k.retired), 0)::int as "minPoint",
            (select count(*) from points_skus k where k.spu_id = p.id and not k.retired)::int as "skuCount",
            coalesce((select sum(st.qty) from points_skus k join points_sku_stocks st on st.sku_id = k.id where k.spu_id = p.id and not k.retired), 0)::int as stock
          from points_spus p where ${cond} order by p.id desc limit ${q.limit} offset ${q.offset}`,
    );
    return { total: count?.n ?? 0, list };
  },

  /** Which of these sku codes (upper case) are taken, and by which goods. */
  takenSkuCodes(tx: Db, codes: string[]) {
    return rows<{ code: string; spuId: number }>(
      tx,
      sql`select upper(sku_code) as code, spu_id as "spuId" from points_skus where upper(sku_code) = any(array[${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[])`,
    );
  },

  async insertGoods(tx: Db, merchantCode: string, categoryId: number, productType: PointsProductType): Promise<number> {
    const [r] = await rows<{ id: number }>(
      tx,
      sql`insert into points_spus (merchant_code, category_id, title, detail, product_type) values (${merchantCode}, ${categoryId}, '{}', '{}', ${productType}) returning id`,
    );
    return r!.id;
  },

  async updateGoods(tx: Db, spuId: number, v: BoClubGoodsValues, searchText: string) {
    const cols = sql`category_id = ${v.categoryId}, title = ${json(v.title)}, detail = ${json(v.detail)}, img = ${v.img},
          img_list = ${json(v.imgList)}, product_type = ${v.productType satisfies PointsProductType}, mall_display = ${v.mallDisplay},
          status = ${v.status}, sort = ${v.sort}, search_text = ${searchText}`;
    await tx.execute(sql`update points_spus set ${cols} where id = ${spuId}`);
  },

  async isSkuOf(tx: Db, skuId: number, spuId: number): Promise<boolean> {
    const [own] = await rows<{ id: number }>(tx, sql`select id from points_skus where id = ${skuId} and spu_id = ${spuId}`);
    return !!own;
  },

  async insertSku(tx: Db, spuId: number, skuCode: string, point: number): Promise<number> {
    const [r] = await rows<{ id: number }>(tx, sql`insert into points_skus (spu_id, sku_code, point) values (${spuId}, ${skuCode}, ${point}) returning id`);
    return r!.id;
  },

  /** Writes a sku's values at position `sort` (offered again if it was retired); `spuId`: only if it belongs to those goods. */
  async updateSku(tx: Db, skuId: number, k: SkuValues, sort: number, spuId?: number) {
    const skuCols = sql`sku_code = ${k.skuCode}, point = ${k.point}, birthday_month_points = ${k.birthdayMonthPoints}, price = ${k.price},
            original_price = ${k.originalPrice}, limit_num = ${k.limitNum}, limit_period = ${k.limitPeriod}, sort = ${sort}, retired = false`;
    const own = spuId !== undefined ? sql` and spu_id = ${spuId}` : sql``;
    await tx.execute(sql`update points_skus set ${skuCols} where id = ${skuId}${own}`);
  },

  /** Retires the goods' skus not kept: not shown and not redeemable, kept for the redemptions that name them. */
  async retireSkusExcept(tx: Db, spuId: number, kept: number[]) {
    await tx.execute(sql`update points_skus set retired = true where spu_id = ${spuId} and not (id = any(${intArray(kept)}))`);
  },
};
