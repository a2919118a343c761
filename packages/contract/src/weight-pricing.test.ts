import { describe, expect, it } from 'vitest';
import { metalRateCents, priceByWeight, roundToDollar, taelsMaceCandareen, type MetalRates } from './weight-pricing.ts';

const rates: MetalRates = { gold9999: 2_005_000, gold18k: null, k18Permille: 750, pt950: 1_200_000 };

describe('roundToDollar (decision 230)', () => {
  it('rounds half a dollar up and anything below down, in integers', () => {
    expect(roundToDollar(12_349)).toBe(12_300);
    expect(roundToDollar(12_350)).toBe(12_400);
    expect(roundToDollar(12_399)).toBe(12_400);
    expect(roundToDollar(0)).toBe(0);
    // 2469 / 2 = 1,234.5 cents = HK$12.345 → HK$12
    expect(roundToDollar(2469, 2)).toBe(1200);
    expect(roundToDollar(5_000, 100)).toBe(100); // 50 cents → one dollar
    expect(roundToDollar(4_999, 100)).toBe(0);
  });
});

describe('priceByWeight', () => {
  it('prices a 5-mace pendant as half a tael × the rate + a fixed making charge', () => {
    const b = priceByWeight({ metal: 'gold9999', weightMg: 18_715, makingMode: 'fixed', makingCents: 38_000 }, rates)!;
    // 18.715 g = 0.50001 tael × HK$20,050 = HK$10,025.0 → 10,025
    expect(b.metalCents).toBe(1_002_500);
    expect(b.makingChargeCents).toBe(38_000);
    expect(b.price).toBe(1_040_500);
    expect(b.originalPrice).toBe(b.price);
    expect(b.rateCents).toBe(2_005_000);
  });

  it('charges per gram to the dollar, and the breakdown adds up to the price', () => {
    const b = priceByWeight({ metal: 'gold9999', weightMg: 3_333, makingMode: 'perGram', makingCents: 2_550 }, rates)!;
    // metal: 3.333 g × 2,005,000 / 37.429 = 178,544.4 cents → HK$1,785; making 3.333 × 25.50 = 84.99 → HK$85
    expect(b.metalCents).toBe(178_500);
    expect(b.makingChargeCents).toBe(8_500);
    expect(b.price).toBe(b.metalCents + b.makingChargeCents);
    expect(b.price % 100).toBe(0);
  });

  it('prices 18K at the stated fraction, or at its own rate when recorded; Pt950 at its rate', () => {
    expect(metalRateCents(rates, 'gold18k')).toBe(1_503_750);
    expect(metalRateCents({ ...rates, gold18k: 1_600_000 }, 'gold18k')).toBe(1_600_000);
    const pt = priceByWeight({ metal: 'pt950', weightMg: 37_429, makingMode: 'fixed', makingCents: 0 }, rates)!;
    expect(pt.price).toBe(1_200_000);
    expect(priceByWeight({ metal: 'pt950', weightMg: 1000, makingMode: 'fixed', makingCents: 0 }, { ...rates, pt950: null })).toBeNull();
  });

  it('takes the original price from the making charge before the promotion, never below the price', () => {
    const b = priceByWeight({ metal: 'gold9999', weightMg: 37_429, makingMode: 'fixed', makingCents: 50_000, originalMakingCents: 80_000 }, rates)!;
    expect(b.price).toBe(2_005_000 + 50_000);
    expect(b.originalPrice).toBe(2_005_000 + 80_000);
    const lower = priceByWeight({ metal: 'gold9999', weightMg: 37_429, makingMode: 'fixed', makingCents: 50_000, originalMakingCents: 10_000 }, rates)!;
    expect(lower.originalPrice).toBe(lower.price);
  });
});

describe('taelsMaceCandareen', () => {
  it('reads grams as taels, mace and candareen (1 tael = 37.429 g = 10 mace = 100 candareen)', () => {
    expect(taelsMaceCandareen(37_429)).toEqual({ taels: 1, mace: 0, candareen: 0 });
    expect(taelsMaceCandareen(18_715)).toEqual({ taels: 0, mace: 5, candareen: 0 });
    expect(taelsMaceCandareen(3_743)).toEqual({ taels: 0, mace: 1, candareen: 0 });
    expect(taelsMaceCandareen(70_000)).toEqual({ taels: 1, mace: 8, candareen: 7 });
  });
});
