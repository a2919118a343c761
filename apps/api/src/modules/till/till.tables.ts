import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors db/migrations/1740_counter_till.sql: each shop's counter day (issue 43, decision 488). */
export const tillDays = pgTable('till_days', {
  id: serial('id').primaryKey(),
  storeCode: text('store_code').notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  openedBy: integer('opened_by').notNull(),
  floatCents: integer('float_cents').notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedBy: integer('closed_by'),
  summary: jsonb('summary'),
  expectedCents: integer('expected_cents'),
  countedCents: integer('counted_cents'),
  differenceCents: integer('difference_cents'),
  note: text('note').notNull().default(''),
});
