import { z } from 'zod';
import { csvExportSchema, defineCall } from '../call.ts';
import { COUNTER_PAYMENT_METHODS } from '../order-status.ts';
import { ROLE, staffOnly } from '../roles.ts';

/*
 * Each shop's day at the counter (issue 43, decision 488): the counter opens the day with a float and
 * closes it with a cash count; the day's sales, returns and payments per method per staff; cash expected
 * (float + cash taken − cash refunded) against counted, the difference recorded. The merchant lists every
 * shop's days and exports them (CSV, HK$, Hong Kong time).
 */

const counterOrAdmin = staffOnly(ROLE.STAFF_NORMAL, ROLE.MERCHANT_ADMIN);
const merchantAdmin = staffOnly(ROLE.MERCHANT_ADMIN);

export const TILL_DAY = {
  /** HK$1,000,000 in cents: more than any drawer holds. */
  CASH_MAX: 100_000_000,
  NOTE_MAX: 200,
  PAGE_SIZE_MAX: 50,
  PAGE_SIZE_DEFAULT: 20,
  EXPORT_MAX: 5000,
} as const;

const cents = z.int().min(0).max(TILL_DAY.CASH_MAX);
const hkDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Money taken or given back by one method, by one staff account, over the day. */
export const tillTakingSchema = z.object({
  staffUsername: z.string(),
  method: z.enum(COUNTER_PAYMENT_METHODS),
  sales: z.int(),
  /** Cents taken with this method (sales and hand-overs of pick-ups paid at the counter). */
  taken: z.int(),
  /** Cents given back with this method (returns). */
  refunded: z.int(),
});
export type TillTaking = z.infer<typeof tillTakingSchema>;

export const tillDaySchema = z.object({
  id: z.int(),
  shopCode: z.string(),
  openedAt: z.string(),
  openedBy: z.string(),
  floatCents: z.int(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  /** The day's counter sales (orders of take way counter) and returns at this shop. */
  salesCount: z.int(),
  salesTotal: z.int(),
  returnsCount: z.int(),
  returnsTotal: z.int(),
  takings: z.array(tillTakingSchema),
  /** Float + cash taken − cash refunded: what the drawer should hold. */
  expectedCash: z.int(),
  countedCash: z.int().nullable(),
  /** Counted − expected (negative: short); null while open. */
  difference: z.int().nullable(),
  note: z.string(),
});
export type TillDay = z.infer<typeof tillDaySchema>;

export const boTillDayCurrent = defineCall('app/backOffice/till/day/current', counterOrAdmin, {
  request: z.object({}),
  response: z.object({ shopCode: z.string(), day: tillDaySchema.nullable() }),
  summary: "The staff account's own shop's open day, with its takings so far; null when the day is not open.",
});

export const boTillDayOpen = defineCall('app/backOffice/till/day/open', counterOrAdmin, {
  request: z.object({ floatCents: cents }),
  response: tillDaySchema,
  summary: "Opens the day at the staff account's own shop with the cash float in the drawer. One open day a shop (409 while one is open). Audited.",
});

export const boTillDayClose = defineCall('app/backOffice/till/day/close', counterOrAdmin, {
  request: z.object({ countedCents: cents, note: z.string().trim().max(TILL_DAY.NOTE_MAX).default('') }),
  response: tillDaySchema,
  summary:
    "Closes the shop's open day with the cash counted in the drawer: the takings per method per staff, expected against counted cash and the difference are recorded. Twice, or two counters at once, close once. Audited.",
});

const dayFilters = {
  shopCode: z.string().trim().max(40).optional(),
  /** Hong Kong dates, inclusive, of the day's opening. */
  from: hkDate.optional(),
  to: hkDate.optional(),
};

export const boTillDays = defineCall('app/backOffice/tillDays/list', merchantAdmin, {
  request: z.object({
    ...dayFilters,
    pageNo: z.int().min(1).default(1),
    pageSize: z.int().min(1).max(TILL_DAY.PAGE_SIZE_MAX).default(TILL_DAY.PAGE_SIZE_DEFAULT),
  }),
  response: z.object({ total: z.int(), list: z.array(tillDaySchema) }),
  summary: "Every shop's counter days, newest first, with takings, expected and counted cash and the difference.",
});

export const TILL_DAYS_CSV_COLUMNS = [
  'shop',
  'openedAt',
  'openedBy',
  'closedAt',
  'closedBy',
  'floatHkd',
  'salesCount',
  'salesHkd',
  'returnsCount',
  'returnsHkd',
  'cashHkd',
  'cardTerminalHkd',
  'fpsHkd',
  'octopusHkd',
  'alipayHkHkd',
  'wechatPayHkd',
  'expectedCashHkd',
  'countedCashHkd',
  'differenceHkd',
  'note',
] as const;

export const boTillDaysExport = defineCall('app/backOffice/tillDays/export', merchantAdmin, {
  request: z.object(dayFilters),
  response: csvExportSchema,
  summary: 'The filtered counter days as CSV (UTF-8 with BOM, HK$, Hong Kong time; net taken per method). Audited.',
});
