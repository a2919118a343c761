import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray, first } from '../../db/sql.ts';
import { jewelleryItems, jewelleryParams, jewelleryParamSelections } from './jewellery.tables.ts';

export type JewelleryItemRow = typeof jewelleryItems.$inferSelect;

export function createJewelleryRepository(db: Db) {
  return {
    /** Visible pieces holding every given selection, in display order, one page and the total. */
    async list(filter: { selectionIds: number[]; jewelSelectionIds: number[]; offset: number; limit: number }) {
      const where = and(
        eq(jewelleryItems.visible, true),
        filter.selectionIds.length ? sql`${jewelleryItems.selectionIds} @> ${intArray(filter.selectionIds)}` : undefined,
        filter.jewelSelectionIds.length ? sql`${jewelleryItems.jewelSelectionIds} @> ${intArray(filter.jewelSelectionIds)}` : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db.select().from(jewelleryItems).where(where).orderBy(asc(jewelleryItems.sort), asc(jewelleryItems.id)).offset(filter.offset).limit(filter.limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(jewelleryItems)
          .where(where),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },
    async find(id: number) {
      return first(
        db
          .select()
          .from(jewelleryItems)
          .where(and(eq(jewelleryItems.id, id), eq(jewelleryItems.visible, true))),
      );
    },
    async params() {
      const [params, selections] = await Promise.all([
        db.select().from(jewelleryParams).orderBy(asc(jewelleryParams.sort), asc(jewelleryParams.id)),
        db.select().from(jewelleryParamSelections).orderBy(asc(jewelleryParamSelections.sort), asc(jewelleryParamSelections.id)),
      ]);
      return params.map((p) => ({ ...p, selections: selections.filter((s) => s.paramId === p.id) }));
    },
  };
}
export type JewelleryRepository = ReturnType<typeof createJewelleryRepository>;
