import { z } from 'zod';
import { weightPriceSchema } from '../weight-pricing.schemas.ts';
import { defineCall, codeSchema, idSchema } from '../call.ts';
import { PUBLIC } from '../roles.ts';
import {
  ID_LIST_MAX,
  PAGE_NO_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  RELATED_GOODS_MAX,
  SEARCH_CODE_MAX_LENGTH,
  TAG_FILTER_MAX_CODES,
  TAG_FILTER_MAX_LENGTH,
} from '../limits.ts';
import { wireTrioShape } from '../i18n-wire-schema.ts';
import { FACET_KINDS } from '../search-facets.ts';
import type { WireTrio } from '../i18n-wire.ts';

/*
 * The online shop catalogue (core §3 goods, SKU and category entities; blocks §3 product entities).
 * Three-language texts go over the wire as <field>Simple (zh_CN), <field>Traditional (zh_HK) and
 * <field>Eng (en); amounts are integer cents. `storeCode` defaults to the merchant's online shop, and
 * every stock figure in an answer is for that shop, except getSkuStoreStock, which lists every shop.
 */

const shopRequest = {
  merchantCode: codeSchema.optional().describe('Defaults to the merchant this server runs.'),
  storeCode: codeSchema.optional().describe('Shop whose stock is reported; defaults to the online shop.'),
};

export const tagParameterSchema = z.object({ id: z.int(), code: z.string(), fontColor: z.string(), bgColor: z.string() }).extend(wireTrioShape('name'));
export type TagParameter = z.infer<typeof tagParameterSchema>;

export const goodsAttributesSelectionSchema = z
  .object({
    id: z.int(),
    /** `#rrggbb` swatch of a COLOR selection, else null. */
    colorNumber: z.string().nullable(),
  })
  .extend(wireTrioShape('name'));
export type GoodsAttributesSelection = z.infer<typeof goodsAttributesSelectionSchema>;

export const goodsAttributesSchema = z
  .object({
    id: z.int(),
    /** COLOR, SIZE, … */
    attributesType: z.string(),
    /** The selections this product's skus use, in display order. */
    goodsAttributesSelections: z.array(goodsAttributesSelectionSchema),
  })
  .extend(wireTrioShape('name'));
export type GoodsAttributes = z.infer<typeof goodsAttributesSchema>;

export const storeStockSchema = z.object({ storeCode: z.string(), stockQty: z.int() });

export const skuSchema = z.object({
  id: z.int(),
  spuId: z.int(),
  skuCode: z.string(),
  img: z.string(),
  imgList: z.array(z.string()),
  price: z.int().describe('cents'),
  originalPrice: z.int().describe('cents'),
  /** 'off' = removed from sale. */
  status: z.enum(['on', 'off']),
  /** One selection id per attribute of the product. */
  goodsAttributesSelectionIdSet: z.array(z.int()),
  /** Stock in the requested shop (one entry). */
  storeStockList: z.array(storeStockSchema),
  /** Stock in the requested shop; 0 = out of stock. */
  storeStockQty: z.int(),
  /** Priced by weight at the day's rate (issue 30): the breakdown of `price`. Absent: priced by hand. */
  weightPrice: weightPriceSchema.optional(),
});
export type Sku = z.infer<typeof skuSchema>;

export const goodsSchema = z
  .object({
    id: z.int(),
    merchantCode: z.string(),
    categoryId: z.int(),
    brand: z.string(),
    img: z.string(),
    imgList: z.array(z.string()),
    /** 'off' = removed from sale (only listSpuByIds without checkGoods answers such goods). */
    status: z.enum(['on', 'off']),
    skuList: z.array(skuSchema),
    goodsAttributesList: z.array(goodsAttributesSchema),
    tagParameterDTOS: z.array(tagParameterSchema),
    skuMinPrice: z.int().describe('cents, lowest price of the skus on sale'),
    skuMaxPrice: z.int().describe('cents'),
    /** Price and original price of the cheapest sku (cents). */
    price: z.int(),
    originalPrice: z.int(),
    /** Units in the requested shop over all skus on sale. */
    storeStockQty: z.int(),
    /** True when no sku on sale has stock in the requested shop. */
    allSkuStockIsZero: z.boolean(),
    isShowHotSalesTab: z.boolean(),
    hotSalable: z.boolean(),
    sales: z.int(),
    /** ISO time the product was listed. */
    gmtCreate: z.string(),
  })
  .extend(wireTrioShape('title'))
  .extend(wireTrioShape('name'))
  .extend(wireTrioShape('introduction'));
export type Goods = z.infer<typeof goodsSchema>;

/** A sku as a product card uses it: the picture, prices and stock a chosen colour shows. */
export const skuCardSchema = skuSchema.pick({
  id: true,
  img: true,
  price: true,
  originalPrice: true,
  status: true,
  goodsAttributesSelectionIdSet: true,
  storeStockQty: true,
});
export type SkuCard = z.infer<typeof skuCardSchema>;

/**
 * A product as a card in a grid shows it (core §4 card rules; decision 622): picture, labels, name, price
 * (from the lowest, or the chosen colour's), original price, stock in the shop, and the colour swatches. Its
 * `skuList` holds the skus a card can select, in the product's order: the first sku and each colour's first
 * sku. Its `goodsAttributesList` holds the COLOR attribute only. Every value is the product's own, as its
 * full goods show them.
 */
export const goodsCardSchema = goodsSchema
  .pick({
    id: true,
    img: true,
    goodsAttributesList: true,
    tagParameterDTOS: true,
    skuMinPrice: true,
    skuMaxPrice: true,
    price: true,
    originalPrice: true,
    storeStockQty: true,
    nameSimple: true,
    nameTraditional: true,
    nameEng: true,
  })
  .extend({ skuList: z.array(skuCardSchema) });
export type GoodsCard = z.infer<typeof goodsCardSchema>;

export interface CategoryNode extends WireTrio<'title'> {
  id: number;
  parentId: number | null;
  img: string | null;
  childrenList: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  id: z.int(),
  parentId: z.int().nullable(),
  ...wireTrioShape('title'),
  img: z.string().nullable(),
  get childrenList() {
    return z.array(categoryNodeSchema);
  },
});

/** Label codes: letters, digits, '_' and '-', comma-separated. */
const tagListSchema = z
  .string()
  .trim()
  .max(TAG_FILTER_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_-]*(,[A-Za-z0-9_-]*)*$/)
  .refine((s) => s.split(',').filter(Boolean).length <= TAG_FILTER_MAX_CODES, `at most ${TAG_FILTER_MAX_CODES} labels`)
  .describe('Label codes, comma-separated; goods carrying any of them.');

const facetCode = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
/** Facet filters of a goods list (issue 42), applied together with each other and the rest. */
const facetFilters = {
  metal: facetCode.optional(),
  stone: facetCode.optional(),
  collection: facetCode.optional(),
  price: facetCode.optional().describe('A price band code (PRICE_BANDS) by the lowest price.'),
  at: facetCode.optional().describe('A shop code (the online shop or a physical shop): goods with a sku on sale in stock there.'),
  withFacets: z.boolean().default(false).describe('Answer the facet counts of the matches too.'),
};
const facetCountsSchema = z.object({
  kind: z.enum(FACET_KINDS),
  values: z.array(z.object({ code: z.string(), count: z.int(), ...wireTrioShape('name') })),
});

const listQuery = {
  ...shopRequest,
  categoryId: idSchema.optional().describe('The category and all its descendants; an unknown one gives an empty list.'),
  tag: tagListSchema.optional(),
  searchCode: z
    .string()
    .max(SEARCH_CODE_MAX_LENGTH)
    .optional()
    .describe(
      'Words (all must match): whole words and prefixes in English (plural or singular), characters and words in either Chinese script, the trade synonyms of the search_synonyms table, a corrected spelling of a typo; or a sku code.',
    ),
  /** `relevance` (the default): search words ranked (issue 42), newest first without words. */
  orderBy: z.enum(['gmt_create', 'price', 'sales', 'relevance']).default('relevance'),
  ...facetFilters,
  isAsc: z.boolean().default(false),
  pageNo: z.int().min(1).max(PAGE_NO_MAX).default(1),
  pageSize: z.int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};

const goodsPageSchema = z.object({
  /** With `withFacets`: the counts of each facet's values among the matches (issue 42). */
  facets: z.array(facetCountsSchema).optional(),
  /** A search that found nothing, or found by a corrected spelling: the query as corrected. */
  didYouMean: z.string().optional(),
  total: z.int(),
  /** Whether `total` is an estimate. Totals are counted exactly (decision 021), so this is false; kept so clients that show "about N" for an estimate keep working. */
  totalIsEstimate: z.boolean(),
  pageNo: z.int(),
  pageSize: z.int(),
  items: z.array(goodsSchema),
});

export const getGoodsPage = defineCall('app/goods/getGoodsPage', PUBLIC, {
  request: z.strictObject(listQuery),
  response: goodsPageSchema,
  summary:
    'A page of goods on sale, filtered by category (with descendants), labels, search words and facets, ordered by relevance (search words), listing time, price or sales; with withFacets, the facet counts of the matches.',
});

export const listSpuByIds = defineCall('app/goods/listSpuByIds', PUBLIC, {
  request: z.strictObject({
    ...shopRequest,
    spuIdList: z.array(idSchema).max(ID_LIST_MAX),
    checkGoods: z.boolean().default(false),
  }),
  response: z.array(goodsSchema),
  summary: 'Goods by id, in the order asked; unknown ids are left out. With checkGoods, goods removed from sale are left out too.',
});

export const listSkuByIds = defineCall('app/goods/listSkuByIds', PUBLIC, {
  request: z.strictObject({ ...shopRequest, idList: z.array(idSchema).max(ID_LIST_MAX) }),
  response: z.object({ skuList: z.array(skuSchema), spuList: z.array(goodsSchema) }),
  summary: 'Skus by id with the goods they belong to (linked by spuId); unknown ids are left out.',
});

export const getGoodsCategoryPage = defineCall('app/goods/getGoodsCategoryPage', PUBLIC, {
  request: z.strictObject(listQuery),
  response: goodsPageSchema.extend({
    category: categoryNodeSchema.nullable(),
    /** From the top-level category down to this one. */
    categoryPath: z.array(z.object({ id: z.int(), ...wireTrioShape('title') })),
    labels: z.array(tagParameterSchema),
  }),
  summary:
    'The category screen in one call: the category with its path and children (null for a label list or an unknown category), the labels for the chip bar, and a page of goods.',
});

export const getGoodsMixData = defineCall('app/goods/getGoodsMixData', PUBLIC, {
  request: z.strictObject({
    ...shopRequest,
    spuId: idSchema,
    relatedQty: z.int().min(0).max(RELATED_GOODS_MAX).default(4),
  }),
  response: z.object({
    goods: goodsSchema,
    categoryPath: z.array(z.object({ id: z.int(), ...wireTrioShape('title') })),
    related: z.array(goodsCardSchema),
  }),
  summary:
    'The product screen in one call: the goods (also when removed from sale, with status off), its category path, and related goods on sale from the same category as cards.',
});

export const getSkuStoreStock = defineCall('app/goods/getSkuStoreStock', PUBLIC, {
  request: z.strictObject({ merchantCode: codeSchema.optional(), skuId: idSchema }),
  response: z.object({
    skuId: z.int(),
    skuCode: z.string(),
    storeStockList: z.array(z.object({ storeCode: z.string(), kind: z.enum(['online', 'physical']), stockQty: z.int() }).extend(wireTrioShape('storeName'))),
  }),
  summary: 'Stock of one sku in every shop of the merchant (online shop first, then the physical shops in their order), with shop names.',
});

export const categoryList = defineCall('app/category/categoryList', PUBLIC, {
  request: z.strictObject({ merchantCode: codeSchema.optional(), storeType: z.enum(['1']).default('1') }),
  response: z.array(categoryNodeSchema),
  summary: 'The category tree of the online shop (storeType 1), top level first, each with its childrenList.',
});

/** How many goods and categories a suggestion list shows. */
export const SUGGEST_LIMITS = { GOODS: 6, CATEGORIES: 4 } as const;

export const suggestGoods = defineCall('app/goods/suggest', PUBLIC, {
  request: z.strictObject({ ...shopRequest, q: z.string().max(SEARCH_CODE_MAX_LENGTH) }),
  response: z.object({
    goods: z.array(z.object({ id: z.int(), img: z.string(), price: z.int(), ...wireTrioShape('title') })),
    categories: z.array(z.object({ id: z.int(), ...wireTrioShape('title') })),
    didYouMean: z.string().optional(),
  }),
  summary:
    'Suggestions as the shopper types (issue 42): the best-matching goods (relevance, words as prefixes, synonyms, corrected typos) and the categories whose titles hold the words, in three languages.',
});
