import { pgTable, serial, text, integer, timestamp } from 'drizzle-orm/pg-core';
import type { PointsReason } from '@shop/contract';

/**
 * Mirrors migrations/0500_staff.sql (ledger part). Append-only: a trigger refuses updates and deletes. The
 * foreign keys to members and staff_users live in the migration; a Drizzle definition names no other
 * module's table (decision 425).
 */
export const pointsLedger = pgTable('points_ledger', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  delta: integer('delta').notNull(),
  reason: text('reason').$type<PointsReason>().notNull(),
  source: text('source').notNull().default(''),
  staffId: integer('staff_id'),
  billAmount: integer('bill_amount'),
  remark: text('remark').notNull().default(''),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PointsLedgerRow = typeof pointsLedger.$inferSelect;
