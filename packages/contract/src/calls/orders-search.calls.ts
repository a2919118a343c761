import { z } from 'zod';
import { csvExportSchema, defineCall } from '../call.ts';
import { ORDER_STATUSES } from '../order-status.ts';
import { ROLE, staffOnly } from '../roles.ts';
import { boOrderRowSchema } from './orders-admin.calls.ts';

/** Order search (issue 28, decision 222): by number, member phone, name, e-mail, product title or SKU code, shop and dates. */
export const ORDER_SEARCH = { SEARCH_MAX: 60, PAGE_SIZE_MAX: 50, PAGE_SIZE_DEFAULT: 20, EXPORT_MAX_ROWS: 20_000 } as const;

const hkDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const orderSearchFilters = {
  search: z.string().trim().max(ORDER_SEARCH.SEARCH_MAX).default(''),
  status: z.enum(ORDER_STATUSES).optional(),
  /** The pick-up shop (or the shop that sold a delivery order, or whose counter rang a sale up). */
  storeCode: z.string().trim().max(20).optional(),
  takeWay: z.enum(['pickup', 'delivery', 'counter']).optional(),
  /** Hong Kong dates, inclusive; `dateField` says which moment they bound. */
  dateFrom: hkDate.optional(),
  dateTo: hkDate.optional(),
  dateField: z.enum(['created', 'paid']).default('created'),
};

export const orderSearchRowSchema = boOrderRowSchema.extend({
  memberName: z.string(),
  paidAt: z.string().nullable(),
});

export const boSearchOrders = defineCall('app/backOffice/orderSearch/list', staffOnly(ROLE.MERCHANT_ADMIN), {
  request: z.object({
    ...orderSearchFilters,
    pageNo: z.int().min(1).max(100_000).default(1),
    pageSize: z.int().min(1).max(ORDER_SEARCH.PAGE_SIZE_MAX).default(ORDER_SEARCH.PAGE_SIZE_DEFAULT),
  }),
  response: z.object({ total: z.int(), list: z.array(orderSearchRowSchema) }),
  summary:
    'Orders by order number, member phone, name, e-mail or number, product title or SKU code, status, shop, take way and Hong Kong date range; newest first.',
});

export const boExportOrders = defineCall('app/backOffice/orderSearch/export', staffOnly(ROLE.MERCHANT_ADMIN), {
  request: z.object(orderSearchFilters),
  response: csvExportSchema,
  summary: 'The filtered orders as CSV, one row per order (formula-guarded). Audited.',
});
