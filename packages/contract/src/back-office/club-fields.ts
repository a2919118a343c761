import { z } from 'zod';
import { BO_IMAGE_PATTERN, BO_LIMITS } from './record-fields.ts';
import { boPageShape } from './page-shape.ts';

/**
 * What the promotions' calls (answered by the orders module) and the club goods' calls (answered by the
 * club module) share: their kinds, states, bounds and field schemas (decision 435 grouped the calls by
 * the module that answers them; these building blocks stayed one).
 */
export const BO_PROMOTION_KINDS = ['amount_off', 'percent_off', 'gift'] as const;
export const BO_PROMOTION_SCOPES = ['order', 'category', 'sku'] as const;
/** running: on and inside its period; upcoming: on, not started; ended: past its end or ended by staff (off). */
export const BO_PROMOTION_STATES = ['running', 'upcoming', 'ended'] as const;
export const CLUB_LIMIT_PERIODS = ['ever', 'month', 'year'] as const;
export type ClubLimitPeriod = (typeof CLUB_LIMIT_PERIODS)[number];

/** Bounds of the promotion and club goods forms; the web forms show them in their controls. */
export const BO_CLUB_LIMITS = {
  CODE_MAX: 40,
  TITLE_MAX: 120,
  DESCRIPTION_MAX: 500,
  /** Cents: up to HK$10,000,000. */
  AMOUNT_MAX: 1_000_000_000,
  PRIORITY_MAX: 1000,
  TARGETS_MAX: 200,
  GIFTS_MAX: 20,
  GIFT_LIMIT_MAX: 20,
  GIFT_QTY_MAX: 20,
  /** The longest promotion: five years. */
  PERIOD_MAX_DAYS: 1830,
  DETAIL_MAX: 4000,
  IMAGES_MAX: 12,
  SKUS_MAX: 20,
  SKU_CODE_MAX: 40,
  POINTS_MAX: 10_000_000,
  LIMIT_MAX: 10_000,
  STOCK_MAX: 1_000_000,
  SORT_MAX: 100_000,
  REQUEST_KEY_MAX: 64,
} as const;
const L = BO_CLUB_LIMITS;
export const BO_PROMOTION_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;
export const BO_CLUB_SKU_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A three-language text of at most `max` characters, each language required or not. */
export const boI18nOf = (max: number, required: boolean) => {
  const one = z.string().trim().max(max);
  const each = required ? one.min(1) : one;
  return z.object({ zh_HK: each, zh_CN: each, en: each });
};
export const boClubImageSchema = z.string().trim().min(1).max(BO_LIMITS.URL_MAX).regex(BO_IMAGE_PATTERN);
export const boClubSkuCodeSchema = z.string().trim().min(1).max(L.SKU_CODE_MAX).regex(BO_CLUB_SKU_CODE_PATTERN);
/** A back-office list's page and search. */
export const boClubPageShape = boPageShape;
