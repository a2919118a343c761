import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ROLE, staffOnly } from '../roles.ts';
import { i18nTextSchema } from '../schemas.ts';
import { MAKING_MODES, WEIGHT_METALS } from '../weight-pricing.ts';
import { goldPriceRecordInputSchema } from './gold-price.calls.ts';

/**
 * The merchant's report of goods priced by weight (issue 30, decisions 230 and 317): which skus are priced
 * by weight and at what, and what each recent re-pricing (a new rate, a saved rule) did to them. The
 * merchant admin (6) and the editor who records the gold price (5, linked from the gold price desk): it
 * holds prices and rules, no personal data.
 */
export const boWeightPricingReport = defineCall('app/backOffice/goldPrice/byWeight/list', staffOnly(ROLE.EDITOR, ROLE.MERCHANT_ADMIN), {
  request: z.strictObject({
    pageNo: z.int().min(1).max(10_000).default(1),
    pageSize: z.int().min(1).max(100).default(20),
  }),
  response: z.object({
    total: z.int(),
    goods: z.array(
      z.object({
        spuId: z.int(),
        skuId: z.int(),
        skuCode: z.string(),
        title: i18nTextSchema,
        status: z.enum(['on', 'off']),
        metal: z.enum(WEIGHT_METALS),
        weightMg: z.int(),
        makingMode: z.enum(MAKING_MODES),
        makingCents: z.int(),
        price: z.int(),
        originalPrice: z.int(),
        /** The rate the price was computed at (null: its metal has no rate yet). */
        rateId: z.int().nullable(),
      }),
    ),
    repricings: z.array(
      z.object({
        id: z.int(),
        at: z.string(),
        cause: z.enum(['rate', 'rule', 'seed']),
        rateId: z.int().nullable(),
        /** 999.9 selling price per tael of that rate, cents. */
        sellCents: z.int().nullable(),
        skus: z.int(),
        changed: z.int(),
        /**
         * What the prices moved by (new − old, cents) over the changed skus: the sum, and the smallest and
         * largest single change (signed; null when nothing changed). Kept with the re-pricing (decision 317).
         */
        totalDelta: z.int(),
        minDelta: z.int().nullable(),
        maxDelta: z.int().nullable(),
      }),
    ),
  }),
  summary: 'Goods priced by weight (one page of skus, newest product first) and the recent re-pricings with what they changed.',
});

/** What recording a price would do, answered before it is recorded (decision 370). */
export const boGoldPricePreviewSchema = z.object({
  /** The last recorded 999.9 selling price (null: none yet), cents per tael. */
  lastSellCents: z.int().nullable(),
  /** Each selling rate that moves, with its signed change in thousandths and whether it is far (> 5 %). */
  changes: z.array(
    z.object({
      metal: z.enum(WEIGHT_METALS),
      fromCents: z.int(),
      toCents: z.int(),
      permille: z.int(),
      far: z.boolean(),
    }),
  ),
  /** True when the record call needs `confirmFarChange`. */
  needsConfirmation: z.boolean(),
  /** By-weight skus priced at a rate, and how many of them the new price re-prices. */
  skus: z.int(),
  changed: z.int(),
  /** new − old over the re-priced skus, cents: the sum and the smallest and largest single change (null: none). */
  totalDelta: z.int(),
  minDelta: z.int().nullable(),
  maxDelta: z.int().nullable(),
});

export type BoGoldPricePreview = z.infer<typeof boGoldPricePreviewSchema>;

export const boPreviewGoldPrice = defineCall('app/backOffice/goldPrice/preview', staffOnly(ROLE.EDITOR, ROLE.MERCHANT_ADMIN), {
  request: goldPriceRecordInputSchema,
  response: boGoldPricePreviewSchema,
  summary:
    'What recording this gold price would do, writing nothing: each selling rate against the last one (more than 5 % needs confirmFarChange), and how many pieces priced by weight it re-prices and by how much.',
});
