import { and, desc, lt, or, eq } from 'drizzle-orm';
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
      const [current] = await db.select().from(goldPrices).where(eq(goldPrices.id, id));
      if (!current) return undefined;
      return first(
        db
          .select()
          .from(goldPrices)
          .where(or(lt(goldPrices.recordedAt, current.recordedAt), and(eq(goldPrices.recordedAt, current.recordedAt), lt(goldPrices.id, id))))
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
