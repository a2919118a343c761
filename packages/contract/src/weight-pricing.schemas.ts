import { z } from 'zod';
import { MAKING_MODES, WEIGHT_METALS, WEIGHT_PRICING_LIMITS } from './weight-pricing.constants.ts';

/* The wire schemas of by-weight pricing (decision 230), apart from the plain module the storefront reads. */

const L = WEIGHT_PRICING_LIMITS;
export const weightPricingSchema = z.strictObject({
  metal: z.enum(WEIGHT_METALS),
  /** Net weight of the metal in milligrams (grams with three decimals, as the scale shows them). */
  weightMg: z.int().min(L.WEIGHT_MG.min).max(L.WEIGHT_MG.max),
  makingMode: z.enum(MAKING_MODES),
  /** Fixed: cents per piece; per gram: cents per gram. */
  makingCents: z.int().min(L.MAKING_CENTS.min).max(L.MAKING_CENTS.max),
  /**
   * Optional promotion: the making charge before the promotion (same mode). The original price is then
   * metal + this charge; without it the original price is the price.
   */
  originalMakingCents: z.int().min(L.MAKING_CENTS.min).max(L.MAKING_CENTS.max).optional(),
});
export type WeightPricing = z.infer<typeof weightPricingSchema>;

/**
 * A by-weight sku's price as served with the product (product page, lists, search): its rule and the
 * breakdown the price was computed from at the rate named, recorded at `rateAt` (ISO time).
 */
export const weightPriceSchema = z.object({
  metal: z.enum(WEIGHT_METALS),
  weightMg: z.int(),
  makingMode: z.enum(MAKING_MODES),
  makingCents: z.int(),
  rateId: z.int(),
  /** Cents per tael. */
  rateCents: z.int(),
  rateAt: z.string(),
  metalCents: z.int(),
  makingChargeCents: z.int(),
});
export type WeightPrice = z.infer<typeof weightPriceSchema>;

/** The gold price an order preview used, and until when an order keeps the previewed total. */
export const weightQuoteSchema = z.object({
  rateId: z.int(),
  /** ISO time the rate was recorded. */
  rateAt: z.string(),
  /** ISO time: an order placed later is asked to confirm its total again. */
  validUntil: z.string(),
});
export type WeightQuoteWire = z.infer<typeof weightQuoteSchema>;
