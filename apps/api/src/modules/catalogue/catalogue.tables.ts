import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { I18nText } from '@shop/contract';

/** Mirrors db/migrations/0100_catalogue.sql (and 0101, 0102, 1660 for search). */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  parentId: integer('parent_id'),
  title: jsonb('title').$type<I18nText>().notNull(),
  img: text('img'),
  sort: integer('sort').notNull().default(0),
});

export const labels = pgTable('labels', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<I18nText>().notNull(),
  fontColor: text('font_color').notNull().default('#ffffff'),
  bgColor: text('bg_color').notNull().default('#00053e'),
  sort: integer('sort').notNull().default(0),
});

export const spus = pgTable('spus', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  categoryId: integer('category_id').notNull(),
  brand: text('brand').notNull().default(''),
  title: jsonb('title').$type<I18nText>().notNull(),
  name: jsonb('name').$type<I18nText>().notNull(),
  introduction: jsonb('introduction').$type<I18nText>().notNull(),
  img: text('img').notNull(),
  imgList: jsonb('img_list').$type<string[]>().notNull().default([]),
  status: text('status').$type<'on' | 'off'>().notNull().default('on'),
  hotSales: boolean('hot_sales').notNull().default(false),
  sales: integer('sales').notNull().default(0),
  searchText: text('search_text').notNull().default(''),
  searchGrams: text('search_grams').array().notNull().default([]),
  /** Issue 42 (migration 1660): the ranking fields, the rules' version and the facet values of the title. */
  searchTitle: text('search_title').notNull().default(''),
  searchAttrs: text('search_attrs').notNull().default(''),
  searchVersion: integer('search_version').notNull().default(0),
  facetMetal: text('facet_metal'),
  facetStone: text('facet_stone'),
  facetCollection: text('facet_collection'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Goods on sale holding each search key, per merchant; kept by triggers on spus (migration 0102). */
export const searchKeyCounts = pgTable(
  'search_key_counts',
  {
    merchantCode: text('merchant_code').notNull(),
    key: text('key').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.key] })],
);

export const spuLabels = pgTable(
  'spu_labels',
  {
    spuId: integer('spu_id').notNull(),
    labelId: integer('label_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.spuId, t.labelId] })],
);

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<I18nText>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const attributeSelections = pgTable('attribute_selections', {
  id: serial('id').primaryKey(),
  attributeId: integer('attribute_id').notNull(),
  name: jsonb('name').$type<I18nText>().notNull(),
  colorNumber: text('color_number'),
  sort: integer('sort').notNull().default(0),
});

export const skus = pgTable('skus', {
  id: serial('id').primaryKey(),
  spuId: integer('spu_id').notNull(),
  skuCode: text('sku_code').notNull().unique(),
  price: integer('price').notNull(),
  originalPrice: integer('original_price').notNull(),
  img: text('img').notNull(),
  imgList: jsonb('img_list').$type<string[]>().notNull().default([]),
  status: text('status').$type<'on' | 'off'>().notNull().default('on'),
  selectionIds: integer('selection_ids').array().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  /** Its own low-stock level (migration 1680); null follows the merchant's default. */
  lowStockThreshold: integer('low_stock_threshold'),
});

export const skuStocks = pgTable(
  'sku_stocks',
  {
    skuId: integer('sku_id').notNull(),
    storeCode: text('store_code').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.storeCode] })],
);

export const spuPrices = pgTable('spu_prices', {
  spuId: integer('spu_id').primaryKey(),
  minPrice: integer('min_price').notNull().default(0),
  maxPrice: integer('max_price').notNull().default(0),
});

/**
 * Each product's answer JSON with its moving values marked (decision 610), kept by the triggers of migration
 * 1980: `gen` moves on and `template` is emptied by every change the template shows.
 */
export const goodsWire = pgTable('goods_wire', {
  spuId: integer('spu_id').primaryKey(),
  gen: integer('gen').notNull().default(1),
  template: text('template'),
});

export const stockLedger = pgTable('stock_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  skuId: integer('sku_id').notNull(),
  storeCode: text('store_code').notNull(),
  delta: integer('delta').notNull(),
  qtyAfter: integer('qty_after').notNull(),
  reason: text('reason').notNull(),
  note: text('note').notNull().default(''),
  transferId: bigint('transfer_id', { mode: 'number' }),
  /** Null for a move a shopper's booking caused (a viewing's transfer request, decision 497). */
  staffId: integer('staff_id'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** A piece asked of one shop for another (issue 44, decision 497); its units moved through the ledger. */
export const stockTransferRequests = pgTable('stock_transfer_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  skuId: integer('sku_id').notNull(),
  fromStoreCode: text('from_store_code').notNull(),
  toStoreCode: text('to_store_code').notNull(),
  qty: integer('qty').notNull(),
  status: text('status').$type<'requested' | 'returned' | 'kept'>().notNull().default('requested'),
  ref: text('ref').notNull(),
  neededBy: timestamp('needed_by', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const lowStockCounts = pgTable(
  'low_stock_counts',
  {
    merchantCode: text('merchant_code').notNull(),
    storeCode: text('store_code').notNull(),
    qty: integer('qty').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.storeCode, t.qty] })],
);

export const lowStockDeltas = pgTable('low_stock_deltas', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  storeCode: text('store_code').notNull(),
  qty: integer('qty').notNull(),
  n: integer('n').notNull(),
});

/** The trade's words and the house brand's name (migration 1660, decision 446); merchant '*' is every merchant's. */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().default('*'),
  kind: text('kind').$type<'synonym' | 'brand'>().notNull().default('synonym'),
  terms: text('terms').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
