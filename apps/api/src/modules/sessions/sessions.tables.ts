import { pgTable, text, integer, boolean, timestamp } from 'drizzle-orm/pg-core';

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  kind: text('kind').$type<'member' | 'staff'>().notNull(),
  subjectId: integer('subject_id').notNull(),
  roles: integer('roles').array().notNull(),
  remember: boolean('remember').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** A member's first-login session: it may only change the password (decision 181). */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** `Chrome on Android`: the User-Agent reduced to a label (decision 388); '' when unknown. */
  deviceLabel: text('device_label').notNull().default(''),
  /** The address it signed in from, cut to its network (`203.0.113.x`, `2001:db8:1::/48`). */
  ipApprox: text('ip_approx').notNull().default(''),
});
