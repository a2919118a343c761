import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The merchant's home settings (the low-stock threshold). */
export const homeSettings = pgTable('home_settings', {
  merchantCode: text('merchant_code').primaryKey(),
  lowStockThreshold: integer('low_stock_threshold').notNull().default(2),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
