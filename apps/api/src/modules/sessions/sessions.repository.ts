import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from './sessions.tables.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

/** Drizzle access to the sessions table; every function takes the handle (a transaction or the db). */
export const sessionsRepo = {
  async byTokenHash(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
    const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
    return row;
  },
  async touch(db: Db, id: string, lastSeenAt: Date, idleExpiresAt: Date) {
    await db.update(sessions).set({ lastSeenAt, idleExpiresAt }).where(eq(sessions.id, id));
  },
  async insert(db: Db, row: NewSessionRow) {
    await db.insert(sessions).values(row);
  },
  async clearMustChangePassword(db: Db, id: string) {
    await db.update(sessions).set({ mustChangePassword: false }).where(eq(sessions.id, id));
  },
  async revoke(db: Db, id: string) {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, id));
  },
  /** Revokes every live session of a subject, except `keep`. */
  async revokeAll(db: Db, kind: 'member' | 'staff', subjectId: number, keep?: string) {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt), ...(keep ? [ne(sessions.id, keep)] : [])));
  },
};
