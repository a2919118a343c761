import { sql } from 'drizzle-orm';
import type { I18nText } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';

/** A redemption waiting at a shop, as the counter opens it by the member's collection code (decision 191). */
export interface CodeRedemption {
  id: number;
  redemptionNo: string;
  memberId: number;
  status: string;
  cashDue: number;
  pickupStoreCode: string;
}

/** What the counter desk (orders module, issue 25) reads of club redemptions by collection code. */
export const counterCollectionRepo = {
  async redemptionByCode(db: Db, storeCode: string, code: string): Promise<CodeRedemption | undefined> {
    const [r] = await rows<CodeRedemption>(
      db,
      sql`select id, redemption_no as "redemptionNo", member_id as "memberId", status, cash_due as "cashDue",
            pickup_store_code as "pickupStoreCode"
          from redemptions where pickup_store_code = ${storeCode} and collection_code = ${code} and status = 'ready'`,
    );
    return r;
  },

  /** The ready redemption of this shop with this number: what the counter has open (decision 410). */
  async redemptionIdByNumber(db: Db, storeCode: string, redemptionNo: string): Promise<number | undefined> {
    const [r] = await rows<{ id: number }>(
      db,
      sql`select id from redemptions where pickup_store_code = ${storeCode} and redemption_no = ${redemptionNo} and status = 'ready'`,
    );
    return r?.id;
  },

  /** A ready redemption's collection code (null once collected), compared by the staff tool's collect. */
  async codeOf(db: Db, redemptionId: number): Promise<string | null> {
    const [r] = await rows<{ code: string | null }>(db, sql`select collection_code as code from redemptions where id = ${redemptionId} and status = 'ready'`);
    return r?.code ?? null;
  },

  /** Whether a ready redemption at another shop has this code (the counter then answers 82850, not 80140). */
  async elsewhereByCode(db: Db, storeCode: string, code: string): Promise<boolean> {
    const found = await rows<{ one: number }>(
      db,
      sql`select 1 as one from redemptions where pickup_store_code <> ${storeCode} and collection_code = ${code} and status = 'ready' limit 1`,
    );
    return found.length > 0;
  },

  /** The redemptions ready at a shop, oldest first (the counter's queue, issue 40): since when, and how many units. */
  async readyAt(db: Db, storeCode: string) {
    return rows<{ redemptionNo: string; memberId: number; readySince: Date | string; cashDue: number; units: number }>(
      db,
      sql`select r.redemption_no as "redemptionNo", r.member_id as "memberId", r.created_at as "readySince", r.cash_due as "cashDue",
            coalesce((select sum(l.num) from redemption_lines l where l.redemption_id = r.id), 0)::int as units
          from redemptions r where r.pickup_store_code = ${storeCode} and r.status = 'ready' order by r.created_at, r.id limit 200`,
    );
  },

  /** A redemption's points spent (for its receipt). */
  async pointsOf(db: Db, redemptionId: number): Promise<number> {
    const [r] = await rows<{ points: number }>(db, sql`select total_points as points from redemptions where id = ${redemptionId}`);
    return r?.points ?? 0;
  },

  async redemptionLines(db: Db, redemptionId: number) {
    return rows<{ skuCode: string; img: string; num: number; isGift: boolean; title: I18nText }>(
      db,
      sql`select k.sku_code as "skuCode", l.img, l.num, true as "isGift", l.title
          from redemption_lines l join points_skus k on k.id = l.sku_id where l.redemption_id = ${redemptionId} order by l.sku_id`,
    );
  },
};
