import { describe, expect, it } from 'vitest';
import { auditActionKeys, auditValueKind } from './audit-values.ts';

describe('auditValueKind', () => {
  it('reads cents fields as money and ISO instants as time', () => {
    expect(auditValueKind('sellCents', 65_000_00)).toBe('money');
    expect(auditValueKind('totalPayPrice', 1200)).toBe('money');
    expect(auditValueKind('points', 1200)).toBe('plain');
    expect(auditValueKind('startAt', '2027-01-01T00:00:00.000Z')).toBe('instant');
    expect(auditValueKind('title', '2027')).toBe('plain');
  });
  it('names an entity’s own action first', () => {
    expect(auditActionKeys('members', 'adjust')).toEqual(['act_members_adjust', 'act_adjust']);
  });
});
