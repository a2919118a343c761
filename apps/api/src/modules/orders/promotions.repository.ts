import { sql, type SQL } from 'drizzle-orm';
import type { BoPromotionRow } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { intArray, rows, likeEscape } from '../../db/sql.ts';
import type { PricingPromotion } from './pricing.ts';

type State = BoPromotionRow['state'];

/** A stored promotion: what the pricing reads (decision 046), with its period and switch. */
export interface PromotionDbRow extends PricingPromotion {
  startsAt: Date | string;
  endsAt: Date | string;
  status: string;
}

/** What a save writes: the form's values with skus resolved to ids and the fields its kind and scope do not use cleared. */
export type PromotionColumns = Omit<PricingPromotion, 'id'> & { startsAt: Date; endsAt: Date };

/** The state of a promotion at `at` in SQL (the service's `stateOf` says the same of a row). */
function stateWhere(state: State, at: Date): SQL {
  if (state === 'ended') return sql`(p.status <> 'on' or p.ends_at <= ${at})`;
  if (state === 'upcoming') return sql`(p.status = 'on' and p.starts_at > ${at} and p.ends_at > ${at})`;
  return sql`(p.status = 'on' and p.starts_at <= ${at} and p.ends_at > ${at})`;
}

/** The table's columns of a save, in the order they are written. */
function columnsOf(c: PromotionColumns): Record<string, unknown> {
  return {
    code: c.code,
    title: sql`${JSON.stringify(c.title)}::jsonb`,
    description: sql`${JSON.stringify(c.description)}::jsonb`,
    kind: c.kind,
    scope: c.scope,
    category_ids: intArray(c.categoryIds),
    sku_ids: intArray(c.skuIds),
    threshold: c.threshold,
    amount_off: c.amountOff,
    percent_off: c.percentOff,
    gift_sku_ids: intArray(c.giftSkuIds),
    gift_limit: c.giftLimit,
    gift_qty: c.giftQty,
    priority: c.priority,
    stackable: c.stackable,
    payment_condition: c.paymentCondition,
    starts_at: c.startsAt,
    ends_at: c.endsAt,
  };
}

function namesAndValues(c: PromotionColumns): { names: string[]; vals: SQL[] } {
  const cols = columnsOf(c);
  const names = Object.keys(cols);
  const vals = Object.values(cols).map((x) => (x instanceof Object && !(x instanceof Date) ? (x as SQL) : sql`${x}`));
  return { names, vals };
}

/**
 * The promotions the back office writes and the pricing reads (decision 172). The sku and category
 * lookups read the catalogue's tables (names and ids of the merchant's goods).
 */
export const promotionsRepo = {
  /** The merchant's skus with these codes (any case), each with its code in upper case. */
  async skusByCodes(db: Db, merchantCode: string, codes: string[]): Promise<Array<{ id: number; code: string }>> {
    return rows<{ id: number; code: string }>(
      db,
      sql`select k.id, upper(k.sku_code) as code from skus k join spus s on s.id = k.spu_id
          where s.merchant_code = ${merchantCode} and upper(k.sku_code) = any(array[${sql.join(
            codes.map((c) => sql`${c.toUpperCase()}`),
            sql`, `,
          )}]::text[])`,
    );
  },

  async skuCodesByIds(db: Db, ids: number[]): Promise<Array<{ id: number; code: string }>> {
    return rows<{ id: number; code: string }>(db, sql`select id, sku_code as code from skus where id = any(${intArray(ids)})`);
  },

  /** How many of these ids are the merchant's categories. */
  async categoriesFound(db: Db, merchantCode: string, ids: number[]): Promise<number> {
    const cats = await rows<{ id: number }>(db, sql`select id from categories where merchant_code = ${merchantCode} and id = any(${intArray(ids)})`);
    return cats.length;
  },

  async categoryParents(db: Db, merchantCode: string): Promise<Array<{ id: number; parentId: number | null }>> {
    return rows<{ id: number; parentId: number | null }>(db, sql`select id, parent_id as "parentId" from categories where merchant_code = ${merchantCode}`);
  },

  async skuCategories(db: Db, skuIds: number[]): Promise<Array<{ id: number; categoryId: number }>> {
    return rows<{ id: number; categoryId: number }>(
      db,
      sql`select k.id, s.category_id as "categoryId" from skus k join spus s on s.id = k.spu_id where k.id = any(${intArray(skuIds)})`,
    );
  },

  async byId(db: Db, merchantCode: string, id: number): Promise<PromotionDbRow | undefined> {
    const [p] = await rows<PromotionDbRow>(
      db,
      sql`select id, code, title, description, kind, scope, category_ids as "categoryIds", sku_ids as "skuIds", threshold,
            amount_off as "amountOff", percent_off as "percentOff", gift_sku_ids as "giftSkuIds", gift_limit as "giftLimit",
            gift_qty as "giftQty", priority, stackable, payment_condition as "paymentCondition",
            starts_at as "startsAt", ends_at as "endsAt", status
          from promotions where id = ${id} and merchant_code = ${merchantCode}`,
    );
    return p;
  },

  /** A page of the merchant's promotions, newest first, by state at `at` and code or title. */
  async list(db: Db, merchantCode: string, q: { at: Date; state?: State | undefined; search: string; limit: number; offset: number }) {
    const where: SQL[] = [sql`p.merchant_code = ${merchantCode}`];
    if (q.state) where.push(stateWhere(q.state, q.at));
    if (q.search) {
      const like = `%${likeEscape(q.search.toLowerCase())}%`;
      where.push(sql`(lower(p.code) like ${like} or lower(p.title::text) like ${like})`);
    }
    const cond = sql.join(where, sql` and `);
    const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from promotions p where ${cond}`);
    // The row's columns are the list row's fields; the status with the period makes its state.
    const list = await rows<
      Pick<PromotionDbRow, 'id' | 'code' | 'title' | 'kind' | 'scope' | 'priority' | 'paymentCondition' | 'startsAt' | 'endsAt' | 'status'>
    >(
      db,
      sql`select p.id, p.code, p.title, p.kind, p.scope, p.priority, p.payment_condition as "paymentCondition",
            p.starts_at as "startsAt", p.ends_at as "endsAt", p.status
          from promotions p where ${cond} order by p.id desc limit ${q.limit} offset ${q.offset}`,
    );
    return { total: count?.n ?? 0, list };
  },

  /** Whether another promotion (of any merchant) has this code. */
  async codeTaken(db: Db, code: string, exceptId: number): Promise<boolean> {
    const clash = await rows<{ id: number }>(db, sql`select id from promotions where upper(code) = ${code} and id <> ${exceptId}`);
    return clash.length > 0;
  },

  /** A new promotion, switched on. */
  async insert(tx: Db, merchantCode: string, c: PromotionColumns): Promise<number> {
    const { names, vals } = namesAndValues(c);
    const [r] = await rows<{ id: number }>(
      tx,
      sql`insert into promotions (merchant_code, status, ${sql.raw(names.join(', '))}) values (${merchantCode}, 'on', ${sql.join(vals, sql`, `)}) returning id`,
    );
    return r!.id;
  },

  /** Saving an edited promotion puts it back on: its period says when it runs. */
  async update(tx: Db, id: number, c: PromotionColumns): Promise<void> {
    const { names, vals } = namesAndValues(c);
    const sets = names.map((n, i) => sql`${sql.raw(n)} = ${vals[i]!}`);
    await tx.execute(sql`update promotions set status = 'on', ${sql.join(sets, sql`, `)} where id = ${id}`);
  },

  /**
   * The running or coming promotions that are neither gifts nor stackable, other than `exceptId`, whose
   * period meets [startsAt, endsAt) and whose scope is the order's exactly when `orderScope`; by priority.
   */
  async competing(db: Db, merchantCode: string, q: { at: Date; exceptId: number; startsAt: Date; endsAt: Date; orderScope: boolean }) {
    return rows<PromotionDbRow>(
      db,
      sql`select id, code, title, scope, category_ids as "categoryIds", sku_ids as "skuIds", priority, payment_condition as "paymentCondition",
            starts_at as "startsAt", ends_at as "endsAt"
          from promotions
          where merchant_code = ${merchantCode} and status = 'on' and ends_at > ${q.at} and kind <> 'gift' and not stackable
            and id <> ${q.exceptId} and starts_at < ${q.endsAt} and ends_at > ${q.startsAt}
            and (scope = 'order') = ${q.orderScope}
          order by priority desc, id`,
    );
  },

  /** A started promotion ends now; one not yet started is switched off (its period is kept). */
  async end(tx: Db, id: number, at: Date): Promise<void> {
    await tx.execute(
      sql`update promotions set status = 'off', ends_at = case when starts_at < ${at} then least(ends_at, ${at}) else ends_at end
          where id = ${id} and status = 'on'`,
    );
  },
};
