import { describe, expect, it } from 'vitest';
import { DEFAULT_AMOUNT_FORMAT, type PricedKind } from '@shop/contract';
import { allocate, priceOrder, type PricingPromotion, type PricingSku } from './pricing.ts';

const txt = (en: string) => ({ zh_HK: en, zh_CN: en, en });
const sku = (skuId: number, price: number, over: Partial<PricingSku> = {}): PricingSku => ({
  skuId,
  spuId: skuId * 10,
  skuCode: `S${skuId}`,
  price,
  originalPrice: price + 1000,
  categoryPath: [1],
  onSale: true,
  stockQty: 10,
  title: txt(`Sku ${skuId}`),
  img: '',
  selections: [],
  ...over,
});
let nextId = 1;
const promo = (over: Partial<PricingPromotion>): PricingPromotion => ({
  id: nextId++,
  code: `P${nextId}`,
  title: txt('promo'),
  description: txt('promo'),
  kind: 'amount_off',
  scope: 'order',
  categoryIds: [],
  skuIds: [],
  threshold: 0,
  amountOff: 0,
  percentOff: 0,
  giftSkuIds: [],
  giftLimit: 1,
  giftQty: 1,
  priority: 0,
  stackable: false,
  paymentCondition: 'any',
  ...over,
});
const price = (
  lines: [number, number][],
  skus: PricingSku[],
  promotions: PricingPromotion[],
  gifts: { skuId: number; num: number; promotionId?: number }[] = [],
  format = DEFAULT_AMOUNT_FORMAT,
  paymentKind: PricedKind = 'card',
) =>
  priceOrder({
    lines: lines.map(([skuId, num]) => ({ skuId, num })),
    gifts,
    skus: new Map(skus.map((s) => [s.skuId, s])),
    promotions,
    needPromotion: true,
    format,
    paymentKind,
  });

describe('allocate', () => {
  it('splits whole cents in proportion and never loses one', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(50_000, [300_000, 100_000])).toEqual([37_500, 12_500]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    const parts = allocate(99_999, [123, 4567, 89]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(99_999);
  });
});

describe('priceOrder', () => {
  it('prices without promotions: totals are sums, pay = price', () => {
    const r = price(
      [
        [1, 2],
        [2, 1],
      ],
      [sku(1, 10_000), sku(2, 5_000)],
      [],
    );
    expect([r.totalPrice, r.totalOriginalPrice, r.totalDiscountValue, r.totalPayPrice, r.priceRounding]).toEqual([25_000, 28_000, 0, 25_000, 0]);
  });

  it('merges repeated skus into one line', () => {
    const r = price(
      [
        [1, 1],
        [1, 2],
      ],
      [sku(1, 100)],
      [],
    );
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]!.num).toBe(3);
  });

  it('applies the order amount only from its threshold, spread over lines', () => {
    const p = promo({ amountOff: 50_000, threshold: 300_000 });
    expect(price([[1, 1]], [sku(1, 299_999)], [p]).totalDiscountValue).toBe(0);
    const r = price(
      [
        [1, 1],
        [2, 1],
      ],
      [sku(1, 300_000), sku(2, 100_000)],
      [p],
    );
    expect(r.totalDiscountValue).toBe(50_000);
    expect(r.lines.map((l) => l.totalDiscountValue)).toEqual([37_500, 12_500]);
    expect(r.totalPayPrice).toBe(350_000);
  });

  it('never discounts below zero', () => {
    const r = price([[1, 1]], [sku(1, 100)], [promo({ amountOff: 50_000 })]);
    expect([r.totalDiscountValue, r.totalPayPrice]).toEqual([100, 0]);
  });

  it('takes a category percentage off the category lines only (subcategories included via the path)', () => {
    const rings = promo({ kind: 'percent_off', scope: 'category', categoryIds: [7], percentOff: 10 });
    const r = price(
      [
        [1, 1],
        [2, 1],
      ],
      [sku(1, 10_005, { categoryPath: [8, 7] }), sku(2, 10_000, { categoryPath: [9] })],
      [rings],
    );
    expect(r.lines.map((l) => l.totalDiscountValue)).toEqual([1_000, 0]);
  });

  it('lets one non-stackable promotion per line win by priority; stackable ones add on what is left', () => {
    const low = promo({ kind: 'percent_off', scope: 'sku', skuIds: [1], percentOff: 50, priority: 1 });
    const high = promo({ kind: 'percent_off', scope: 'sku', skuIds: [1], percentOff: 10, priority: 9 });
    const stack = promo({ kind: 'amount_off', scope: 'sku', skuIds: [1], amountOff: 100, stackable: true, priority: 0 });
    const r = price([[1, 1]], [sku(1, 10_000)], [low, high, stack]);
    expect(r.lines[0]!.promotions.map((p) => p.id)).toEqual([high.id, stack.id]);
    expect(r.totalDiscountValue).toBe(1_000 + 100);
  });

  it('checks the order threshold after line discounts, and applies one non-stackable order promotion', () => {
    const line = promo({ kind: 'percent_off', scope: 'sku', skuIds: [1], percentOff: 10, priority: 5 });
    const order = promo({ amountOff: 500, threshold: 10_000 });
    const other = promo({ amountOff: 300 });
    const r = price([[1, 1]], [sku(1, 10_000)], [line, order, other]);
    // 10 000 - 1 000 = 9 000 < 10 000: the first order promotion does not apply, the second does.
    expect(r.applied.map((a) => [a.id, a.discount])).toEqual([
      [line.id, 1_000],
      [other.id, 300],
    ]);
  });

  it('lists invalid lines with their state, no discount and outside the totals', () => {
    const r = price(
      [
        [1, 1],
        [2, 1],
        [3, 5],
        [4, 1],
        [5, 1],
        [99, 1],
      ],
      [sku(1, 100), sku(2, 100, { onSale: false }), sku(3, 100, { stockQty: 4 }), sku(4, 100, { stockQty: null }), sku(5, 100, { stockQty: 0 })],
      [promo({ kind: 'percent_off', percentOff: 50 })],
    );
    expect(r.lines.map((l) => l.skuId)).toEqual([1]);
    expect(Object.fromEntries(r.invalidLines.map((l) => [l.skuId, l.invalidStatus]))).toEqual({ 2: '3', 3: '4', 4: '5', 5: '6', 99: '2' });
    expect(r.invalidLines.every((l) => l.totalDiscountValue === 0 && l.totalPayPrice === 0)).toBe(true);
    expect([r.totalPrice, r.totalDiscountValue]).toEqual([100, 50]);
  });

  it('reads negative stock as an inventory anomaly, like the cart (one rule in the contract)', () => {
    const r = price([[1, 1]], [sku(1, 100, { stockQty: -2 })], []);
    expect(r.invalidLines.map((l) => [l.skuId, l.invalidStatus])).toEqual([[1, '5']]);
  });

  it('offers gifts from their threshold, validates choices and respects giftLimit, giftQty and stock', () => {
    const g1 = sku(50, 900, { spuId: 500 });
    const g2 = sku(51, 900, { spuId: 510 });
    const g3 = sku(52, 900, { spuId: 520, stockQty: 0 });
    const gift = promo({ kind: 'gift', threshold: 20_000, giftSkuIds: [50, 51, 52], giftLimit: 1, giftQty: 1 });
    const skus = [sku(1, 19_999), g1, g2, g3];
    expect(price([[1, 1]], skus, [gift]).giftOffers).toHaveLength(0);
    const r = price(
      [[1, 2]],
      skus,
      [gift],
      [
        { skuId: 50, num: 1 },
        { skuId: 51, num: 1 },
        { skuId: 52, num: 1 },
      ],
    );
    expect(r.giftOffers.map((o) => o.spuId)).toEqual([500, 510]);
    expect(r.chosenGifts.map((c) => c.sku.skuId)).toEqual([50]);
    expect(r.droppedGifts.map((d) => d.skuId)).toEqual([51, 52]);
    expect(price([[1, 2]], skus, [gift], [{ skuId: 50, num: 2 }]).droppedGifts).toHaveLength(1);
    // Gifts never change the amounts.
    expect(r.totalPayPrice).toBe(39_998);
  });

  it('rounds the total per the amount format and reports the rounding', () => {
    const fmt = { roundingmethod: 'U' as const, truncdigit: 0, salesAmtTruncdigit: 2 };
    const r = price([[1, 1]], [sku(1, 10_050)], [], [], fmt);
    expect([r.priceRounding, r.totalPayPrice]).toEqual([50, 10_100]);
  });

  it('ignores promotions when needPromotion is off and drops every gift', () => {
    const r = priceOrder({
      lines: [{ skuId: 1, num: 1 }],
      gifts: [{ skuId: 1, num: 1 }],
      skus: new Map([[1, sku(1, 100)]]),
      promotions: [promo({ kind: 'percent_off', percentOff: 50 })],
      needPromotion: false,
      format: DEFAULT_AMOUNT_FORMAT,
      paymentKind: 'card',
    });
    expect([r.totalDiscountValue, r.droppedGifts.length]).toEqual([0, 1]);
  });
});

describe('payment conditions (decision 357)', () => {
  const card = () => promo({ code: 'CARD', amountOff: 50_000, threshold: 300_000, paymentCondition: 'card', priority: 10 });
  const rival = () => promo({ code: 'ANY', amountOff: 10_000, priority: 1 });

  it('gives a card offer to a price for card only', () => {
    const p = [card()];
    expect(price([[1, 1]], [sku(1, 400_000)], p, [], DEFAULT_AMOUNT_FORMAT, 'card').totalPayPrice).toBe(350_000);
    for (const kind of ['counter', 'cash', 'wallet'] as const) {
      const r = price([[1, 1]], [sku(1, 400_000)], p, [], DEFAULT_AMOUNT_FORMAT, kind);
      expect([r.totalPayPrice, r.applied.length]).toEqual([400_000, 0]);
    }
  });

  it('lets the offer that lost to a card offer apply when paying another way', () => {
    const p = [card(), rival()];
    const byCard = price([[1, 1]], [sku(1, 400_000)], p, [], DEFAULT_AMOUNT_FORMAT, 'card');
    expect(byCard.applied.map((a) => [a.code, a.paymentCondition])).toEqual([['CARD', 'card']]);
    const byCash = price([[1, 1]], [sku(1, 400_000)], p, [], DEFAULT_AMOUNT_FORMAT, 'cash');
    expect(byCash.applied.map((a) => a.code)).toEqual(['ANY']);
    expect(byCash.totalPayPrice).toBe(390_000);
  });

  it('drops a chosen gift of a card offer from a price for the counter', () => {
    const g = promo({ kind: 'gift', giftSkuIds: [9], paymentCondition: 'card' });
    const skus = [sku(1, 100_000), sku(9, 1_000)];
    expect(price([[1, 1]], skus, [g], [{ skuId: 9, num: 1 }], DEFAULT_AMOUNT_FORMAT, 'card').chosenGifts).toHaveLength(1);
    expect(price([[1, 1]], skus, [g], [{ skuId: 9, num: 1 }], DEFAULT_AMOUNT_FORMAT, 'counter').droppedGifts).toHaveLength(1);
  });
});
