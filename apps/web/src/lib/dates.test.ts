import { describe, expect, it } from 'vitest';
import { formatHk, fromHkInput, hkYearNow, toHkInput } from './dates.ts';

describe('dates in Hong Kong time', () => {
  // 2026-12-31 20:30 UTC is already 2027-01-01 04:30 in Hong Kong.
  const newYear = new Date('2026-12-31T20:30:05Z');

  it('formats in Hong Kong time whatever the device zone, in each interface language', () => {
    expect(formatHk(newYear, 'date', 'en')).toMatch(/1 Jan 2027/);
    expect(formatHk(newYear, 'date', 'zh_HK')).toMatch(/2027年1月1日/);
    expect(formatHk(newYear, 'date', 'zh_CN')).toMatch(/2027年1月1日/);
    expect(formatHk(newYear, 'time', 'en')).toMatch(/04:30/);
    expect(formatHk(newYear, 'timeWithSeconds', 'en')).toMatch(/04:30:05/);
    expect(formatHk('2026-12-31T20:30:05Z', 'dateTime', 'en')).toMatch(/1 Jan 2027.*4:30/);
  });

  it('answers empty text for a missing or invalid instant', () => {
    expect(formatHk(null, 'date', 'en')).toBe('');
    expect(formatHk('', 'date', 'en')).toBe('');
    expect(formatHk('not a date', 'date', 'en')).toBe('');
  });

  it('gives the Hong Kong year', () => {
    expect(hkYearNow(newYear)).toBe(2027);
  });
});

describe('datetime-local values in Hong Kong time', () => {
  it('shows an instant as Hong Kong wall time and reads it back', () => {
    expect(toHkInput('2026-03-01T16:30:00.000Z')).toBe('2026-03-02T00:30');
    expect(fromHkInput('2026-03-02T00:30')).toBe('2026-03-01T16:30:00.000Z');
  });
  it('an incomplete control value reads as empty', () => {
    expect(fromHkInput('')).toBe('');
    expect(fromHkInput('2026-03-02')).toBe('');
  });
});
