import { sql } from 'drizzle-orm';
import type { GoldPrice, GoldPriceRecordInput, MetalRates } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { createGoldPriceRepository } from './gold-price.repository.ts';
import { createGoldPriceService, ratesOf } from './gold-price.service.ts';

/** The breakdown a by-weight sku's price came from (`skus.weight_quote`, copied to order lines). */
export interface WeightQuote {
  rateId: number;
  rateCents: number;
  /** ISO time the rate was recorded (the product page shows it). */
  rateAt: string;
  metalCents: number;
  makingChargeCents: number;
}

export interface RepriceResult {
  repricingId: number | null;
  goldPriceId: number | null;
  /** By-weight skus looked at, and those whose price moved. */
  skus: number;
  changed: number;
}

/**
 * Re-prices by-weight skus at the newest recorded rate, in the caller's transaction, as ONE statement
 * computed in the database (decision 316): the rule is applied by `price_by_weight` (migration 1451, the
 * SQL transcription of the contract's `priceByWeight`, checked equal to it by weight-pricing-sql.test.ts),
 * only skus whose price, original price or rate moved are written, and the report rows (decision 230)
 * come out of the same statement. The products' price range follows by migration 1450's trigger on skus,
 * in one set-based write (decision 315). `spuIds` narrows it to some products (a saved rule); without it
 * every by-weight sku is re-priced (a new rate).
 *
 * No `for update` read first: the update locks the rows it writes, and a deadlock with an order placed
 * at the same moment is retried by both sides (`recordRateAndReprice`, place_order's caller).
 */
export async function repriceByWeight(tx: Db, opts: { cause: 'rate' | 'rule' | 'seed'; spuIds?: readonly number[] }): Promise<RepriceResult> {
  const rate = await createGoldPriceRepository(tx).latest();
  if (!rate) return { repricingId: null, goldPriceId: null, skus: 0, changed: 0 };
  const r = ratesOf(rate);
  const only = opts.spuIds ? sql`and k.spu_id = any(${`{${opts.spuIds.join(',')}}`}::int[])` : sql``;
  const [out] = await rows<{ repricingId: number | null; skus: number; changed: number }>(
    tx,
    sql`with q as materialized (
          select k.id, k.spu_id, k.price as old_price, k.original_price as old_original, (k.weight_quote->>'rateId')::int as old_rate,
                 p.rate_cents, p.metal_cents, p.making_cents, p.price, p.original_price
            from skus k
            cross join lateral price_by_weight(k.weight_pricing, ${r.gold9999}::bigint, ${r.gold18k}::bigint, ${r.k18Permille}::bigint, ${r.pt950}::bigint) p
           where k.weight_pricing is not null ${only}),
        -- A metal without a rate keeps its last price and loses its breakdown (decision 230).
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
        rep as (
          insert into weight_repricings (gold_price_id, cause, skus, changed, total_delta, min_delta, max_delta)
          select ${rate.id}, ${opts.cause}, (select count(*) from q), d.n, coalesce(d.total, 0), d.lo, d.hi
            from (select count(*) as n, sum(u.price - u.old_price) as total, min(u.price - u.old_price) as lo, max(u.price - u.old_price) as hi
                    from u where u.price <> u.old_price) d
           where exists (select 1 from q)
          returning id),
        lines as (
          insert into weight_repricing_lines (repricing_id, sku_id, spu_id, old_price, new_price)
          select rep.id, u.id, u.spu_id, u.old_price, u.price from u cross join rep where u.price <> u.old_price)
        select (select id from rep) as "repricingId", (select count(*) from q)::int as skus,
               (select count(*) from u where u.price <> u.old_price)::int as changed`,
  );
  return { repricingId: out?.repricingId ?? null, goldPriceId: rate.id, skus: out?.skus ?? 0, changed: out?.changed ?? 0 };
}

/**
 * The selling rates of the newest recorded price, the ones a by-weight price is computed at now (the
 * goods desk's bulk preview prices a changed making charge with them, decision 371); every rate null
 * before the first price.
 */
export async function latestRates(db: Db): Promise<Omit<MetalRates, 'gold9999'> & { gold9999: number | null }> {
  const rate = await createGoldPriceRepository(db).latest();
  return rate ? ratesOf(rate) : { gold9999: null, gold18k: null, k18Permille: 750, pt950: null };
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
 * preview, decision 370): the same `price_by_weight` as `repriceByWeight`, so the figures shown are the
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

/**
 * After the transaction commits: the gold price enquiry (`content:goldPrice`) and every answer showing a
 * by-weight price or ordered by price (`catalogue:weightPrice`, decision 232) drop, in every process —
 * two keys, however many goods moved; answers of goods priced by hand stay.
 */
export async function announceRepricing(changes: ChangeBus, result: Pick<RepriceResult, 'skus'>, opts: { rate: boolean }) {
  if (opts.rate) await changes.publish('content', 'goldPrice');
  if (result.skus) await changes.publish('catalogue', 'weightPrice');
}

/**
 * Records a gold price and re-prices every by-weight sku at it in one transaction (the counter, the call
 * and `npm run gold-price` all come here), then announces both. `onRecorded` adds the caller's own rows
 * (the back office's audit) to the same transaction.
 */
export async function recordRateAndReprice(
  deps: { db: Db; changes: ChangeBus },
  input: GoldPriceRecordInput,
  recordedBy: string,
  onRecorded?: (tx: Db, price: GoldPrice) => Promise<void>,
): Promise<{ price: GoldPrice; repriced: RepriceResult }> {
  const once = () =>
    deps.db.transaction(async (tx) => {
      const price = await createGoldPriceService(createGoldPriceRepository(tx)).record(input, recordedBy);
      await onRecorded?.(tx, price);
      const repriced = await repriceByWeight(tx, { cause: 'rate' });
      return { price, repriced };
    });
  // Orders placed at the same moment lock the same skus; on a PostgreSQL server one side may be rolled back
  // as a deadlock (40P01). Nothing of it was written, so the rate is recorded again (a few times at most).
  let out: Awaited<ReturnType<typeof once>>;
  for (let attempt = 1; ; attempt++) {
    try {
      out = await once();
      break;
    } catch (err) {
      const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
      if ((code === '40P01' || code === '40001') && attempt < 4) continue;
      throw err;
    }
  }
  await announceRepricing(deps.changes, out.repriced, { rate: true });
  return out;
}
