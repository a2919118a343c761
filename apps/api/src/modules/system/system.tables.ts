import { pgTable, text, jsonb, serial, integer, timestamp } from 'drizzle-orm/pg-core';
import type { AmountFormat, I18nText } from '@shop/contract';

export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<I18nText>().notNull(),
  currencySymbol: text('currency_symbol').notNull().default('HK$'),
  amountFormat: jsonb('amount_format').$type<AmountFormat>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  merchantCode: text('merchant_code').notNull(),
  kind: text('kind').$type<'online' | 'physical'>().notNull(),
  name: jsonb('name').$type<I18nText>().notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
