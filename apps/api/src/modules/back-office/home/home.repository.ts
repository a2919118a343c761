import { sql, type SQL } from 'drizzle-orm';
import { HOME, type HomeFigures, type I18nText, type OrderStatus } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/sql.ts';

/**
 * The home's figures, each one statement that aggregates in the database (decision 220): nothing here
 * loads orders into memory. Instants come in as parameters computed by `homePeriods`, so a test can put
 * "now" on either side of a Hong Kong midnight.
 */

/** A Hong Kong wall-clock day of a timestamptz, independent of the session's time zone. */
const hkDate = (col: SQL) => sql`((${col} at time zone 'UTC') + interval '8 hours')::date`;
const iso = (d: Date | string) => new Date(d).toISOString();
/** The merchant's low-stock threshold as a scalar subquery (evaluated once per statement). */
const savedThreshold = (merchantCode: string) =>
  sql`coalesce((select low_stock_threshold from home_settings where merchant_code = ${merchantCode}), ${HOME.LOW_STOCK_THRESHOLD.default})`;
const num = (v: unknown) => Number(v ?? 0);

/** Best sellers: paid sales count once, by the moment they were paid; an order refunded since is not a sale. */
const SOLD = sql`o.paid_at is not null and o.status <> 'refunded'`;
/** Gross sales: every order paid, by the moment it was paid (decision 366). */
const PAID = sql`o.paid_at is not null`;
/** Refunds of money received: a refund row of an order never paid gave nothing back (issue 37). */
const REFUNDED = sql`r.amount > 0 and exists (select 1 from orders ro where ro.id = r.order_id and ro.paid_at is not null)`;

export interface Span {
  from: Date;
  to: Date;
}

export const homeRepo = {
  /**
   * Gross sales, refunds and orders of each span (decision 366): gross is every order paid in the span, by
   * the moment it was paid (refunded since or not); refunds are the money given back in the span, by the
   * moment it was given back, whatever day the order was paid; net is gross − refunds. Two passes, each an
   * index range (orders by paid_at, refunds by at) from the earliest span on.
   */
  async sums(db: Db, spans: Span[]): Promise<Array<{ gross: number; refunds: number; orders: number }>> {
    const earliest = new Date(Math.min(...spans.map((s) => s.from.getTime())));
    const cols = spans.flatMap((s, i) => [
      sql`coalesce(sum(o.total_pay_price) filter (where o.paid_at >= ${s.from} and o.paid_at < ${s.to}), 0)::bigint as ${sql.raw(`s${i}`)}`,
      sql`count(*) filter (where o.paid_at >= ${s.from} and o.paid_at < ${s.to})::int as ${sql.raw(`n${i}`)}`,
    ]);
    const back = spans.map((s, i) => sql`coalesce(sum(r.amount) filter (where r.at >= ${s.from} and r.at < ${s.to}), 0)::bigint as ${sql.raw(`r${i}`)}`);
    const [[r], [b]] = await Promise.all([
      rows<Record<string, unknown>>(db, sql`select ${sql.join(cols, sql`, `)} from orders o where ${PAID} and o.paid_at >= ${earliest}`),
      rows<Record<string, unknown>>(db, sql`select ${sql.join(back, sql`, `)} from order_refunds r where ${REFUNDED} and r.at >= ${earliest}`),
    ]);
    return spans.map((_, i) => ({ gross: num(r?.[`s${i}`]), refunds: num(b?.[`r${i}`]), orders: num(r?.[`n${i}`]) }));
  },

  /** One row per Hong Kong day from `firstDay` to `lastDay` (days without sales as zero): gross, refunds, orders, on the basis of `sums`. */
  async daily(
    db: Db,
    firstDay: string,
    lastDay: string,
    now: Date,
  ): Promise<Array<{ date: string; sales: number; grossSales: number; refunds: number; orders: number }>> {
    const from = new Date(`${firstDay}T00:00:00+08:00`);
    const list = await rows<{ date: string; gross: unknown; refunds: unknown; orders: unknown }>(
      db,
      sql`with d as (select generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day')::date as day),
               s as (select ${hkDate(sql`o.paid_at`)} as day, sum(o.total_pay_price)::bigint as gross, count(*)::int as orders
                     from orders o where ${PAID} and o.paid_at >= ${from} and o.paid_at < ${now} group by 1),
               b as (select ${hkDate(sql`r.at`)} as day, sum(r.amount)::bigint as refunds
                     from order_refunds r where ${REFUNDED} and r.at >= ${from} and r.at < ${now} group by 1)
          select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(s.gross, 0) as gross, coalesce(b.refunds, 0) as refunds, coalesce(s.orders, 0) as orders
          from d left join s on s.day = d.day left join b on b.day = d.day order by d.day`,
    );
    return list.map((r) => {
      const gross = num(r.gross);
      const refunds = num(r.refunds);
      return { date: r.date, sales: gross - refunds, grossSales: gross, refunds, orders: num(r.orders) };
    });
  },

  async byStatus(db: Db, since: Date, now: Date): Promise<Array<{ status: OrderStatus; count: number }>> {
    return rows(
      db,
      sql`select status, count(*)::int as count from orders where created_at >= ${since} and created_at < ${now} group by status order by count desc, status`,
    );
  },

  async pickupsWaiting(db: Db, now: Date, storeCode: string | null): Promise<HomeFigures['pickupsWaiting']> {
    const list = await rows<{ storeCode: string; storeName: I18nText; count: number; oldest: Date | string }>(
      db,
      sql`select o.pickup_store_code as "storeCode", st.name as "storeName", count(*)::int as count, min(o.updated_at) as oldest
          from orders o join stores st on st.code = o.pickup_store_code
          where o.status = 'ready_for_pickup' ${storeCode ? sql`and o.pickup_store_code = ${storeCode}` : sql``}
          group by o.pickup_store_code, st.name, st.sort order by st.sort, o.pickup_store_code`,
    );
    return list.map((r) => ({ storeCode: r.storeCode, storeName: r.storeName, count: r.count, longestWaitMinutes: minutesSince(now, r.oldest) }));
  },

  async redemptionsWaiting(db: Db, now: Date, storeCode: string | null): Promise<HomeFigures['redemptionsWaiting']> {
    const list = await rows<{ storeCode: string; storeName: I18nText; count: number; oldest: Date | string }>(
      db,
      sql`select r.pickup_store_code as "storeCode", st.name as "storeName", count(*)::int as count, min(r.created_at) as oldest
          from redemptions r join stores st on st.code = r.pickup_store_code
          where r.status = 'ready' ${storeCode ? sql`and r.pickup_store_code = ${storeCode}` : sql``}
          group by r.pickup_store_code, st.name, st.sort order by st.sort, r.pickup_store_code`,
    );
    return list.map((r) => ({ storeCode: r.storeCode, storeName: r.storeName, count: r.count, longestWaitMinutes: minutesSince(now, r.oldest) }));
  },

  /**
   * SKUs on sale whose stock in a shop is at or below the threshold: per shop, and the lowest rows. The
   * count per shop sums migration 1454's histogram (merchant, shop, quantity) and the stock changes not yet
   * folded into it (decision 318): exact, and a few hundred rows instead of every low stock row. The lowest
   * rows read `sku_stocks.on_sale_merchant` through its partial index, shop by shop (decision 270); ties
   * break by SKU id.
   */
  async lowStock(db: Db, merchantCode: string, limit: number | 'saved', storeCode: string | null): Promise<HomeFigures['lowStock']> {
    // 'saved': the merchant's threshold read inside these statements, so the home need not wait for it first.
    const threshold: SQL | number = limit === 'saved' ? savedThreshold(merchantCode) : limit;
    // Shop by shop (a lateral per shop): each is one range of the index, counted or cut at its first rows,
    // instead of one scan of every shop's low rows that then has to be grouped or sorted.
    const shops = sql`select st.code, st.name, st.sort from stores st ${storeCode ? sql`where st.code = ${storeCode}` : sql``}`;
    const inShop = sql`s.on_sale_merchant = ${merchantCode} and s.store_code = sh.code and s.qty <= ${threshold}`;
    // The table named in the caller's own template: the ownership test reads table names in SQL text.
    const kept = (from: SQL) =>
      sql`select store_code, n ${from} where merchant_code = ${merchantCode} and qty <= ${threshold} ${storeCode ? sql`and store_code = ${storeCode}` : sql``}`;
    // A SKU with a level of its own (issue 40, decision 456): the histogram counted its rows at the default;
    // take that away and count them at their own level instead. Few SKUs, read through their partial index.
    const own = sql`select s.store_code, (case when s.qty <= k.low_stock_threshold then 1 else 0 end) - (case when s.qty <= ${threshold} then 1 else 0 end) as n
          from skus k join sku_stocks s on s.sku_id = k.id
          where k.low_stock_threshold is not null and s.on_sale_merchant = ${merchantCode} and s.qty <= 1000 ${storeCode ? sql`and s.store_code = ${storeCode}` : sql``}`;
    const [perShop, list] = await Promise.all([
      rows<{ storeCode: string; storeName: I18nText; count: number }>(
        db,
        sql`select sh.code as "storeCode", sh.name as "storeName", c.count
            from (${shops}) sh
            join (select store_code, sum(n)::int as count
                  from (${kept(sql`from low_stock_counts`)} union all ${kept(sql`from low_stock_deltas`)} union all ${own}) x group by store_code) c
              on c.store_code = sh.code
            where c.count > 0 order by sh.sort, sh.code`,
      ),
      rows<{ storeCode: string; skuCode: string; spuId: number; title: I18nText; qty: number }>(
        db,
        sql`with l as (select l.store_code, l.sku_id, l.qty
                       from (${shops}) sh cross join lateral (
                         (select s.store_code, s.sku_id, s.qty from sku_stocks s where ${inShop}
                            and not exists (select 1 from skus o where o.id = s.sku_id and o.low_stock_threshold is not null)
                          order by s.qty, s.sku_id limit ${HOME.LOW_STOCK_ROWS})
                         union all
                         (select s.store_code, s.sku_id, s.qty from skus o join sku_stocks s on s.sku_id = o.id
                          where o.low_stock_threshold is not null and s.on_sale_merchant = ${merchantCode} and s.store_code = sh.code
                            and s.qty <= o.low_stock_threshold)) l
                       order by l.qty, l.store_code, l.sku_id limit ${HOME.LOW_STOCK_ROWS})
            select l.store_code as "storeCode", k.sku_code as "skuCode", p.id as "spuId", p.title, l.qty
            from l join skus k on k.id = l.sku_id join spus p on p.id = k.spu_id order by l.qty, l.store_code, l.sku_id`,
      ),
    ]);
    return { perShop, rows: list };
  },

  async goldPrice(db: Db): Promise<HomeFigures['goldPrice']> {
    const [r] = await rows<{ sellTael: number; purchaseTael: number; sellGram: number; recordedAt: Date | string }>(
      db,
      sql`select sell_tael as "sellTael", purchase_tael as "purchaseTael", sell_gram as "sellGram", recorded_at as "recordedAt"
          from gold_prices order by recorded_at desc, id desc limit 1`,
    );
    return r ? { ...r, recordedAt: iso(r.recordedAt) } : null;
  },

  /** The products that sold the most units among orders paid since `since` (gifts not counted). */
  async bestSellers(db: Db, since: Date, now: Date): Promise<NonNullable<HomeFigures['bestSellers']>> {
    const list = await rows<{ spuId: number; title: I18nText; units: unknown; sales: unknown }>(
      db,
      sql`with b as (select l.spu_id, sum(l.num)::int as units, sum(l.total_pay_price)::bigint as sales
                     from orders o join order_lines l on l.order_id = o.id
                     where ${SOLD} and o.paid_at >= ${since} and o.paid_at < ${now} and not l.is_gift group by l.spu_id
                     order by units desc, sales desc, l.spu_id limit ${HOME.BEST_SELLERS})
          select b.spu_id as "spuId", p.title, b.units, b.sales from b join spus p on p.id = b.spu_id order by b.units desc, b.sales desc, b.spu_id`,
    );
    return list.map((r) => ({ spuId: r.spuId, title: r.title, units: num(r.units), sales: num(r.sales) }));
  },

  async threshold(db: Db, merchantCode: string): Promise<number> {
    const [r] = await rows<{ t: number }>(db, sql`select low_stock_threshold as t from home_settings where merchant_code = ${merchantCode}`);
    return r?.t ?? HOME.LOW_STOCK_THRESHOLD.default;
  },

  async setThreshold(tx: Db, merchantCode: string, threshold: number): Promise<number | null> {
    const [before] = await rows<{ t: number }>(tx, sql`select low_stock_threshold as t from home_settings where merchant_code = ${merchantCode} for update`);
    await tx.execute(
      sql`insert into home_settings (merchant_code, low_stock_threshold) values (${merchantCode}, ${threshold})
          on conflict (merchant_code) do update set low_stock_threshold = excluded.low_stock_threshold, updated_at = now()`,
    );
    return before?.t ?? null;
  },

  async staffShop(db: Db, staffId: number): Promise<string | null> {
    const [r] = await rows<{ storeCode: string | null }>(db, sql`select store_code as "storeCode" from staff_users where id = ${staffId}`);
    return r?.storeCode ?? null;
  },

  /** The shop's name in three languages (the counter's home names its shop, never its code). */
  async storeName(db: Db, storeCode: string): Promise<I18nText | null> {
    const [r] = await rows<{ name: I18nText }>(db, sql`select name from stores where code = ${storeCode}`);
    return r?.name ?? null;
  },
};

function minutesSince(now: Date, then: Date | string): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(then).getTime()) / 60_000));
}
