import { z } from 'zod';
import { defineCall, emptyRequest } from '../call.ts';
import { PUBLIC, ROLE, staffOnly } from '../roles.ts';
import { GOLD_PRICE_CENTS } from '../limits.ts';
import { boPageShape } from '../back-office/page-shape.ts';

// The gold price: the public enquiry, the CRM admin's and the desk's recording, the desk's history —
// every call the gold-price module answers (decision 435).

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

export const goldPrinceEnquiry = defineCall('app/official/posservice/goldPrinceEnquiry', PUBLIC, {
  request: emptyRequest,
  response: goldPriceSchema,
  summary: 'The latest recorded gold price (the path keeps the spec spelling).',
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

export const recordGoldPrice = defineCall('app/official/posservice/recordGoldPrice', staffOnly(ROLE.STAFF_CRM_ADMIN), {
  request: goldPriceRecordInputSchema,
  response: goldPriceSchema,
  summary: 'Records a new gold price (kept with the history); the enquiry answers the latest.',
});

export const boGoldPriceRowSchema = z.object({
  id: z.int(),
  sellCents: z.int(),
  purchaseCents: z.int(),
  exchangeCents: z.int(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});

/**
 * The gold price desk: the page editor (5) and the merchant (6), whose home warns when no price was
 * recorded today (issue 37).
 */
const goldPriceDesk = staffOnly(ROLE.EDITOR, ROLE.MERCHANT_ADMIN);

export const boRecordGoldPrice = defineCall('app/backOffice/goldPrice/record', goldPriceDesk, {
  request: goldPriceRecordInputSchema,
  response: goldPriceSchema,
  summary: "Records today's gold price per tael (the enquiry answers it at once); kept in the history. Audited.",
});

export const boGoldPriceHistory = defineCall('app/backOffice/goldPrice/history', goldPriceDesk, {
  request: z.object({ pageNo: boPageShape.pageNo, pageSize: boPageShape.pageSize }),
  response: z.object({ total: z.int(), list: z.array(boGoldPriceRowSchema) }),
  summary: 'Recorded gold prices, newest first, paged.',
});
