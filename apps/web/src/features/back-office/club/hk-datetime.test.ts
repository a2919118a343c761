import { describe, expect, it } from 'vitest';
import { fromHkInput, hkShort, toHkInput } from './hk-datetime.ts';

describe('promotion periods in Hong Kong time', () => {
  it('shows an instant as Hong Kong wall time and reads it back', () => {
    expect(toHkInput('2026-03-01T16:30:00.000Z')).toBe('2026-03-02T00:30');
    expect(fromHkInput('2026-03-02T00:30')).toBe('2026-03-01T16:30:00.000Z');
    expect(hkShort('2026-12-31T15:59:00.000Z')).toBe('2026-12-31 23:59');
  });
  it('an incomplete control value reads as empty', () => {
    expect(fromHkInput('')).toBe('');
    expect(fromHkInput('2026-03-02')).toBe('');
  });
});
