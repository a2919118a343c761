import { sql } from 'drizzle-orm';
import type { GoldPrice, GoldPriceRecordInput, MetalRates } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { repriceSkusByWeight, restateRangesAtRate } from '../catalogue/index.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { createGoldPriceRepository } from './gold-price.repository.ts';
import { createGoldPriceService, ratesOf } from './gold-price.service.ts';
import type { GoldPriceRow } from './gold-price.tables.ts';

export type { WeightQuote, RepricingEffect } from '../catalogue/index.ts';
export { repricingEffect } from '../catalogue/index.ts';

export interface RepriceResult {
  repricingId: number | null;
  goldPriceId: number | null;
  /** By-weight skus looked at, and those whose price moved. */
  skus: number;
  changed: number;
}

/**
 * Re-prices by-weight skus at the newest recorded rate, in the caller's transaction: the catalogue, which
 * owns the skus, writes the prices in one statement computed in the database (`repriceSkusByWeight`,
 * decisions 316 and 417; `price_by_weight` of migration 1451 is the SQL transcription of the contract's
 * `priceByWeight`, checked equal to it by weight-pricing-sql.test.ts), and this module writes its report
 * (decision 230): its lines inside the re-pricing statement (decision 552), its totals in one more.
 * `spuIds` narrows it to some products (a saved rule); without it every by-weight sku is re-priced (a new
 * rate).
 *
 * No `for update` read first: the update locks the rows it writes, and a deadlock with an order placed
 * at the same moment is retried by both sides (`recordRateAndReprice`, place_order's caller).
 */
export async function repriceByWeight(tx: Db, opts: { cause: 'rate' | 'rule' | 'seed'; spuIds?: readonly number[] }): Promise<RepriceResult> {
  const rate = await createGoldPriceRepository(tx).latest();
  if (!rate) return { repricingId: null, goldPriceId: null, skus: 0, changed: 0 };
  if (opts.cause === 'rate' && !opts.spuIds) return recordRateEffect(tx, rate);
  // The report's id first, so its lines are written by the re-pricing statement itself (decision 552).
  const [next] = await rows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('weight_repricings', 'id'))::int as id`);
  const id = next!.id;
  const out = await repriceSkusByWeight(
    tx,
    rate,
    ratesOf(rate),
    opts.spuIds,
    (moved) =>
      sql`insert into weight_repricing_lines (repricing_id, sku_id, spu_id, old_price, new_price)
          select ${id}::int, sku_id, spu_id, old_price, new_price from ${moved}`,
  );
  // Nothing looked at: no report (its lines are none; the id stays unused).
  if (!out.looked) return { repricingId: null, goldPriceId: rate.id, skus: 0, changed: 0 };
  await tx.execute(
    sql`insert into weight_repricings (id, gold_price_id, cause, skus, changed, total_delta, min_delta, max_delta)
        values (${id}, ${rate.id}, ${opts.cause}, ${out.looked}, ${out.changed}, ${out.totalDelta}, ${out.minDelta}, ${out.maxDelta})`,
  );
  return { repricingId: id, goldPriceId: rate.id, skus: out.looked, changed: out.changed };
}

/**
 * A new rate's effect (decision 593): no sku is written — a by-weight sku's price is derived from its rule
 * and the newest rate when read (`skus_now()`, migration 1955). The catalogue restates the products' price
 * ranges; the report gets its row with the totals of old → new (old: the price at the rate this one
 * replaces), and no per-sku lines: the report's screen shows the totals, and each sku's price at either
 * rate follows from its rule.
 */
async function recordRateEffect(tx: Db, rate: GoldPriceRow): Promise<RepriceResult> {
  // Old = the prices served before this rate: at the rate it replaces — or at itself when its effect was
  // already reported (called again at the same rate, nothing moves).
  const [reported] = await rows<{ id: number }>(tx, sql`select gold_price_id as id from weight_repricings where cause = 'rate' order by id desc limit 1`);
  const previous = reported?.id === rate.id ? rate : await createGoldPriceRepository(tx).before(rate.id);
  const out = await restateRangesAtRate(tx, previous ? ratesOf(previous) : null, ratesOf(rate));
  if (!out.looked) return { repricingId: null, goldPriceId: rate.id, skus: 0, changed: 0 };
  const [saved] = await rows<{ id: number }>(
    tx,
    sql`insert into weight_repricings (gold_price_id, cause, skus, changed, total_delta, min_delta, max_delta)
        values (${rate.id}, 'rate', ${out.looked}, ${out.changed}, ${out.totalDelta}, ${out.minDelta}, ${out.maxDelta}) returning id`,
  );
  return { repricingId: saved!.id, goldPriceId: rate.id, skus: out.looked, changed: out.changed };
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
