import { describe, expect, it } from 'vitest';
import { buildPhoneAreas } from './phone-areas-data.ts';

describe('phone areas', () => {
  it('lists about 240 areas from the datasets, +852, +86, +853 first', () => {
    const areas = buildPhoneAreas();
    expect(areas.length).toBeGreaterThan(230);
    expect(areas.slice(0, 3).map((a) => [a.phone_code, a.country_code])).toEqual([
      ['852', 'HK'],
      ['86', 'CN'],
      ['853', 'MO'],
    ]);
    expect(areas[0]).toMatchObject({ name_zh_HK: '香港', name_zh_CN: '香港', english_name: 'Hong Kong' });
    // Traditional and Simplified names differ where the scripts do (Node 20's ICU, as in Chromium).
    const us = areas.find((a) => a.country_code === 'US')!;
    expect([us.name_zh_HK, us.name_zh_CN, us.english_name]).toEqual(['美國', '美国', 'United States']);
    const macau = areas.find((a) => a.country_code === 'MO')!;
    expect([macau.name_zh_HK, macau.name_zh_CN]).toEqual(['澳門', '澳门']);
    // Some codes are shared (e.g. +1).
    expect(areas.filter((a) => a.phone_code === '1').length).toBeGreaterThan(5);
  });
});
