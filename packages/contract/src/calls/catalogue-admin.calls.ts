import { z } from 'zod';
import { defineCall, idSchema } from '../call.ts';
import { ROLE, staffOnly } from '../roles.ts';
import { i18nTextSchema } from '../schemas.ts';
import { BO_IMAGE_PATTERN, BO_LIMITS } from '../back-office/record-fields.ts';
import { recordVersionSchema, requireBaseVersion, requireBaseVersionIssue, versionedSaveShape } from '../record-version.ts';
import { weightPricingSchema } from '../weight-pricing.schemas.ts';
import { WEIGHT_METALS } from '../weight-pricing.constants.ts';

/**
 * The back office's goods and stock (issue 14, role 6 MERCHANT_ADMIN). A product (spu) is written with its
 * sku grid, labels and search keys in one transaction with its audit row; stock changes go through an
 * append-only ledger (decisions 135, 136).
 */
const merchantAdmin = staffOnly(ROLE.MERCHANT_ADMIN);

/** Bounds of the goods and stock forms; the web form shows them in its controls. */
export const BO_GOODS_LIMITS = {
  TITLE_MAX: 120,
  INTRO_MAX: 2000,
  BRAND_MAX: 60,
  LABELS_MAX: 10,
  IMAGES_MAX: 12,
  SKUS_MAX: 100,
  SKU_CODE_MAX: 40,
  /** Prices in cents: up to HK$10,000,000. */
  PRICE_MAX: 1_000_000_000,
  STOCK_DELTA_MAX: 100_000,
  NOTE_MAX: 200,
  /** The list counts matches up to this many; above it answers `totalCapped` (decision 177). */
  LIST_TOTAL_MAX: 500,
} as const;
export const BO_SKU_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const GOODS_STATUSES = ['on', 'off'] as const;
export const STOCK_FILTERS = ['in', 'out'] as const;
/** Why stock changed; `transfer` is written by the transfer call only, `order` never by the back office. */
export const STOCK_ADJUST_REASONS = ['received', 'counted', 'damaged'] as const;
export const STOCK_LEDGER_REASONS = [...STOCK_ADJUST_REASONS, 'transfer'] as const;
export type StockLedgerReason = (typeof STOCK_LEDGER_REASONS)[number];

const L = BO_GOODS_LIMITS;
const imageSchema = z.string().trim().min(1).max(BO_LIMITS.URL_MAX).regex(BO_IMAGE_PATTERN);
const i18nOf = (max: number, required: boolean) => {
  const one = z.string().trim().max(max);
  const each = required ? one.min(1) : one;
  return z.object({ zh_HK: each, zh_CN: each, en: each });
};
const priceSchema = z.int().min(0).max(L.PRICE_MAX);
const storeCodeSchema = z.string().trim().min(1).max(40);

export const boSkuInputSchema = z.strictObject({
  /** Omitted for a new sku; kept skus keep their id (orders refer to it). */
  id: idSchema.optional(),
  skuCode: z.string().trim().min(1).max(L.SKU_CODE_MAX).regex(BO_SKU_CODE_PATTERN),
  /** One attribute selection per attribute (colour, size), as the grid made it. */
  selectionIds: z.array(idSchema).max(4),
  price: priceSchema,
  /**
   * The price before a sale, shown struck through; left out (the form's blank) it is the price itself
   * — not on sale (issue 37: the form's own default must save).
   */
  originalPrice: priceSchema.optional(),
  status: z.enum(GOODS_STATUSES),
  /**
   * Priced by weight at the day's rate (issue 30): then price and original price are computed on save
   * and at every new rate, and the two fields above are ignored. Null or absent: priced by hand.
   */
  weightPricing: weightPricingSchema.nullable().optional(),
});

export const boGoodsValuesSchema = z
  .strictObject({
    title: i18nOf(L.TITLE_MAX, true),
    name: i18nOf(L.TITLE_MAX, true),
    introduction: i18nOf(L.INTRO_MAX, false),
    brand: z.string().trim().max(L.BRAND_MAX),
    categoryId: idSchema,
    labelIds: z.array(idSchema).max(L.LABELS_MAX),
    /** Media library keys or addresses of the main image and the gallery. */
    img: imageSchema,
    imgList: z.array(imageSchema).max(L.IMAGES_MAX),
    status: z.enum(GOODS_STATUSES),
    skus: z.array(boSkuInputSchema).min(1).max(L.SKUS_MAX),
  })
  .superRefine((v, ctx) => {
    const codes = new Set<string>();
    v.skus.forEach((s, i) => {
      const code = s.skuCode.toUpperCase();
      if (codes.has(code)) ctx.addIssue({ code: 'custom', path: ['skus', i, 'skuCode'], message: 'duplicate sku code' });
      codes.add(code);
      if (!s.weightPricing && s.originalPrice !== undefined && s.originalPrice < s.price)
        ctx.addIssue({ code: 'custom', path: ['skus', i, 'originalPrice'], message: 'below the price' });
    });
  });
export type BoGoodsValues = z.infer<typeof boGoodsValuesSchema>;

const pageSchema = {
  pageNo: z.int().min(1).max(100_000).default(1),
  pageSize: z.int().min(1).max(BO_LIMITS.PAGE_SIZE_MAX).default(BO_LIMITS.PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(BO_LIMITS.SEARCH_MAX).default(''),
};

export const boGoodsRowSchema = z.object({
  id: z.int(),
  title: i18nTextSchema,
  img: z.string(),
  categoryId: z.int(),
  status: z.enum(GOODS_STATUSES),
  minPrice: z.int(),
  maxPrice: z.int(),
  skuCount: z.int(),
  /** Units in every shop together. */
  stock: z.int(),
});
export type BoGoodsRow = z.infer<typeof boGoodsRowSchema>;

export const boListGoods = defineCall('app/backOffice/goods/list', merchantAdmin, {
  request: z.strictObject({
    ...pageSchema,
    categoryId: idSchema.optional(),
    labelId: idSchema.optional(),
    status: z.enum(GOODS_STATUSES).optional(),
    stock: z.enum(STOCK_FILTERS).optional(),
  }),
  response: z.object({
    total: z.int(),
    /** More goods match than `BO_GOODS_LIMITS.LIST_TOTAL_MAX` (then `total` is that number): pages go on while full. */
    totalCapped: z.boolean(),
    list: z.array(boGoodsRowSchema),
  }),
  summary: 'One page of goods (on and off sale), newest first, searched by the catalogue search keys, filtered by category, label, status and stock.',
});

export const boGetGoods = defineCall('app/backOffice/goods/get', merchantAdmin, {
  request: z.strictObject({ id: idSchema }),
  response: z.object({
    id: z.int(),
    /** What a save of this form names as `baseVersion` (decision 240). */
    version: recordVersionSchema,
    values: z.object({
      title: i18nTextSchema,
      name: i18nTextSchema,
      introduction: i18nTextSchema,
      brand: z.string(),
      categoryId: z.int(),
      labelIds: z.array(z.int()),
      img: z.string(),
      imgList: z.array(z.string()),
      status: z.enum(GOODS_STATUSES),
      skus: z.array(
        z.object({
          id: z.int(),
          skuCode: z.string(),
          selectionIds: z.array(z.int()),
          price: z.int(),
          originalPrice: z.int(),
          status: z.enum(GOODS_STATUSES),
          weightPricing: weightPricingSchema.nullable(),
        }),
      ),
    }),
  }),
  summary: 'One product with every field of its form and its sku grid (with ids).',
});

export const goodsMetalWarningSchema = z.object({
  /** The sku's metal field: `values.skus.<row>.weightPricing.metal`. */
  field: z.string(),
  metal: z.enum(WEIGHT_METALS),
  named: z.array(z.enum(WEIGHT_METALS)),
});
export type GoodsMetalWarning = z.infer<typeof goodsMetalWarningSchema>;

export const boSaveGoods = defineCall('app/backOffice/goods/save', merchantAdmin, {
  request: z.strictObject({ id: idSchema.optional(), ...versionedSaveShape, values: boGoodsValuesSchema }).refine(requireBaseVersion, requireBaseVersionIssue),
  response: z.object({
    id: z.int(),
    version: recordVersionSchema,
    /**
     * Saved, but worth a look (decision 372): a by-weight sku priced as a metal its product's title does
     * not name (`named`: the metals the title names). Present only when there is one.
     */
    warnings: z.array(goodsMetalWarningSchema).optional(),
  }),
  summary: 'Creates (no id) or replaces a product with its sku grid; skus left out of the grid go off sale (orders keep them). Audited.',
});

export const boSetGoodsStatus = defineCall('app/backOffice/goods/setStatus', merchantAdmin, {
  request: z.strictObject({ id: idSchema, status: z.enum(GOODS_STATUSES) }),
  response: z.object({ id: z.int(), status: z.enum(GOODS_STATUSES) }),
  summary: 'Takes a product off sale or puts it back. Audited.',
});

const optionSchema = z.object({ id: z.int(), title: i18nTextSchema });
export const boGoodsOptions = defineCall('app/backOffice/goods/options', merchantAdmin, {
  request: z.strictObject({}),
  response: z.object({
    categories: z.array(optionSchema.extend({ parentId: z.int().nullable() })),
    labels: z.array(optionSchema),
    attributes: z.array(optionSchema.extend({ code: z.string(), selections: z.array(optionSchema) })),
    shops: z.array(z.object({ code: z.string(), title: i18nTextSchema })),
  }),
  summary: 'What the goods and stock forms pick from: categories, labels, attributes with their selections, shops.',
});

export const boStockRowSchema = z.object({
  skuId: z.int(),
  skuCode: z.string(),
  storeCode: z.string(),
  /** Units free to sell; open orders have already taken theirs (decision 136). */
  qty: z.int(),
  /** Units held by open orders (paid or reserved, not yet handed over) of this sku at this shop. */
  held: z.int(),
  /** The SKU's own low-stock level (issue 40); null follows the merchant's default on the home. */
  lowStockThreshold: z.int().nullable().default(null),
});

export const boListStock = defineCall('app/backOffice/stock/list', merchantAdmin, {
  request: z.strictObject({ spuId: idSchema }),
  response: z.object({ list: z.array(boStockRowSchema) }),
  summary: 'Stock of each sku of a product in each shop (shops without a row show 0).',
});

export const boAdjustStock = defineCall('app/backOffice/stock/adjust', merchantAdmin, {
  request: z.strictObject({
    skuId: idSchema,
    storeCode: storeCodeSchema,
    delta: z
      .int()
      .min(-L.STOCK_DELTA_MAX)
      .max(L.STOCK_DELTA_MAX)
      .refine((n) => n !== 0, 'not zero'),
    reason: z.enum(STOCK_ADJUST_REASONS),
    note: z.string().trim().max(L.NOTE_MAX).default(''),
  }),
  response: z.object({ qty: z.int() }),
  summary: 'Adds or removes units of a sku at a shop with a reason; never below 0 (what open orders took is already out). Ledgered and audited.',
});

export const boSetSkuLowStock = defineCall('app/backOffice/stock/setLowStockThreshold', merchantAdmin, {
  request: z.strictObject({ skuId: idSchema, threshold: z.int().min(0).max(1000).nullable() }),
  response: z.object({ skuId: z.int(), threshold: z.int().nullable() }),
  summary:
    "Sets a SKU's own low-stock level (0–1000; null: the merchant's default), so the home's low stock counts it at its own level in every shop. Audited with before and after.",
});

export const boTransferStock = defineCall('app/backOffice/stock/transfer', merchantAdmin, {
  request: z
    .strictObject({
      skuId: idSchema,
      fromStoreCode: storeCodeSchema,
      toStoreCode: storeCodeSchema,
      qty: z.int().min(1).max(L.STOCK_DELTA_MAX),
      note: z.string().trim().max(L.NOTE_MAX).default(''),
    })
    .refine((v) => v.fromStoreCode !== v.toStoreCode, { path: ['toStoreCode'], message: 'same shop' }),
  response: z.object({ fromQty: z.int(), toQty: z.int() }),
  summary: 'Moves units of a sku from one shop to another in one transaction: both or neither. Ledgered and audited.',
});

export const boStockLedgerRowSchema = z.object({
  id: z.int(),
  at: z.string(),
  skuId: z.int(),
  skuCode: z.string(),
  storeCode: z.string(),
  delta: z.int(),
  qtyAfter: z.int(),
  reason: z.enum(STOCK_LEDGER_REASONS),
  note: z.string(),
  staffUsername: z.string(),
});

export const boStockLedger = defineCall('app/backOffice/stock/ledger', merchantAdmin, {
  request: z.strictObject({ spuId: idSchema, pageNo: pageSchema.pageNo, pageSize: pageSchema.pageSize }),
  response: z.object({ total: z.int(), list: z.array(boStockLedgerRowSchema) }),
  summary: 'One page of the stock ledger of a product, newest first.',
});

export const BO_BULK_MAX = 100;
/** One product of a bulk change as previewed: its sale status and sku prices before and after. */
export const boBulkGoodsPreviewRowSchema = z.object({
  id: idSchema,
  title: i18nTextSchema,
  statusBefore: z.enum(GOODS_STATUSES),
  statusAfter: z.enum(GOODS_STATUSES),
  skus: z.array(
    z.object({
      skuId: idSchema,
      skuCode: z.string(),
      priceBefore: z.int(),
      priceAfter: z.int(),
      /**
       * A sku priced by weight (decision 371): the percentage acts on its making charge (cents, or cents per
       * gram), and the price after is the making charge's at today's rate — metal value + making charge.
       */
      making: z.object({ before: z.int(), after: z.int() }).optional(),
    }),
  ),
});
export const BO_BULK_PREVIEW_KEY_MAX = 100;
export const boBulkGoods = defineCall('app/backOffice/goods/bulk', merchantAdmin, {
  request: z
    .strictObject({
      ids: z.array(idSchema).min(1).max(BO_BULK_MAX),
      status: z.enum(GOODS_STATUSES).optional(),
      /** −90 (a tenth of the price) to +500. */
      pricePercent: z
        .int()
        .min(-90)
        .max(500)
        .refine((n) => n !== 0, 'not zero')
        .optional(),
      /** Answers the preview only. */
      dryRun: z.literal(true).optional(),
      /** The preview's key: the apply names what the person confirmed. */
      previewKey: z.string().min(1).max(BO_BULK_PREVIEW_KEY_MAX).optional(),
    })
    .refine((v) => v.status !== undefined || v.pricePercent !== undefined, { path: ['status'], message: 'status or pricePercent' })
    .refine((v) => v.dryRun === true || v.previewKey !== undefined, { path: ['previewKey'], message: 'preview first' }),
  response: z.object({
    /** False for a dry run. */
    applied: z.boolean(),
    /** Products whose status or a price changes (changed, once applied). */
    changed: z.int(),
    previewKey: z.string(),
    goods: z.array(boBulkGoodsPreviewRowSchema),
  }),
  summary:
    'Changes many products at once: sale status, and/or every sku price by a percentage (rounded to whole dollars, never above the original price; a sku priced by weight has its making charge changed by the percentage instead, never above its original making charge, so its price stays metal value + making charge). First with dryRun: answers what would change and a previewKey, writing nothing; then the same change with that previewKey applies exactly what was previewed (a 409 when the goods changed in between). One transaction, one audit row per product with its before and after.',
});
