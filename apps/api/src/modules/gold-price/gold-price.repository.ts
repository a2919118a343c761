import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goldPrices, type GoldPriceRow } from './gold-price.tables.ts';

export function createGoldPriceRepository(db: Db) {
  return {
    async latest(): Promise<GoldPriceRow | undefined> {
      const [row] = await db.select().from(goldPrices).orderBy(desc(goldPrices.recordedAt), desc(goldPrices.id)).limit(1);
      return row;
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
