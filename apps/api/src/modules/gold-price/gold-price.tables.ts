import { bigint, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

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

export const weightRepricings = pgTable('weight_repricings', {
  id: serial('id').primaryKey(),
  goldPriceId: integer('gold_price_id'),
  cause: text('cause').notNull(),
  skus: integer('skus').notNull(),
  changed: integer('changed').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  totalDelta: bigint('total_delta', { mode: 'number' }).notNull().default(0),
  minDelta: integer('min_delta'),
  maxDelta: integer('max_delta'),
});

export const weightRepricingLines = pgTable(
  'weight_repricing_lines',
  {
    repricingId: integer('repricing_id').notNull(),
    skuId: integer('sku_id').notNull(),
    spuId: integer('spu_id').notNull(),
    oldPrice: integer('old_price').notNull(),
    newPrice: integer('new_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.repricingId, t.skuId] })],
);
