import { describe, expect, it } from 'vitest';
import { langFromHeader, pickText } from './locale.ts';
import { wireText } from './i18n-wire.ts';

describe('languages', () => {
  it('reads Accept-Language, defaulting to zh_HK', () => {
    expect(langFromHeader(undefined)).toBe('zh_HK');
    expect(langFromHeader('en')).toBe('en');
    expect(langFromHeader('en-GB,en;q=0.9')).toBe('en');
    expect(langFromHeader('zh-CN')).toBe('zh_CN');
    expect(langFromHeader('zh-HK')).toBe('zh_HK');
    expect(langFromHeader('fr')).toBe('zh_HK');
  });

  it('picks texts with a fallback', () => {
    expect(pickText({ zh_HK: '戒指', zh_CN: '戒指', en: '' }, 'en')).toBe('戒指');
    expect(wireText({ titleSimple: '项链', titleTraditional: '項鍊', titleEng: 'Necklace' }, 'title', 'zh_CN')).toBe('项链');
  });
});
