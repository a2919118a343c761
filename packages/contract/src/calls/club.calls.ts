import { z } from 'zod';
import { defineCall, codeSchema, idSchema } from '../call.ts';
import { MEMBER, PUBLIC, ROLE, staffOnly } from '../roles.ts';
import { CLUB, POINTS_PRODUCT_TYPES, REDEMPTION_STATUSES } from '../club.ts';
import { STAFF_FIELD_MAX } from '../staff-fields.ts';
import { COLLECTION_CODE_PATTERN } from '../order-status.ts';
import { counterPaymentSchema } from './orders-admin.calls.ts';

/*
 * The members' club (blocks §2 points redemption, §3, §4, §7; issue 13): the club's categories and goods,
 * the limit check, the redemption itself, my redemptions, and the counter's hand-over. Points are whole
 * points; money is integer cents. Texts go over the wire as <field>Simple / <field>Traditional / <field>Eng.
 */

const i18nWire = <N extends string>(name: N) =>
  z.object({
    [`${name}Simple`]: z.string(),
    [`${name}Traditional`]: z.string(),
    [`${name}Eng`]: z.string(),
  } as Record<`${N}Simple` | `${N}Traditional` | `${N}Eng`, z.ZodString>);

export const pointsCategorySchema = z
  .object({
    id: z.int(),
    parentId: z.int().nullable(),
    childrenList: z.array(z.object({ id: z.int(), parentId: z.int().nullable() }).extend(i18nWire('title').shape)),
  })
  .extend(i18nWire('title').shape);
export type PointsCategory = z.infer<typeof pointsCategorySchema>;

export const pointsCategoryList = defineCall('app/pointsCategory/categoryList', PUBLIC, {
  request: z.object({
    merchantCode: codeSchema.optional(),
    storeType: z.literal(CLUB.STORE_TYPE).default(CLUB.STORE_TYPE),
  }),
  response: z.object({ list: z.array(pointsCategorySchema) }),
  summary: 'The club\'s category tree (two levels), in display order. storeType "1" is the club mall.',
});

export const pointsStoreStockSchema = z.object({ storeCode: z.string(), stockQty: z.int() });

export const pointsSkuSchema = z.object({
  id: z.int(),
  spuId: z.int(),
  skuCode: z.string(),
  /** Points one unit costs. */
  point: z.int(),
  /** Points in the member's birthday month; null = the same as `point`. */
  birthdayMonthPoints: z.int().nullable(),
  /** Cash due on top of the points, in cents (0 = points only). */
  price: z.int(),
  /** What the goods sell for, in cents (shown struck through). */
  originalPrice: z.int(),
  /** Most units one member may redeem in all; null = no limit. */
  limitNum: z.int().nullable(),
  /** Stock per pick-up shop. */
  storeStockList: z.array(pointsStoreStockSchema),
  /** All pick-up shops together; 0 or less = out of stock. */
  storeStockQty: z.int(),
});
export type PointsSku = z.infer<typeof pointsSkuSchema>;

export const pointsGoodsSchema = z
  .object({
    id: z.int(),
    img: z.string(),
    imgList: z.array(z.string()),
    /** The first sku's cash price and points (cards show them). */
    price: z.int(),
    point: z.int(),
    productType: z.enum(POINTS_PRODUCT_TYPES),
    categoryId: z.int(),
    skuList: z.array(pointsSkuSchema),
    storeStockQty: z.int(),
  })
  .extend(i18nWire('title').shape)
  .extend(i18nWire('detail').shape);
export type PointsGoods = z.infer<typeof pointsGoodsSchema>;

export const getPointsGoodsPage = defineCall('app/pointsGoods/getGoodsPage', PUBLIC, {
  request: z.object({
    merchantCode: codeSchema.optional(),
    storeCode: codeSchema.optional(),
    categoryId: idSchema.nullish(),
    pageNo: z.int().min(1).max(10_000).default(1),
    pageSize: z.int().min(1).max(CLUB.PAGE_SIZE_MAX).default(CLUB.PAGE_SIZE),
    title: z.string().trim().max(CLUB.TITLE_SEARCH_MAX).default(''),
    filterPrincePointsMallDisplaySpu: z.boolean().default(true),
  }),
  response: z.object({ total: z.int(), pageNo: z.int(), pageSize: z.int(), items: z.array(pointsGoodsSchema) }),
  summary:
    'One page of club goods, newest first: by category (a parent includes its children), by words of the title in any language. Stock is listed per pick-up shop; `storeCode` is accepted for the shared payload and does not narrow it. filterPrincePointsMallDisplaySpu (default true) keeps goods shown in the club mall.',
});

export const redemptionLineInputSchema = z.object({ skuId: idSchema, num: z.int().min(1).max(CLUB.LINE_QTY_MAX) });
const lines = z.array(redemptionLineInputSchema).min(1).max(CLUB.LINES_MAX);

export const checkLimitNum = defineCall('app/pointsGoods/checkLimitNum', MEMBER, {
  request: z.object({ checkSkuLimitNumDTOS: lines }),
  response: z.object({
    list: z.array(z.object({ skuId: z.int(), limitNum: z.int().nullable(), redeemedNum: z.int(), remaining: z.int().nullable() })),
  }),
  summary:
    "Checks per-member limits: past redemptions plus these units must not pass a sku's limit → 24001 naming the goods. A visitor → 401. Answers what is left of each limit.",
});

export const pointsPickupShops = defineCall('app/pointsGoods/pickupShops', PUBLIC, {
  request: z.object({ merchantCode: codeSchema.optional(), lines }),
  response: z.object({ list: z.array(z.object({ storeCode: z.string() }).extend(i18nWire('name').shape)) }),
  summary: 'The pick-up shops holding enough stock for every line, with their names; a redemption is collected at one of them.',
});

export const redemptionLineSchema = z
  .object({
    skuId: z.int(),
    spuId: z.int(),
    img: z.string(),
    num: z.int(),
    /** Points charged per unit (the birthday-month price when it applied). */
    point: z.int(),
    /** The normal points per unit, for the "normal total" beside a birthday total. */
    normalPoint: z.int(),
    /** Cash per unit, cents. */
    price: z.int(),
    totalPoints: z.int(),
    totalPrice: z.int(),
  })
  .extend(i18nWire('title').shape);

export const redemptionSchema = z
  .object({
    redemptionNo: z.string(),
    status: z.enum(REDEMPTION_STATUSES),
    memberNo: z.string(),
    pickupStoreCode: z.string(),
    totalPoints: z.int(),
    /** What the same lines cost outside the birthday month. */
    totalNormalPoints: z.int(),
    birthdayMonth: z.boolean(),
    /** Cash to pay at the counter on pick-up, cents. */
    cashDue: z.int(),
    lines: z.array(redemptionLineSchema),
    createdAt: z.string(),
    collectedAt: z.string().nullable(),
  })
  .extend(i18nWire('pickupStoreName').shape);
export type Redemption = z.infer<typeof redemptionSchema>;

export const redeemPoints = defineCall('app/pointsGoods/redeem', MEMBER, {
  request: z.object({
    lines,
    pickupStoreCode: codeSchema,
    idempotencyKey: z
      .string()
      .trim()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9._:-]+$/),
    expectedTotalPoints: z.int().min(0).optional(),
  }),
  response: z.object({ redemption: redemptionSchema, totalBonus: z.int(), replayed: z.boolean() }),
  summary:
    "Redeems points for goods, in one transaction: re-prices every line (birthday-month points when the member's birth month is this Hong Kong month), checks limits (24001), takes the stock at the pick-up shop (140015 when it lacks it, 140009 when sold out), spends the points through the ledger (140006 when short) and writes the redemption — or none of it. With expectedTotalPoints, a different total → 140010. The same idempotencyKey again answers the same redemption (replayed: true); with other lines → 140016.",
});

export const getRedemptionList = defineCall('app/pointsRedemption/list', MEMBER, {
  request: z.object({
    pageNo: z.int().min(1).max(10_000).default(1),
    pageSize: z.int().min(1).max(CLUB.LIST_PAGE_MAX).default(10),
    status: z.enum(REDEMPTION_STATUSES).optional(),
  }),
  response: z.object({ total: z.int(), list: z.array(redemptionSchema) }),
  summary: 'My redemptions, newest first, optionally of one status.',
});

export const getRedemptionDetail = defineCall('app/pointsRedemption/detail', MEMBER, {
  request: z.object({
    redemptionNo: z.string().trim().min(1).max(32),
  }),
  /** collectionCode: six digits the counter takes to hand a waiting redemption over (issue 25); only ever answered to the member. */
  response: redemptionSchema.extend({
    collectionCode: z.string().nullable(),
    /** The code as a QR code (SVG) the counter's camera scans, like an order's (getOrderDetail); null with no code. */
    collectionQrSvg: z.string().nullable().optional(),
  }),
  summary: "One of my redemptions by number; another member's → 140011.",
});

const counterMemberQuery = z.string().trim().min(1).max(STAFF_FIELD_MAX.ENQUIRY);

export const counterRedemptions = defineCall('app/pointsRedemption/counterLookup', staffOnly(ROLE.STAFF_NORMAL), {
  // storeCode is accepted from older screens and ignored: the shop is the staff account's (decision 183).
  request: z.object({ query: counterMemberQuery, storeCode: codeSchema.optional() }),
  response: z.object({
    /** The staff account's shop, where this counter hands over; null when the account has none. */
    counterStoreCode: z.string().nullable(),
    member: z.object({ memberNo: z.string(), name: z.string(), phoneMasked: z.string(), totalBonus: z.int() }),
    list: z.array(redemptionSchema),
  }),
  summary:
    "Counter staff scan or type a member's code (member QR payload, member number or mobile number) and see the member's redemptions waiting for pick-up, the ones for this shop first.",
});

export const collectRedemption = defineCall('app/pointsRedemption/collect', staffOnly(ROLE.STAFF_NORMAL), {
  // storeCode is accepted from older screens and ignored: the shop is the staff account's (decision 183).
  request: z.object({
    query: counterMemberQuery,
    redemptionNo: z.string().trim().min(1).max(32),
    storeCode: codeSchema.optional(),
    /** The six-digit collection code the member shows (issue 38); not needed when query is the member's signed QR. */
    code: z.string().trim().regex(COLLECTION_CODE_PATTERN).optional(),
    /** How the cash due was taken (required when there is cash due; recorded like an order's, decision 313). */
    payment: counterPaymentSchema.optional(),
  }),
  response: redemptionSchema,
  summary:
    "Marks a redemption collected at its pick-up shop (the cash due taken at the counter). The shop is the staff account's shop (80101 when it has none); the member's code must be the redemption's member (140014); another shop → 140018; already collected → 140012. Recorded with the staff id. Only with the redemption's collection code, or with the member's signed QR as query (a member number or phone alone → 50010; a wrong code → 50011); wrong codes are limited per staff account, per shop and per redemption (80141), and an account locked for wrong codes collects nothing.",
});
