import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray, rows } from '../../db/sql.ts';
import { viewingBlackouts, viewingPieces, viewings, viewingSettings, viewingSlots, type ViewingRow } from './viewings.tables.ts';

/** The viewings module's SQL, over its own tables only (issue 44). */
export const viewingsRepo = {
  async settings(db: Db, storeCode: string) {
    const [row] = await db.select().from(viewingSettings).where(eq(viewingSettings.storeCode, storeCode));
    return row;
  },

  async blackouts(db: Db, storeCode: string): Promise<string[]> {
    const list = await db
      .select({ day: viewingBlackouts.day })
      .from(viewingBlackouts)
      .where(eq(viewingBlackouts.storeCode, storeCode))
      .orderBy(asc(viewingBlackouts.day));
    return list.map((b) => b.day);
  },

  async saveSettings(
    tx: Db,
    s: { storeCode: string; hours: Array<[string, string] | null>; slotMinutes: number; capacity: number; cutoffHours: number; blackouts: string[] },
  ) {
    const values = { hours: s.hours, slotMinutes: s.slotMinutes, capacity: s.capacity, cutoffHours: s.cutoffHours, updatedAt: new Date() };
    await tx
      .insert(viewingSettings)
      .values({ storeCode: s.storeCode, ...values })
      .onConflictDoUpdate({ target: viewingSettings.storeCode, set: values });
    await tx.delete(viewingBlackouts).where(eq(viewingBlackouts.storeCode, s.storeCode));
    if (s.blackouts.length) await tx.insert(viewingBlackouts).values([...new Set(s.blackouts)].map((day) => ({ storeCode: s.storeCode, day })));
  },

  /**
   * Takes one place of a slot if one is left, in one conditional statement (decision 496): the row stays
   * locked until the caller's transaction ends, so bookings of one slot — and their pieces' checks — go
   * one after the other. False when the slot is full.
   */
  async takePlace(tx: Db, storeCode: string, startsAt: Date, capacity: number): Promise<boolean> {
    const taken = await rows<{ booked: number }>(
      tx,
      sql`insert into viewing_slots as s (store_code, starts_at, booked) values (${storeCode}, ${startsAt}, 1)
          on conflict (store_code, starts_at) do update set booked = s.booked + 1 where s.booked < ${capacity}
          returning s.booked`,
    );
    return taken.length > 0;
  },

  async releasePlace(tx: Db, storeCode: string, startsAt: Date) {
    await tx
      .update(viewingSlots)
      .set({ booked: sql`greatest(0, ${viewingSlots.booked} - 1)` })
      .where(and(eq(viewingSlots.storeCode, storeCode), eq(viewingSlots.startsAt, startsAt)));
  },

  async placesTaken(db: Db, storeCode: string, from: Date, to: Date): Promise<Map<number, number>> {
    const list = await db
      .select()
      .from(viewingSlots)
      .where(and(eq(viewingSlots.storeCode, storeCode), gte(viewingSlots.startsAt, from), lt(viewingSlots.startsAt, to)));
    return new Map(list.map((s) => [s.startsAt.getTime(), s.booked]));
  },

  /** How many active viewings of the shop hold each of these pieces, per slot start, between two instants. */
  async holds(db: Db, storeCode: string, from: Date, to: Date, skuIds: number[], exceptViewingId = 0) {
    return rows<{ startsAt: Date; skuId: number; n: number }>(
      db,
      sql`select v.starts_at as "startsAt", p.sku_id as "skuId", count(*)::int as n
          from viewings v join viewing_pieces p on p.viewing_id = v.id
          where v.store_code = ${storeCode} and v.starts_at >= ${from} and v.starts_at < ${to} and v.status in ('booked', 'arrived')
            and v.id <> ${exceptViewingId} and p.sku_id = any(${intArray(skuIds)})
          group by v.starts_at, p.sku_id`,
    );
  },

  async insert(tx: Db, row: typeof viewings.$inferInsert): Promise<ViewingRow> {
    const [v] = await tx.insert(viewings).values(row).returning();
    return v!;
  },

  async insertPieces(tx: Db, list: Array<typeof viewingPieces.$inferInsert>) {
    if (list.length) await tx.insert(viewingPieces).values(list);
  },

  async byCode(db: Db, code: string, lock = false): Promise<ViewingRow | undefined> {
    const q = db.select().from(viewings).where(eq(viewings.code, code));
    const [v] = lock ? await q.for('update') : await q;
    return v;
  },

  async pieces(db: Db, viewingIds: number[]) {
    if (viewingIds.length === 0) return [];
    return db.select().from(viewingPieces).where(inArray(viewingPieces.viewingId, viewingIds)).orderBy(asc(viewingPieces.skuId));
  },

  async update(tx: Db, id: number, set: Partial<typeof viewings.$inferInsert>) {
    await tx.update(viewings).set(set).where(eq(viewings.id, id));
  },

  async setPiece(tx: Db, viewingId: number, skuId: number, set: Partial<typeof viewingPieces.$inferInsert>) {
    const done = await tx
      .update(viewingPieces)
      .set(set)
      .where(and(eq(viewingPieces.viewingId, viewingId), eq(viewingPieces.skuId, skuId)))
      .returning({ skuId: viewingPieces.skuId });
    return done.length > 0;
  },

  forMember(db: Db, memberId: number) {
    return db.select().from(viewings).where(eq(viewings.memberId, memberId)).orderBy(desc(viewings.startsAt)).limit(100);
  },

  /** A shop's viewings (not cancelled) between two instants, in slot order. */
  atShop(db: Db, storeCode: string, from: Date, to: Date) {
    return db
      .select()
      .from(viewings)
      .where(and(eq(viewings.storeCode, storeCode), gte(viewings.startsAt, from), lt(viewings.startsAt, to), ne(viewings.status, 'cancelled')))
      .orderBy(asc(viewings.startsAt), asc(viewings.id));
  },

  /** Every viewing (any status) between two instants, of one shop or all, in slot order. */
  inRange(db: Db, storeCode: string | undefined, from: Date, to: Date, limit: number) {
    const where = [gte(viewings.startsAt, from), lt(viewings.startsAt, to), ...(storeCode ? [eq(viewings.storeCode, storeCode)] : [])];
    return db
      .select()
      .from(viewings)
      .where(and(...where))
      .orderBy(asc(viewings.startsAt), asc(viewings.id))
      .limit(limit);
  },

  /** Booked viewings between two instants not reminded yet, locked for this round (another process skips them). */
  dueReminders(tx: Db, from: Date, to: Date, limit: number) {
    return tx
      .select()
      .from(viewings)
      .where(and(eq(viewings.status, 'booked'), isNull(viewings.remindedAt), gte(viewings.startsAt, from), lt(viewings.startsAt, to)))
      .orderBy(asc(viewings.startsAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  },
};
