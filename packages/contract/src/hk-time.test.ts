import { describe, expect, it } from 'vitest';
import { hkDateParts, hkIsoDate, hkMonth, hkStartOfDay, hkYymmdd } from './hk-time.ts';

describe('Hong Kong time', () => {
  it('turns the UTC evening into the next Hong Kong day', () => {
    const at = new Date('2026-01-31T16:30:00Z'); // 00:30 on 1 February in Hong Kong
    expect(hkIsoDate(at)).toBe('2026-02-01');
    expect(hkMonth(at)).toBe(2);
    expect(hkYymmdd(at)).toBe('260201');
    expect(hkDateParts(at)).toMatchObject({ hour: 0, minute: 30 });
  });
  it('keeps the same day before 16:00 UTC', () => {
    expect(hkIsoDate(new Date('2026-12-31T15:59:59Z'))).toBe('2026-12-31');
    expect(hkIsoDate(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });
  it('finds the start of the Hong Kong day', () => {
    expect(hkStartOfDay(new Date('2026-03-10T20:00:00Z')).toISOString()).toBe('2026-03-10T16:00:00.000Z');
  });
});
