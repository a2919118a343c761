import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray, rows, textArray } from '../../db/sql.ts';

/** Units of one sku going back to one shop's stock, and off its product's sales. */
export interface UnitsBack {
  skuId: number;
  spuId: number;
  storeCode: string;
  n: number;
}

/**
 * Gives units back to stock and takes them off the products' sales, in the caller's transaction (the
 * catalogue owns `sku_stocks` and `spus`, decision 416): an order released unpaid, a refund whose goods
 * came back. A shop with no stock row for the sku gets one. Rows are written in (sku, shop) and product
 * order, as `place_order` locks them, so two moves never wait on each other in a cycle. Answers the skus
 * whose stock moved (their answers are dropped after commit).
 */
export async function restock(tx: Db, units: readonly UnitsBack[]): Promise<number[]> {
  const byStock = new Map<string, { skuId: number; storeCode: string; n: number }>();
  const bySpu = new Map<number, number>();
  for (const u of units) {
    if (u.n <= 0) continue;
    const key = `${u.skuId}:${u.storeCode}`;
    byStock.set(key, { skuId: u.skuId, storeCode: u.storeCode, n: (byStock.get(key)?.n ?? 0) + u.n });
    bySpu.set(u.spuId, (bySpu.get(u.spuId) ?? 0) + u.n);
  }
  if (!byStock.size) return [];
  const stock = [...byStock.values()].sort((a, b) => a.skuId - b.skuId || a.storeCode.localeCompare(b.storeCode));
  await tx.execute(
    sql`insert into sku_stocks (sku_id, store_code, qty)
        select w.sku_id, w.store_code, w.n from unnest(${intArray(stock.map((s) => s.skuId))}, ${textArray(stock.map((s) => s.storeCode))},
          ${intArray(stock.map((s) => s.n))}) as w(sku_id, store_code, n)
        order by w.sku_id, w.store_code
        on conflict (sku_id, store_code) do update set qty = sku_stocks.qty + excluded.qty`,
  );
  const spus = [...bySpu].sort((a, b) => a[0] - b[0]);
  await tx.execute(
    sql`update spus p set sales = greatest(0, p.sales - w.n)
        from unnest(${intArray(spus.map(([id]) => id))}, ${intArray(spus.map(([, n]) => n))}) as w(spu_id, n)
        where p.id = w.spu_id`,
  );
  return [...new Set(stock.map((s) => s.skuId))];
}

/** The breakdown a by-weight sku's price came from (`skus.weight_quote`, copied to order lines). */
export interface WeightQuote {
  rateId: number;
  rateCents: number;
  /** ISO time the rate was recorded (the product page shows it). */
  rateAt: string;
  metalCents: number;
  makingChargeCents: number;
}

/** A by-weight sku whose price a re-pricing moved. */
export interface RepricedSku {
  skuId: number;
  spuId: number;
  oldPrice: number;
  newPrice: number;
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
): Promise<{ looked: number; moved: RepricedSku[] }> {
  const only = spuIds ? sql`and k.spu_id = any(${`{${spuIds.join(',')}}`}::int[])` : sql``;
  const [out] = await rows<{ looked: number; moved: RepricedSku[] | null }>(
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
        select (select count(*) from q)::int as looked,
               (select jsonb_agg(jsonb_build_object('skuId', u.id, 'spuId', u.spu_id, 'oldPrice', u.old_price, 'newPrice', u.price) order by u.id)
                  from u where u.price <> u.old_price) as moved`,
  );
  return { looked: out?.looked ?? 0, moved: out?.moved ?? [] };
}
