import { describe, expect, it } from 'vitest';
import { formatAmount, priceRounding, roundCents } from './money.ts';

describe('amounts', () => {
  it('formats cents as HK$ with thousands separators', () => {
    expect(formatAmount(123456789)).toBe('HK$1,234,567.89');
    expect(formatAmount(0)).toBe('HK$0.00');
    expect(formatAmount(-5000)).toBe('-HK$50.00');
  });

  it('rounds up (U) or half-up (D) to the configured digit', () => {
    expect(roundCents(12345, 1, 'U')).toBe(12350);
    expect(roundCents(12341, 1, 'U')).toBe(12350);
    expect(roundCents(12344, 1, 'D')).toBe(12340);
    expect(roundCents(12345, 0, 'D')).toBe(12300);
    expect(roundCents(12350, 0, 'D')).toBe(12400);
    expect(roundCents(12301, 0, 'U')).toBe(12400);
    expect(formatAmount(12345, { roundingmethod: 'U', truncdigit: 0, salesAmtTruncdigit: 0 })).toBe('HK$124');
  });

  it('reports the rounding applied to a total', () => {
    expect(priceRounding(12345, { roundingmethod: 'D', truncdigit: 0, salesAmtTruncdigit: 2 })).toBe(-45);
    expect(priceRounding(12345, { roundingmethod: 'D', truncdigit: 2, salesAmtTruncdigit: 2 })).toBe(0);
  });
});
