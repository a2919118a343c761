import { pgTable, integer, text, timestamp, primaryKey } from 'drizzle-orm/pg-core';

export const cartLines = pgTable(
  'cart_lines',
  {
    memberId: integer('member_id').notNull(),
    storeCode: text('store_code').notNull(),
    skuId: integer('sku_id').notNull(),
    num: integer('num').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.storeCode, t.skuId] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    memberId: integer('member_id').notNull(),
    storeCode: text('store_code').notNull(),
    spuId: integer('spu_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.storeCode, t.spuId] })],
);
