import { describe, expect, it } from 'vitest';
import { requestLang } from './request-lang.ts';

describe('the request language (one function, issue 26)', () => {
  it('reads a call by its Accept-Language, zh_HK when absent or unknown', () => {
    expect(requestLang({ headers: { 'accept-language': 'en-GB,en;q=0.9' } })).toBe('en');
    expect(requestLang({ headers: { 'accept-language': 'zh-CN' } })).toBe('zh_CN');
    expect(requestLang({ headers: { 'accept-language': 'fr' } })).toBe('zh_HK');
    expect(requestLang({ headers: {} })).toBe('zh_HK');
  });
  it('lets an address name its language before the header (the sandbox page)', () => {
    expect(requestLang({ search: new URLSearchParams({ lang: 'zh_CN' }), headers: { 'accept-language': 'en' } })).toBe('zh_CN');
    expect(requestLang({ search: new URLSearchParams({ lang: 'xx' }), headers: { 'accept-language': 'en' } })).toBe('en');
  });
  it('reads a page by ?lang=, then the kept cookie, never the browser header', () => {
    expect(requestLang({ search: new URLSearchParams('lang=en'), cookie: 'lang=zh_CN' })).toBe('en');
    expect(requestLang({ search: new URLSearchParams(''), cookie: 'a=1; lang=zh_CN' })).toBe('zh_CN');
    expect(requestLang({ search: new URLSearchParams(''), cookie: undefined })).toBe('zh_HK');
  });
});
