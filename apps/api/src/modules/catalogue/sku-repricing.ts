import { sql, type SQL } from 'drizzle-orm';
import type { MetalRates } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';

/** The breakdown a by-weight sku's price came from (`skus.weight_quote`, copied to order lines). */
export interface WeightQuote {
  rateId: number;
  rateCents: number;
  /** ISO time the rate was recorded (the product page shows it). */
  rateAt: string;
  metalCents: number;
  makingChargeCents: number;
}

/** What a re-pricing moved: how many skus' price, and by how much in all, at least and at most (new − old, cents). */
export interface RepricedTotals {
  changed: number;
  totalDelta: number;
  minDelta: number | null;
  maxDelta: number | null;
}

/**
 * The CTEs that write the price ranges of the products in `q` (a CTE of by-weight skus with `spu_id`,
 * `status` and the columns `newPrice` reads), by spu_prices_restate's rule (migration 1450: on-sale skus'
 * prices, else every sku's), from those prices and the products' hand-priced skus; only ranges that moved.
 */
const rangesFrom = (newPrice: SQL) => sql`skus_then as (
          select q.spu_id, ${newPrice} as price, q.status from q
          union all
          select k.spu_id, k.price, k.status from skus k where k.weight_pricing is null and k.spu_id in (select q.spu_id from q)),
        ranges as (
          update spu_prices t set min_price = r.lo, max_price = r.hi
            from (select spu_id, coalesce(min(price) filter (where status = 'on'), min(price)) as lo,
                         coalesce(max(price) filter (where status = 'on'), max(price)) as hi
                    from skus_then group by spu_id) r
           where t.spu_id = r.spu_id and (t.min_price, t.max_price) is distinct from (r.lo, r.hi))`;

const totalsOf = (out: ({ looked: number } & RepricedTotals) | undefined): { looked: number } & RepricedTotals => ({
  looked: out?.looked ?? 0,
  changed: out?.changed ?? 0,
  totalDelta: Number(out?.totalDelta ?? 0),
  minDelta: out?.minDelta ?? null,
  maxDelta: out?.maxDelta ?? null,
});

/**
 * Re-prices by-weight skus at `rates`, in the caller's transaction (the catalogue owns `skus`; the
 * gold-price module asks, decision 417): `price_by_weight` (migration 1451) computes each price in the
 * database and only skus whose price, original price or rate moved are written. A metal without a rate
 * keeps its last price and loses its breakdown (decision 230). The products' price ranges are written by
 * the same statement from the prices it computed (decision 567): the skus trigger, which would read every
 * re-priced sku again, is told to stand aside for it (`shop.sku_ranges_kept`, migration 1930). Answers how
 * many by-weight skus were looked at and what moved.
 *
 * `keepMoved` lets the caller write its own rows of the skus whose price moved in the same statement
 * (decision 552): it is given the name of a relation of (sku_id, spu_id, old_price, new_price) and answers
 * a data-modifying statement over it, so tens of thousands of lines never cross to the process and back
 * (decision 482 sent them as four arrays; parsing and binding them cost more than writing them).
 */
export async function repriceSkusByWeight(
  tx: Db,
  rate: { id: number; recordedAt: Date },
  r: { gold9999: number | null; gold18k: number | null; k18Permille: number; pt950: number | null },
  spuIds?: readonly number[],
  keepMoved?: (moved: SQL) => SQL,
): Promise<{ looked: number } & RepricedTotals> {
  const only = spuIds ? sql`and k.spu_id = any(${`{${spuIds.join(',')}}`}::int[])` : sql``;
  const kept = keepMoved ? sql`, kept as (${keepMoved(sql.raw('moved'))})` : sql``;
  await tx.execute(sql`select set_config('shop.sku_ranges_kept', 'on', true)`);
  const [out] = await rows<{ looked: number } & RepricedTotals>(
    tx,
    sql`with q as materialized (
          select k.id, k.spu_id, k.status, k.price as old_price, k.original_price as old_original, (k.weight_quote->>'rateId')::int as old_rate,
                 p.rate_cents, p.metal_cents, p.making_cents, p.price, p.original_price
            from skus k
            cross join lateral price_by_weight(k.weight_pricing, ${r.gold9999}::bigint, ${r.gold18k}::bigint, ${r.k18Permille}::bigint, ${r.pt950}::bigint) p
           where k.weight_pricing is not null ${only}),
        u as (
          update skus k set price = coalesce(q.price, q.old_price), original_price = coalesce(q.original_price, q.old_original),
                 weight_quote = case when q.price is null then null else jsonb_build_object(
                   'rateId', ${rate.id}::int, 'rateCents', q.rate_cents, 'rateAt', ${rate.recordedAt.toISOString()}::text,
                   'metalCents', q.metal_cents, 'makingChargeCents', q.making_cents) end
            from q
           -- (the target read through the by-weight index, not a scan of every sku to hash-join)
           where k.id = q.id and k.weight_pricing is not null
             and (case when q.price is null then q.old_rate is not null
                       else q.price <> q.old_price or q.original_price <> q.old_original or q.old_rate is distinct from ${rate.id}::int end)
          returning k.id, k.spu_id, q.old_price, k.price),
        moved as (select u.id as sku_id, u.spu_id, u.old_price, u.price as new_price from u where u.price <> u.old_price)${kept},
        -- The ranges of the re-priced products from the new prices above and their hand-priced skus.
        ${rangesFrom(sql`coalesce(q.price, q.old_price)`)}
        select (select count(*) from q)::int as looked, count(*)::int as changed, coalesce(sum(new_price - old_price), 0)::float8 as "totalDelta",
               min(new_price - old_price) as "minDelta", max(new_price - old_price) as "maxDelta"
          from moved`,
  );
  // Any later update of skus in this transaction restates its products again.
  await tx.execute(sql`select set_config('shop.sku_ranges_kept', 'off', true)`);
  return totalsOf(out);
}

type Rates = { gold9999: number | null; gold18k: number | null; k18Permille: number; pt950: number | null };
const NO_RATES: Rates = { gold9999: null, gold18k: null, k18Permille: 750, pt950: null };

/**
 * A new rate, in the caller's transaction (decision 593): no sku is written. A by-weight sku's price is
 * derived when read (`skus_now()`, migration 1955), so the rate's effect is only what is kept beside the
 * prices: the products' price ranges (`spu_prices`, which price order and price bands read), written here
 * by `spu_prices_restate`'s rule (on-sale skus' prices, else every sku's) from each by-weight sku's price at
 * `after` and the products' hand-priced skus, only where a range moved. Answers what the rate did to the
 * prices served, old = the price at `before` (the rate it replaces; none: the stored price), new = at
 * `after`, both through the same `price_by_weight` every reader uses.
 */
export async function restateRangesAtRate(tx: Db, before: Rates | null, after: Rates): Promise<{ looked: number } & RepricedTotals> {
  const o = before ?? NO_RATES;
  const [out] = await rows<{ looked: number } & RepricedTotals>(
    tx,
    sql`with q as materialized (
          select k.spu_id, k.status, coalesce(o.price::int, k.price) as old_price, coalesce(n.price::int, k.price) as new_price
            from skus k
            cross join lateral price_by_weight(k.weight_pricing, ${o.gold9999}::bigint, ${o.gold18k}::bigint, ${o.k18Permille}::bigint, ${o.pt950}::bigint) o
            cross join lateral price_by_weight(k.weight_pricing, ${after.gold9999}::bigint, ${after.gold18k}::bigint, ${after.k18Permille}::bigint, ${after.pt950}::bigint) n
           where k.weight_pricing is not null),
        ${rangesFrom(sql`q.new_price`)}
        select (select count(*) from q)::int as looked, count(*)::int as changed,
               coalesce(sum(new_price - old_price), 0)::float8 as "totalDelta",
               min(new_price - old_price) as "minDelta", max(new_price - old_price) as "maxDelta"
          from q where new_price <> old_price`,
  );
  return totalsOf(out);
}

export interface RepricingEffect {
  /** By-weight skus a rate prices (a metal without one keeps its last price). */
  skus: number;
  /** Those whose price the rates would move, and by how much (new − old, cents). */
  changed: number;
  totalDelta: number;
  minDelta: number | null;
  maxDelta: number | null;
}

/**
 * What re-pricing every by-weight sku at `rates` would do, writing nothing (the gold price desk's
 * preview, decision 370): the same `price_by_weight` as `repriceSkusByWeight`, so the figures shown are the
 * ones the recording then writes (unless goods change in between).
 */
export async function repricingEffect(db: Db, r: MetalRates): Promise<RepricingEffect> {
  const [out] = await rows<RepricingEffect>(
    db,
    sql`select count(p.price)::int as skus, count(*) filter (where p.price <> k.price)::int as changed,
               coalesce(sum(p.price - k.price) filter (where p.price <> k.price), 0)::float8 as "totalDelta",
               min(p.price - k.price) filter (where p.price <> k.price)::float8 as "minDelta",
               max(p.price - k.price) filter (where p.price <> k.price)::float8 as "maxDelta"
          from skus_now() k
          cross join lateral price_by_weight(k.weight_pricing, ${r.gold9999}::bigint, ${r.gold18k}::bigint, ${r.k18Permille}::bigint, ${r.pt950}::bigint) p
         where k.weight_pricing is not null`,
  );
  return out ?? { skus: 0, changed: 0, totalDelta: 0, minDelta: null, maxDelta: null };
}
