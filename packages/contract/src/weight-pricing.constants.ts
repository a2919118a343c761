// The metals, making-charge modes and bounds of a by-weight price (issue 30), apart from the pricing
// function so that the wire schemas (`weight-pricing.schemas.ts`) can use them without a loop.

/** One Hong Kong tael (兩) in milligrams: 37.429 g = 10 mace (錢) = 100 candareen (分). */
export const MG_PER_TAEL = 37_429;

export const WEIGHT_METALS = ['gold9999', 'gold18k', 'pt950'] as const;
export type WeightMetal = (typeof WEIGHT_METALS)[number];
export const MAKING_MODES = ['fixed', 'perGram'] as const;
export type MakingMode = (typeof MAKING_MODES)[number];

/** Bounds of a by-weight rule (the back-office form and the CSV import use the same). */
export const WEIGHT_PRICING_LIMITS = {
  /** 1 mg to 10 kg. */
  WEIGHT_MG: { min: 1, max: 10_000_000 },
  /** A making charge, cents (fixed) or cents per gram: up to HK$1,000,000. */
  MAKING_CENTS: { min: 0, max: 100_000_000 },
  /** 18K as a stated fraction of the 999.9 rate, in thousandths (750 = 75 %). */
  K18_PERMILLE: { min: 1, max: 1000, default: 750 },
} as const;
