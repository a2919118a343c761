import { pgTable, text, jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { AmountFormat, I18nText } from '@shop/contract';

export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<I18nText>().notNull(),
  currencySymbol: text('currency_symbol').notNull().default('HK$'),
  amountFormat: jsonb('amount_format').$type<AmountFormat>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
