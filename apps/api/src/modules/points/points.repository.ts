import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointsLedger, type PointsLedgerRow } from './points.tables.ts';

export type NewLedgerRow = typeof pointsLedger.$inferInsert;

/** Drizzle access to the points ledger; every function takes the handle (a transaction or the db). */
export const pointsRepo = {
  /** The sum of a member's ledger rows of one source, and of those of one key among them. */
  async sourceTotals(db: Db, memberId: number, source: string, key: string): Promise<{ ofKey: number; net: number }> {
    const [r] = await db
      .select({
        ofKey: sql<number>`coalesce(sum(${pointsLedger.delta}) filter (where ${pointsLedger.idempotencyKey} = ${key}), 0)::bigint`,
        net: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::bigint`,
      })
      .from(pointsLedger)
      .where(sql`${pointsLedger.memberId} = ${memberId} and ${pointsLedger.source} = ${source}`);
    return { ofKey: Number(r?.ofKey ?? 0), net: Number(r?.net ?? 0) };
  },
  /**
   * The balance: the sum of the member's ledger rows, added up in bigint (decision 386: an int sum fails
   * past 2^31) and read as a JS number (exact up to 2^53; the ceiling keeps balances far below).
   */
  async balance(db: Db, memberId: number): Promise<number> {
    const [row] = await db
      .select({ total: sql<string | number>`coalesce(sum(${pointsLedger.delta}), 0)::bigint` })
      .from(pointsLedger)
      .where(eq(pointsLedger.memberId, memberId));
    return Number(row?.total ?? 0);
  },
  async byKey(db: Db, idempotencyKey: string): Promise<PointsLedgerRow | undefined> {
    const [row] = await db.select().from(pointsLedger).where(eq(pointsLedger.idempotencyKey, idempotencyKey));
    return row;
  },
  async insert(db: Db, row: NewLedgerRow): Promise<PointsLedgerRow> {
    const [made] = await db.insert(pointsLedger).values(row).returning();
    return made!;
  },
  history(db: Db, memberId: number, limit: number, offset: number) {
    return db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.memberId, memberId))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(limit)
      .offset(offset);
  },
  async countFor(db: Db, memberId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.memberId, memberId));
    return Number(row?.n ?? 0);
  },
};
