import type { WeightPricing } from './weight-pricing.schemas.ts';

export type { WeightPricing, WeightPrice, WeightQuoteWire } from './weight-pricing.schemas.ts';
export * from './weight-pricing.constants.ts';
import { MG_PER_TAEL, type WeightMetal, type MakingMode } from './weight-pricing.constants.ts';

/*
 * Goods priced by weight at the day's rate (issue 30, decision 230). This file is the ONE place a
 * by-weight price is computed: the API's re-pricing writes its answer into the sku rows (so every read —
 * product page, lists, search, cart, preview, takeOrder's check — serves the same number), and the web
 * app uses it only to lay out the breakdown the server already priced. No zod here: the product page reads
 * this module (decision 003); the wire schemas are in `weight-pricing.schemas.ts`.
 */

/**
 * How long a preview's by-weight price is honoured (decision 231): an order placed within this time of
 * the preview, at the same rate, keeps it; later, or at another rate, the shopper confirms the new total.
 */
export const WEIGHT_QUOTE_WINDOW_MS = 10 * 60_000;

/** The rates a recorded gold price gives, HKD cents per tael (null: that metal has no rate yet). */
export interface MetalRates {
  gold9999: number;
  /** Its own recorded 18K rate, when the merchant records one. */
  gold18k: number | null;
  /** Otherwise 18K is this fraction of the 999.9 rate (thousandths). */
  k18Permille: number;
  pt950: number | null;
}

/** The selling rate of a metal per tael, in cents; null when the merchant has recorded none. */
export function metalRateCents(rates: MetalRates, metal: WeightMetal): number | null {
  if (metal === 'gold9999') return rates.gold9999;
  if (metal === 'gold18k') return rates.gold18k ?? Math.round((rates.gold9999 * rates.k18Permille) / 1000);
  return rates.pt950;
}

/**
 * Rounding to the dollar (decision 230): half a dollar and above goes up, below goes down, done with
 * integers so 0.5 never becomes 0.49999. Applied to the metal's value and to the making charge each, so
 * the breakdown the shopper reads adds up to the price exactly.
 */
export function roundToDollar(numerator: number, denominator = 1): number {
  // cents = numerator / denominator; dollars = floor(cents / 100 + 0.5)
  const d = denominator * 100;
  return Math.floor((2 * numerator + d) / (2 * d)) * 100;
}

export interface WeightPriceBreakdown {
  /** weight × rate, to the dollar. */
  metalCents: number;
  /** The making charge, to the dollar. */
  makingChargeCents: number;
  /** metal + making charge: the sku's price. */
  price: number;
  /** metal + the original making charge (the price when there is no promotion). */
  originalPrice: number;
  /** The rate used, cents per tael. */
  rateCents: number;
}

function making(mode: MakingMode, cents: number, weightMg: number): number {
  return mode === 'fixed' ? roundToDollar(cents) : roundToDollar(cents * weightMg, 1000);
}

/** THE pricing function of by-weight goods; null when the metal has no rate yet. */
export function priceByWeight(rule: WeightPricing, rates: MetalRates): WeightPriceBreakdown | null {
  const rateCents = metalRateCents(rates, rule.metal);
  if (rateCents === null) return null;
  const metalCents = roundToDollar(rule.weightMg * rateCents, MG_PER_TAEL);
  const makingChargeCents = making(rule.makingMode, rule.makingCents, rule.weightMg);
  const price = metalCents + makingChargeCents;
  const original = rule.originalMakingCents === undefined ? price : metalCents + making(rule.makingMode, rule.originalMakingCents, rule.weightMg);
  return { metalCents, makingChargeCents, price, originalPrice: Math.max(price, original), rateCents };
}

/**
 * A weight as Hong Kong shoppers read it: taels, mace and candareen (1 tael = 10 mace = 100 candareen),
 * the candareen to one decimal (a 厘).
 */
export function taelsMaceCandareen(weightMg: number): { taels: number; mace: number; candareen: number } {
  // In tenths of a candareen (1 厘 = 37.429 mg), rounded half up.
  const li = Math.floor((weightMg * 1000 * 2 + MG_PER_TAEL) / (2 * MG_PER_TAEL));
  return { taels: Math.floor(li / 1000), mace: Math.floor((li % 1000) / 100), candareen: (li % 100) / 10 };
}

/** Grams as the scale shows them: "18.715". */
export const gramsText = (weightMg: number) => (weightMg / 1000).toFixed(3);
