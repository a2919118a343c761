import { pgTable, serial, integer, smallint, jsonb, text, boolean, timestamp } from 'drizzle-orm/pg-core';
import type { I18nText } from '@shop/contract';

export const jewelleryParams = pgTable('jewellery_params', {
  id: serial('id').primaryKey(),
  paramType: smallint('param_type').$type<0 | 1>().notNull(),
  name: jsonb('name').$type<I18nText>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const jewelleryParamSelections = pgTable('jewellery_param_selections', {
  id: serial('id').primaryKey(),
  paramId: integer('param_id').notNull(),
  name: jsonb('name').$type<I18nText>().notNull(),
  displayedGoldPrice: boolean('displayed_gold_price').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const jewelleryItems = pgTable('jewellery_items', {
  id: serial('id').primaryKey(),
  img: text('img').notNull(),
  name: jsonb('name').$type<I18nText>().notNull(),
  introduction: jsonb('introduction').$type<I18nText>().notNull(),
  selectionIds: integer('selection_ids').array().notNull(),
  jewelSelectionIds: integer('jewel_selection_ids').array().notNull(),
  visible: boolean('visible').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
