import { describe, expect, it } from 'vitest';
import { passwordProblem } from './member-fields.ts';
import { passwordSchema, registerRequestSchema } from './calls/members.calls.ts';

describe('the password rule (core §5)', () => {
  it('accepts 8–16 printable ASCII with lower, upper and digit', () => {
    for (const ok of ['Abcdefg1', 'Abcdefghijklmn16', 'Pass word 1A', 'A1b!@#$%^&*()_+']) {
      expect(passwordProblem(ok), ok).toBeNull();
      expect(passwordSchema.safeParse(ok).success, ok).toBe(true);
    }
  });
  it('names the broken part', () => {
    expect(passwordProblem('Abcde1')).toBe('length');
    expect(passwordProblem('Abcdefghijklmno17')).toBe('length');
    expect(passwordProblem('Abcdefg1é')).toBe('printable');
    expect(passwordProblem('ABCDEFG1')).toBe('lower');
    expect(passwordProblem('abcdefg1')).toBe('upper');
    expect(passwordProblem('Abcdefgh')).toBe('digit');
    expect(passwordSchema.safeParse('abcdefg1').error?.issues[0]?.message).toBe('upper');
  });
  it('is the rule of the registration request', () => {
    const base = {
      appellation: 'Mr',
      firstName: 'A',
      lastName: 'B',
      gender: 'M',
      birthMonth: 1,
      email: 'a@example.com',
      phoneAreaCode: '852',
      phone: '61234567',
      confirmPassword: 'x',
      agreeTerms: true,
    };
    expect(registerRequestSchema.safeParse({ ...base, password: 'weakpass' }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...base, password: 'Strong2026' }).success).toBe(true);
  });
});
