import { describe, expect, it } from 'vitest';
import { GOLD_RATE_FAR_CHANGE_PERMILLE, changePermille, isFarRateChange, rateChanges } from './gold-rate-change.ts';

describe('far gold rate changes (decision 370)', () => {
  it('is 5 %', () => expect(GOLD_RATE_FAR_CHANGE_PERMILLE).toBe(50));
  it('decides exactly at 5 % either way: 5 % is not far, a cent more is', () => {
    expect(isFarRateChange(2_000_000, 2_100_000)).toBe(false);
    expect(isFarRateChange(2_000_000, 2_100_001)).toBe(true);
    expect(isFarRateChange(2_000_000, 1_900_000)).toBe(false);
    expect(isFarRateChange(2_000_000, 1_899_999)).toBe(true);
    // A slipped digit.
    expect(isFarRateChange(2_005_000, 20_050_000)).toBe(true);
  });
  it('answers the signed change in thousandths, rounded half away from zero', () => {
    expect(changePermille(2_000_000, 2_104_000)).toBe(52);
    expect(changePermille(2_000_000, 1_896_000)).toBe(-52);
    expect(changePermille(2_000_000, 2_001_000)).toBe(1);
    expect(changePermille(2_000_000, 2_000_999)).toBe(0);
  });
  it('compares each metal with a rate on both sides', () => {
    const changes = rateChanges({ gold9999: 2_000_000, gold18k: null, pt950: 928_000 }, { gold9999: 2_200_000, gold18k: 1_600_000, pt950: 930_000 });
    expect(changes).toEqual([
      { metal: 'gold9999', fromCents: 2_000_000, toCents: 2_200_000, permille: 100, far: true },
      { metal: 'pt950', fromCents: 928_000, toCents: 930_000, permille: 2, far: false },
    ]);
    expect(rateChanges({ gold9999: 2_000_000, gold18k: null, pt950: null }, { gold9999: 2_000_000, gold18k: null, pt950: null })).toEqual([]);
  });
});
