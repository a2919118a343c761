import { describe, expect, it } from 'vitest';
import { memberPagesCatalogue } from './member-pages.i18n.ts';
import { membersCatalogue } from './members.i18n.ts';
import type { Catalogue } from '../../lib/i18n.ts';

describe('member catalogues', () => {
  for (const catalogue of [membersCatalogue, memberPagesCatalogue] as Catalogue[]) {
    it(`${catalogue.ns}: every key in all three languages`, () => {
      const keys = new Set([...Object.keys(catalogue.zh_HK), ...Object.keys(catalogue.zh_CN), ...Object.keys(catalogue.en)]);
      for (const key of keys) for (const lang of ['zh_HK', 'zh_CN', 'en'] as const) expect(catalogue[lang][key], `${key} ${lang}`).toBeTruthy();
    });
  }

  it('the forgot-password on-blur message is the spec text', () => {
    expect(memberPagesCatalogue.zh_HK.fillPhone).toBe('請填寫手提電話');
    expect(memberPagesCatalogue.zh_CN.fillPhone).toBe('请填写手提电话');
    expect(memberPagesCatalogue.en.fillPhone).toBe('Please fill in phone number');
  });
});
