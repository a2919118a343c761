import { z } from 'zod';
import { codeSchema, defineCall } from '../call.ts';
import { COLLECTION_CODE_PATTERN, COUNTER_PAYMENT_METHODS, ORDER_STATUSES, ORDER_TAKE_WAYS } from '../order-status.ts';
import { wireTrioShape } from '../i18n-wire-schema.ts';
import { ROLE, staffOnly } from '../roles.ts';
import { orderSchema } from './orders.calls.ts';

/**
 * Orders in the back office (issue 14): role 6 MERCHANT_ADMIN lists, prepares, ships, cancels unpaid and
 * refunds paid orders; role 2 STAFF_NORMAL hands over the pick-up orders of the shop its account belongs
 * to (decision 133). Every step is a transition of ORDER_TRANSITIONS, audited, with an order history row.
 */

const merchantAdmin = staffOnly(ROLE.MERCHANT_ADMIN);
const counterOrAdmin = staffOnly(ROLE.STAFF_NORMAL, ROLE.MERCHANT_ADMIN);

export const BO_ORDERS = {
  PAGE_SIZE_MAX: 50,
  PAGE_SIZE_DEFAULT: 20,
  ORDER_NO_MAX: 40,
  TRACKING_NO_MIN: 4,
  TRACKING_NO_MAX: 40,
  TRACKING_NO_PATTERN: /^[A-Za-z0-9-]+$/,
  REASON_MAX: 200,
  PAYMENT_REFERENCE_MAX: 60,
} as const;

const orderNoSchema = z.string().trim().min(1).max(BO_ORDERS.ORDER_NO_MAX);
const hkDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const boOrderRowSchema = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  takeWay: z.enum(ORDER_TAKE_WAYS),
  pickupStoreCode: z.string().nullable(),
  memberNo: z.string(),
  totalPayPrice: z.int(),
  itemCount: z.int(),
  createdAt: z.string(),
});
export type BoOrderRow = z.infer<typeof boOrderRowSchema>;

export const boOrderHistorySchema = z.object({
  at: z.string(),
  action: z.string(),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  /** The staff member who made the step; null for the member's own steps or the system. */
  staffUsername: z.string().nullable(),
  note: z.string(),
});

export const boOrderPaymentSchema = z.object({
  id: z.string(),
  provider: z.string(),
  amount: z.int(),
  status: z.string(),
  /** Counter payments: cash, card_terminal, fps, octopus, alipay_hk, wechat_pay; null otherwise. */
  method: z.string().nullable(),
  reference: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** What the provider says was used (card, alipay, wechat_pay); null for other providers (decision 290). */
  providerMethod: z.string().nullable().default(null),
  /** Set when the provider's confirmation was refused (amount or currency not the order's) or came too late: the merchant must act. */
  flag: z.string().nullable().default(null),
});

export const boOrderDetailSchema = z.object({
  order: orderSchema,
  memberNo: z.string(),
  /** The member by the contract's name rule and their phone masked (issue 40): staff recognise, never copy. */
  memberName: z.string().default(''),
  memberPhoneMasked: z.string().default(''),
  trackingNo: z.string().nullable(),
  refundedAt: z.string().nullable(),
  payments: z.array(boOrderPaymentSchema),
  /** The shop whose stock the order took (the online shop, or a pick-up shop's own; decision 192). */
  stockStoreCode: z.string(),
  history: z.array(boOrderHistorySchema),
});
export type BoOrderDetail = z.infer<typeof boOrderDetailSchema>;

export const boListOrders = defineCall('app/backOffice/orders/list', merchantAdmin, {
  request: z.object({
    pageNo: z.int().min(1).max(100_000).default(1),
    pageSize: z.int().min(1).max(BO_ORDERS.PAGE_SIZE_MAX).default(BO_ORDERS.PAGE_SIZE_DEFAULT),
    status: z.enum(ORDER_STATUSES).optional(),
    pickupStoreCode: z.string().trim().max(20).optional(),
    dateFrom: hkDate.optional(),
    dateTo: hkDate.optional(),
    search: z.string().trim().max(BO_ORDERS.ORDER_NO_MAX).default(''),
  }),
  response: z.object({ total: z.int(), list: z.array(boOrderRowSchema) }),
  summary: 'One page of orders, newest first, by status, pick-up shop, Hong Kong date range and order/member number.',
});

export const boGetOrder = defineCall('app/backOffice/orders/detail', counterOrAdmin, {
  request: z.object({ orderNo: orderNoSchema }),
  response: boOrderDetailSchema,
  summary: 'An order with lines, payments and history. Role 2: only pick-up orders of its own shop.',
});

export const boPrepareOrder = defineCall('app/backOffice/orders/prepare', merchantAdmin, {
  request: z.object({ orderNo: orderNoSchema }),
  response: boOrderDetailSchema,
  summary: 'A paid pick-up order is ready at its pick-up shop (paid → ready_for_pickup). Audited.',
});

export const boShipOrder = defineCall('app/backOffice/orders/ship', merchantAdmin, {
  request: z.object({
    orderNo: orderNoSchema,
    trackingNo: z.string().trim().min(BO_ORDERS.TRACKING_NO_MIN).max(BO_ORDERS.TRACKING_NO_MAX).regex(BO_ORDERS.TRACKING_NO_PATTERN),
  }),
  response: boOrderDetailSchema,
  summary: 'A paid delivery order handed to the courier with its tracking number (paid → shipped). Audited.',
});

const collectionCodeSchema = z.string().trim().regex(COLLECTION_CODE_PATTERN);
/**
 * The order or redemption number the counter has open (issue 38, decision 410): the code is tried against
 * it alone — a code of another order is as wrong as none — and wrong codes count against it too
 * (COLLECTION_CODE_TARGET_MAX_WRONG from any account), besides the staff account's and the shop's.
 */
const openNumberSchema = orderNoSchema.optional();

/** What the counter sees once the member's code is taken: enough to check against ID, never the code. */
const counterLineSchema = z.object({ skuCode: z.string(), img: z.string(), num: z.int(), isGift: z.boolean() }).extend(wireTrioShape('title'));

/**
 * A hand-over's receipt (issue 40, decision 458): what was handed over, when, where, by whom, and the
 * money taken at the counter now (0 when it was paid before); `emailed` when the member has an e-mail
 * address and the receipt went to the outbox in their language.
 */
export const counterReceiptSchema = z.object({
  at: z.string(),
  shopCode: z.string(),
  ...wireTrioShape('shopName'),
  staffUsername: z.string(),
  amountTaken: z.int(),
  method: z.enum(COUNTER_PAYMENT_METHODS).nullable(),
  reference: z.string(),
  /** What the order cost in all (0 for a redemption without cash); points spent for a redemption. */
  total: z.int(),
  pointsSpent: z.int(),
  emailed: z.boolean(),
});
export type CounterReceipt = z.infer<typeof counterReceiptSchema>;

export const counterCollectionSchema = z.object({
  kind: z.enum(['order', 'redemption']),
  /** The order or redemption number. */
  number: z.string(),
  status: z.string(),
  memberName: z.string(),
  /** e.g. +852 9***5678 */
  phoneMasked: z.string(),
  pickupStoreCode: z.string(),
  /** Cents still to take at the counter (an unpaid pay-at-the-shop order, a redemption's cash due); 0 when paid. */
  amountDue: z.int(),
  paid: z.boolean(),
  /** The step the counter can take now: hand over (with payment when amountDue > 0), or nothing. */
  canHandOver: z.boolean(),
  /**
   * Units to hand over now (ordered, less refunded, less handed over: the contract's `unitsDue`); once
   * handed over, the units that were. Decision 350.
   */
  lines: z.array(counterLineSchema),
  /** Units refunded, listed apart so the counter never hands them over (shown struck). */
  refundedLines: z.array(counterLineSchema).default([]),
  /** Points the member earned by this hand-over (orders), 0 before. */
  pointsEarned: z.int(),
  /**
   * An unpaid order: what it costs paid with each counter method (decision 357). Differs from amountDue
   * when the order was priced with an offer for another kind of payment: that method re-prices it.
   */
  amountByMethod: z.array(z.object({ method: z.enum(COUNTER_PAYMENT_METHODS), amount: z.int(), repriced: z.boolean() })).default([]),
  /**
   * Money received online for this order through a Checkout Session it had given up (decision 401), held
   * for the merchant: the counter sees it before taking the amount due again.
   */
  heldOnlinePayments: z.array(z.object({ amount: z.int() })).default([]),
  /** After a hand-over (issue 40): the receipt the counter prints and the member is e-mailed; null before. */
  receipt: counterReceiptSchema.nullable().default(null),
});
export type CounterCollection = z.infer<typeof counterCollectionSchema>;

/** One pick-up or redemption waiting at the counter's shop (issue 40): who, what, since when; never the code. */
export const counterQueueEntrySchema = z.object({
  kind: z.enum(['order', 'redemption']),
  number: z.string(),
  memberName: z.string(),
  phoneMasked: z.string(),
  /** When it became ready to collect (ISO). */
  readySince: z.string(),
  /** Whole minutes it has waited, on the server's clock. */
  waitingMinutes: z.int().min(0),
  /** Cents still to take (an unpaid pay-at-the-shop order, a redemption's cash); 0 when nothing is due. */
  amountDue: z.int(),
  units: z.int(),
});
export type CounterQueueEntry = z.infer<typeof counterQueueEntrySchema>;

export const boCounterQueue = defineCall('app/backOffice/counter/queue', counterOrAdmin, {
  request: z.object({}),
  response: z.object({ shopCode: z.string(), list: z.array(counterQueueEntrySchema) }),
  summary:
    "What waits to be collected at the staff account's own shop: pick-up orders ready for pick-up and club redemptions ready, oldest first, with the member's name, masked phone and how long each has waited. Never a collection code.",
});

export const boCounterFind = defineCall('app/backOffice/counter/find', counterOrAdmin, {
  request: z.object({ code: collectionCodeSchema, number: openNumberSchema }),
  response: counterCollectionSchema,
  summary:
    "The counter takes the member's collection code (typed or scanned) and sees the pick-up order or club redemption it opens at the staff account's own shop: member name, masked phone, lines, amount due. Wrong codes are counted per staff account, per shop and, when the counter names the order or redemption it has open, per order (429).",
});

/** A payment taken at the counter: how, and the slip or wallet reference (empty for cash). */
export const counterPaymentSchema = z.object({
  method: z.enum(COUNTER_PAYMENT_METHODS),
  /** Terminal slip, FPS or wallet reference; empty for cash. */
  reference: z
    .string()
    .trim()
    .max(BO_ORDERS.PAYMENT_REFERENCE_MAX)
    .regex(/^[A-Za-z0-9 _/-]*$/)
    .default(''),
});

export const boCounterHandOver = defineCall('app/backOffice/counter/handOver', counterOrAdmin, {
  request: z.object({
    code: collectionCodeSchema,
    number: openNumberSchema,
    payment: counterPaymentSchema.optional(),
    /**
     * An order priced with an offer the payment's method does not meet (81040 names the new price): the
     * counter confirms that price and the order is re-priced and paid in the same transaction, audited.
     */
    acceptRepricedTotal: z.int().min(0).optional(),
  }),
  response: counterCollectionSchema,
  summary:
    "Hands over the pick-up order or redemption the member's code opens at the staff account's own shop, in one step: an unpaid order's payment is taken (method and reference recorded) and it is completed with its points. Twice, or two counters at once, hand over once. Audited.",
});

export const boCancelOrder = defineCall('app/backOffice/orders/cancel', merchantAdmin, {
  request: z.object({ orderNo: orderNoSchema, reason: z.string().trim().max(BO_ORDERS.REASON_MAX).default('') }),
  response: boOrderDetailSchema,
  summary: 'Cancels an unpaid order; its stock returns. Audited.',
});

export const boRefundOrder = defineCall('app/backOffice/orders/refund', merchantAdmin, {
  request: z.object({
    orderNo: orderNoSchema,
    reason: z.string().trim().max(BO_ORDERS.REASON_MAX).default(''),
    /** The goods came back to the shop (their units return to stock); decision 170. */
    goodsReturned: z.boolean().default(true),
    /** The shop the goods came back to (its stock takes them); the shop the order took them from when omitted. Decision 193. */
    returnStoreCode: codeSchema.optional(),
  }),
  response: boOrderDetailSchema.extend({ alreadyRefunded: z.boolean() }),
  summary:
    'Refunds a paid order in full (every unit not yet refunded): stock back to its shop unless the goods did not come back, the points of the order reversed. Twice refunds once. Audited.',
});
