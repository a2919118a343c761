import { z } from 'zod';
import { defineCall } from '../call.ts';
import { wireTrioShape } from '../i18n-wire-schema.ts';
import { COUNTER_PAYMENT_METHODS } from '../order-status.ts';
import { PRICED_KINDS } from '../payment-conditions.ts';
import { PAID_WITH_METHODS } from '../order-wording.ts';
import { ROLE, staffOnly } from '../roles.ts';
import { weightPriceSchema } from '../weight-pricing.schemas.ts';
import { counterPaymentSchema } from './orders-admin.calls.ts';

/*
 * The counter as a till (issue 43, decisions 485–489): a walk-in sale from the shop's own stock, priced as
 * online (by-weight at today's rate, promotions with their payment conditions), paid by one or several
 * counter methods, one order of take way "counter" completed at once; its receipt; a return within the
 * merchant's return rules. Roles 2 and 6, always at the staff account's own shop.
 */

const counterOrAdmin = staffOnly(ROLE.STAFF_NORMAL, ROLE.MERCHANT_ADMIN);

export const TILL = {
  QUERY_MAX: 60,
  LINES_MAX: 30,
  UNITS_PER_LINE_MAX: 99,
  PAYMENTS_MAX: 6,
  KEY_MIN: 8,
  KEY_MAX: 64,
  /** A signed member QR (`JHQ1.<memberNo>.<expiry>.<signature>`), scanned or typed. */
  MEMBER_QR_MAX: 200,
  LOOKUP_MAX: 20,
  /** The merchant's return rule (decision 487): a counter sale may be returned within this many days. */
  RETURN_DAYS: 14,
  REASON_MAX: 200,
} as const;

const keySchema = z
  .string()
  .min(TILL.KEY_MIN)
  .max(TILL.KEY_MAX)
  .regex(/^[A-Za-z0-9_-]+$/);
const memberQrSchema = z.string().trim().min(1).max(TILL.MEMBER_QR_MAX);
const tillLineSchema = z.object({ skuId: z.int().min(1), num: z.int().min(1).max(TILL.UNITS_PER_LINE_MAX) });
const tillLinesSchema = z.array(tillLineSchema).min(1).max(TILL.LINES_MAX);
/** Gifts chosen from the offers of the gift promotions the sale reaches (as online; their units from this shop). */
const tillGiftsSchema = z
  .array(z.object({ skuId: z.int().min(1), promotionId: z.int().min(1), num: z.int().min(1).max(TILL.UNITS_PER_LINE_MAX) }))
  .max(TILL.LINES_MAX)
  .default([]);

/** A piece the till found: what it costs now and how many this shop holds. */
export const tillSkuSchema = z
  .object({
    skuId: z.int(),
    skuCode: z.string(),
    img: z.string(),
    price: z.int(),
    originalPrice: z.int(),
    /** Units this shop's stock holds now. */
    qtyHere: z.int(),
    weightPriced: z.boolean(),
  })
  .extend(wireTrioShape('title'));
export type TillSku = z.infer<typeof tillSkuSchema>;

export const boTillLookup = defineCall('app/backOffice/till/lookup', counterOrAdmin, {
  request: z.object({ query: z.string().trim().min(1).max(TILL.QUERY_MAX) }),
  response: z.object({ list: z.array(tillSkuSchema) }),
  summary:
    "Finds pieces for a counter sale by SKU code (scanned or typed: the exact code first) or by words of the title, with the price now and the units the staff account's own shop holds.",
});

export const tillMemberSchema = z.object({
  memberNo: z.string(),
  memberName: z.string(),
  phoneMasked: z.string(),
  pointsBalance: z.int(),
});

export const boTillMember = defineCall('app/backOffice/till/member', counterOrAdmin, {
  request: z.object({ memberQr: memberQrSchema }),
  response: tillMemberSchema,
  summary:
    'The member a counter sale is for, by the signed QR code the member shows from their account (scanned, or its text typed); never by a phone number alone. Answers the name, masked phone and points balance.',
});

const tillPricedLineSchema = z
  .object({
    skuId: z.int(),
    skuCode: z.string(),
    num: z.int(),
    price: z.int(),
    totalDiscountValue: z.int(),
    totalPayPrice: z.int(),
    isGift: z.boolean(),
    weightPrice: weightPriceSchema.nullable(),
  })
  .extend(wireTrioShape('title'));

export const tillQuoteSchema = z.object({
  /** The kind of payment the price assumes: the one kind every method shares, else `counter` (decision 485). */
  pricedPaymentKind: z.enum(PRICED_KINDS),
  lines: z.array(tillPricedLineSchema),
  /** Lines this shop cannot sell now (not on sale, or too few units here). */
  invalidSkuIds: z.array(z.int()),
  promotions: z.array(z.object({ code: z.string(), discount: z.int() }).extend(wireTrioShape('title'))),
  /** The gift promotions the sale reaches, with the gift pieces this shop holds (a gift line is priced 0). */
  giftOffers: z.array(
    z
      .object({
        promotionId: z.int(),
        code: z.string(),
        giftQty: z.int(),
        options: z.array(z.object({ skuId: z.int(), skuCode: z.string(), available: z.int() }).extend(wireTrioShape('title'))),
      })
      .extend(wireTrioShape('title')),
  ),
  totalOriginalPrice: z.int(),
  totalDiscountValue: z.int(),
  totalPayPrice: z.int(),
});
export type TillQuote = z.infer<typeof tillQuoteSchema>;

const methodsSchema = z.array(z.enum(COUNTER_PAYMENT_METHODS)).max(TILL.PAYMENTS_MAX).default([]);

export const boTillQuote = defineCall('app/backOffice/till/quote', counterOrAdmin, {
  request: z.object({ lines: tillLinesSchema, methods: methodsSchema, gifts: tillGiftsSchema }),
  response: tillQuoteSchema,
  summary:
    "Prices a counter sale from the shop's own stock as the online shop prices an order: today's prices (by-weight at today's rate), promotions whose payment condition the chosen methods meet.",
});

/** One payment of a sale: the method, the cents it covers and its reference; cash may name what was handed over. */
export const tillPaymentSchema = counterPaymentSchema.extend({
  amount: z.int().min(1),
  /** Cash only: what the customer handed over (≥ amount); the change is the difference. */
  tendered: z.int().min(1).optional(),
});

const receiptLineSchema = tillPricedLineSchema.extend({ lineId: z.int(), refundedNum: z.int() });

/** A counter sale's receipt (80 mm and A4 print, the member's e-mail, a reprint): the sale as recorded. */
export const tillReceiptSchema = z.object({
  orderNo: z.string(),
  at: z.string(),
  shopCode: z.string(),
  ...wireTrioShape('shopName'),
  /** The shop's address (empty when the shop record has none) and phone, from the shop record. */
  ...wireTrioShape('shopAddress'),
  shopPhone: z.string(),
  staffUsername: z.string(),
  memberNo: z.string().nullable(),
  memberName: z.string(),
  lines: z.array(receiptLineSchema),
  totalOriginalPrice: z.int(),
  totalDiscountValue: z.int(),
  totalPayPrice: z.int(),
  /** Counter methods; an order paid online (a pick-up collected here) names its provider (`stripe`, `sandbox_card`). */
  payments: z.array(z.object({ method: z.enum(PAID_WITH_METHODS), amount: z.int(), reference: z.string(), refunded: z.int() })),
  /** Cash handed back: what was tendered less what the cash covered. */
  change: z.int(),
  pointsEarned: z.int(),
  /** Cents refunded so far (returns). */
  refunded: z.int(),
  /** Whether the receipt went to the member's e-mail through the outbox (a member with an address). */
  emailed: z.boolean(),
  /** A sale rung up as an exchange (decision 515): the other side, what came back and the credit it gave. */
  exchange: z
    .object({
      fromOrderNo: z.string(),
      lines: z.array(z.object({ skuCode: z.string(), num: z.int(), amount: z.int() }).extend(wireTrioShape('title'))),
      credit: z.int(),
      /** What the customer paid on top (> 0) or was given back (< 0). */
      difference: z.int(),
      /** The counter method the credit came from and the money given back went to. */
      method: z.enum(COUNTER_PAYMENT_METHODS),
    })
    .nullable(),
});
export type TillReceipt = z.infer<typeof tillReceiptSchema>;

export const boTillSale = defineCall('app/backOffice/till/sale', counterOrAdmin, {
  request: z.object({
    idempotencyKey: keySchema,
    memberQr: memberQrSchema.optional(),
    lines: tillLinesSchema,
    gifts: tillGiftsSchema,
    /** The total the counter showed (from till/quote); the sale is refused when the price moved since. */
    totalPayPrice: z.int().min(0),
    payments: z.array(tillPaymentSchema).min(1).max(TILL.PAYMENTS_MAX),
  }),
  response: tillReceiptSchema.extend({ replayed: z.boolean() }),
  summary:
    "Rings up a walk-in sale at the staff account's own shop: priced as quoted (a total that moved is refused with the new one), stock taken from this shop in the same transaction (the last piece sells once), one order of take way counter completed at once, payments by method and reference, points to the member found by QR. The key makes a retried sale happen once. Audited; the receipt is e-mailed to the member.",
});

export const boTillReceipt = defineCall('app/backOffice/till/receipt', counterOrAdmin, {
  request: z.object({ orderNo: z.string().trim().min(1).max(40) }),
  response: tillReceiptSchema,
  summary: "A counter sale's receipt again (a reprint), for a sale of the staff account's own shop.",
});

export const boTillReturn = defineCall('app/backOffice/till/return', counterOrAdmin, {
  request: z.object({
    orderNo: z.string().trim().min(1).max(40),
    requestKey: keySchema,
    lines: z
      .array(z.object({ lineId: z.int().min(1), num: z.int().min(1).max(TILL.UNITS_PER_LINE_MAX) }))
      .min(1)
      .max(TILL.LINES_MAX),
    refundTo: z.enum(COUNTER_PAYMENT_METHODS).optional(),
    reason: z.string().trim().max(TILL.REASON_MAX).default(''),
  }),
  response: z.object({ refunded: z.int(), method: z.enum(COUNTER_PAYMENT_METHODS).nullable(), replayed: z.boolean(), receipt: tillReceiptSchema }),
  summary: `Takes back units of a counter sale of this shop within the merchant's return rule (${TILL.RETURN_DAYS} days): the money goes back to the method it was paid with (the one named, else cash first), the goods to this shop's stock, the member's points come down. More than was sold is refused. The key makes a retry return once. Audited.`,
});

export const boTillExchange = defineCall('app/backOffice/till/exchange', counterOrAdmin, {
  request: z.object({
    idempotencyKey: keySchema,
    orderNo: z.string().trim().min(1).max(40),
    returnLines: z
      .array(z.object({ lineId: z.int().min(1), num: z.int().min(1).max(TILL.UNITS_PER_LINE_MAX) }))
      .min(1)
      .max(TILL.LINES_MAX),
    /** The counter method of the earlier sale the credit comes from (and any money goes back to); else cash first. */
    refundTo: z.enum(COUNTER_PAYMENT_METHODS).optional(),
    lines: tillLinesSchema,
    /** The new pieces' total the counter showed (till/quote). */
    totalPayPrice: z.int().min(0),
    /** The difference, when the new pieces cost more than the credit; none when they cost less or the same. */
    payments: z.array(tillPaymentSchema).max(TILL.PAYMENTS_MAX).default([]),
    reason: z.string().trim().max(TILL.REASON_MAX).default(''),
  }),
  response: z.object({ sale: tillReceiptSchema, returned: tillReceiptSchema, replayed: z.boolean() }),
  summary: `An exchange in one step (decision 515): takes back units of an earlier counter sale or pick-up order of this shop paid at the counter (within ${TILL.RETURN_DAYS} days, goods back to this shop's stock) and rings up new pieces, in one transaction; the return's credit pays the new sale and only the difference is settled — paid by one or several methods, or given back to the method the credit came from. The key makes a retry happen once; more than was sold is refused with nothing written. Audited as an exchange; one receipt shows both sides.`,
});
