import { sql } from 'drizzle-orm';
import { priceByWeight, type GoldPrice, type GoldPriceRecordInput, type WeightPricing } from '@shop/contract';
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
  /** By-weight skus looked at, and those whose price or original price moved. */
  skus: number;
  changed: number;
  spuIds: number[];
}

/**
 * Re-prices by-weight skus at the newest recorded rate with the contract's `priceByWeight` (the one
 * pricing function), in the caller's transaction: one read of the rules, one update of the changed skus,
 * one of their products' lowest/highest prices, and the report rows (decision 230). `spuIds` narrows it
 * to some products (a saved rule); without it every by-weight sku is re-priced (a new rate).
 */
export async function repriceByWeight(tx: Db, opts: { cause: 'rate' | 'rule' | 'seed'; spuIds?: readonly number[] }): Promise<RepriceResult> {
  const rate = await createGoldPriceRepository(tx).latest();
  const none: RepriceResult = { repricingId: null, goldPriceId: rate?.id ?? null, skus: 0, changed: 0, spuIds: [] };
  if (!rate) return none;
  const only = opts.spuIds ? sql`and spu_id = any(${`{${opts.spuIds.join(',')}}`}::int[])` : sql``;
  const skus = await rows<{ id: number; spuId: number; price: number; originalPrice: number; rule: WeightPricing; rateId: number | null }>(
    tx,
    sql`select id, spu_id as "spuId", price, original_price as "originalPrice", weight_pricing as rule, (weight_quote->>'rateId')::int as "rateId"
        from skus where weight_pricing is not null ${only} order by id for update`,
  );
  if (!skus.length) return none;
  const rates = ratesOf(rate);
  const rateAt = rate.recordedAt.toISOString();
  const updates: { id: number; spu_id: number; price: number; original_price: number; old_price: number; quote: WeightQuote | null }[] = [];
  for (const k of skus) {
    const b = priceByWeight(k.rule, rates);
    // A metal without a rate keeps its last price and shows no breakdown (decision 230).
    if (!b) {
      if (k.rateId !== null) updates.push({ id: k.id, spu_id: k.spuId, price: k.price, original_price: k.originalPrice, old_price: k.price, quote: null });
      continue;
    }
    if (b.price === k.price && b.originalPrice === k.originalPrice && k.rateId === rate.id) continue;
    updates.push({
      id: k.id,
      spu_id: k.spuId,
      price: b.price,
      original_price: b.originalPrice,
      old_price: k.price,
      quote: { rateId: rate.id, rateCents: b.rateCents, rateAt, metalCents: b.metalCents, makingChargeCents: b.makingChargeCents },
    });
  }
  const [made] = await rows<{ id: number }>(
    tx,
    sql`insert into weight_repricings (gold_price_id, cause, skus, changed) values (${rate.id}, ${opts.cause}, ${skus.length},
        ${updates.filter((u) => u.price !== u.old_price).length}) returning id`,
  );
  if (!updates.length) return { repricingId: made!.id, goldPriceId: rate.id, skus: skus.length, changed: 0, spuIds: [] };
  // One JSON parameter for any number of rows (a parameter per value would be 100,000 of them).
  const doc = JSON.stringify(updates);
  await tx.execute(sql`update skus k set price = u.price, original_price = u.original_price, weight_quote = u.quote
    from jsonb_to_recordset(${doc}::jsonb) as u(id int, price int, original_price int, quote jsonb) where k.id = u.id`);
  const spuIds = [...new Set(updates.map((u) => u.spu_id))].sort((a, b) => a - b);
  const spuList = `{${spuIds.join(',')}}`;
  await tx.execute(sql`update spus s set min_price = p.lo, max_price = p.hi
    from (select spu_id, min(price) filter (where status = 'on') as on_lo, max(price) filter (where status = 'on') as on_hi,
                 min(price) as all_lo, max(price) as all_hi from skus where spu_id = any(${spuList}::int[]) group by spu_id) q
    cross join lateral (select coalesce(q.on_lo, q.all_lo) as lo, coalesce(q.on_hi, q.all_hi) as hi) p
    where s.id = q.spu_id and (s.min_price <> p.lo or s.max_price <> p.hi)`);
  await tx.execute(sql`insert into weight_repricing_lines (repricing_id, sku_id, spu_id, old_price, new_price)
    select ${made!.id}, u.id, u.spu_id, u.old_price, u.price from jsonb_to_recordset(${doc}::jsonb) as u(id int, spu_id int, old_price int, price int)
    where u.old_price <> u.price`);
  return { repricingId: made!.id, goldPriceId: rate.id, skus: skus.length, changed: updates.filter((u) => u.price !== u.old_price).length, spuIds };
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
