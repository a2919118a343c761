import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone.ts';
import { registerRequestSchema } from './calls/members.calls.ts';

describe('isValidPhone', () => {
  it('accepts real Hong Kong, Macau and mainland numbers', () => {
    expect(isValidPhone('852', '91234567')).toBe(true);
    expect(isValidPhone('852', '6123 4567')).toBe(true);
    expect(isValidPhone('+853', '66123456')).toBe(true);
    expect(isValidPhone('86', '13812345678')).toBe(true);
  });
  it('refuses numbers that cannot exist for the area', () => {
    expect(isValidPhone('852', '12345678')).toBe(false);
    expect(isValidPhone('852', '912345678')).toBe(false);
    expect(isValidPhone('86', '1234')).toBe(false);
    expect(isValidPhone('999', '91234567')).toBe(false);
    expect(isValidPhone('852', 'abcdefgh')).toBe(false);
    expect(isValidPhone('', '91234567')).toBe(false);
  });
  it('is the rule of the member request schemas, reported on the phone field', () => {
    const base = { phoneAreaCode: '852', phone: '12345678' };
    const result = registerRequestSchema.safeParse(base);
    expect(result.success).toBe(false);
    expect(result.error!.issues.some((i) => i.path[0] === 'phone' && i.message === 'invalid phone number')).toBe(true);
  });
});
