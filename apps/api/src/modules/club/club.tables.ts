import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { recordVersionColumns } from '../../lib/record-version.ts';

/** The members' club: goods bought with points, their stock per shop, and redemptions. */
export const pointsCategories = pgTable('points_categories', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  parentId: integer('parent_id'),
  title: jsonb('title').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const pointsSpus = pgTable('points_spus', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  categoryId: integer('category_id').notNull(),
  title: jsonb('title').notNull(),
  detail: jsonb('detail').notNull(),
  img: text('img').notNull().default(''),
  imgList: jsonb('img_list').notNull().default([]),
  productType: text('product_type').notNull(),
  mallDisplay: boolean('mall_display').notNull().default(true),
  status: text('status').notNull().default('on'),
  searchText: text('search_text').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ...recordVersionColumns(),
});

export const pointsSkus = pgTable('points_skus', {
  id: serial('id').primaryKey(),
  spuId: integer('spu_id').notNull(),
  skuCode: text('sku_code').notNull(),
  point: integer('point').notNull(),
  birthdayMonthPoints: integer('birthday_month_points'),
  price: integer('price').notNull().default(0),
  originalPrice: integer('original_price').notNull().default(0),
  limitNum: integer('limit_num'),
  sort: integer('sort').notNull().default(0),
  limitPeriod: text('limit_period').notNull().default('ever'),
  retired: boolean('retired').notNull().default(false),
});

export const pointsSkuStocks = pgTable(
  'points_sku_stocks',
  {
    skuId: integer('sku_id').notNull(),
    storeCode: text('store_code').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.storeCode] })],
);

export const redemptions = pgTable('redemptions', {
  id: serial('id').primaryKey(),
  redemptionNo: text('redemption_no').notNull(),
  memberId: integer('member_id').notNull(),
  merchantCode: text('merchant_code').notNull(),
  pickupStoreCode: text('pickup_store_code').notNull(),
  status: text('status').notNull().default('ready'),
  totalPoints: integer('total_points').notNull(),
  totalNormalPoints: integer('total_normal_points').notNull(),
  birthdayMonth: boolean('birthday_month').notNull().default(false),
  cashDue: integer('cash_due').notNull().default(0),
  ledgerId: integer('ledger_id'),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  collectedAt: timestamp('collected_at', { withTimezone: true }),
  collectedBy: integer('collected_by'),
  collectionCode: text('collection_code'),
  paidMethod: text('paid_method'),
  paidReference: text('paid_reference'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  paidBy: integer('paid_by'),
});

export const redemptionLines = pgTable(
  'redemption_lines',
  {
    redemptionId: integer('redemption_id').notNull(),
    skuId: integer('sku_id').notNull(),
    spuId: integer('spu_id').notNull(),
    title: jsonb('title').notNull(),
    img: text('img').notNull().default(''),
    num: integer('num').notNull(),
    point: integer('point').notNull(),
    normalPoint: integer('normal_point').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.redemptionId, t.skuId] })],
);
