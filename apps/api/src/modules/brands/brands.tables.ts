import { pgTable, text, jsonb, serial, integer, primaryKey } from 'drizzle-orm/pg-core';
import type { I18nText } from '@shop/contract';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  nameEng: text('name_eng').notNull(),
  name: jsonb('name').$type<I18nText>().notNull(),
  icon: text('icon').notNull().default(''),
  website: text('website').notNull().default(''),
  contentWebsite: jsonb('content_website').$type<I18nText>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const brandWatches = pgTable('brand_watches', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id').notNull(),
  img: text('img').notNull(),
  name: jsonb('name').$type<I18nText>().notNull(),
  description: jsonb('description').$type<I18nText>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const brandStores = pgTable('brand_stores', { brandId: integer('brand_id').notNull(), storeId: integer('store_id').notNull() }, (t) => [
  primaryKey({ columns: [t.brandId, t.storeId] }),
]);
