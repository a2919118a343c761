import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray, textArray } from '../../db/sql.ts';

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
