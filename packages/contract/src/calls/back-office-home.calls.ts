import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ORDER_STATUSES } from '../order-status.ts';
import { ROLE, staffOnly } from '../roles.ts';
import { i18nTextSchema } from '../schemas.ts';

/**
 * The back office's home (issue 28, decision 220): the day's business at a glance. Every figure is computed
 * in the database; Hong Kong dates (UTC+8) bound the periods. Role 6 sees the merchant's figures; role 2
 * sees only the tiles of the shop its account belongs to (pick-ups, redemptions, low stock, gold price).
 */
export const HOME = {
  /** Best sellers listed. */
  BEST_SELLERS: 10,
  /** Low-stock rows listed (the count covers them all). */
  LOW_STOCK_ROWS: 20,
  /** Days in the sales chart. */
  CHART_DAYS: 30,
  LOW_STOCK_THRESHOLD: { min: 0, max: 1000, default: 2 },
  /** Rows per page of one shop's low-stock list (the list behind a shop's figure). */
  LOW_STOCK_PAGE: 50,
} as const;

const periodSchema = z.object({
  /**
   * Net sales (cents): gross less refunds (decision 366). Gross: orders paid in the period, by the moment
   * they were paid, refunded since or not. Refunds: money given back in the period (same-day refunds too).
   */
  sales: z.int(),
  grossSales: z.int(),
  refunds: z.int(),
  /** Orders paid in the period. */
  orders: z.int(),
  /** The same figures of the period before (yesterday, last week, last month), on the same basis. */
  previousSales: z.int(),
  previousGrossSales: z.int(),
  previousOrders: z.int(),
  /** Hong Kong dates the period covers, inclusive (for the tile's link to the orders list). */
  from: z.string(),
  to: z.string(),
});
export type HomePeriod = z.infer<typeof periodSchema>;

const waitingSchema = z.object({
  storeCode: z.string(),
  storeName: i18nTextSchema,
  count: z.int(),
  /** Minutes the longest-waiting one has waited. */
  longestWaitMinutes: z.int(),
});

export const homeFiguresSchema = z.object({
  /** The Hong Kong date the figures are for. */
  today: z.string(),
  /** 'merchant' (role 6: every figure) or 'shop' (role 2: its shop's tiles only; the sales parts are null). */
  scope: z.enum(['merchant', 'shop']),
  storeCode: z.string().nullable(),
  /** The shop's name (role 2's home is titled by it, in the reader's language); null for the merchant's home. */
  storeName: i18nTextSchema.nullable(),
  periods: z.object({ today: periodSchema, week: periodSchema, month: periodSchema }).nullable(),
  /** One row per Hong Kong day, oldest first, days without sales included; `sales` is net, as the periods'. */
  dailySales: z.array(z.object({ date: z.string(), sales: z.int(), grossSales: z.int(), refunds: z.int(), orders: z.int() })).nullable(),
  /** Orders created in the last 30 days by status. */
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.int() })).nullable(),
  /** Pick-up orders ready and waiting for the member, per shop. */
  pickupsWaiting: z.array(waitingSchema),
  /** Club redemptions ready and waiting to be collected, per shop. */
  redemptionsWaiting: z.array(waitingSchema),
  lowStockThreshold: z.int(),
  lowStock: z.object({
    /** SKUs on sale at or below the threshold, per shop. */
    perShop: z.array(z.object({ storeCode: z.string(), storeName: i18nTextSchema, count: z.int() })),
    /** The lowest ones. */
    rows: z.array(z.object({ storeCode: z.string(), skuCode: z.string(), spuId: z.int(), title: i18nTextSchema, qty: z.int() })),
  }),
  goldPrice: z.object({ sellTael: z.int(), purchaseTael: z.int(), sellGram: z.int(), recordedAt: z.string() }).nullable(),
  bestSellers: z.array(z.object({ spuId: z.int(), title: i18nTextSchema, units: z.int(), sales: z.int() })).nullable(),
});
export type HomeFigures = z.infer<typeof homeFiguresSchema>;

export const boHomeFigures = defineCall('app/backOffice/home/figures', staffOnly(ROLE.STAFF_NORMAL, ROLE.MERCHANT_ADMIN), {
  request: z.object({}),
  response: homeFiguresSchema,
  summary:
    "The home's figures: net sales (gross less refunds, gross beside) and orders today / this week / this month (Hong Kong time) against the period before, 30 days of sales, orders by status, pick-ups and redemptions waiting per shop, low stock, today's gold price, best sellers. Role 2: its own shop's tiles only.",
});

export const boSetLowStockThreshold = defineCall('app/backOffice/home/setLowStockThreshold', staffOnly(ROLE.MERCHANT_ADMIN), {
  request: z.object({ threshold: z.int().min(HOME.LOW_STOCK_THRESHOLD.min).max(HOME.LOW_STOCK_THRESHOLD.max) }),
  response: z.object({ threshold: z.int() }),
  summary: 'Sets the stock level at or below which a SKU counts as low on the home. Audited.',
});

export const lowStockListSchema = z.object({
  storeCode: z.string(),
  storeName: i18nTextSchema.nullable(),
  /** The merchant's default level; a SKU with a level of its own is counted at that (decision 456). */
  threshold: z.int(),
  /** Every low row of the shop (the home's figure). */
  total: z.int(),
  pageNo: z.int(),
  rows: z.array(z.object({ skuCode: z.string(), spuId: z.int(), title: i18nTextSchema, qty: z.int(), ownLevel: z.int().nullable() })),
});
export type LowStockList = z.infer<typeof lowStockListSchema>;

export const boLowStockList = defineCall('app/backOffice/home/lowStockList', staffOnly(ROLE.STAFF_NORMAL, ROLE.MERCHANT_ADMIN), {
  request: z.object({ storeCode: z.string().min(1).max(32), pageNo: z.int().min(1).max(100_000).default(1) }),
  response: lowStockListSchema,
  summary:
    "The list behind a shop's low-stock figure on the home (issue 40): every SKU on sale at or below its level in that shop, lowest first, a page at a time. Role 2: its own shop only.",
});
