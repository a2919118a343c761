import { z } from 'zod';
import { defineCall, emptyRequest, idSchema } from '../call.ts';
import { PUBLIC, ROLE, staffOnly } from '../roles.ts';
import { GOLD_PRICE_CENTS, JEWELLERY_FILTER_MAX_IDS, PAGE_SIZE_MAX } from '../limits.ts';
import { wireTrioShape } from '../i18n-wire-schema.ts';

/**
 * The jewellery catalogue of the official site and the gold price (blocks §2 jewellery and gold price,
 * §3 entities). Three-language texts travel under the spec's Simple / Traditional / Eng names.
 */
export const jewelleryItemSchema = z
  .object({
    id: z.int(),
    img: z.string(),
    /** Selections of parameters of type 0 (category, metal, collection). */
    jewelleryParamSelectionIdSet: z.array(z.int()),
    /** The piece's stone, described by parameters of type 1. */
    jewel: z.object({ id: z.int(), jewelParamSelectionIdSet: z.array(z.int()) }),
  })
  .extend(wireTrioShape('name'))
  .extend(wireTrioShape('introduction'));
export type JewelleryItem = z.infer<typeof jewelleryItemSchema>;

export const jewelleryParamSelectionSchema = z.object({ id: z.int(), displayedGoldPrice: z.boolean() }).extend(wireTrioShape('name'));
export const jewelleryParamSchema = z
  .object({
    id: z.int(),
    /** 0: a parameter of the piece (filters `jewelleryParamIdSet`); 1: of its stone (`jewelParamIdSet`). */
    paramType: z.union([z.literal(0), z.literal(1)]),
    paramsSelectionDTOList: z.array(jewelleryParamSelectionSchema),
  })
  .extend(wireTrioShape('name'));
export type JewelleryParam = z.infer<typeof jewelleryParamSchema>;

const selectionIds = z.array(idSchema).max(JEWELLERY_FILTER_MAX_IDS).default([]);

export const jewelleryList = defineCall({
  path: 'app/official/jewellery/list',
  access: PUBLIC,
  summary: 'Jewellery pieces holding every given selection: type-0 selections in jewelleryParamIdSet, type-1 in jewelParamIdSet.',
  request: z.object({
    jewelleryParamIdSet: selectionIds,
    jewelParamIdSet: selectionIds,
    pageNo: z.int().min(1).max(10_000).default(1),
    pageSize: z.int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_MAX),
  }),
  response: z.object({ total: z.int(), list: z.array(jewelleryItemSchema) }),
});

export const jewelleryDetail = defineCall({
  path: 'app/official/jewellery/detail',
  access: PUBLIC,
  summary: 'One jewellery piece.',
  request: z.object({ id: idSchema }),
  response: jewelleryItemSchema,
});

export const getJewelleryParamList = defineCall({
  path: 'app/official/jewellery/getJewelleryParamList',
  access: PUBLIC,
  summary: 'The jewellery parameters with their selections, in display order.',
  request: emptyRequest,
  response: z.array(jewelleryParamSchema),
});

/**
 * Prices per tael and per gram, HKD. The plain fields are display strings with thousands separators,
 * the raw-prefixed ones the numbers (decision 071).
 */
export const goldPriceSchema = z.object({
  goldSellPrice: z.string(),
  goldPurPrice: z.string(),
  goldExchPrice: z.string(),
  goldSellPriceGram: z.string(),
  goldPurPriceGram: z.string(),
  goldExchPriceGram: z.string(),
  rawGoldSellPrice: z.number(),
  rawGoldPurPrice: z.number(),
  rawGoldExchPrice: z.number(),
  rawGoldSellPriceGram: z.number(),
  rawGoldPurPriceGram: z.number(),
  rawGoldExchPriceGram: z.number(),
  /** ISO 8601 time the price was recorded. */
  lastModTime: z.string(),
  /** Which recorded price this is (goods priced by weight name the one they were priced at). */
  rateId: z.int(),
  /** Per tael, HKD: 18K (its own or the stated fraction of 999.9) and Pt950 (null: none recorded). */
  rawK18SellPrice: z.number(),
  rawPt950SellPrice: z.number().nullable(),
  /** 18K as thousandths of the 999.9 price, when no 18K price of its own is recorded. */
  k18Permille: z.int(),
  k18OwnRate: z.boolean(),
});
export type GoldPrice = z.infer<typeof goldPriceSchema>;

export const goldPrinceEnquiry = defineCall({
  path: 'app/official/posservice/goldPrinceEnquiry',
  access: PUBLIC,
  summary: 'The latest recorded gold price (the path keeps the spec spelling).',
  request: emptyRequest,
  response: goldPriceSchema,
});

const cents = z.int().min(GOLD_PRICE_CENTS.min).max(GOLD_PRICE_CENTS.max);
export const goldPriceRecordInputSchema = z.object({
  /** HKD cents per tael; per-gram prices are derived (1 tael = 37.429 g). */
  sellCents: cents,
  purchaseCents: cents,
  exchangeCents: cents,
  /**
   * Optional rates of the other metals (issue 30), HKD cents per tael: 18K's own selling price, or the
   * fraction of the 999.9 price 18K sells at (thousandths); Pt950's selling price. Left out, each keeps
   * what the previous recorded price had (decision 230).
   */
  k18Cents: cents.nullable().optional(),
  k18Permille: z.int().min(1).max(1000).optional(),
  pt950Cents: cents.nullable().optional(),
  /**
   * A selling rate more than GOLD_RATE_FAR_CHANGE_PERMILLE (5 %) from the last one is recorded only with
   * this, after its effect was shown (decision 370); without it such a price is refused (409, 60360).
   */
  confirmFarChange: z.literal(true).optional(),
});
export type GoldPriceRecordInput = z.infer<typeof goldPriceRecordInputSchema>;

export const recordGoldPrice = defineCall({
  path: 'app/official/posservice/recordGoldPrice',
  access: staffOnly(ROLE.STAFF_CRM_ADMIN),
  summary: 'Records a new gold price (kept with the history); the enquiry answers the latest.',
  request: goldPriceRecordInputSchema,
  response: goldPriceSchema,
});
