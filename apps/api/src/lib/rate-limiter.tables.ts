import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The rate limiter's counters when several processes share one database (lib/rate-limiter.ts). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  bucket: text('bucket').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
