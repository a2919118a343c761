import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp, date, bigint } from 'drizzle-orm/pg-core';
import type { ViewingStatus } from '@shop/contract';

/** A shop's viewing settings (issue 44); a shop without a row takes the contract's `VIEWING_DEFAULTS`. */
export const viewingSettings = pgTable('viewing_settings', {
  storeCode: text('store_code').primaryKey(),
  /** Monday first: [open, close] in Hong Kong clock time, or null (closed). */
  hours: jsonb('hours').$type<Array<[string, string] | null>>().notNull(),
  slotMinutes: integer('slot_minutes').notNull(),
  capacity: integer('capacity').notNull(),
  cutoffHours: integer('cutoff_hours').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const viewingBlackouts = pgTable(
  'viewing_blackouts',
  {
    storeCode: text('store_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.day] })],
);

/** Places taken per slot (decision 496). */
export const viewingSlots = pgTable(
  'viewing_slots',
  {
    storeCode: text('store_code').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    booked: integer('booked').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.startsAt] })],
);

export const viewings = pgTable('viewings', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  merchantCode: text('merchant_code').notNull(),
  storeCode: text('store_code').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  status: text('status').$type<ViewingStatus>().notNull().default('booked'),
  memberId: integer('member_id'),
  name: text('name').notNull(),
  phoneArea: text('phone_area').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  language: text('language').notNull(),
  /** The secret of the booking's message links (decision 498): a capability like a collection code. */
  manageToken: text('manage_token').notNull(),
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
  arrivedAt: timestamp('arrived_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ViewingRow = typeof viewings.$inferSelect;

export const viewingPieces = pgTable(
  'viewing_pieces',
  {
    viewingId: integer('viewing_id').notNull(),
    skuId: integer('sku_id').notNull(),
    outcome: text('outcome').$type<'pending' | 'bought' | 'not_bought'>().notNull().default('pending'),
    saleNo: text('sale_no'),
    transferRequestId: bigint('transfer_request_id', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.viewingId, t.skuId] })],
);
export type ViewingPieceRow = typeof viewingPieces.$inferSelect;
