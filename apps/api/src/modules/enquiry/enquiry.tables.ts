import { pgTable, text, serial, timestamp } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  transport: text('transport').$type<'outbox' | 'smtp'>().notNull(),
  status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull(),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
export type MailRow = typeof mailOutbox.$inferSelect;
