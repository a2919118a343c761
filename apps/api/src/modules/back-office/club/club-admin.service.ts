import { sql, type SQL } from 'drizzle-orm';
import type { BoClubGoodsValues, ClubLimitPeriod, I18nText, PointsProductType } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { intArray, isUniqueViolation, rows } from '../../../db/sql.ts';
import { fail } from '../../../lib/app-error.ts';
import type { ChangeBus } from '../../../lib/change-bus.ts';
import { claimVersion, stampCreated, versionOf } from '../../../lib/record-version.ts';
import { auditSave } from '../audit.ts';
import { requireImages, type MissingImages } from '../../catalogue/goods-admin.service.ts';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
const label = (t: I18nText) => ({ zh_HK: t.zh_HK, zh_CN: t.zh_CN, en: t.en });

/** A saved sku as the form edits it, with the units each shop holds now. */
type SkuDbRow = Omit<BoClubGoodsValues['skus'][number], 'id' | 'stocks'> & { id: number; stocks: { storeCode: string; qty: number }[] };

/**
 * The members' club in the back office (issue 14, decision 171): categories and points goods with their
 * skus (points, birthday points, cash due, limit per member and period) and stock per physical shop.
 * A save is one transaction with its audit row; after commit `club` is published, which drops the cached
 * goods pages of the storefront in every process (decision 005), so the club shows the change at once.
 */
export function createClubAdminService(deps: { db: Db; changes: ChangeBus; merchantCode: string; missingImages: MissingImages }) {
  const { db, changes, merchantCode } = deps;

  const shops = () =>
    rows<{ code: string; title: I18nText }>(
      db,
      sql`select code, name as title from stores where merchant_code = ${merchantCode} and kind = 'physical' order by sort, id`,
    );

  async function category(tx: Db, id: number) {
    const [c] = await rows<{ id: number; parentId: number | null; title: I18nText }>(
      tx,
      sql`select id, parent_id as "parentId", title from points_categories where id = ${id} and merchant_code = ${merchantCode}`,
    );
    return c;
  }

  async function readGoods(id: number) {
    const [p] = await rows<Omit<BoClubGoodsValues, 'skus'> & { id: number }>(
      db,
      sql`select id, category_id as "categoryId", title, detail, img, img_list as "imgList", product_type as "productType",
            mall_display as "mallDisplay", status, sort
          from points_spus where id = ${id} and merchant_code = ${merchantCode}`,
    );
    if (!p) return fail('CLUB_GOODS_NOT_FOUND');
    const skus = await rows<SkuDbRow>(
      db,
      sql`select k.id, k.sku_code as "skuCode", k.point, k.birthday_month_points as "birthdayMonthPoints", k.price,
            k.original_price as "originalPrice", k.limit_num as "limitNum", k.limit_period as "limitPeriod",
            coalesce((select json_agg(json_build_object('storeCode', st.store_code, 'qty', st.qty) order by st.store_code)
                        from points_sku_stocks st where st.sku_id = k.id), '[]'::json) as stocks
          from points_skus k where k.spu_id = ${id} and not k.retired order by k.sort, k.id`,
    );
    return { ...p, skus };
  }

  /** Adds `delta` units at a shop, never below zero (a redemption may have taken some meanwhile). */
  async function moveStock(tx: Db, skuId: number, skuCode: string, storeCode: string, delta: number) {
    if (delta === 0) return;
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
    if (done.length === 0) fail('CLUB_STOCK_CHANGED', { code: skuCode });
  }

  return {
    shops: async () => ({ shops: await shops() }),

    async listCategories() {
      const list = await rows<{ id: number; parentId: number | null; title: I18nText; sort: number; goodsCount: number }>(
        db,
        sql`select c.id, c.parent_id as "parentId", c.title, c.sort,
              (select count(*)::int from points_spus p where p.category_id = c.id) as "goodsCount"
            from points_categories c where c.merchant_code = ${merchantCode}
            order by coalesce(c.parent_id, c.id), c.parent_id nulls first, c.sort, c.id`,
      );
      return { list };
    },

    async saveCategory(input: { id?: number | undefined; values: { parentId: number | null; title: I18nText; sort: number } }, staffId: number) {
      const v = input.values;
      const id = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const before = input.id === undefined ? undefined : await category(tx, input.id);
        if (input.id !== undefined && !before) fail('CLUB_CATEGORY_NOT_FOUND');
        if (v.parentId !== null) {
          const parent = await category(tx, v.parentId);
          if (!parent) fail('CLUB_CATEGORY_NOT_FOUND', { field: 'values.parentId' });
          if (parent!.parentId !== null || parent!.id === input.id) fail('CLUB_CATEGORY_TOO_DEEP', { field: 'values.parentId' });
          if (input.id !== undefined) {
            const [kids] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from points_categories where parent_id = ${input.id}`);
            if ((kids?.n ?? 0) > 0) fail('CLUB_CATEGORY_TOO_DEEP', { field: 'values.parentId' });
          }
        }
        let saved: number;
        if (input.id === undefined) {
          const [r] = await rows<{ id: number }>(
            tx,
            sql`insert into points_categories (merchant_code, parent_id, title, sort) values (${merchantCode}, ${v.parentId}, ${json(v.title)}, ${v.sort}) returning id`,
          );
          saved = r!.id;
        } else {
          await tx.execute(sql`update points_categories set parent_id = ${v.parentId}, title = ${json(v.title)}, sort = ${v.sort} where id = ${input.id}`);
          saved = input.id;
        }
        await auditSave(tx, { staffId, entity: 'clubCategories', id: saved, label: label(v.title), before, after: v });
        return saved;
      });
      await changes.publish('club');
      return { id };
    },

    async listGoods(q: { pageNo: number; pageSize: number; search: string; categoryId?: number | undefined; status?: 'on' | 'off' | undefined }) {
      const where: SQL[] = [sql`p.merchant_code = ${merchantCode}`];
      if (q.status) where.push(sql`p.status = ${q.status}`);
      if (q.categoryId) where.push(sql`p.category_id in (select id from points_categories where id = ${q.categoryId} or parent_id = ${q.categoryId})`);
      for (const w of q.search.toLowerCase().split(/\s+/).filter(Boolean)) where.push(sql`p.search_text like ${`%${likeEscape(w)}%`}`);
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
            from points_spus p where ${cond} order by p.id desc limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`,
      );
      return { total: count?.n ?? 0, list };
    },

    async getGoods(id: number) {
      // The version before the values: a save in between makes this form stale, never silently older.
      const version = await versionOf(db, 'points_spus', id);
      const { id: _id, skus, ...values } = await readGoods(id);
      return {
        id,
        version: version ?? fail('CLUB_GOODS_NOT_FOUND'),
        values: {
          ...values,
          skus: skus.map((k) => ({ ...k, stocks: k.stocks.map((s) => ({ storeCode: s.storeCode, qty: s.qty, baseQty: s.qty })) })),
        },
        shops: await shops(),
      };
    },

    async saveGoods(input: { id?: number | undefined; baseVersion?: number | undefined; values: BoClubGoodsValues }, staffId: number) {
      const v = input.values;
      let version = 1;
      const before = input.id === undefined ? undefined : await readGoods(input.id);
      const physical = new Set((await shops()).map((s) => s.code));
      await requireImages(deps.missingImages, v);
      v.skus.forEach((k, i) =>
        k.stocks.forEach((s, j) => {
          if (!physical.has(s.storeCode)) fail('CLUB_SHOP_UNKNOWN', { code: s.storeCode, field: `values.skus.${i}.stocks.${j}.storeCode` });
        }),
      );
      const id: number = await db
        .transaction(async (t) => {
          const tx = t as unknown as Db;
          if (input.id !== undefined) version = (await claimVersion(tx, 'points_spus', input.id, input.baseVersion, staffId)) ?? fail('CLUB_GOODS_NOT_FOUND');
          if (!(await category(tx, v.categoryId))) fail('CLUB_CATEGORY_NOT_FOUND', { field: 'values.categoryId' });
          const codes = v.skus.map((k) => k.skuCode.toUpperCase());
          const taken = await rows<{ code: string; spuId: number }>(
            tx,
            sql`select upper(sku_code) as code, spu_id as "spuId" from points_skus where upper(sku_code) = any(array[${sql.join(
              codes.map((c) => sql`${c}`),
              sql`, `,
            )}]::text[])`,
          );
          const clash = taken.find((x) => x.spuId !== input.id);
          if (clash) fail('CLUB_SKU_CODE_TAKEN', { code: clash.code, field: `values.skus.${codes.indexOf(clash.code)}.skuCode` });
          const searchText = [v.title.zh_HK, v.title.zh_CN, v.title.en].join(' ').toLowerCase();
          const cols = sql`category_id = ${v.categoryId}, title = ${json(v.title)}, detail = ${json(v.detail)}, img = ${v.img},
          img_list = ${json(v.imgList)}, product_type = ${v.productType satisfies PointsProductType}, mall_display = ${v.mallDisplay},
          status = ${v.status}, sort = ${v.sort}, search_text = ${searchText}`;
          let spuId: number;
          if (input.id === undefined) {
            const [r] = await rows<{ id: number }>(
              tx,
              sql`insert into points_spus (merchant_code, category_id, title, detail, product_type) values (${merchantCode}, ${v.categoryId}, '{}', '{}', ${v.productType}) returning id`,
            );
            spuId = r!.id;
            await stampCreated(tx, 'points_spus', spuId, staffId);
          } else spuId = input.id;
          await tx.execute(sql`update points_spus set ${cols} where id = ${spuId}`);
          const kept = new Set<number>();
          for (const [i, k] of v.skus.entries()) {
            const skuCols = sql`sku_code = ${k.skuCode}, point = ${k.point}, birthday_month_points = ${k.birthdayMonthPoints}, price = ${k.price},
            original_price = ${k.originalPrice}, limit_num = ${k.limitNum}, limit_period = ${k.limitPeriod}, sort = ${i}, retired = false`;
            let skuId: number;
            const existing = k.id !== undefined ? before?.skus.find((s) => s.id === k.id) : undefined;
            if (k.id !== undefined && !existing) {
              const [own] = await rows<{ id: number }>(tx, sql`select id from points_skus where id = ${k.id} and spu_id = ${spuId}`);
              if (!own) fail('CLUB_GOODS_NOT_FOUND', { field: `values.skus.${i}.id` });
            }
            if (k.id !== undefined) {
              await tx.execute(sql`update points_skus set ${skuCols} where id = ${k.id} and spu_id = ${spuId}`);
              skuId = k.id;
            } else {
              const [r] = await rows<{ id: number }>(
                tx,
                sql`insert into points_skus (spu_id, sku_code, point) values (${spuId}, ${k.skuCode}, ${k.point}) returning id`,
              );
              skuId = r!.id;
              await tx.execute(sql`update points_skus set ${skuCols} where id = ${skuId}`);
            }
            kept.add(skuId);
            for (const s of k.stocks) await moveStock(tx, skuId, k.skuCode, s.storeCode, s.qty - (k.id !== undefined ? (s.baseQty ?? 0) : 0));
          }
          // Skus left out stay for the redemptions that name them, retired: not shown and not redeemable.
          await tx.execute(sql`update points_skus set retired = true where spu_id = ${spuId} and not (id = any(${intArray([...kept])}))`);
          const { id: _x, ...beforeValues } = before ?? { id: 0 };
          await auditSave(tx, { staffId, entity: 'clubGoods', id: spuId, label: label(v.title), before: before ? beforeValues : undefined, after: v });
          return spuId;
        })
        .catch((err: unknown) =>
          // Two saves taking one new sku code at once: the unique index lets one through.
          isUniqueViolation(err) ? fail('CLUB_SKU_CODE_TAKEN', { code: v.skus[0]!.skuCode, field: 'values.skus' }) : Promise.reject(err),
        );
      await changes.publish('club');
      return { id, version };
    },
  };
}
