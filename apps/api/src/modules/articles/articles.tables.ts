import { pgTable, text, jsonb, serial, date, timestamp } from 'drizzle-orm/pg-core';
import type { I18nText } from '@shop/contract';

export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  title: jsonb('title').$type<I18nText>().notNull(),
  subtitle: jsonb('subtitle').$type<I18nText>().notNull(),
  detail: jsonb('detail').$type<I18nText>().notNull(),
  img: text('img').notNull().default(''),
  imgList: jsonb('img_list').$type<string[]>().notNull().default([]),
  labelNames: text('label_names').array().notNull().default([]),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ArticleRow = typeof articles.$inferSelect;
