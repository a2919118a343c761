import { DEFAULT_AMOUNT_FORMAT, formatAmount, promotionApplies, type PaymentCondition, type PricedKind } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { AppError, fail } from '../../lib/app-error.ts';
import { numberLabel, writeAudit } from '../audit/index.ts';
import { orderDeskRepo } from './order-desk.repository.ts';
import { priceOrder, type PricingResult, type PricingSku } from './pricing.ts';
import { repricingRepo, type RepriceOrder } from './repricing.repository.ts';

/*
 * Re-pricing an unpaid order for the kind of payment it is actually paid with (issue 37, decision 357).
 * The one pricing function prices the order's own lines at the unit prices the order kept, among the
 * promotions that were running when it was placed, for the new kind. Nothing else about the order moves.
 */

export interface Quote {
  order: RepriceOrder;
  kind: PricedKind;
  /** The order's price depends on an offer this kind does not meet: it cannot be paid this way at that price. */
  mustReprice: boolean;
  /** The codes of those offers. */
  offers: string[];
  /** The order re-priced for this kind; null when its own price is the price for this kind. */
  repriced: PricingResult | null;
  /** Re-pricing would take away a chosen gift (of an offer for another kind): refused, never done. */
  giftLost: boolean;
}

/** What an unknown order id means here: a programming error, not a member's. */
const orderOf = async (db: Db, orderId: number) => (await repricingRepo.order(db, orderId)) ?? fail('ORDER_NOT_FOUND');

/** The order's price for `kind`, and whether paying with it needs (or allows a lower) re-pricing. */
export async function quoteFor(db: Db, orderId: number, kind: PricedKind): Promise<Quote> {
  const order = await orderOf(db, orderId);
  if (kind === order.pricedPaymentKind) return { order, kind, mustReprice: false, offers: [], repriced: null, giftLost: false };
  const kept = await repricingRepo.conditions(
    db,
    order.promotions.filter((p) => !p.paymentCondition).map((p) => p.id),
  );
  const conditionOf = (p: RepriceOrder['promotions'][number]): PaymentCondition => p.paymentCondition ?? kept.get(p.id) ?? 'any';
  const unmet = order.promotions.filter((p) => !promotionApplies(conditionOf(p), kind));
  const lines = await repricingRepo.lines(db, orderId);
  const promotions = await repricingRepo.promotionsAt(db, order.merchantCode, order.createdAt);
  const pathOf = await categoryPaths(db, order.merchantCode);
  // The units are the order's already: on sale and in stock as far as pricing is concerned.
  const skus = new Map<number, PricingSku>(
    lines.map((l) => [
      l.skuId,
      {
        skuId: l.skuId,
        spuId: l.spuId,
        skuCode: l.skuCode,
        price: l.price,
        originalPrice: l.originalPrice,
        categoryPath: l.categoryId === null ? [] : pathOf(l.categoryId),
        onSale: true,
        stockQty: Number.MAX_SAFE_INTEGER,
        title: l.title,
        img: l.img,
        selections: [],
      },
    ]),
  );
  const r = priceOrder({
    lines: lines.filter((l) => !l.isGift).map((l) => ({ skuId: l.skuId, num: l.num })),
    gifts: lines.filter((l) => l.isGift).map((l) => ({ skuId: l.skuId, num: l.num, promotionId: l.promotionId ?? undefined })),
    skus,
    promotions,
    needPromotion: true,
    format: DEFAULT_AMOUNT_FORMAT,
    paymentKind: kind,
  });
  const mustReprice = unmet.length > 0;
  // Not needed and no cheaper: the order keeps its own price.
  const useful = mustReprice || r.totalPayPrice < order.totalPayPrice;
  return {
    order,
    kind,
    mustReprice,
    offers: unmet.map((p) => p.code),
    repriced: useful ? r : null,
    giftLost: r.droppedGifts.length > 0,
  };
}

/** The amount the order costs paid this way. */
export const amountOf = (q: Quote) => q.repriced?.totalPayPrice ?? q.order.totalPayPrice;

/**
 * Decides a payment of kind `q.kind`: answers the re-pricing to write first (null: none), or refuses.
 * `accepted` is the new total the payer confirmed; a required re-pricing needs it, an optional (cheaper)
 * one is done only with it.
 */
export function repricingFor(q: Quote, accepted: number | undefined, refusal: 'ORDER_PRICE_FOR_METHOD' | 'COUNTER_PRICE_FOR_METHOD'): PricingResult | null {
  if (!q.repriced) return null;
  if (q.giftLost) return q.mustReprice ? fail('ORDER_REPRICE_GIFT', { offers: q.offers.join(', ') }) : null;
  if (accepted === q.repriced.totalPayPrice) return q.repriced;
  if (!q.mustReprice) return null;
  // The new total travels as data too, so a payment page can offer "pay HK$X this way" without reading the text.
  throw new AppError(
    refusal,
    { offers: q.offers.join(', '), amount: formatAmount(q.repriced.totalPayPrice, DEFAULT_AMOUNT_FORMAT, 'total') },
    { repricedTotal: q.repriced.totalPayPrice },
  );
}

/** Writes the re-pricing inside the caller's transaction; a concurrent change of the order answers 409. */
export async function writeRepricing(tx: Db, q: Quote, r: PricingResult, at: Date): Promise<void> {
  const ok = await repricingRepo.write(tx, {
    orderId: q.order.id,
    fromTotal: q.order.totalPayPrice,
    kind: q.kind,
    lines: r.lines.map((l) => ({
      skuId: l.skuId,
      totalDiscountValue: l.totalDiscountValue,
      totalPayPrice: l.totalPayPrice,
      promotionId: l.promotions[0]?.id ?? null,
    })),
    totalDiscountValue: r.totalDiscountValue,
    priceRounding: r.priceRounding,
    totalPayPrice: r.totalPayPrice,
    promotions: r.applied,
    at,
  });
  if (!ok) fail('ORDER_STATUS_CONFLICT');
}

/** The note an order's history keeps of a re-pricing: from and to, and the kind. */
export const repricingNote = (q: Quote, r: PricingResult) =>
  `${q.order.pricedPaymentKind} → ${q.kind}: ${formatAmount(q.order.totalPayPrice, DEFAULT_AMOUNT_FORMAT, 'total')} → ${formatAmount(r.totalPayPrice, DEFAULT_AMOUNT_FORMAT, 'total')}${q.offers.length ? ` (${q.offers.join(', ')})` : ''}`;

/** The counter's re-pricing, in the hand-over's transaction: written, kept in the order's history and audited. */
export async function repriceAtCounter(tx: Db, p: { quote: Quote; repricing: PricingResult; orderNo: string; staffId: number; at: Date }): Promise<void> {
  const { quote, repricing, orderNo, staffId, at } = p;
  await writeRepricing(tx, quote, repricing, at);
  const note = repricingNote(quote, repricing);
  await orderDeskRepo.addHistory(tx, {
    orderId: quote.order.id,
    action: 'reprice',
    fromStatus: 'ready_for_pickup',
    toStatus: 'ready_for_pickup',
    staffId,
    note,
    at,
  });
  await writeAudit(tx, {
    staffId,
    action: 'update',
    entity: 'orders',
    entityId: orderNo,
    label: numberLabel(orderNo),
    changedFields: ['totalPayPrice', 'pricedPaymentKind'],
    changes: {
      totalPayPrice: { before: quote.order.totalPayPrice, after: repricing.totalPayPrice },
      pricedPaymentKind: { before: quote.order.pricedPaymentKind, after: quote.kind },
    },
  });
}

async function categoryPaths(db: Db, merchantCode: string) {
  const parents = new Map((await repricingRepo.categoryParents(db, merchantCode)).map((c) => [c.id, c.parentId]));
  return (id: number): number[] => {
    const path: number[] = [];
    for (let c: number | null | undefined = id; c != null && !path.includes(c); c = parents.get(c)) path.push(c);
    return path;
  };
}
