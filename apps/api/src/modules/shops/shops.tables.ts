import { pgTable, text, jsonb, serial, integer, boolean, time, doublePrecision, timestamp } from 'drizzle-orm/pg-core';
import type { I18nText } from '@shop/contract';

/** Top areas (parentId null) and their districts. */
export const areas = pgTable('areas', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: jsonb('name').$type<I18nText>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** The shops (`stores`): the foundation's columns and the official site's of 0301_shops.sql. */
export const shopStores = pgTable('stores', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  merchantCode: text('merchant_code').notNull(),
  kind: text('kind').$type<'online' | 'physical'>().notNull(),
  name: jsonb('name').$type<I18nText>().notNull(),
  sort: integer('sort').notNull().default(0),
  address: jsonb('address').$type<I18nText>(),
  phone: text('phone').notNull().default(''),
  fax: text('fax').notNull().default(''),
  email: text('email').notNull().default(''),
  openingHours: time('opening_hours'),
  closingHours: time('closing_hours'),
  soldWatch: boolean('sold_watch').notNull().default(false),
  soldJewelry: boolean('sold_jewelry').notNull().default(false),
  img: text('img').notNull().default(''),
  parentAreaId: integer('parent_area_id'),
  childAreaId: integer('child_area_id'),
  opened: boolean('opened').notNull().default(true),
  googleLat: doublePrecision('google_lat'),
  googleLng: doublePrecision('google_lng'),
  baiduLat: doublePrecision('baidu_lat'),
  baiduLng: doublePrecision('baidu_lng'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ShopRow = typeof shopStores.$inferSelect;
