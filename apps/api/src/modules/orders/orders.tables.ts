import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { I18nText, OrderTakeWay, PaymentCondition, PricedKind } from '@shop/contract';

/** Mirrors db/migrations/0450_orders.sql. */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  code: text('code').notNull().unique(),
  title: jsonb('title').$type<I18nText>().notNull(),
  description: jsonb('description').$type<I18nText>().notNull(),
  kind: text('kind').$type<'amount_off' | 'percent_off' | 'gift'>().notNull(),
  scope: text('scope').$type<'order' | 'category' | 'sku'>().notNull(),
  categoryIds: integer('category_ids').array().notNull().default([]),
  skuIds: integer('sku_ids').array().notNull().default([]),
  threshold: integer('threshold').notNull().default(0),
  amountOff: integer('amount_off').notNull().default(0),
  percentOff: integer('percent_off').notNull().default(0),
  giftSkuIds: integer('gift_sku_ids').array().notNull().default([]),
  giftLimit: integer('gift_limit').notNull().default(1),
  giftQty: integer('gift_qty').notNull().default(1),
  priority: integer('priority').notNull().default(0),
  stackable: boolean('stackable').notNull().default(false),
  /** Migration 1510 (decision 355). */
  paymentCondition: text('payment_condition').$type<PaymentCondition>().notNull().default('any'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  status: text('status').$type<'on' | 'off'>().notNull().default('on'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  /** Null: a walk-in sale at the counter without a member (migration 1740). */
  memberId: integer('member_id'),
  merchantCode: text('merchant_code').notNull(),
  storeCode: text('store_code').notNull(),
  status: text('status').notNull(),
  takeWay: text('take_way').$type<OrderTakeWay>().notNull(),
  pickupStoreCode: text('pickup_store_code'),
  deliveryAddress: jsonb('delivery_address'),
  remark: text('remark').notNull().default(''),
  languageType: text('language_type').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
  totalOriginalPrice: integer('total_original_price').notNull(),
  totalPrice: integer('total_price').notNull(),
  totalDiscountValue: integer('total_discount_value').notNull(),
  priceRounding: integer('price_rounding').notNull(),
  totalPayPrice: integer('total_pay_price').notNull(),
  promotions: jsonb('promotions').notNull().default([]),
  paymentMethod: text('payment_method'),
  /** Migration 1510 (decision 357): the kind of payment the order's price assumes. */
  pricedPaymentKind: text('priced_payment_kind').$type<PricedKind>().notNull().default('card'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  skuId: integer('sku_id').notNull(),
  spuId: integer('spu_id').notNull(),
  skuCode: text('sku_code').notNull(),
  title: jsonb('title').$type<I18nText>().notNull(),
  img: text('img').notNull(),
  selections: jsonb('selections').notNull().default([]),
  num: integer('num').notNull(),
  originalPrice: integer('original_price').notNull(),
  price: integer('price').notNull(),
  totalDiscountValue: integer('total_discount_value').notNull().default(0),
  totalPayPrice: integer('total_pay_price').notNull(),
  isGift: boolean('is_gift').notNull().default(false),
  promotionId: integer('promotion_id'),
  /** The shop whose stock the line's units came from (migration 1520, decision 361). */
  stockStoreCode: text('stock_store_code').notNull(),
});

export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  provider: text('provider').notNull(),
  amount: integer('amount').notNull(),
  status: text('status').$type<'pending' | 'succeeded' | 'cancelled'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export const orderHistory = pgTable('order_history', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  action: text('action').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  staffId: integer('staff_id'),
  note: text('note').notNull().default(''),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

export const orderLineWeights = pgTable('order_line_weights', {
  orderLineId: integer('order_line_id').primaryKey(),
  orderId: integer('order_id').notNull(),
  skuId: integer('sku_id').notNull(),
  metal: text('metal').notNull(),
  weightMg: integer('weight_mg').notNull(),
  makingMode: text('making_mode').notNull(),
  makingCents: integer('making_cents').notNull(),
  goldPriceId: integer('gold_price_id').notNull(),
  rateCents: integer('rate_cents').notNull(),
  metalCents: integer('metal_cents').notNull(),
  makingChargeCents: integer('making_charge_cents').notNull(),
});

export const orderRefunds = pgTable('order_refunds', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  requestKey: text('request_key').notNull(),
  amount: integer('amount').notNull(),
  points: integer('points').notNull().default(0),
  lines: jsonb('lines').notNull(),
  staffId: integer('staff_id'),
  reason: text('reason').notNull().default(''),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  returnStoreCode: text('return_store_code'),
  paymentId: text('payment_id'),
  counterStoreCode: text('counter_store_code'),
  /** The counter sale this return credited in a one-step exchange (decision 515). */
  exchangeOrderId: integer('exchange_order_id'),
});

export const collectionCodeScopeTries = pgTable('collection_code_scope_tries', {
  scope: text('scope').primaryKey(),
  wrong: integer('wrong').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
