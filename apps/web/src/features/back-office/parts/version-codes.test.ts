import { describe, expect, it } from 'vitest';
import { ERRORS } from '@shop/contract';
import { ERROR_RECORD_CHANGED } from './version-codes.ts';

describe('the back office knows a stale save by its code', () => {
  it('matches the contract catalogue (RECORD_CHANGED)', () => {
    expect(ERROR_RECORD_CHANGED).toBe(ERRORS.RECORD_CHANGED.code);
  });
});
