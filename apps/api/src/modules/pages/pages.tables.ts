import { pgTable, text, jsonb, serial, integer, timestamp } from 'drizzle-orm/pg-core';
import type { AppProps, Menus, PageProps, RawBlock } from '@shop/contract';

export const apps = pgTable('apps', {
  code: text('code').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  props: jsonb('props').$type<AppProps>().notNull(),
  menus: jsonb('menus').$type<Menus>().notNull(),
  spuDetailViewSettings: jsonb('spu_detail_view_settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  appCode: text('app_code').notNull(),
  pageCode: text('page_code').notNull(),
  status: text('status').$type<'draft' | 'release'>().notNull(),
  pageName: text('page_name').notNull(),
  props: jsonb('props').$type<PageProps>().notNull(),
  blocks: jsonb('blocks').$type<RawBlock[]>().notNull(),
  sort: integer('sort').notNull().default(0),
  revision: integer('revision').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
