import { z } from 'zod';
import { codeSchema, defineCall, idSchema } from '../call.ts';
import { recordVersionSchema, requireBaseVersion, requireBaseVersionIssue, versionedSaveShape } from '../record-version.ts';
import { ROLE, staffOnly } from '../roles.ts';
import { i18nTextSchema } from '../schemas.ts';
import { POINTS_PRODUCT_TYPES } from '../club.ts';
import { BO_IMAGE_PATTERN, BO_LIMITS } from '../back-office/record-fields.ts';
import { boOrderDetailSchema } from './back-office-orders.calls.ts';
import { pointsSkuSchema } from './club.calls.ts';
import { refundWayBackSchema } from './orders.calls.ts';
import { PAYMENT_CONDITIONS } from '../payment-conditions.ts';

/**
 * Promotions, the members' club goods and per-line refunds in the back office (issue 14, role 6
 * MERCHANT_ADMIN; decisions 170–172). Every write is one transaction with its audit row and drops the
 * caches that show it (change bus: `catalogue` for promotions, `club` for club goods).
 */
const merchantAdmin = staffOnly(ROLE.MERCHANT_ADMIN);

export const BO_PROMOTION_KINDS = ['amount_off', 'percent_off', 'gift'] as const;
export const BO_PROMOTION_SCOPES = ['order', 'category', 'sku'] as const;
/** running: on and inside its period; upcoming: on, not started; ended: past its end or ended by staff (off). */
export const BO_PROMOTION_STATES = ['running', 'upcoming', 'ended'] as const;
export const CLUB_LIMIT_PERIODS = ['ever', 'month', 'year'] as const;
export type ClubLimitPeriod = (typeof CLUB_LIMIT_PERIODS)[number];

/** Bounds of the promotion and club goods forms; the web forms show them in their controls. */
export const BO_CLUB_LIMITS = {
  CODE_MAX: 40,
  TITLE_MAX: 120,
  DESCRIPTION_MAX: 500,
  /** Cents: up to HK$10,000,000. */
  AMOUNT_MAX: 1_000_000_000,
  PRIORITY_MAX: 1000,
  TARGETS_MAX: 200,
  GIFTS_MAX: 20,
  GIFT_LIMIT_MAX: 20,
  GIFT_QTY_MAX: 20,
  /** The longest promotion: five years. */
  PERIOD_MAX_DAYS: 1830,
  DETAIL_MAX: 4000,
  IMAGES_MAX: 12,
  SKUS_MAX: 20,
  SKU_CODE_MAX: 40,
  POINTS_MAX: 10_000_000,
  LIMIT_MAX: 10_000,
  STOCK_MAX: 1_000_000,
  SORT_MAX: 100_000,
  REQUEST_KEY_MAX: 64,
} as const;
const L = BO_CLUB_LIMITS;
export const BO_PROMOTION_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;
export const BO_CLUB_SKU_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const i18nOf = (max: number, required: boolean) => {
  const one = z.string().trim().max(max);
  const each = required ? one.min(1) : one;
  return z.object({ zh_HK: each, zh_CN: each, en: each });
};
const imageSchema = z.string().trim().min(1).max(BO_LIMITS.URL_MAX).regex(BO_IMAGE_PATTERN);
const skuCodeSchema = z.string().trim().min(1).max(L.SKU_CODE_MAX).regex(BO_CLUB_SKU_CODE_PATTERN);
const pageSchema = {
  pageNo: z.int().min(1).max(100_000).default(1),
  pageSize: z.int().min(1).max(BO_LIMITS.PAGE_SIZE_MAX).default(BO_LIMITS.PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(BO_LIMITS.SEARCH_MAX).default(''),
};

// ---------------------------------------------------------------- promotions

/**
 * A promotion as the form edits it. The rules are those `priceOrder` applies (decision 046); sku targets
 * and gifts are named by sku code (the merchant's words), the server keeps their ids.
 */
export const boPromotionValuesSchema = z
  .strictObject({
    code: z.string().trim().toUpperCase().min(2).max(L.CODE_MAX).regex(BO_PROMOTION_CODE_PATTERN),
    title: i18nOf(L.TITLE_MAX, true),
    description: i18nOf(L.DESCRIPTION_MAX, false),
    kind: z.enum(BO_PROMOTION_KINDS),
    scope: z.enum(BO_PROMOTION_SCOPES),
    categoryIds: z.array(idSchema).max(L.TARGETS_MAX),
    skuCodes: z.array(skuCodeSchema).max(L.TARGETS_MAX),
    /** Spend on the eligible lines needed, in cents. */
    threshold: z.int().min(0).max(L.AMOUNT_MAX),
    amountOff: z.int().min(0).max(L.AMOUNT_MAX),
    percentOff: z.int().min(0).max(100),
    giftSkuCodes: z.array(skuCodeSchema).max(L.GIFTS_MAX),
    giftLimit: z.int().min(1).max(L.GIFT_LIMIT_MAX),
    giftQty: z.int().min(1).max(L.GIFT_QTY_MAX),
    priority: z.int().min(-L.PRIORITY_MAX).max(L.PRIORITY_MAX),
    stackable: z.boolean(),
    /** The kind of payment the offer is for (decision 355); `any` when omitted, as before the condition existed. */
    paymentCondition: z.enum(PAYMENT_CONDITIONS).default('any'),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  })
  .superRefine((v, ctx) => {
    const starts = Date.parse(v.startsAt);
    const ends = Date.parse(v.endsAt);
    if (!(ends > starts)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after the start' });
    else if (ends - starts > L.PERIOD_MAX_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'period too long' });
    if (v.kind === 'amount_off' && v.amountOff < 1) ctx.addIssue({ code: 'custom', path: ['amountOff'], message: 'required' });
    if (v.kind === 'percent_off' && (v.percentOff < 1 || v.percentOff > 99)) ctx.addIssue({ code: 'custom', path: ['percentOff'], message: '1–99' });
    if (v.kind === 'gift' && v.giftSkuCodes.length === 0) ctx.addIssue({ code: 'custom', path: ['giftSkuCodes'], message: 'required' });
    if (v.scope === 'category' && v.categoryIds.length === 0) ctx.addIssue({ code: 'custom', path: ['categoryIds'], message: 'required' });
    if (v.scope === 'sku' && v.skuCodes.length === 0) ctx.addIssue({ code: 'custom', path: ['skuCodes'], message: 'required' });
  });
export type BoPromotionValues = z.infer<typeof boPromotionValuesSchema>;

export const boPromotionRowSchema = z.object({
  id: z.int(),
  code: z.string(),
  title: i18nTextSchema,
  kind: z.enum(BO_PROMOTION_KINDS),
  scope: z.enum(BO_PROMOTION_SCOPES),
  state: z.enum(BO_PROMOTION_STATES),
  startsAt: z.string(),
  endsAt: z.string(),
  priority: z.int(),
  paymentCondition: z.enum(PAYMENT_CONDITIONS),
});
export type BoPromotionRow = z.infer<typeof boPromotionRowSchema>;

export const boListPromotions = defineCall({
  path: 'app/backOffice/promotions/list',
  access: merchantAdmin,
  summary: 'One page of promotions (running, upcoming, ended), newest first, searched by code or title.',
  request: z.strictObject({ ...pageSchema, state: z.enum(BO_PROMOTION_STATES).optional() }),
  response: z.object({ total: z.int(), list: z.array(boPromotionRowSchema) }),
});

export const boGetPromotion = defineCall({
  path: 'app/backOffice/promotions/get',
  access: merchantAdmin,
  summary: 'One promotion with every field of its form.',
  request: z.strictObject({ id: idSchema }),
  response: z.object({ id: z.int(), version: recordVersionSchema, state: z.enum(BO_PROMOTION_STATES), values: z.object({ ...boPromotionValuesSchema.shape }) }),
});

export const boSavePromotion = defineCall({
  path: 'app/backOffice/promotions/save',
  access: merchantAdmin,
  summary: 'Creates (no id) or replaces a promotion; the preview and takeOrder apply it from its start. Audited; drops the pricing caches.',
  request: z
    .strictObject({ id: idSchema.optional(), ...versionedSaveShape, values: boPromotionValuesSchema })
    .refine(requireBaseVersion, requireBaseVersionIssue),
  response: z.object({ id: z.int(), version: recordVersionSchema }),
});

/** Why another promotion wins or loses against the one being edited, for carts both apply to. */
export const PROMOTION_RIVAL_REASONS = ['higherPriority', 'equalPriorityOlder', 'lowerPriority', 'equalPriorityNewer'] as const;
export const boPromotionRivalSchema = z.object({
  id: z.int(),
  code: z.string(),
  title: i18nTextSchema,
  priority: z.int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** True when that promotion is applied instead of this one. */
  wins: z.boolean(),
  why: z.enum(PROMOTION_RIVAL_REASONS),
});
export type BoPromotionRival = z.infer<typeof boPromotionRivalSchema>;

export const boPromotionRivals = defineCall({
  path: 'app/backOffice/promotions/rivals',
  access: merchantAdmin,
  summary:
    'Before saving: the other promotions that compete with this one for the same carts (both not stackable, same stage — line or order — overlapping goods and period, payment conditions one order can meet together, not ended), each saying whether it would win (higher priority; at equal priority the older one). Writes nothing.',
  request: z.strictObject({
    /** The promotion being edited (it competes with the others, not itself); none for a new one. */
    id: idSchema.optional(),
    values: z.strictObject({
      kind: z.enum(BO_PROMOTION_KINDS),
      scope: z.enum(BO_PROMOTION_SCOPES),
      categoryIds: z.array(idSchema).max(L.TARGETS_MAX),
      skuCodes: z.array(z.string().trim().max(L.SKU_CODE_MAX)).max(L.TARGETS_MAX),
      priority: z.int().min(-L.PRIORITY_MAX).max(L.PRIORITY_MAX),
      stackable: z.boolean(),
      startsAt: z.iso.datetime({ offset: true }),
      endsAt: z.iso.datetime({ offset: true }),
      /** Offers for two different kinds of payment never meet on one order (decision 395): not rivals. */
      paymentCondition: z.enum(PAYMENT_CONDITIONS).default('any'),
    }),
  }),
  response: z.object({ list: z.array(boPromotionRivalSchema) }),
});

export const boEndPromotion = defineCall({
  path: 'app/backOffice/promotions/end',
  access: merchantAdmin,
  summary: 'Ends a promotion now (off; its end moved to now when it had started). Ending an ended one changes nothing. Audited.',
  request: z.strictObject({ id: idSchema }),
  response: z.object({ id: z.int(), state: z.enum(BO_PROMOTION_STATES) }),
});

// ---------------------------------------------------------------- club goods and categories

export const boClubCategoryValuesSchema = z.strictObject({
  /** A two-level tree: a parent must itself be top-level. */
  parentId: idSchema.nullable(),
  title: i18nOf(L.TITLE_MAX, true),
  sort: z.int().min(0).max(L.SORT_MAX),
});

export const boClubCategorySchema = z.object({ id: z.int(), parentId: z.int().nullable(), title: i18nTextSchema, sort: z.int(), goodsCount: z.int() });

export const boListClubCategories = defineCall({
  path: 'app/backOffice/club/categories/list',
  access: merchantAdmin,
  summary: 'Every club category (a two-level tree, parents first) with the number of goods in each.',
  request: z.strictObject({}),
  response: z.object({ list: z.array(boClubCategorySchema) }),
});

export const boSaveClubCategory = defineCall({
  path: 'app/backOffice/club/categories/save',
  access: merchantAdmin,
  summary: 'Creates (no id) or changes a club category. Audited; the club pages show it at once.',
  request: z.strictObject({ id: idSchema.optional(), values: boClubCategoryValuesSchema }),
  response: z.object({ id: z.int() }),
});

export const boClubStockInputSchema = z.strictObject({
  storeCode: z.string().trim().min(1).max(40),
  /** Units wanted at this shop. */
  qty: z.int().min(0).max(L.STOCK_MAX),
  /**
   * The units the form was drawn with: the change is written as `qty - baseQty` on what the shop holds
   * now, so redemptions made meanwhile are not undone (decision 171). Omitted for a shop without stock.
   */
  baseQty: z.int().min(0).max(L.STOCK_MAX).optional(),
});

export const boClubSkuInputSchema = z.strictObject({
  id: idSchema.optional(),
  skuCode: skuCodeSchema,
  point: z.int().min(0).max(L.POINTS_MAX),
  /** Points in the member's birthday month; null = no birthday price. */
  birthdayMonthPoints: z.int().min(0).max(L.POINTS_MAX).nullable(),
  /** Cash due at the counter, cents. */
  price: z.int().min(0).max(L.AMOUNT_MAX),
  originalPrice: z.int().min(0).max(L.AMOUNT_MAX),
  /** Most units one member may redeem per period; null = no limit. */
  limitNum: z.int().min(1).max(L.LIMIT_MAX).nullable(),
  limitPeriod: z.enum(CLUB_LIMIT_PERIODS),
  stocks: z.array(boClubStockInputSchema).max(100),
});

export const boClubGoodsValuesSchema = z
  .strictObject({
    categoryId: idSchema,
    title: i18nOf(L.TITLE_MAX, true),
    detail: i18nOf(L.DETAIL_MAX, false),
    img: imageSchema,
    imgList: z.array(imageSchema).max(L.IMAGES_MAX),
    productType: z.enum(POINTS_PRODUCT_TYPES),
    mallDisplay: z.boolean(),
    status: z.enum(['on', 'off']),
    sort: z.int().min(0).max(L.SORT_MAX),
    skus: z.array(boClubSkuInputSchema).min(1).max(L.SKUS_MAX),
  })
  .superRefine((v, ctx) => {
    const codes = new Set<string>();
    v.skus.forEach((s, i) => {
      const c = s.skuCode.toUpperCase();
      if (codes.has(c)) ctx.addIssue({ code: 'custom', path: ['skus', i, 'skuCode'], message: 'duplicate sku code' });
      codes.add(c);
      const shops = new Set<string>();
      s.stocks.forEach((st, j) => {
        if (shops.has(st.storeCode)) ctx.addIssue({ code: 'custom', path: ['skus', i, 'stocks', j, 'storeCode'], message: 'duplicate shop' });
        shops.add(st.storeCode);
      });
    });
  });
export type BoClubGoodsValues = z.infer<typeof boClubGoodsValuesSchema>;

export const boClubGoodsRowSchema = z.object({
  id: z.int(),
  title: i18nTextSchema,
  img: z.string(),
  categoryId: z.int(),
  status: z.enum(['on', 'off']),
  mallDisplay: z.boolean(),
  minPoint: z.int(),
  skuCount: z.int(),
  stock: z.int(),
});
export type BoClubGoodsRow = z.infer<typeof boClubGoodsRowSchema>;

export const boListClubGoods = defineCall({
  path: 'app/backOffice/club/goods/list',
  access: merchantAdmin,
  summary: 'One page of club goods (on and off), by category, status and title search.',
  request: z.strictObject({ ...pageSchema, categoryId: idSchema.optional(), status: z.enum(['on', 'off']).optional() }),
  response: z.object({ total: z.int(), list: z.array(boClubGoodsRowSchema) }),
});

/** A club sku as the form edits it: the club's sku fields, its limit period and the units at each shop. */
const clubSkuOutSchema = pointsSkuSchema
  .pick({ id: true, skuCode: true, point: true, birthdayMonthPoints: true, price: true, originalPrice: true, limitNum: true })
  .extend({
    limitPeriod: z.enum(CLUB_LIMIT_PERIODS),
    stocks: z.array(z.object({ storeCode: z.string(), qty: z.int(), baseQty: z.int() })),
  });

export const boGetClubGoods = defineCall({
  path: 'app/backOffice/club/goods/get',
  access: merchantAdmin,
  summary: 'One club good with every field of its form, its skus and their stock in every physical shop.',
  request: z.strictObject({ id: idSchema }),
  response: z.object({
    id: z.int(),
    version: recordVersionSchema,
    values: z.object({
      categoryId: z.int(),
      title: i18nTextSchema,
      detail: i18nTextSchema,
      img: z.string(),
      imgList: z.array(z.string()),
      productType: z.enum(POINTS_PRODUCT_TYPES),
      mallDisplay: z.boolean(),
      status: z.enum(['on', 'off']),
      sort: z.int(),
      skus: z.array(clubSkuOutSchema),
    }),
    shops: z.array(z.object({ code: z.string(), title: i18nTextSchema })),
  }),
});

export const boSaveClubGoods = defineCall({
  path: 'app/backOffice/club/goods/save',
  access: merchantAdmin,
  summary:
    'Creates (no id) or replaces a club good with its skus and stock; skus left out are kept for past redemptions but get no stock. Audited; the club pages show it at once.',
  request: z
    .strictObject({ id: idSchema.optional(), ...versionedSaveShape, values: boClubGoodsValuesSchema })
    .refine(requireBaseVersion, requireBaseVersionIssue),
  response: z.object({ id: z.int(), version: recordVersionSchema }),
});

export const boClubShops = defineCall({
  path: 'app/backOffice/club/shops',
  access: merchantAdmin,
  summary: 'The physical shops club stock can be held at (the club is collected at a counter).',
  request: z.strictObject({}),
  response: z.object({ shops: z.array(z.object({ code: z.string(), title: i18nTextSchema })) }),
});

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

export const boOrderRefunds = defineCall({
  path: 'app/backOffice/orders/refunds',
  access: merchantAdmin,
  summary: "An order's lines with what has been refunded and returned of each, its points and its refunds.",
  request: z.strictObject({ orderNo: z.string().trim().min(1).max(40) }),
  response: boOrderRefundsSchema,
});

export const boRefundOrderLines = defineCall({
  path: 'app/backOffice/orders/refundLines',
  access: merchantAdmin,
  summary:
    "Refunds units of some lines of a paid order; stock back for the units marked returned, the order's points reduced in proportion. The last units refunded make the order refunded. One request key refunds once. Audited.",
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
      .max(L.REQUEST_KEY_MAX)
      .regex(/^[A-Za-z0-9_-]+$/),
  }),
  response: boOrderDetailSchema.extend({ alreadyRefunded: z.boolean(), refunds: boOrderRefundsSchema }),
});

/**
 * Points an order earns (decision 170): one point per whole HK$ paid, written when the order is completed
 * (handed over or receipt confirmed), on what is left after refunds. No spec rule names a rate; this is the
 * shop's rule until the merchant sets another.
 */
export const ORDER_POINTS_PER_HKD = 1;
export const orderPointsFor = (paidCents: number): number => Math.max(0, Math.floor((paidCents * ORDER_POINTS_PER_HKD) / 100));
