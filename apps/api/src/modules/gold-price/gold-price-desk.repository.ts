import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goldPrices, type GoldPriceRow } from './gold-price.tables.ts';

/** What the back office's gold price desk reads: the row just recorded, and the history a page at a time. */
export const goldPriceDeskRepo = {
  /** The two newest rows (inside the recording transaction: the row just written and the one it follows). */
  newestTwo(tx: Db): Promise<GoldPriceRow[]> {
    return tx.select().from(goldPrices).orderBy(desc(goldPrices.id)).limit(2);
  },

  async count(db: Db): Promise<number> {
    const [total] = await db.select({ n: count() }).from(goldPrices);
    return total?.n ?? 0;
  },

  /** Newest first. */
  page(db: Db, q: { limit: number; offset: number }): Promise<GoldPriceRow[]> {
    return db.select().from(goldPrices).orderBy(desc(goldPrices.recordedAt), desc(goldPrices.id)).limit(q.limit).offset(q.offset);
  },
};
