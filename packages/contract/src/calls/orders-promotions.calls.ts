import { z } from 'zod';
import { defineCall, idSchema } from '../call.ts';
import { recordVersionSchema, requireBaseVersion, requireBaseVersionIssue, versionedSaveShape } from '../record-version.ts';
import { ROLE, staffOnly } from '../roles.ts';
import { i18nTextSchema } from '../schemas.ts';
import { PAYMENT_CONDITIONS } from '../payment-conditions.ts';
import {
  BO_CLUB_LIMITS,
  BO_PROMOTION_CODE_PATTERN,
  BO_PROMOTION_KINDS,
  BO_PROMOTION_SCOPES,
  BO_PROMOTION_STATES,
  boClubPageShape,
  boClubSkuCodeSchema,
  boI18nOf,
} from '../back-office/club-fields.ts';

/**
 * Promotions in the back office (issue 14, role 6 MERCHANT_ADMIN; decisions 170–172), answered by the
 * orders module (which prices orders by them). Every write is one transaction with its audit row and
 * drops the `catalogue` caches.
 */
const merchantAdmin = staffOnly(ROLE.MERCHANT_ADMIN);

// ---------------------------------------------------------------- promotions

/**
 * A promotion as the form edits it. The rules are those `priceOrder` applies (decision 046); sku targets
 * and gifts are named by sku code (the merchant's words), the server keeps their ids.
 */
export const boPromotionValuesSchema = z
  .strictObject({
    code: z.string().trim().toUpperCase().min(2).max(BO_CLUB_LIMITS.CODE_MAX).regex(BO_PROMOTION_CODE_PATTERN),
    title: boI18nOf(BO_CLUB_LIMITS.TITLE_MAX, true),
    description: boI18nOf(BO_CLUB_LIMITS.DESCRIPTION_MAX, false),
    kind: z.enum(BO_PROMOTION_KINDS),
    scope: z.enum(BO_PROMOTION_SCOPES),
    categoryIds: z.array(idSchema).max(BO_CLUB_LIMITS.TARGETS_MAX),
    skuCodes: z.array(boClubSkuCodeSchema).max(BO_CLUB_LIMITS.TARGETS_MAX),
    /** Spend on the eligible lines needed, in cents. */
    threshold: z.int().min(0).max(BO_CLUB_LIMITS.AMOUNT_MAX),
    amountOff: z.int().min(0).max(BO_CLUB_LIMITS.AMOUNT_MAX),
    percentOff: z.int().min(0).max(100),
    giftSkuCodes: z.array(boClubSkuCodeSchema).max(BO_CLUB_LIMITS.GIFTS_MAX),
    giftLimit: z.int().min(1).max(BO_CLUB_LIMITS.GIFT_LIMIT_MAX),
    giftQty: z.int().min(1).max(BO_CLUB_LIMITS.GIFT_QTY_MAX),
    priority: z.int().min(-BO_CLUB_LIMITS.PRIORITY_MAX).max(BO_CLUB_LIMITS.PRIORITY_MAX),
    stackable: z.boolean(),
    /** The kind of payment the offer is for (decision 355); `any` when omitted, as before the condition existed. */
    paymentCondition: z.enum(PAYMENT_CONDITIONS).default('any'),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  })
  .superRefine((v, ctx) => {
    const starts = Date.parse(v.startsAt);
    const ends = Date.parse(v.endsAt);
    if (!(ends > starts)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after the start' });
    else if (ends - starts > BO_CLUB_LIMITS.PERIOD_MAX_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'period too long' });
    if (v.kind === 'amount_off' && v.amountOff < 1) ctx.addIssue({ code: 'custom', path: ['amountOff'], message: 'required' });
    if (v.kind === 'percent_off' && (v.percentOff < 1 || v.percentOff > 99)) ctx.addIssue({ code: 'custom', path: ['percentOff'], message: '1–99' });
    if (v.kind === 'gift' && v.giftSkuCodes.length === 0) ctx.addIssue({ code: 'custom', path: ['giftSkuCodes'], message: 'required' });
    if (v.scope === 'category' && v.categoryIds.length === 0) ctx.addIssue({ code: 'custom', path: ['categoryIds'], message: 'required' });
    if (v.scope === 'sku' && v.skuCodes.length === 0) ctx.addIssue({ code: 'custom', path: ['skuCodes'], message: 'required' });
  });
export type BoPromotionValues = z.infer<typeof boPromotionValuesSchema>;

export const boPromotionRowSchema = z.object({
  id: z.int(),
  code: z.string(),
  title: i18nTextSchema,
  kind: z.enum(BO_PROMOTION_KINDS),
  scope: z.enum(BO_PROMOTION_SCOPES),
  state: z.enum(BO_PROMOTION_STATES),
  startsAt: z.string(),
  endsAt: z.string(),
  priority: z.int(),
  paymentCondition: z.enum(PAYMENT_CONDITIONS),
});
export type BoPromotionRow = z.infer<typeof boPromotionRowSchema>;

export const boListPromotions = defineCall('app/backOffice/promotions/list', merchantAdmin, {
  request: z.strictObject({ ...boClubPageShape, state: z.enum(BO_PROMOTION_STATES).optional() }),
  response: z.object({ total: z.int(), list: z.array(boPromotionRowSchema) }),
  summary: 'One page of promotions (running, upcoming, ended), newest first, searched by code or title.',
});

export const boGetPromotion = defineCall('app/backOffice/promotions/get', merchantAdmin, {
  request: z.strictObject({ id: idSchema }),
  response: z.object({ id: z.int(), version: recordVersionSchema, state: z.enum(BO_PROMOTION_STATES), values: z.object({ ...boPromotionValuesSchema.shape }) }),
  summary: 'One promotion with every field of its form.',
});

export const boSavePromotion = defineCall('app/backOffice/promotions/save', merchantAdmin, {
  request: z
    .strictObject({ id: idSchema.optional(), ...versionedSaveShape, values: boPromotionValuesSchema })
    .refine(requireBaseVersion, requireBaseVersionIssue),
  response: z.object({ id: z.int(), version: recordVersionSchema }),
  summary: 'Creates (no id) or replaces a promotion; the preview and takeOrder apply it from its start. Audited; drops the pricing caches.',
});

/** Why another promotion wins or loses against the one being edited, for carts both apply to. */
export const PROMOTION_RIVAL_REASONS = ['higherPriority', 'equalPriorityOlder', 'lowerPriority', 'equalPriorityNewer'] as const;
export const boPromotionRivalSchema = z.object({
  id: z.int(),
  code: z.string(),
  title: i18nTextSchema,
  priority: z.int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** True when that promotion is applied instead of this one. */
  wins: z.boolean(),
  why: z.enum(PROMOTION_RIVAL_REASONS),
});
export type BoPromotionRival = z.infer<typeof boPromotionRivalSchema>;

export const boPromotionRivals = defineCall('app/backOffice/promotions/rivals', merchantAdmin, {
  request: z.strictObject({
    /** The promotion being edited (it competes with the others, not itself); none for a new one. */
    id: idSchema.optional(),
    values: z.strictObject({
      kind: z.enum(BO_PROMOTION_KINDS),
      scope: z.enum(BO_PROMOTION_SCOPES),
      categoryIds: z.array(idSchema).max(BO_CLUB_LIMITS.TARGETS_MAX),
      skuCodes: z.array(z.string().trim().max(BO_CLUB_LIMITS.SKU_CODE_MAX)).max(BO_CLUB_LIMITS.TARGETS_MAX),
      priority: z.int().min(-BO_CLUB_LIMITS.PRIORITY_MAX).max(BO_CLUB_LIMITS.PRIORITY_MAX),
      stackable: z.boolean(),
      startsAt: z.iso.datetime({ offset: true }),
      endsAt: z.iso.datetime({ offset: true }),
      /** Offers for two different kinds of payment never meet on one order (decision 395): not rivals. */
      paymentCondition: z.enum(PAYMENT_CONDITIONS).default('any'),
    }),
  }),
  response: z.object({ list: z.array(boPromotionRivalSchema) }),
  summary:
    'Before saving: the other promotions that compete with this one for the same carts (both not stackable, same stage — line or order — overlapping goods and period, payment conditions one order can meet together, not ended), each saying whether it would win (higher priority; at equal priority the older one). Writes nothing.',
});

export const boEndPromotion = defineCall('app/backOffice/promotions/end', merchantAdmin, {
  request: z.strictObject({ id: idSchema }),
  response: z.object({ id: z.int(), state: z.enum(BO_PROMOTION_STATES) }),
  summary: 'Ends a promotion now (off; its end moved to now when it had started). Ending an ended one changes nothing. Audited.',
});
