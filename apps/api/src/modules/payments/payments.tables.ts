import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Stripe webhook events seen once, and refunds asked of the provider (issue 29). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentRefunds = pgTable('payment_refunds', {
  id: text('id').primaryKey(),
  orderRefundId: integer('order_refund_id').notNull(),
  orderId: integer('order_id').notNull(),
  paymentId: text('payment_id').notNull(),
  amount: integer('amount').notNull(),
  status: text('status').notNull(),
  providerRefundId: text('provider_refund_id'),
  failure: text('failure'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
