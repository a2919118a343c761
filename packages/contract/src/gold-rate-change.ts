import type { WeightMetal } from './weight-pricing.constants.ts';

/*
 * How far a new gold price may move from the last one before whoever records it is asked to confirm,
 * with the effect on the goods priced by weight shown first (issue 37, decision 370). The API refuses a
 * far rate without the confirmation; the back office's desk asks before it sends one. Plain rules, no zod:
 * both sides run them.
 */

/** A selling rate that moves more than this (thousandths of the last one: 50 = 5 %) needs a confirmation. */
export const GOLD_RATE_FAR_CHANGE_PERMILLE = 50;

/** The selling rates per tael (cents) that price goods by weight; null: that metal has no rate of its own. */
export interface SellingRates {
  gold9999: number;
  /** 18K's own rate; null when 18K sells at a fraction of 999.9 (it then moves with 999.9). */
  gold18k: number | null;
  pt950: number | null;
}

export interface RateChange {
  metal: WeightMetal;
  fromCents: number;
  toCents: number;
  /** Signed change in thousandths of the last rate, rounded half away from zero (+52 = +5.2 %). */
  permille: number;
  /** More than GOLD_RATE_FAR_CHANGE_PERMILLE either way. */
  far: boolean;
}

/** Signed thousandths of `from` that `to` moved by, to the nearest thousandth (integers only). */
export function changePermille(fromCents: number, toCents: number): number {
  const diff = toCents - fromCents;
  const n = Math.floor((Math.abs(diff) * 2000 + fromCents) / (2 * fromCents));
  return diff < 0 ? -n : n;
}

/** Whether `to` is more than 5 % from `from`, decided exactly (no rounding): |to − from| × 1000 > from × 50. */
export const isFarRateChange = (fromCents: number, toCents: number) => Math.abs(toCents - fromCents) * 1000 > fromCents * GOLD_RATE_FAR_CHANGE_PERMILLE;

/**
 * Each selling rate the new price changes, against the last recorded one (a metal without a rate on
 * either side is not compared: nothing was priced at it, or nothing will be).
 */
export function rateChanges(previous: SellingRates, next: SellingRates): RateChange[] {
  const out: RateChange[] = [];
  for (const metal of ['gold9999', 'gold18k', 'pt950'] as const) {
    const from = previous[metal];
    const to = next[metal];
    if (from === null || to === null || from === to || from <= 0) continue;
    out.push({ metal, fromCents: from, toCents: to, permille: changePermille(from, to), far: isFarRateChange(from, to) });
  }
  return out;
}
