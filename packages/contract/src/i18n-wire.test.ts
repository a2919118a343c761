import { describe, expect, it } from 'vitest';
import { fromWire, toWire, wireText } from './i18n-wire.ts';
import { wireTrioSchema } from './i18n-wire-schema.ts';

const ring = { zh_HK: '戒指', zh_CN: '戒指简', en: 'Ring' };

describe('three-language wire fields', () => {
  it('writes a text as <name>Simple / <name>Traditional / <name>Eng and reads it back', () => {
    const wire = toWire('title', ring);
    expect(wire).toEqual({ titleSimple: '戒指简', titleTraditional: '戒指', titleEng: 'Ring' });
    expect(fromWire(wire, 'title')).toEqual(ring);
    expect(toWire('name', null)).toEqual({ nameSimple: '', nameTraditional: '', nameEng: '' });
  });

  it('reads missing or non-text fields as empty', () => {
    expect(fromWire({ titleTraditional: 5, titleEng: 'Ring' }, 'title')).toEqual({ zh_HK: '', zh_CN: '', en: 'Ring' });
  });

  it('picks the language, then zh_HK, then English, then Simplified', () => {
    const all = toWire('title', ring);
    expect(wireText(all, 'title', 'zh_HK')).toBe('戒指');
    expect(wireText(all, 'title', 'zh_CN')).toBe('戒指简');
    expect(wireText(all, 'title', 'en')).toBe('Ring');
    expect(wireText({ ...all, titleEng: '' }, 'title', 'en')).toBe('戒指');
    expect(wireText({ ...all, titleSimple: '' }, 'title', 'zh_CN')).toBe('戒指');
    expect(wireText({ titleSimple: '戒指简', titleTraditional: '', titleEng: 'Ring' }, 'title', 'zh_CN')).toBe('戒指简');
    expect(wireText({ titleSimple: '戒指简', titleTraditional: '', titleEng: 'Ring' }, 'title', 'zh_HK')).toBe('Ring');
    expect(wireText({ titleSimple: '戒指简', titleTraditional: '', titleEng: '' }, 'title', 'en')).toBe('戒指简');
    expect(wireText({}, 'title', 'en')).toBe('');
  });

  it('builds the schema of the three fields', () => {
    const schema = wireTrioSchema('name');
    expect(schema.parse({ nameSimple: 'a', nameTraditional: 'b', nameEng: 'c' })).toEqual({ nameSimple: 'a', nameTraditional: 'b', nameEng: 'c' });
    expect(schema.safeParse({ nameSimple: 'a', nameTraditional: 'b' }).success).toBe(false);
  });
});
