import { randomBytes, createHash, randomUUID } from 'node:crypto';
import { SESSIONS, type SignedInDevice, type StaffRoleCode } from '@shop/contract';
import { fail } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { ChangeBus } from '../../lib/change-bus.ts';
import { dependentMemo } from '../../lib/memo.ts';
import type { Session } from '../../lib/context.ts';
import { sessionsRepo } from './sessions.repository.ts';
import { approximateIp, deviceLabel } from './session-device.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Idle and absolute lifetimes; "remember login" stretches both. Staff sessions are short. */
export const SESSION_LIFETIME = {
  member: { idle: 2 * HOUR, absolute: 1 * DAY },
  memberRemembered: { idle: 30 * DAY, absolute: 90 * DAY },
  staff: { idle: 1 * HOUR, absolute: 12 * HOUR },
} as const;
/** last_seen ("last used") is written at most this often, so reads do not turn into writes on every call. */
const TOUCH_EVERY_MS = SESSIONS.TOUCH_EVERY_S * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A resolved session is kept in memory at most this long (and never past its expiry or next touch). */
const SESSION_CACHE_MS = 30_000;

/**
 * Bearer sessions. A token is 256 random bits shown to the client once; only its hash is stored.
 * The prefix tells the two kinds apart: `m.` for members, `s.` for staff.
 * Resolved sessions are cached for their short life (decision 140): a revocation publishes `sessions`
 * on the change bus, which drops them in every process.
 */
export function createSessionService(db: Db, changes?: ChangeBus) {
  type Resolved = { session: Session; validUntil: number };
  const cache = changes ? dependentMemo<Resolved | null>({ name: 'sessions', changes, topics: ['sessions'], maxBytes: 8 * 1024 * 1024 }) : undefined;

  async function load(tokenHash: string, now: Date): Promise<Resolved | null> {
    const row = await sessionsRepo.byTokenHash(db, tokenHash);
    if (!row || row.revokedAt || row.expiresAt <= now || row.idleExpiresAt <= now) return null;
    let idleExpiresAt = row.idleExpiresAt;
    let lastSeen = row.lastSeenAt.getTime();
    if (now.getTime() - lastSeen > TOUCH_EVERY_MS) {
      const life = row.kind === 'staff' ? SESSION_LIFETIME.staff : row.remember ? SESSION_LIFETIME.memberRemembered : SESSION_LIFETIME.member;
      idleExpiresAt = new Date(now.getTime() + life.idle);
      lastSeen = now.getTime();
      await sessionsRepo.touch(db, row.id, now, idleExpiresAt);
    }
    const session: Session =
      row.kind === 'member'
        ? { kind: 'member', sessionId: row.id, memberId: row.subjectId, ...(row.mustChangePassword ? { mustChangePassword: true } : {}) }
        : { kind: 'staff', sessionId: row.id, staffId: row.subjectId, roles: row.roles as StaffRoleCode[] };
    // Kept until it would be touched again, expire, or SESSION_CACHE_MS, whichever comes first.
    const validUntil = Math.min(row.expiresAt.getTime(), idleExpiresAt.getTime(), lastSeen + TOUCH_EVERY_MS + 1, now.getTime() + SESSION_CACHE_MS);
    return { session, validUntil };
  }

  return {
    /** Stops the cache's subscription (the app closes). */
    close: () => cache?.close(),

    async create(opts: {
      kind: 'member' | 'staff';
      subjectId: number;
      roles?: StaffRoleCode[];
      remember?: boolean;
      /** A member who must set a password first: the session can do nothing else (decision 181). */
      mustChangePassword?: boolean;
      /** The caller that signs in (its address and User-Agent), kept reduced for the devices list. */
      device?: { ip: string; userAgent?: string | undefined };
      now?: Date;
    }): Promise<{ token: string; expiresAt: Date }> {
      const now = opts.now ?? new Date();
      const life = opts.kind === 'staff' ? SESSION_LIFETIME.staff : opts.remember ? SESSION_LIFETIME.memberRemembered : SESSION_LIFETIME.member;
      const token = `${opts.kind === 'member' ? 'm' : 's'}.${randomBytes(32).toString('base64url')}`;
      const expiresAt = new Date(now.getTime() + life.absolute);
      await sessionsRepo.insert(db, {
        id: randomUUID(),
        tokenHash: hashToken(token),
        kind: opts.kind,
        subjectId: opts.subjectId,
        roles: opts.roles ?? [],
        remember: opts.remember ?? false,
        mustChangePassword: opts.mustChangePassword ?? false,
        createdAt: now,
        lastSeenAt: now,
        idleExpiresAt: new Date(now.getTime() + life.idle),
        expiresAt,
        deviceLabel: deviceLabel(opts.device?.userAgent),
        ipApprox: approximateIp(opts.device?.ip),
      });
      return { token, expiresAt };
    },

    /** The live session for a token, or null when unknown, revoked, idle too long or past its lifetime. */
    async resolve(token: string, now = new Date()): Promise<Session | null> {
      if (!/^[ms]\.[\w-]{43}$/.test(token)) return null;
      const tokenHash = hashToken(token);
      if (!cache) return (await load(tokenHash, now))?.session ?? null;
      const t = now.getTime();
      const hit = await cache.get(tokenHash, async () => {
        const value = await load(tokenHash, now);
        // An unknown token is not kept: made-up tokens cannot fill the cache.
        if (!value) return { value, deps: [], bytes: 0, ttlMs: 0 };
        const subject = value.session.kind === 'member' ? value.session.memberId : value.session.staffId;
        return {
          value,
          deps: [`sessions:${value.session.sessionId}`, `sessions:${value.session.kind}:${subject}`],
          bytes: 400,
          ttlMs: Math.max(0, value.validUntil - t),
        };
      });
      if (hit && t >= hit.validUntil) {
        // Asked for a moment past what was kept (a test's clock): read it again.
        cache.drop(tokenHash);
        return (await load(tokenHash, now))?.session ?? null;
      }
      return hit?.session ?? null;
    },

    /** The member set their password: the first-login session becomes a full one. */
    async passwordChanged(sessionId: string) {
      await sessionsRepo.clearMustChangePassword(db, sessionId);
      await changes?.publish('sessions', sessionId);
    },

    async revoke(sessionId: string) {
      await sessionsRepo.revoke(db, sessionId);
      await changes?.publish('sessions', sessionId);
    },

    /** Revokes every live session of a member or staff user, except `keep` (a password change keeps the current one). */
    async revokeAll(kind: 'member' | 'staff', subjectId: number, keep?: string): Promise<number> {
      const ended = await sessionsRepo.revokeAll(db, kind, subjectId, keep);
      await changes?.publish('sessions', `${kind}:${subjectId}`);
      return ended;
    },

    /** The caller's own signed-in devices (decision 388): live sessions, the most recently used first. */
    async devices(current: Session, now = new Date()): Promise<{ list: SignedInDevice[] }> {
      const rows = await sessionsRepo.live(db, current.kind, subjectOf(current), now, SESSIONS.LIST_MAX);
      return {
        list: rows.map((r) => ({
          sessionId: r.id,
          signedInAt: r.createdAt.toISOString(),
          lastUsedAt: r.lastSeenAt.toISOString(),
          device: r.deviceLabel,
          where: r.ipApprox,
          current: r.id === current.sessionId,
        })),
      };
    },

    /**
     * Ends one of the caller's own sessions. Another subject's session answers as an unknown one
     * (SESSION_NOT_FOUND): the caller learns nothing about sessions not theirs.
     */
    async endDevice(current: Session, sessionId: string): Promise<{ ended: true; current: boolean }> {
      if (!(await sessionsRepo.revokeOwn(db, current.kind, subjectOf(current), sessionId))) return fail('SESSION_NOT_FOUND');
      await changes?.publish('sessions', sessionId);
      return { ended: true, current: sessionId === current.sessionId };
    },

    /** "Sign out everywhere else": every other live session of the caller. */
    async endOtherDevices(current: Session): Promise<{ ended: number }> {
      const ended = await sessionsRepo.revokeAll(db, current.kind, subjectOf(current), current.sessionId);
      await changes?.publish('sessions', `${current.kind}:${subjectOf(current)}`);
      return { ended };
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;

const subjectOf = (s: Session) => (s.kind === 'member' ? s.memberId : s.staffId);
