import { randomBytes, createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { StaffRoleCode } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { Session } from '../../lib/context.ts';
import { sessions } from './sessions.tables.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Idle and absolute lifetimes; "remember login" stretches both. Staff sessions are short. */
export const SESSION_LIFETIME = {
  member: { idle: 2 * HOUR, absolute: 1 * DAY },
  memberRemembered: { idle: 30 * DAY, absolute: 90 * DAY },
  staff: { idle: 1 * HOUR, absolute: 12 * HOUR },
} as const;
/** last_seen is written at most this often, so reads do not turn into writes on every call. */
const TOUCH_EVERY_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Bearer sessions. A token is 256 random bits shown to the client once; only its hash is stored.
 * The prefix tells the two kinds apart: `m.` for members, `s.` for staff.
 */
export function createSessionService(db: Db) {
  return {
    async create(opts: {
      kind: 'member' | 'staff';
      subjectId: number;
      roles?: StaffRoleCode[];
      remember?: boolean;
      now?: Date;
    }): Promise<{ token: string; expiresAt: Date }> {
      const now = opts.now ?? new Date();
      const life =
        opts.kind === 'staff' ? SESSION_LIFETIME.staff : opts.remember ? SESSION_LIFETIME.memberRemembered : SESSION_LIFETIME.member;
      const token = `${opts.kind === 'member' ? 'm' : 's'}.${randomBytes(32).toString('base64url')}`;
      const expiresAt = new Date(now.getTime() + life.absolute);
      await db.insert(sessions).values({
        id: randomUUID(),
        tokenHash: hashToken(token),
        kind: opts.kind,
        subjectId: opts.subjectId,
        roles: opts.roles ?? [],
        remember: opts.remember ?? false,
        createdAt: now,
        lastSeenAt: now,
        idleExpiresAt: new Date(now.getTime() + life.idle),
        expiresAt,
      });
      return { token, expiresAt };
    },

    /** The live session for a token, or null when unknown, revoked, idle too long or past its lifetime. */
    async resolve(token: string, now = new Date()): Promise<Session | null> {
      if (!/^[ms]\.[\w-]{43}$/.test(token)) return null;
      const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))).limit(1);
      if (!row || row.revokedAt || row.expiresAt <= now || row.idleExpiresAt <= now) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        const life =
          row.kind === 'staff' ? SESSION_LIFETIME.staff : row.remember ? SESSION_LIFETIME.memberRemembered : SESSION_LIFETIME.member;
        await db
          .update(sessions)
          .set({ lastSeenAt: now, idleExpiresAt: new Date(now.getTime() + life.idle) })
          .where(eq(sessions.id, row.id));
      }
      return row.kind === 'member'
        ? { kind: 'member', sessionId: row.id, memberId: row.subjectId }
        : { kind: 'staff', sessionId: row.id, staffId: row.subjectId, roles: row.roles as StaffRoleCode[] };
    },

    async revoke(sessionId: string) {
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
    },

    /** Revokes every live session of a member or staff user, except `keep` (a password change keeps the current one). */
    async revokeAll(kind: 'member' | 'staff', subjectId: number, keep?: string) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.kind, kind),
            eq(sessions.subjectId, subjectId),
            isNull(sessions.revokedAt),
            ...(keep ? [ne(sessions.id, keep)] : []),
          ),
        );
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
