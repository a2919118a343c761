import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The migrator's and the demo seed's bookkeeping: what has been applied. */
export const migrations = pgTable('_migrations', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export const seeds = pgTable('seeds', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
