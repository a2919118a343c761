import { sql } from 'drizzle-orm';
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

/**
 * The by-weight skus whose price a re-pricing moved, as columns in sku id order (row i of each): a full
 * re-pricing moves tens of thousands, and four integer arrays cross to the caller and back into its report
 * far cheaper than as many JSON objects (decision 482).
 */
export interface RepricedSkus {
  skuIds: number[];
  spuIds: number[];
  oldPrices: number[];
  newPrices: number[];
}

/**
 * Re-prices by-weight skus at `rates`, in the caller's transaction (the catalogue owns `skus`; the
 * gold-price module asks, decision 417): `price_by_weight` (migration 1451) computes each price in the
 * database and only skus whose price, original price or rate moved are written. A metal without a rate
 * keeps its last price and loses its breakdown (decision 230). The products' price range follows by
 * migration 1450's trigger. Answers how many by-weight skus were looked at and those whose price moved.
 */
export async function repriceSkusByWeight(
  tx: Db,
  rate: { id: number; recordedAt: Date },
  r: { gold9999: number | null; gold18k: number | null; k18Permille: number; pt950: number | null },
  spuIds?: readonly number[],
): Promise<{ looked: number; moved: RepricedSkus }> {
  const only = spuIds ? sql`and k.spu_id = any(${`{${spuIds.join(',')}}`}::int[])` : sql``;
  type Out = { looked: number; skuIds: number[] | null; spuIds: number[] | null; oldPrices: number[] | null; newPrices: number[] | null };
  const [out] = await rows<Out>(
    tx,
    sql`with q as materialized (
          select k.id, k.spu_id, k.price as old_price, k.original_price as old_original, (k.weight_quote->>'rateId')::int as old_rate,
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
          returning k.id, k.spu_id, q.old_price, k.price)
        select (select count(*) from q)::int as looked, m.*
          from (select array_agg(u.id order by u.id) as "skuIds", array_agg(u.spu_id order by u.id) as "spuIds",
                       array_agg(u.old_price order by u.id) as "oldPrices", array_agg(u.price order by u.id) as "newPrices"
                  from u where u.price <> u.old_price) m`,
  );
  return {
    looked: out?.looked ?? 0,
    moved: { skuIds: out?.skuIds ?? [], spuIds: out?.spuIds ?? [], oldPrices: out?.oldPrices ?? [], newPrices: out?.newPrices ?? [] },
  };
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
          from skus k
          cross join lateral price_by_weight(k.weight_pricing, ${r.gold9999}::bigint, ${r.gold18k}::bigint, ${r.k18Permille}::bigint, ${r.pt950}::bigint) p
         where k.weight_pricing is not null`,
  );
  return out ?? { skus: 0, changed: 0, totalDelta: 0, minDelta: null, maxDelta: null };
}
