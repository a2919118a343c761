import { asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { counterRegistrations, staffUsers, type StaffUserRow } from './staff.tables.ts';
import { likeEscape } from '../../db/sql.ts';

export type NewStaffUserRow = typeof staffUsers.$inferInsert;

/** Drizzle access to staff accounts and counter registrations (members are read through the members service). */
export const staffRepo = {
  async byUsername(db: Db, username: string): Promise<StaffUserRow | undefined> {
    const [row] = await db.select().from(staffUsers).where(eq(staffUsers.username, username));
    return row;
  },
  async byId(db: Db, id: number): Promise<StaffUserRow | undefined> {
    const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
    return row;
  },
  async usernames(db: Db, ids: readonly number[]): Promise<Array<{ id: number; username: string }>> {
    return db
      .select({ id: staffUsers.id, username: staffUsers.username })
      .from(staffUsers)
      .where(inArray(staffUsers.id, [...ids]));
  },
  /** Inserts unless the username is taken (answers undefined then). */
  async insert(db: Db, row: NewStaffUserRow): Promise<StaffUserRow | undefined> {
    const [made] = await db.insert(staffUsers).values(row).onConflictDoNothing().returning();
    return made;
  },
  async update(db: Db, id: number, patch: Partial<NewStaffUserRow>): Promise<StaffUserRow | undefined> {
    const [row] = await db
      .update(staffUsers)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(staffUsers.id, id))
      .returning();
    return row;
  },
  /** Locks the account's row for the rest of the transaction. */
  async byIdForUpdate(tx: Db, id: number): Promise<StaffUserRow | undefined> {
    const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
    return row;
  },
  /** A page of accounts by username, searched in username and display name. */
  async page(db: Db, q: { pageNo: number; pageSize: number; search: string }) {
    const like = `%${likeEscape(q.search)}%`;
    const where = q.search ? or(ilike(staffUsers.username, like), ilike(staffUsers.displayName, like)) : undefined;
    const [total] = await db.select({ n: count() }).from(staffUsers).where(where);
    const rows = await db
      .select()
      .from(staffUsers)
      .where(where)
      .orderBy(asc(staffUsers.username))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize);
    return { total: total?.n ?? 0, rows };
  },
  list(db: Db) {
    return db.select().from(staffUsers).orderBy(staffUsers.id);
  },
  async recordRegistration(db: Db, row: typeof counterRegistrations.$inferInsert) {
    await db.insert(counterRegistrations).values(row);
  },
};
