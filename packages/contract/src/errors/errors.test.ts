import { describe, expect, it } from 'vitest';
import { ERRORS, errorText } from './index.ts';

describe('error catalogue', () => {
  it('has unique codes', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has a text in every language for every error', () => {
    for (const [key, def] of Object.entries(ERRORS)) {
      for (const lang of ['zh_HK', 'zh_CN', 'en'] as const) expect(def.text[lang], `${key} ${lang}`).not.toBe('');
    }
  });

  it('fills placeholders', () => {
    expect(errorText(ERRORS.INVALID_INPUT, 'en', { field: 'pageSize' })).toBe('Invalid input: pageSize');
  });

  it('keeps the spec codes', () => {
    expect(ERRORS.SERVER_BUSY.code).toBe(100003);
    expect(ERRORS.SERVER_BUSY.text.en).toBe('The server is busy. Please try again later!');
  });
});
