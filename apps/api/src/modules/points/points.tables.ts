import { pgTable, serial, text, integer, timestamp } from 'drizzle-orm/pg-core';
import type { PointsReason } from '@shop/contract';
import { members } from '../members/members.tables.ts';
import { staffUsers } from '../staff/staff.tables.ts';

/** Mirrors migrations/0500_staff.sql (ledger part). Append-only: a trigger refuses updates and deletes. */
export const pointsLedger = pgTable('points_ledger', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  delta: integer('delta').notNull(),
  reason: text('reason').$type<PointsReason>().notNull(),
  source: text('source').notNull().default(''),
  staffId: integer('staff_id').references(() => staffUsers.id),
  billAmount: integer('bill_amount'),
  remark: text('remark').notNull().default(''),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PointsLedgerRow = typeof pointsLedger.$inferSelect;
