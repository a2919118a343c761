import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { first } from '../../db/sql.ts';
import { goldPrices, type GoldPriceRow } from './gold-price.tables.ts';

export function createGoldPriceRepository(db: Db) {
  return {
    async latest(): Promise<GoldPriceRow | undefined> {
      return first(db.select().from(goldPrices).orderBy(desc(goldPrices.recordedAt), desc(goldPrices.id)));
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
