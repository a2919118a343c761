import {
  cartLineState,
  INVALID_STATUS,
  LINE_STATE_STATUS,
  priceRounding,
  promotionApplies,
  type AmountFormat,
  type PaymentCondition,
  type PricedKind,
  type I18nText,
  type InvalidStatus,
  type WeightPrice,
} from '@shop/contract';

/*
 * The one pricing function: the preview shows what it answers and takeOrder charges what it answers.
 * Pure (no database, no clock): the caller loads the skus, stock and the promotions running now.
 * Rules in docs/decisions/046-promotions.md.
 */

export interface PricingSku {
  skuId: number;
  spuId: number;
  skuCode: string;
  price: number;
  originalPrice: number;
  /** The product's category and all its ancestors. */
  categoryPath: number[];
  /** Off when the sku or its product is removed from sale. */
  onSale: boolean;
  /** Units in the shop; null when the shop holds no stock record for it (an inventory anomaly). */
  stockQty: number | null;
  title: I18nText;
  img: string;
  selections: { id: number; name: I18nText }[];
  /** Priced by weight (issue 30): the rule and breakdown its price came from; null when priced by hand. */
  weightPrice?: WeightPrice | null;
}

export interface PricingPromotion {
  id: number;
  code: string;
  title: I18nText;
  description: I18nText;
  kind: 'amount_off' | 'percent_off' | 'gift';
  scope: 'order' | 'category' | 'sku';
  categoryIds: number[];
  skuIds: number[];
  threshold: number;
  amountOff: number;
  percentOff: number;
  giftSkuIds: number[];
  giftLimit: number;
  giftQty: number;
  priority: number;
  stackable: boolean;
  /** The kind of payment the offer is for (decision 355). */
  paymentCondition: PaymentCondition;
}

export interface PricingInput {
  lines: { skuId: number; num: number }[];
  gifts: { skuId: number; promotionId?: number | undefined; num: number }[];
  /** Every sku named by lines, and every gift sku of the promotions. */
  skus: ReadonlyMap<number, PricingSku>;
  /** Promotions running now, in any order. */
  promotions: readonly PricingPromotion[];
  needPromotion: boolean;
  format: AmountFormat;
  /** The kind of payment the price assumes: offers for another kind are left out (decision 357). */
  paymentKind: PricedKind;
}

export interface AppliedPromotion {
  id: number;
  code: string;
  title: I18nText;
  discount: number;
  /** Kept with the order, so paying another way knows the price depends on it (decision 357). */
  paymentCondition: PaymentCondition;
}

export interface PricedLine {
  skuId: number;
  num: number;
  sku: PricingSku | undefined;
  invalidStatus: InvalidStatus;
  totalOriginalPrice: number;
  totalPrice: number;
  totalDiscountValue: number;
  totalPayPrice: number;
  promotions: AppliedPromotion[];
}

export interface GiftOffer {
  promotion: PricingPromotion;
  spuId: number;
  /** Gift skus of this product with stock left after the ordered lines. */
  options: { sku: PricingSku; available: number }[];
}

export interface ChosenGift {
  promotion: PricingPromotion;
  sku: PricingSku;
  num: number;
}

export interface Totals {
  totalOriginalPrice: number;
  totalPrice: number;
  totalDiscountValue: number;
  totalPayPrice: number;
  priceRounding: number;
}

/** A priced cart's five totals alone, as an order row, the preview and the till's sale write them. */
export const totalsOf = (t: Totals): Totals => ({
  totalOriginalPrice: t.totalOriginalPrice,
  totalPrice: t.totalPrice,
  totalDiscountValue: t.totalDiscountValue,
  totalPayPrice: t.totalPayPrice,
  priceRounding: t.priceRounding,
});

export interface PricingResult extends Totals {
  lines: PricedLine[];
  invalidLines: PricedLine[];
  giftOffers: GiftOffer[];
  chosenGifts: ChosenGift[];
  /** Chosen gifts that cannot be given (promotion not reached, unknown, no stock, over the limit). */
  droppedGifts: { skuId: number; num: number }[];
  applied: AppliedPromotion[];
  /** Running promotions left out because they are for another kind of payment (decision 357). */
  leftOut: PricingPromotion[];
}

/** The preview's status of a line, by the contract's one line-state rule (`cartLineState`). */
function invalidStatusOf(sku: PricingSku | undefined, num: number): InvalidStatus {
  return LINE_STATE_STATUS[cartLineState({ exists: !!sku, onSale: sku?.onSale ?? false, stockQty: sku?.stockQty ?? null, num })];
}

const byPriority = (a: PricingPromotion, b: PricingPromotion) => b.priority - a.priority || a.id - b.id;

function lineMatches(p: PricingPromotion, line: PricedLine): boolean {
  const sku = line.sku!;
  if (p.scope === 'order') return true;
  if (p.scope === 'sku') return p.skuIds.includes(sku.skuId);
  return sku.categoryPath.some((c) => p.categoryIds.includes(c));
}

/** Splits `total` over `weights` in proportion, whole cents, the remainders to the largest fractions. */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let rest = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    parts[i]! += 1;
    rest -= 1;
  }
  return parts;
}

/** Applies one amount or percent promotion to the given lines if its threshold is met; answers whether it did. */
function applyDiscount(p: PricingPromotion, lines: PricedLine[], applied: Map<number, AppliedPromotion>): boolean {
  const remaining = lines.map((l) => l.totalPayPrice);
  const base = remaining.reduce((a, b) => a + b, 0);
  if (base <= 0 || base < p.threshold) return false;
  const parts = p.kind === 'percent_off' ? remaining.map((r) => Math.floor((r * p.percentOff) / 100)) : allocate(Math.min(p.amountOff, base), remaining);
  let total = 0;
  lines.forEach((l, i) => {
    const d = Math.min(parts[i]!, l.totalPayPrice);
    if (d <= 0) return;
    l.totalDiscountValue += d;
    l.totalPayPrice -= d;
    l.promotions.push({ id: p.id, code: p.code, title: p.title, discount: d, paymentCondition: p.paymentCondition });
    total += d;
  });
  if (total <= 0) return false;
  const prev = applied.get(p.id);
  applied.set(p.id, { id: p.id, code: p.code, title: p.title, discount: (prev?.discount ?? 0) + total, paymentCondition: p.paymentCondition });
  return true;
}

/**
 * Prices lines with promotions. Stages: (1) line states — invalid lines are listed without discount;
 * (2) sku and category promotions by priority, at most one non-stackable per line; (3) order
 * promotions on what is left, at most one non-stackable per order; (4) gifts whose threshold the paid
 * amount of their eligible lines reaches; chosen gifts are checked against them. Only the promotions whose
 * payment condition admits `paymentKind` take part (decision 357).
 */
export function priceOrder(input: PricingInput): PricingResult {
  const merged = new Map<number, number>();
  for (const l of input.lines) merged.set(l.skuId, (merged.get(l.skuId) ?? 0) + l.num);

  const all: PricedLine[] = [...merged].map(([skuId, num]) => {
    const sku = input.skus.get(skuId);
    const invalidStatus = invalidStatusOf(sku, num);
    const valid = invalidStatus === INVALID_STATUS.VALID;
    const totalPrice = valid ? sku!.price * num : 0;
    return {
      skuId,
      num,
      sku,
      invalidStatus,
      totalOriginalPrice: valid ? sku!.originalPrice * num : 0,
      totalPrice,
      totalDiscountValue: 0,
      totalPayPrice: totalPrice,
      promotions: [],
    };
  });
  const lines = all.filter((l) => l.invalidStatus === INVALID_STATUS.VALID);
  const invalidLines = all.filter((l) => l.invalidStatus !== INVALID_STATUS.VALID);
  const applied = new Map<number, AppliedPromotion>();
  const giftOffers: GiftOffer[] = [];
  const chosenGifts: ChosenGift[] = [];
  const droppedGifts: { skuId: number; num: number }[] = [];
  const leftOut = input.needPromotion ? input.promotions.filter((p) => !promotionApplies(p.paymentCondition, input.paymentKind)) : [];

  if (input.needPromotion && lines.length > 0) {
    // Offers for another kind of payment than the one the price assumes are not in the running at all.
    const promos = input.promotions.filter((p) => promotionApplies(p.paymentCondition, input.paymentKind)).sort(byPriority);

    // Stage 2: line promotions.
    const exclusive = new Set<number>();
    for (const p of promos.filter((x) => x.kind !== 'gift' && x.scope !== 'order')) {
      const eligible = lines.filter((l) => lineMatches(p, l) && (p.stackable || !exclusive.has(l.skuId)));
      if (applyDiscount(p, eligible, applied) && !p.stackable) eligible.forEach((l) => exclusive.add(l.skuId));
    }

    // Stage 3: order promotions.
    let exclusiveOrderDone = false;
    for (const p of promos.filter((x) => x.kind !== 'gift' && x.scope === 'order')) {
      if (!p.stackable && exclusiveOrderDone) continue;
      if (applyDiscount(p, lines, applied) && !p.stackable) exclusiveOrderDone = true;
    }

    // Stage 4: gifts.
    const ordered = new Map(lines.map((l) => [l.skuId, l.num]));
    for (const p of promos.filter((x) => x.kind === 'gift')) {
      const spend = lines.filter((l) => lineMatches(p, l)).reduce((a, l) => a + l.totalPayPrice, 0);
      if (spend <= 0 || spend < p.threshold) continue;
      const bySpu = new Map<number, GiftOffer>();
      for (const id of p.giftSkuIds) {
        const sku = input.skus.get(id);
        if (!sku || !sku.onSale || sku.stockQty === null) continue;
        const available = sku.stockQty - (ordered.get(id) ?? 0);
        if (available < 1) continue;
        const offer = bySpu.get(sku.spuId) ?? { promotion: p, spuId: sku.spuId, options: [] };
        offer.options.push({ sku, available });
        bySpu.set(sku.spuId, offer);
      }
      giftOffers.push(...bySpu.values());
    }

    const perPromotionSpus = new Map<number, Set<number>>();
    const giftUnits = new Map<number, number>();
    for (const g of input.gifts) {
      const offer = giftOffers.find((o) => (g.promotionId === undefined || o.promotion.id === g.promotionId) && o.options.some((x) => x.sku.skuId === g.skuId));
      const option = offer?.options.find((x) => x.sku.skuId === g.skuId);
      const spus = offer ? (perPromotionSpus.get(offer.promotion.id) ?? new Set<number>()) : undefined;
      const units = (giftUnits.get(g.skuId) ?? 0) + g.num;
      const ok =
        offer &&
        option &&
        spus &&
        g.num <= offer.promotion.giftQty &&
        !spus.has(offer.spuId) &&
        spus.size < offer.promotion.giftLimit &&
        units <= option.available;
      if (!ok) {
        droppedGifts.push({ skuId: g.skuId, num: g.num });
        continue;
      }
      spus.add(offer.spuId);
      perPromotionSpus.set(offer.promotion.id, spus);
      giftUnits.set(g.skuId, units);
      chosenGifts.push({ promotion: offer.promotion, sku: option.sku, num: g.num });
    }
  } else {
    droppedGifts.push(...input.gifts.map((g) => ({ skuId: g.skuId, num: g.num })));
  }

  const sum = (f: (l: PricedLine) => number) => lines.reduce((a, l) => a + f(l), 0);
  const totalPrice = sum((l) => l.totalPrice);
  const totalDiscountValue = sum((l) => l.totalDiscountValue);
  const payRaw = totalPrice - totalDiscountValue;
  const rounding = priceRounding(payRaw, input.format);
  return {
    lines,
    invalidLines,
    giftOffers,
    chosenGifts,
    droppedGifts,
    applied: [...applied.values()],
    leftOut,
    totalOriginalPrice: sum((l) => l.totalOriginalPrice),
    totalPrice,
    totalDiscountValue,
    totalPayPrice: payRaw + rounding,
    priceRounding: rounding,
  };
}
