import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ERRORS, LANGS } from '@shop/contract';
import { errorTextsFrom, loadErrorTexts } from './error-texts.ts';

describe("the web app's own error texts (issue 27)", () => {
  it('every catalogue code without placeholders has its text in zh_HK, zh_CN and en; those with placeholders are the server’s', () => {
    const texts = errorTextsFrom(ERRORS);
    const plain = Object.values(ERRORS).filter((d) => !LANGS.some((l) => /\{\w+\}/.test(d.text[l])));
    expect(plain.length).toBeGreaterThan(100);
    for (const d of plain) for (const l of LANGS) expect(texts[l][`error_${d.code}`], `${d.code} ${l}`).toBe(d.text[l]);
    expect(texts.en[`error_${ERRORS.INVALID_INPUT.code}`]).toBeUndefined();
  });

  it('loads into common without replacing the spec’s own wording', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { common: { error_11003: 'Verify Code Fail' } } }, initAsync: false });
    await loadErrorTexts(i18n);
    expect(i18n.t('common:error_11003')).toBe('Verify Code Fail');
    expect(i18n.t(`common:error_${ERRORS.BULK_PREVIEW_STALE.code}`)).toBe(ERRORS.BULK_PREVIEW_STALE.text.en);
    expect(i18n.t(`common:error_${ERRORS.BULK_PREVIEW_STALE.code}`, { lng: 'zh_CN' })).toBe(ERRORS.BULK_PREVIEW_STALE.text.zh_CN);
  });
});
