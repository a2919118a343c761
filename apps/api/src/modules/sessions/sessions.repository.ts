import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { first } from '../../db/sql.ts';
import { sessions } from './sessions.tables.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

/** Drizzle access to the sessions table; every function takes the handle (a transaction or the db). */
export const sessionsRepo = {
  async byTokenHash(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
    return first(db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)));
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
  /** Revokes every live session of a subject, except `keep`; answers how many it ended. */
  async revokeAll(db: Db, kind: 'member' | 'staff', subjectId: number, keep?: string): Promise<number> {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt), ...(keep ? [ne(sessions.id, keep)] : [])))
      .returning({ id: sessions.id });
    return ended.length;
  },
  /** A subject's live sessions (not revoked, not expired), the most recently used first. */
  async live(db: Db, kind: 'member' | 'staff', subjectId: number, now: Date, limit: number) {
    return db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        deviceLabel: sessions.deviceLabel,
        ipApprox: sessions.ipApprox,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.kind, kind),
          eq(sessions.subjectId, subjectId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          gt(sessions.idleExpiresAt, now),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
      .limit(limit);
  },
  /** Revokes one live session of this subject only; answers false when it is not theirs or already over. */
  async revokeOwn(db: Db, kind: 'member' | 'staff', subjectId: number, id: string): Promise<boolean> {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, id), eq(sessions.kind, kind), eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return ended.length > 0;
  },
};
