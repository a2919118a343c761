import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { first } from '../../db/sql.ts';
import { goldPrices, type GoldPriceRow } from './gold-price.tables.ts';

export function createGoldPriceRepository(db: Db) {
  return {
    async latest(): Promise<GoldPriceRow | undefined> {
      return first(db.select().from(goldPrices).orderBy(desc(goldPrices.recordedAt), desc(goldPrices.id)));
    },
    /** The rate recorded before `id` in the same order as `latest()` (the one a new rate replaces). */
    async before(id: number): Promise<GoldPriceRow | undefined> {
      // Compared in the database: the row's time has microseconds, a Date only milliseconds.
      return first(
        db
          .select()
          .from(goldPrices)
          .where(sql`(${goldPrices.recordedAt}, ${goldPrices.id}) < (select recorded_at, id from gold_prices where id = ${id})`)
          .orderBy(desc(goldPrices.recordedAt), desc(goldPrices.id)),
      );
    },
    async history(limit: number): Promise<GoldPriceRow[]> {
      return db.select().from(goldPrices).orderBy(desc(goldPrices.recordedAt), desc(goldPrices.id)).limit(limit);
    },
    async insert(row: Omit<GoldPriceRow, 'id' | 'recordedAt'> & { recordedAt?: Date }): Promise<GoldPriceRow> {
      const [saved] = await db.insert(goldPrices).values(row).returning();
      return saved!;
    },
  };
}
export type GoldPriceRepository = ReturnType<typeof createGoldPriceRepository>;
