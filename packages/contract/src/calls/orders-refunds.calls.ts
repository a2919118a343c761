import { z } from 'zod';
import { codeSchema, defineCall, idSchema } from '../call.ts';
import { ROLE, staffOnly } from '../roles.ts';
import { i18nTextSchema } from '../schemas.ts';
import { BO_CLUB_LIMITS } from '../back-office/club-fields.ts';
import { boOrderDetailSchema } from './orders-admin.calls.ts';
import { refundWayBackSchema } from './orders.calls.ts';

/** Refunds per line of an order in the back office (role 6 MERCHANT_ADMIN; decision 172), answered by the orders module. */
const merchantAdmin = staffOnly(ROLE.MERCHANT_ADMIN);

// ---------------------------------------------------------------- refunds per line

export const boRefundLineSchema = z.object({
  lineId: z.int(),
  skuCode: z.string(),
  title: i18nTextSchema,
  isGift: z.boolean(),
  num: z.int(),
  totalPayPrice: z.int(),
  refundedNum: z.int(),
  returnedNum: z.int(),
  refundedAmount: z.int(),
  /** Units handed to the customer (counter or courier); a refund past the others is a return (decision 350). */
  handedOverNum: z.int().default(0),
});

export const boOrderRefundsSchema = z.object({
  lines: z.array(boRefundLineSchema),
  /** Points the order earned (decision 170) and the net its ledger rows hold now. */
  pointsEarned: z.int(),
  pointsNet: z.int(),
  refundedAmount: z.int(),
  refunds: z.array(
    z.object({
      at: z.string(),
      amount: z.int(),
      points: z.int(),
      staffUsername: z.string().nullable(),
      reason: z.string(),
      returnStoreCode: z.string().nullable(),
      /** The money's way back (decision 292): null = a counter record (cash, pay at the shop); else the provider refund's state and why it failed. */
      providerStatus: z.enum(['pending', 'succeeded', 'failed']).nullable().default(null),
      providerFailure: z.string().nullable().default(null),
      /** The payment the money went back to, named like the member's message (decision 352); null when none received it. */
      wayBack: refundWayBackSchema.nullable().default(null),
    }),
  ),
});

export type BoOrderRefunds = z.infer<typeof boOrderRefundsSchema>;

export const boOrderRefunds = defineCall('app/backOffice/orders/refunds', merchantAdmin, {
  request: z.strictObject({ orderNo: z.string().trim().min(1).max(40) }),
  response: boOrderRefundsSchema,
  summary: "An order's lines with what has been refunded and returned of each, its points and its refunds.",
});

export const boRefundOrderLines = defineCall('app/backOffice/orders/refundLines', merchantAdmin, {
  request: z.strictObject({
    orderNo: z.string().trim().min(1).max(40),
    lines: z
      .array(z.strictObject({ lineId: idSchema, num: z.int().min(1).max(10_000), goodsReturned: z.boolean() }))
      .min(1)
      .max(100),
    reason: z.string().trim().max(200).default(''),
    /** The shop whose stock the returned units go back to; the shop the order took them from when omitted. Decision 193. */
    returnStoreCode: codeSchema.optional(),
    /** Chosen by the screen once per refund it shows: a repeated request (double click, retry) refunds once. */
    requestKey: z
      .string()
      .trim()
      .min(8)
      .max(BO_CLUB_LIMITS.REQUEST_KEY_MAX)
      .regex(/^[A-Za-z0-9_-]+$/),
  }),
  response: boOrderDetailSchema.extend({ alreadyRefunded: z.boolean(), refunds: boOrderRefundsSchema }),
  summary:
    "Refunds units of some lines of a paid order; stock back for the units marked returned, the order's points reduced in proportion. The last units refunded make the order refunded. One request key refunds once. Audited.",
});

/**
 * Points an order earns (decision 170): one point per whole HK$ paid, written when the order is completed
 * (handed over or receipt confirmed), on what is left after refunds. No spec rule names a rate; this is the
 * shop's rule until the merchant sets another.
 */
export const ORDER_POINTS_PER_HKD = 1;
export const orderPointsFor = (paidCents: number): number => Math.max(0, Math.floor((paidCents * ORDER_POINTS_PER_HKD) / 100));
