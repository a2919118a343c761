import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';

/**
 * Folds the appended stock changes into the low-stock histogram, in one statement (the scheduler's
 * `home.lowStockFold`; the catalogue owns both tables,
 * decision 416): the rows it deletes are exactly the rows it adds, so a reader sees them on one
 * side or the other, never both or neither. A change committed meanwhile waits for the next fold.
 */
export async function foldLowStockCounts(db: Db): Promise<number> {
  const [r] = await rows<{ n: number }>(
    db,
    sql`with d as (delete from low_stock_deltas returning merchant_code, store_code, qty, n),
             s as (select merchant_code, store_code, qty, sum(n)::int as n from d group by 1, 2, 3),
             u as (insert into low_stock_counts as c (merchant_code, store_code, qty, n) select * from s
                   on conflict (merchant_code, store_code, qty) do update set n = c.n + excluded.n returning 1)
        select (select count(*)::int from d) as n`,
  );
  // Quantities nobody is at any more: their rows would only be summed as zeros.
  if (r?.n) await db.execute(sql`delete from low_stock_counts where n = 0`);
  return r?.n ?? 0;
}
