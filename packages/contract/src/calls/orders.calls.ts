import { z } from 'zod';
import { weightPriceSchema, weightQuoteSchema } from '../weight-pricing.schemas.ts';
import { defineCall, codeSchema, idSchema } from '../call.ts';
import { multiline } from '../text-guard.ts';
import { MEMBER, PUBLIC } from '../roles.ts';
import { CHANNEL_PC, ORDER } from '../limits.ts';
import { ORDER_STATUSES, ORDER_TAKE_WAYS, PAYMENT_METHODS } from '../order-status.ts';
import { PAYMENT_CONDITIONS, PRICED_KINDS } from '../payment-conditions.ts';
import { PAID_WITH_METHODS } from '../order-wording.ts';

const MEMBER_ORDER_ACTIONS = ['pay', 'cancel', 'confirmReceipt'] as const;
import { wireTrioShape } from '../i18n-wire-schema.ts';
import { memberAddressSchema } from './members.calls.ts';

/*
 * Order preview, take-order, payment and my orders (core §3, §4, §7; issue 5). Amounts are integer
 * cents. Texts go over the wire as <field>Simple / <field>Traditional / <field>Eng like the catalogue.
 * Stock is always that of `storeCode` (the online shop by default); pick-up shops only receive orders.
 */

const shopRequest = {
  merchantCode: codeSchema.optional(),
  storeCode: codeSchema.optional().describe('Shop whose stock and cart are used; defaults to the online shop.'),
};

const qty = z.int().min(1).max(ORDER.LINE_QTY_MAX);
const amount = z.int().min(-ORDER.AMOUNT_MAX).max(ORDER.AMOUNT_MAX);

export const orderSkuInputSchema = z.object({
  spuId: idSchema.optional(),
  skuId: idSchema,
  num: qty,
});
export const giftSkuInputSchema = z.object({
  skuId: idSchema,
  spuId: idSchema.optional(),
  /** The gift promotion the gift is chosen under; found by sku when omitted. */
  promotionId: idSchema.optional(),
  num: qty,
  totalGiftPrice: amount.optional(),
});

export const LANGUAGE_TYPES = ['SIMPLE', 'TRADITIONAL', 'ENG'] as const;

const selectionSchema = z.object({ id: z.int() }).extend(wireTrioShape('name'));

export const appliedPromotionSchema = z
  .object({
    id: z.int(),
    code: z.string(),
    discount: z.int().describe('cents taken off this line by it'),
    /** The kind of payment the offer is for (decision 355). */
    paymentCondition: z.enum(PAYMENT_CONDITIONS).default('any'),
  })
  .extend(wireTrioShape('title'));

/** An offer the cart would get paid another way (decision 357): the checkout says which way. */
export const otherMethodOfferSchema = z
  .object({ id: z.int(), code: z.string(), paymentCondition: z.enum(PAYMENT_CONDITIONS), discount: z.int() })
  .extend(wireTrioShape('title'));

/** Cents before promotions and after, the discount between them and what is paid: of a line and of an order. */
export const lineTotalsShape = {
  totalOriginalPrice: z.int(),
  totalPrice: z.int(),
  totalDiscountValue: z.int(),
  totalPayPrice: z.int(),
};

/** Which sku a line is: ids, code, picture and the selections (colour, size) it stands for. */
const lineSkuShape = {
  skuId: z.int(),
  spuId: z.int(),
  skuCode: z.string(),
  img: z.string(),
  goodsAttributesSelections: z.array(selectionSchema),
};

export const previewItemSchema = z
  .object({
    ...lineSkuShape,
    originalPrice: z.int(),
    price: z.int(),
    /** Unit price after promotions (rounded; the totals are exact). */
    payPrice: z.int(),
    num: z.int(),
    /** Units in stock in the shop. */
    stockQty: z.int(),
    ...lineTotalsShape,
    isInvalidSku: z.boolean(),
    /** '1' valid; '2' goods not exist, '3' removed from sale, '4' insufficient stock, '5' inventory anomaly, '6' sold out. */
    invalidStatus: z.enum(['1', '2', '3', '4', '5', '6']),
    invalidMessage: z.string(),
    /** A valid line: the shop whose stock it takes — the online shop, or the pick-up shop (decision 361). */
    stockStoreCode: z.string().optional(),
    /** A line this order cannot take but these shops hold for pick-up (decision 360): the shop it needs. */
    pickupOnlyAt: z.array(z.string()).optional(),
    promotions: z.array(appliedPromotionSchema),
    /** Priced by weight (issue 30): the rate, weight and making charge this price came from. */
    weightPrice: weightPriceSchema.optional(),
  })
  .extend(wireTrioShape('title'));
export type PreviewItem = z.infer<typeof previewItemSchema>;

export const giftOptionSchema = z.object({
  skuId: z.int(),
  skuCode: z.string(),
  img: z.string(),
  price: z.int(),
  stockQty: z.int(),
  goodsAttributesSelections: z.array(selectionSchema),
});

export const usableGiftSchema = z
  .object({
    promotionId: z.int(),
    spuId: z.int(),
    img: z.string(),
    skuList: z.array(giftOptionSchema),
    /** How many different gifts of this promotion may be chosen. */
    giftLimit: z.int(),
    /** Units given of a chosen gift. */
    giftQty: z.int(),
    selected: z.boolean(),
    selectedSkuId: z.int().nullable(),
    num: z.int(),
    /** Value of the chosen gift (price × num), paid 0. */
    totalGiftPrice: z.int(),
  })
  .extend(wireTrioShape('promDesc'))
  .extend(wireTrioShape('title'));
export type UsableGift = z.infer<typeof usableGiftSchema>;

export const totalsSchema = z.object({ ...lineTotalsShape, priceRounding: z.int() });
export type OrderTotals = z.infer<typeof totalsSchema>;

export const preview = defineCall('app/page/order/preview', PUBLIC, {
  request: z.object({
    skuList: z.array(orderSkuInputSchema).max(ORDER.LINES_MAX),
    giftSkuList: z.array(giftSkuInputSchema).max(ORDER.GIFT_LINES_MAX).default([]),
    ...shopRequest,
    /**
     * Pick-up orders: the shop the member collects from. A line the online shop cannot supply but this
     * shop holds is priced against this shop's stock, the others against the online shop's (decision 361).
     */
    pickupStoreCode: codeSchema.optional(),
    needPromotion: z.boolean().default(true),
    language: z.enum(LANGUAGE_TYPES).optional(),
    /**
     * How the member means to pay (decision 357): the price assumes its kind (`paymentKindOf`) — offers
     * for another kind of payment are left out. Card (the storefront's default) when omitted.
     */
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  }),
  response: totalsSchema.extend({
    /** The kind of payment this price assumes: `counter` (pay at the shop) gets only offers for any payment. */
    pricedPaymentKind: z.enum(PRICED_KINDS),
    /** Offers this cart would get paid another way, which this price leaves out. */
    otherMethodOffers: z.array(otherMethodOfferSchema),
    /** The shop whose stock the order would take when all its lines share one, else the online shop (decision 361; per line: `skuList[].stockStoreCode`). */
    stockStoreCode: z.string(),
    skuList: z.array(previewItemSchema),
    invalidSkuList: z.array(previewItemSchema),
    usableGiftSkuList: z.array(usableGiftSchema),
    /** Chosen gifts that were dropped (no longer usable or out of stock). */
    droppedGiftSkuIds: z.array(z.int()),
    /**
     * When a line is priced by weight: the gold price used and until when an order keeps this total
     * (decision 231); takeOrder names it back. Null when no line is priced by weight.
     */
    weightQuote: weightQuoteSchema.nullable(),
  }),
  summary:
    'Prices a list of skus with the promotions running now: per-line prices and discounts, invalid lines (listed, never discounted), gifts that can be chosen, totals rounded per getAmountFormatInfo.',
});

const storeRefSchema = z.object({ storeCode: z.string() }).extend(wireTrioShape('name'));

/** The delivery address as the order keeps it: a copy of the member's address when ordering. */
export const orderAddressSchema = memberAddressSchema.omit({ id: true, isDefault: true });

export const orderLineSchema = z
  .object({
    ...lineSkuShape,
    num: z.int(),
    originalPrice: z.int(),
    price: z.int(),
    totalPrice: z.int(),
    totalDiscountValue: z.int(),
    totalPayPrice: z.int(),
    isGift: z.boolean(),
    /** The shop whose stock the line's units came from (decision 361). */
    stockStoreCode: z.string().optional(),
    /** Priced by weight: the rate, weight and making charge the order kept for this line. */
    weightPrice: weightPriceSchema.optional(),
  })
  .extend(wireTrioShape('title'));

export const orderSchema = totalsSchema.extend({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  takeWay: z.enum(ORDER_TAKE_WAYS),
  pickupStore: storeRefSchema.nullable(),
  deliveryAddress: orderAddressSchema.nullable(),
  remark: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  /** The kind of payment the order's price assumes (decision 357); another kind re-prices it. */
  pricedPaymentKind: z.enum(PRICED_KINDS),
  /** Payment methods open to this order now (empty once paid, cancelled or expired). */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** ISO time after which an unpaid order is released; null once paid or closed. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** How the money was received: the online provider or the counter's method; null while nothing was (decision 397). */
  paidWith: z.enum(PAID_WITH_METHODS).nullable(),
  lines: z.array(orderLineSchema),
  itemCount: z.int(),
});
export type Order = z.infer<typeof orderSchema>;

export const takeWaySchema = z.enum(['pickup', 'delivery']);

export const takeOrder = defineCall('app/page/order/takeOrder', MEMBER, {
  request: z.object({
    channel: z.literal(CHANNEL_PC),
    idempotencyKey: z
      .string()
      .min(ORDER.IDEMPOTENCY_KEY_MIN_LENGTH)
      .max(ORDER.IDEMPOTENCY_KEY_MAX_LENGTH)
      .regex(/^[A-Za-z0-9_-]+$/),
    orderRequest: z
      .object({
        takeWay: takeWaySchema,
        /** Physical shop to collect from (takeWay pickup). */
        pickupStoreCode: codeSchema.optional(),
        /** One of the member's saved addresses (takeWay delivery). */
        addressId: idSchema.optional(),
        remark: multiline(z.string().trim().max(ORDER.REMARK_MAX_LENGTH)).default(''),
        skuList: z.array(orderSkuInputSchema).min(1).max(ORDER.LINES_MAX),
        giftSkuList: z.array(giftSkuInputSchema).max(ORDER.GIFT_LINES_MAX).default([]),
        ...shopRequest,
        languageType: z.enum(LANGUAGE_TYPES),
        totalPrice: amount,
        totalOriginalPrice: amount,
        /** What the customer pays: totalPayPrice of the preview. */
        actualPrice: amount,
        totalDiscountValue: amount,
        priceRounding: amount,
        /**
         * The preview's weightQuote when it had by-weight lines: an order at another rate, or after
         * `validUntil`, is refused with 40503 and the shopper confirms the new total (decision 231).
         */
        weightQuote: z.object({ rateId: z.int(), validUntil: z.string().max(40) }).optional(),
        /** How the member means to pay, as sent to the preview (decision 357); card when omitted. The order keeps the kind it was priced for. */
        paymentMethod: z.enum(PAYMENT_METHODS).optional(),
      })
      .refine((r) => r.takeWay !== 'pickup' || r.pickupStoreCode !== undefined, { path: ['pickupStoreCode'], message: 'required' })
      .refine((r) => r.takeWay !== 'delivery' || r.addressId !== undefined, { path: ['addressId'], message: 'required' }),
  }),
  response: z.object({ order: orderSchema, replayed: z.boolean() }),
  summary:
    'Places an order: every price and promotion is recomputed; client totals that differ are refused (40503). Stock, the order and the removal of the ordered cart lines happen in one transaction or not at all. Replaying the same idempotencyKey answers the same order.',
});

export const getCheckoutCart = defineCall('app/page/order/getCheckoutCart', MEMBER, {
  request: z.object({ ...shopRequest }),
  response: z.object({
    items: z.array(
      z.object({
        skuId: z.int(),
        spuId: z.int(),
        num: z.int(),
        /** As the cart's (decision 265): the shop cannot supply the line, these physical shops each can — pick-up only. */
        pickupOnlyAt: z.array(z.string()).optional(),
      }),
    ),
  }),
  summary: "The member's cart lines of a shop, as checkout takes them (the cart module owns changes to them).",
});

export const getPickupShops = defineCall('app/page/order/getPickupShops', PUBLIC, {
  request: z.object({ merchantCode: codeSchema.optional() }),
  response: z.object({ list: z.array(storeRefSchema) }),
  summary: 'The physical shops an order can be collected from.',
});

const orderNoSchema = z
  .string()
  .trim()
  .min(1)
  .max(ORDER.ORDER_NO_MAX_LENGTH)
  .regex(/^[A-Z0-9]+$/);

export const getOrderList = defineCall('app/page/order/getOrderList', MEMBER, {
  request: z.object({
    pageNo: z.int().min(1).max(10_000).default(1),
    pageSize: z.int().min(1).max(ORDER.LIST_PAGE_SIZE_MAX).default(10),
    statusList: z.array(z.enum(ORDER_STATUSES)).max(ORDER_STATUSES.length).optional(),
  }),
  response: z.object({ total: z.int(), list: z.array(orderSchema) }),
  summary: "The member's orders, newest first, optionally of some statuses.",
});

/**
 * The way a refund's money went back (decision 352): the payment that received it, named by the contract's
 * `refundWayBackLabel` on both sides (back office and member). shopName: the counter's shop ('' otherwise).
 */
export const refundWayBackSchema = z
  .object({ provider: z.enum(['sandbox_card', 'stripe', 'at_shop']), method: z.string().nullable(), reference: z.string() })
  .extend(wireTrioShape('shopName'));

/** One refund as the member sees it on the order (decision 193). */
export const memberRefundSchema = z.object({
  at: z.string(),
  amount: z.int(),
  /** Points taken back from the member by this refund. */
  points: z.int(),
  /** The shop the goods went back to; null when nothing came back. */
  returnedTo: storeRefSchema.nullable(),
  lines: z.array(z.object({ skuCode: z.string(), num: z.int(), amount: z.int() }).extend(wireTrioShape('title'))),
  /** Where the money is (decision 292): `refunded` for counter refunds and provider refunds it confirmed; `pending` until then; `failed` when the provider could not. */
  state: z.enum(['pending', 'refunded', 'failed']).default('refunded'),
  /** Where the money went back; null only for a refund recorded with no payment behind it. */
  wayBack: refundWayBackSchema.nullable().default(null),
});

export const getOrderDetail = defineCall('app/page/order/getOrderDetail', MEMBER, {
  request: z.object({ orderNo: orderNoSchema }),
  response: z.object({
    order: orderSchema,
    /** Six digits the counter takes to hand a pick-up order over; null once closed or for delivery. */
    collectionCode: z.string().nullable(),
    /** The same code as a QR code (SVG markup) for the counter's scanner; null with the code. */
    collectionQrSvg: z.string().nullable(),
    refunds: z.array(memberRefundSchema),
    /** Points the order's ledger rows hold now (earned on completion, less what refunds took back). */
    points: z.int(),
    actions: z.array(z.enum(MEMBER_ORDER_ACTIONS)),
  }),
  summary:
    "One of the member's orders, with the collection code of an open pick-up order (only ever answered to the member), its refunds, the points it earned and the actions that can succeed now.",
});

export const payOrder = defineCall('app/page/order/payOrder', MEMBER, {
  request: z.object({
    orderNo: orderNoSchema,
    method: z.enum(PAYMENT_METHODS),
    /**
     * The total the member accepts when the order was priced with an offer for another kind of payment
     * (40540 names it): the order is re-priced for this method first. Another amount is refused again.
     */
    acceptRepricedTotal: amount.optional(),
  }),
  response: z.object({ order: orderSchema, redirectUrl: z.string().nullable() }),
  summary:
    "Starts paying an unpaid order. at_shop (pick-up orders): the order is reserved until the pick-up deadline. sandbox_card and stripe: answers the provider's page to redirect to; only its signed notification (the Stripe webhook) settles the order.",
});

export const cancelOrder = defineCall('app/page/order/cancelOrder', MEMBER, {
  request: z.object({ orderNo: orderNoSchema }),
  response: z.object({ order: orderSchema }),
  summary: 'Cancels an unpaid order; its stock returns in the same transaction.',
});

export const confirmReceipt = defineCall('app/page/order/confirmReceipt', MEMBER, {
  request: z.object({ orderNo: orderNoSchema }),
  response: z.object({ order: orderSchema }),
  summary: 'The member confirms having received a shipped delivery order; it is completed. Pick-up orders are completed only by the hand-over at the counter.',
});
