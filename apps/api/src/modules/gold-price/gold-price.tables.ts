import { pgTable, serial, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Gold price history, HKD cents; the newest row is the current price. */
export const goldPrices = pgTable('gold_prices', {
  id: serial('id').primaryKey(),
  sellTael: integer('sell_tael').notNull(),
  purchaseTael: integer('purchase_tael').notNull(),
  exchangeTael: integer('exchange_tael').notNull(),
  sellGram: integer('sell_gram').notNull(),
  purchaseGram: integer('purchase_gram').notNull(),
  exchangeGram: integer('exchange_gram').notNull(),
  // The other metals' rates (issue 30, migration 1180).
  k18Tael: integer('k18_tael'),
  k18Permille: integer('k18_permille').notNull().default(750),
  pt950Tael: integer('pt950_tael'),
  recordedBy: text('recorded_by').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
export type GoldPriceRow = typeof goldPrices.$inferSelect;
