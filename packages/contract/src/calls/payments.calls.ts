import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ROLE, staffOnly } from '../roles.ts';

/*
 * Reconciliation of a day's takings (issue 29, decision 293): what our records say was paid and refunded
 * per method on one Hong Kong day, against the provider's balance transactions of that day. Role 6, the
 * role that sees every order in the back office (the spec names no finance role).
 */
const merchantAdmin = staffOnly(ROLE.MERCHANT_ADMIN);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const reconciliationRowSchema = z.object({
  kind: z.enum(['payment', 'refund']),
  /** stripe_card, stripe_alipay, stripe_wechat_pay, counter_cash, counter_fps, …, sandbox_card. */
  method: z.string(),
  orderNo: z.string(),
  at: z.string(),
  /** Cents: positive for payments, negative for refunds (the way money moved). */
  amount: z.int(),
  /** The provider's id (charge or refund), '' for counter records. */
  providerRef: z.string(),
  /**
   * matched: the provider's transaction agrees; counter: the counter's record (method, staff) agrees;
   * sandbox: the sandbox's own record; else what is wrong — no_payment: a refund no received payment
   * stands behind; no_counter_record: a counter payment with no method or staff recorded (decision 353).
   */
  match: z.enum(['matched', 'counter', 'sandbox', 'missing_at_provider', 'amount_differs', 'pending', 'no_payment', 'no_counter_record']),
  /** The provider's amount when one was found. */
  providerAmount: z.int().nullable(),
});

export const reconciliationSchema = z.object({
  date: isoDate,
  rows: z.array(reconciliationRowSchema),
  /** Per method: payments, refunds and net in cents, ours and (for provider methods) the provider's. */
  totals: z.array(z.object({ method: z.string(), payments: z.int(), refunds: z.int(), net: z.int(), providerNet: z.int().nullable() })),
  /** The provider's transactions of the day with no record of ours. */
  unknownAtProvider: z.array(z.object({ id: z.string(), type: z.string(), source: z.string(), amount: z.int(), at: z.string() })),
  mismatchCount: z.int(),
  /** True only when every row matched its counterpart and nothing is unknown (none pending, none mismatched). */
  allMatched: z.boolean().default(false),
  /** False when no provider is configured or it could not be reached (then only our side is listed). */
  providerChecked: z.boolean(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const boReconciliation = defineCall('app/backOffice/payments/reconciliation', merchantAdmin, {
  request: z.strictObject({ date: isoDate }),
  response: reconciliationSchema,
  summary: "A Hong Kong day's payments and refunds per method, matched against the payment provider's balance transactions; mismatches listed.",
});

export const boReconciliationCsv = defineCall('app/backOffice/payments/reconciliationCsv', merchantAdmin, {
  request: z.strictObject({ date: isoDate }),
  response: z.object({ fileName: z.string(), csv: z.string(), rowCount: z.int() }),
  summary: 'The same day as a CSV file (UTF-8 with a byte-order mark; text cells guarded against spreadsheet formulas).',
});
