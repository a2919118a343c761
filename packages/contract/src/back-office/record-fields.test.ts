import { describe, expect, it } from 'vitest';
import { BO_IMAGE_PATTERN, BO_LIMITS, BO_RECORDS, BO_RECORD_KINDS, emptyFieldValue, type BoField } from './record-fields.ts';
import { recordValuesSchema } from '../calls/back-office.calls.ts';

const blank = (kind: (typeof BO_RECORD_KINDS)[number]) =>
  Object.fromEntries((Object.entries(BO_RECORDS[kind].fields) as Array<[string, BoField]>).map(([k, f]) => [k, emptyFieldValue(f)]));

describe('back-office record schemas come from the descriptors', () => {
  it('a blank form fails only on fields the descriptor marks required', () => {
    for (const kind of BO_RECORD_KINDS) {
      const res = recordValuesSchema(kind).safeParse(blank(kind));
      const failed = new Set((res.error?.issues ?? []).map((i) => String(i.path[0])));
      const required = (Object.entries(BO_RECORDS[kind].fields) as Array<[string, BoField]>)
        .filter(([, f]) => ('required' in f && f.required) || f.kind === 'date')
        .map(([k]) => k);
      expect([...failed].sort(), kind).toEqual(required.sort());
    }
  });

  it('takes its bounds from the descriptor', () => {
    const base = { name: { zh_HK: '九龍', zh_CN: '九龙', en: 'Kowloon' }, parentId: null, sort: 0 };
    const schema = recordValuesSchema('areas');
    expect(schema.safeParse(base).success).toBe(true);
    expect(schema.safeParse({ ...base, name: { ...base.name, en: 'x'.repeat(BO_LIMITS.NAME_MAX) } }).success).toBe(true);
    expect(schema.safeParse({ ...base, name: { ...base.name, en: 'x'.repeat(BO_LIMITS.NAME_MAX + 1) } }).error?.issues[0]?.path).toEqual(['name', 'en']);
    expect(schema.safeParse({ ...base, sort: BO_LIMITS.SORT_MAX + 1 }).error?.issues[0]?.path).toEqual(['sort']);
    expect(schema.safeParse({ ...base, extra: 1 }).success).toBe(false);
  });

  it('accepts media library and https images only', () => {
    for (const ok of ['/media/demo/article-1-a-v1.svg', '/media/u/2026/abc.webp', 'https://cdn.example.com/a.jpg'])
      expect(BO_IMAGE_PATTERN.test(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'http://x.example/a.jpg',
      '//evil.example/a.png',
      '/media/../etc/passwd',
      'data:image/png;base64,AA',
      '/other/a.png',
    ]) {
      expect(BO_IMAGE_PATTERN.test(bad), bad).toBe(false);
    }
  });
});
