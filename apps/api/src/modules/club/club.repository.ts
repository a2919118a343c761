import { sql, type SQL } from 'drizzle-orm';
import { hkDateParts, type I18nText, type PointsProductType, type RedemptionStatus } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { intArray, rows } from '../../db/sql.ts';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  title: I18nText;
}
export interface SpuRow {
  id: number;
  categoryId: number;
  title: I18nText;
  detail: I18nText;
  img: string;
  imgList: string[];
  productType: PointsProductType;
  status: 'on' | 'off';
}
export interface SkuRow {
  id: number;
  spuId: number;
  skuCode: string;
  point: number;
  birthdayMonthPoints: number | null;
  price: number;
  originalPrice: number;
  limitNum: number | null;
  stocks: Array<{ storeCode: string; stockQty: number }>;
}
export interface RedemptionRow {
  id: number;
  redemptionNo: string;
  memberId: number;
  memberNo: string;
  pickupStoreCode: string;
  pickupStoreName: I18nText;
  status: RedemptionStatus;
  totalPoints: number;
  totalNormalPoints: number;
  birthdayMonth: boolean;
  cashDue: number;
  requestHash: string;
  createdAt: Date | string;
  collectedAt: Date | string | null;
}
export interface RedemptionLineRow {
  redemptionId: number;
  skuId: number;
  spuId: number;
  title: I18nText;
  img: string;
  num: number;
  point: number;
  normalPoint: number;
  price: number;
}
export interface NewRedemption {
  redemptionNo: string;
  memberId: number;
  merchantCode: string;
  pickupStoreCode: string;
  totalPoints: number;
  totalNormalPoints: number;
  birthdayMonth: boolean;
  cashDue: number;
  ledgerId: number | null;
  idempotencyKey: string;
  requestHash: string;
  lines: Array<Omit<RedemptionLineRow, 'redemptionId'>>;
}

/** What a redemption's messages say (redemption-messages.ts). */
export interface RedemptionFacts {
  id: number;
  memberId: number;
  redemptionNo: string;
  points: number;
  shopName: I18nText;
  opens: string | null;
  closes: string | null;
  collectionCode: string | null;
  /** The first line's name, with "+ n more" when there are several (per language). */
  titles: I18nText[];
}

const redemptionColumns = sql`r.id, r.redemption_no as "redemptionNo", r.member_id as "memberId", m.member_no as "memberNo",
  r.pickup_store_code as "pickupStoreCode", s.name as "pickupStoreName", r.status, r.total_points as "totalPoints",
  r.total_normal_points as "totalNormalPoints", r.birthday_month as "birthdayMonth", r.cash_due as "cashDue",
  r.request_hash as "requestHash", r.created_at as "createdAt", r.collected_at as "collectedAt"`;
const redemptionFrom = sql`from redemptions r join members m on m.id = r.member_id join stores s on s.code = r.pickup_store_code`;

/** SQL of the club: categories, goods with stock, limits, stock taking and redemptions. */
export const clubRepo = {
  categories(db: Db, merchantCode: string) {
    return rows<CategoryRow>(db, sql`select id, parent_id as "parentId", title from points_categories where merchant_code = ${merchantCode} order by sort, id`);
  },

  /** One page of goods on sale; a category includes its children; `words` must all occur in the title text. */
  async goodsPage(db: Db, q: { merchantCode: string; categoryId: number | null; words: string[]; mallOnly: boolean; limit: number; offset: number }) {
    const conds: SQL[] = [sql`p.merchant_code = ${q.merchantCode}`, sql`p.status = 'on'`];
    if (q.mallOnly) conds.push(sql`p.mall_display`);
    if (q.categoryId !== null) {
      conds.push(sql`p.category_id in (select id from points_categories where id = ${q.categoryId} or parent_id = ${q.categoryId})`);
    }
    for (const w of q.words) conds.push(sql`strpos(p.search_text, ${w}) > 0`);
    const where = sql.join(conds, sql` and `);
    const list = await rows<SpuRow & { total: number }>(
      db,
      sql`select p.id, p.category_id as "categoryId", p.title, p.detail, p.img, p.img_list as "imgList",
            p.product_type as "productType", p.status, count(*) over ()::int as total
          from points_spus p where ${where}
          order by p.sort, p.id desc limit ${q.limit} offset ${q.offset}`,
    );
    let total = list[0]?.total ?? 0;
    if (list.length === 0 && q.offset > 0) {
      const [c] = await rows<{ n: number }>(db, sql`select count(*)::int as n from points_spus p where ${where}`);
      total = c?.n ?? 0;
    }
    return { total, list };
  },

  /** Skus of some goods with their stock per physical shop. */
  skusOfSpus(db: Db, spuIds: readonly number[]) {
    return rows<SkuRow>(
      db,
      sql`select k.id, k.spu_id as "spuId", k.sku_code as "skuCode", k.point, k.birthday_month_points as "birthdayMonthPoints",
            k.price, k.original_price as "originalPrice", k.limit_num as "limitNum",
            coalesce((select json_agg(json_build_object('storeCode', st.store_code, 'stockQty', st.qty) order by s.sort)
                        from points_sku_stocks st join stores s on s.code = st.store_code where st.sku_id = k.id), '[]'::json) as stocks
          from points_skus k where k.spu_id = any(${intArray(spuIds)}) and not k.retired order by k.spu_id, k.sort, k.id`,
    );
  },

  /** Skus by id with their goods (for limits, pick-up shops and the redemption). */
  skusByIds(db: Db, ids: readonly number[]) {
    return rows<SkuRow & { spu: SpuRow }>(
      db,
      sql`select k.id, k.spu_id as "spuId", k.sku_code as "skuCode", k.point, k.birthday_month_points as "birthdayMonthPoints",
            k.price, k.original_price as "originalPrice", k.limit_num as "limitNum",
            coalesce((select json_agg(json_build_object('storeCode', st.store_code, 'stockQty', st.qty))
                        from points_sku_stocks st where st.sku_id = k.id), '[]'::json) as stocks,
            json_build_object('id', p.id, 'categoryId', p.category_id, 'title', p.title, 'detail', p.detail, 'img', p.img,
              'imgList', p.img_list, 'productType', p.product_type, 'status', case when k.retired then 'off' else p.status end) as spu
          from points_skus k join points_spus p on p.id = k.spu_id where k.id = any(${intArray(ids)})`,
    );
  },

  /** Units of each sku a member has redeemed (every redemption counts: ready or collected). */
  async redeemedNum(db: Db, memberId: number, skuIds: readonly number[], at: Date = new Date()): Promise<Map<number, number>> {
    // A sku's limit counts the units of its period (points_skus.limit_period, Hong Kong calendar; decision 171).
    const p = hkDateParts(at);
    const pad = (n: number) => String(n).padStart(2, '0');
    const monthStart = new Date(`${p.year}-${pad(p.month)}-01T00:00:00+08:00`);
    const yearStart = new Date(`${p.year}-01-01T00:00:00+08:00`);
    const list = await rows<{ skuId: number; n: number }>(
      db,
      sql`select l.sku_id as "skuId", sum(l.num)::int as n from redemption_lines l join redemptions r on r.id = l.redemption_id
            join points_skus k on k.id = l.sku_id
          where r.member_id = ${memberId} and l.sku_id = any(${intArray(skuIds)})
            and (k.limit_period = 'ever' or (k.limit_period = 'month' and r.created_at >= ${monthStart}) or (k.limit_period = 'year' and r.created_at >= ${yearStart}))
          group by l.sku_id`,
    );
    return new Map(list.map((r) => [r.skuId, r.n]));
  },

  physicalShops(db: Db, merchantCode: string) {
    return rows<{ code: string; name: I18nText }>(
      db,
      sql`select code, name from stores where merchant_code = ${merchantCode} and kind = 'physical' order by sort, id`,
    );
  },

  /** Takes `n` units at a shop if it has them; answers whether it did. Never below zero. */
  async takeStock(tx: Db, skuId: number, storeCode: string, n: number): Promise<boolean> {
    const done = await rows<{ qty: number }>(
      tx,
      sql`update points_sku_stocks set qty = qty - ${n} where sku_id = ${skuId} and store_code = ${storeCode} and qty >= ${n} returning qty`,
    );
    return done.length > 0;
  },
  async totalStock(db: Db, skuId: number): Promise<number> {
    const [r] = await rows<{ n: number }>(db, sql`select coalesce(sum(qty), 0)::int as n from points_sku_stocks where sku_id = ${skuId}`);
    return r?.n ?? 0;
  },

  async memberForRedemption(tx: Db, memberId: number) {
    const [m] = await rows<{ id: number; memberNo: string; birthMonth: number | null }>(
      tx,
      sql`select id, member_no as "memberNo", birth_month as "birthMonth" from members where id = ${memberId}`,
    );
    return m;
  },

  async byKey(db: Db, memberId: number, key: string) {
    const [r] = await rows<RedemptionRow>(
      db,
      sql`select ${redemptionColumns} ${redemptionFrom} where r.member_id = ${memberId} and r.idempotency_key = ${key}`,
    );
    return r;
  },
  async byNo(db: Db, redemptionNo: string) {
    const [r] = await rows<RedemptionRow>(db, sql`select ${redemptionColumns} ${redemptionFrom} where r.redemption_no = ${redemptionNo}`);
    return r;
  },
  async listOf(db: Db, memberId: number, opts: { status?: RedemptionStatus | undefined; limit: number; offset: number }) {
    const cond = opts.status ? sql`and r.status = ${opts.status}` : sql``;
    const list = await rows<RedemptionRow & { total: number }>(
      db,
      sql`select ${redemptionColumns}, count(*) over ()::int as total ${redemptionFrom} where r.member_id = ${memberId} ${cond}
          order by r.id desc limit ${opts.limit} offset ${opts.offset}`,
    );
    return list;
  },
  async countOf(db: Db, memberId: number, status?: RedemptionStatus) {
    const cond = status ? sql`and status = ${status}` : sql``;
    const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from redemptions where member_id = ${memberId} ${cond}`);
    return r?.n ?? 0;
  },
  linesOf(db: Db, redemptionIds: readonly number[]) {
    return rows<RedemptionLineRow>(
      db,
      sql`select redemption_id as "redemptionId", sku_id as "skuId", spu_id as "spuId", title, img, num, point,
            normal_point as "normalPoint", price from redemption_lines where redemption_id = any(${intArray(redemptionIds)})
          order by redemption_id, sku_id`,
    );
  },

  async insert(tx: Db, r: NewRedemption): Promise<{ id: number; createdAt: Date | string }> {
    const [made] = await rows<{ id: number; createdAt: Date | string }>(
      tx,
      sql`insert into redemptions (redemption_no, member_id, merchant_code, pickup_store_code, total_points, total_normal_points,
            birthday_month, cash_due, ledger_id, idempotency_key, request_hash)
          values (${r.redemptionNo}, ${r.memberId}, ${r.merchantCode}, ${r.pickupStoreCode}, ${r.totalPoints}, ${r.totalNormalPoints},
            ${r.birthdayMonth}, ${r.cashDue}, ${r.ledgerId}, ${r.idempotencyKey}, ${r.requestHash})
          returning id, created_at as "createdAt"`,
    );
    const id = made!.id;
    for (const l of r.lines) {
      await tx.execute(
        sql`insert into redemption_lines (redemption_id, sku_id, spu_id, title, img, num, point, normal_point, price)
            values (${id}, ${l.skuId}, ${l.spuId}, ${JSON.stringify(l.title)}::jsonb, ${l.img}, ${l.num}, ${l.point}, ${l.normalPoint}, ${l.price})`,
      );
    }
    return made!;
  },

  async messageFacts(tx: Db, redemptionId: number): Promise<RedemptionFacts | undefined> {
    const [r] = await rows<RedemptionFacts>(
      tx,
      sql`select r.id, r.member_id as "memberId", r.redemption_no as "redemptionNo", r.total_points as points, s.name as "shopName",
                 s.opening_hours::text as opens, s.closing_hours::text as closes, r.collection_code as "collectionCode",
                 (select coalesce(jsonb_agg(l.title order by l.sku_id), '[]'::jsonb) from redemption_lines l where l.redemption_id = r.id) as titles
          from redemptions r join stores s on s.code = r.pickup_store_code where r.id = ${redemptionId}`,
    );
    return r;
  },

  /** ready → collected, once. Answers whether it moved. */
  /** The redemption's collection code (migration 1120), for the member's own page only. */
  async collectionCode(db: Db, id: number): Promise<string | null> {
    const [r] = await rows<{ code: string | null }>(db, sql`select collection_code as code from redemptions where id = ${id}`);
    return r?.code ?? null;
  },

  /** Ready → collected, once; `payment`: how the cash due was taken at the counter (method and reference). */
  async markCollected(db: Db, id: number, staffId: number, payment?: { method: string; reference: string }): Promise<boolean> {
    const paid = payment ? sql`, paid_method = ${payment.method}, paid_reference = ${payment.reference}, paid_at = now(), paid_by = ${staffId}` : sql``;
    const done = await rows<{ id: number }>(
      db,
      sql`update redemptions set status = 'collected', collected_at = now(), collected_by = ${staffId}${paid}
          where id = ${id} and status = 'ready' returning id`,
    );
    return done.length > 0;
  },
};
