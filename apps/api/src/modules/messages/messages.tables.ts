import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** capped: past an hourly cap (decision 381), kept and never sent. */
export type MessageStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'capped' | 'unproven';
export type MessageChannel = 'email' | 'sms';

/** Mirrors db/migrations/1140_messages.sql: the one outbox (decision 200). */
export const messages = pgTable('messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  dedupeKey: text('dedupe_key').notNull().unique(),
  event: text('event').notNull(),
  /** Migration 1530: the order wording key the text was chosen by (decision 365); null for other messages. */
  wording: text('wording'),
  memberId: integer('member_id'),
  orderId: integer('order_id'),
  redemptionId: integer('redemption_id'),
  channel: text('channel').$type<MessageChannel>().notNull(),
  language: text('language').$type<'zh_HK' | 'zh_CN' | 'en'>().notNull(),
  toAddress: text('to_address').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull().default(''),
  bodyText: text('body_text').notNull(),
  bodyHtml: text('body_html'),
  status: text('status').$type<MessageStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  lastError: text('last_error'),
  transport: text('transport'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
