import { z } from 'zod';
import { defineCall, idSchema } from '../call.ts';
import { recordVersionSchema, requireBaseVersion, requireBaseVersionIssue, versionedSaveShape } from '../record-version.ts';
import { ROLE, staffOnly } from '../roles.ts';
import { i18nTextSchema } from '../schemas.ts';
import { POINTS_PRODUCT_TYPES } from '../club.ts';
import { BO_CLUB_LIMITS, CLUB_LIMIT_PERIODS, boClubImageSchema, boClubPageShape, boClubSkuCodeSchema, boI18nOf } from '../back-office/club-fields.ts';
import { pointsSkuSchema } from './club.calls.ts';

/**
 * The members' club goods and categories in the back office (issue 14, role 6 MERCHANT_ADMIN), answered
 * by the club module. Every write is one transaction with its audit row and drops the `club` caches.
 */
const merchantAdmin = staffOnly(ROLE.MERCHANT_ADMIN);

// ---------------------------------------------------------------- club goods and categories

export const boClubCategoryValuesSchema = z.strictObject({
  /** A two-level tree: a parent must itself be top-level. */
  parentId: idSchema.nullable(),
  title: boI18nOf(BO_CLUB_LIMITS.TITLE_MAX, true),
  sort: z.int().min(0).max(BO_CLUB_LIMITS.SORT_MAX),
});

export const boClubCategorySchema = z.object({ id: z.int(), parentId: z.int().nullable(), title: i18nTextSchema, sort: z.int(), goodsCount: z.int() });

export const boListClubCategories = defineCall('app/backOffice/club/categories/list', merchantAdmin, {
  request: z.strictObject({}),
  response: z.object({ list: z.array(boClubCategorySchema) }),
  summary: 'Every club category (a two-level tree, parents first) with the number of goods in each.',
});

export const boSaveClubCategory = defineCall('app/backOffice/club/categories/save', merchantAdmin, {
  request: z.strictObject({ id: idSchema.optional(), values: boClubCategoryValuesSchema }),
  response: z.object({ id: z.int() }),
  summary: 'Creates (no id) or changes a club category. Audited; the club pages show it at once.',
});

export const boClubStockInputSchema = z.strictObject({
  storeCode: z.string().trim().min(1).max(40),
  /** Units wanted at this shop. */
  qty: z.int().min(0).max(BO_CLUB_LIMITS.STOCK_MAX),
  /**
   * The units the form was drawn with: the change is written as `qty - baseQty` on what the shop holds
   * now, so redemptions made meanwhile are not undone (decision 171). Omitted for a shop without stock.
   */
  baseQty: z.int().min(0).max(BO_CLUB_LIMITS.STOCK_MAX).optional(),
});

export const boClubSkuInputSchema = z.strictObject({
  id: idSchema.optional(),
  skuCode: boClubSkuCodeSchema,
  point: z.int().min(0).max(BO_CLUB_LIMITS.POINTS_MAX),
  /** Points in the member's birthday month; null = no birthday price. */
  birthdayMonthPoints: z.int().min(0).max(BO_CLUB_LIMITS.POINTS_MAX).nullable(),
  /** Cash due at the counter, cents. */
  price: z.int().min(0).max(BO_CLUB_LIMITS.AMOUNT_MAX),
  originalPrice: z.int().min(0).max(BO_CLUB_LIMITS.AMOUNT_MAX),
  /** Most units one member may redeem per period; null = no limit. */
  limitNum: z.int().min(1).max(BO_CLUB_LIMITS.LIMIT_MAX).nullable(),
  limitPeriod: z.enum(CLUB_LIMIT_PERIODS),
  stocks: z.array(boClubStockInputSchema).max(100),
});

export const boClubGoodsValuesSchema = z
  .strictObject({
    categoryId: idSchema,
    title: boI18nOf(BO_CLUB_LIMITS.TITLE_MAX, true),
    detail: boI18nOf(BO_CLUB_LIMITS.DETAIL_MAX, false),
    img: boClubImageSchema,
    imgList: z.array(boClubImageSchema).max(BO_CLUB_LIMITS.IMAGES_MAX),
    productType: z.enum(POINTS_PRODUCT_TYPES),
    mallDisplay: z.boolean(),
    status: z.enum(['on', 'off']),
    sort: z.int().min(0).max(BO_CLUB_LIMITS.SORT_MAX),
    skus: z.array(boClubSkuInputSchema).min(1).max(BO_CLUB_LIMITS.SKUS_MAX),
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

export const boListClubGoods = defineCall('app/backOffice/club/goods/list', merchantAdmin, {
  request: z.strictObject({ ...boClubPageShape, categoryId: idSchema.optional(), status: z.enum(['on', 'off']).optional() }),
  response: z.object({ total: z.int(), list: z.array(boClubGoodsRowSchema) }),
  summary: 'One page of club goods (on and off), by category, status and title search.',
});

/** A club sku as the form edits it: the club's sku fields, its limit period and the units at each shop. */
const clubSkuOutSchema = pointsSkuSchema
  .pick({ id: true, skuCode: true, point: true, birthdayMonthPoints: true, price: true, originalPrice: true, limitNum: true })
  .extend({
    limitPeriod: z.enum(CLUB_LIMIT_PERIODS),
    stocks: z.array(z.object({ storeCode: z.string(), qty: z.int(), baseQty: z.int() })),
  });

export const boGetClubGoods = defineCall('app/backOffice/club/goods/get', merchantAdmin, {
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
  summary: 'One club good with every field of its form, its skus and their stock in every physical shop.',
});

export const boSaveClubGoods = defineCall('app/backOffice/club/goods/save', merchantAdmin, {
  request: z
    .strictObject({ id: idSchema.optional(), ...versionedSaveShape, values: boClubGoodsValuesSchema })
    .refine(requireBaseVersion, requireBaseVersionIssue),
  response: z.object({ id: z.int(), version: recordVersionSchema }),
  summary:
    'Creates (no id) or replaces a club good with its skus and stock; skus left out are kept for past redemptions but get no stock. Audited; the club pages show it at once.',
});

export const boClubShops = defineCall('app/backOffice/club/shops', merchantAdmin, {
  request: z.strictObject({}),
  response: z.object({ shops: z.array(z.object({ code: z.string(), title: i18nTextSchema })) }),
  summary: 'The physical shops club stock can be held at (the club is collected at a counter).',
});
