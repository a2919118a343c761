import { describe, expect, it } from 'vitest';
import { buildPhoneAreas } from './phone-areas-data.ts';

describe('phone areas', () => {
  it('lists about 240 areas from the datasets, +852, +86, +853 first', () => {
    const areas = buildPhoneAreas();
    expect(areas.length).toBeGreaterThan(230);
    expect(areas.slice(0, 3).map((a) => [a.phone_code, a.country_code])).toEqual([['852', 'HK'], ['86', 'CN'], ['853', 'MO']]);
    expect(areas[0]).toMatchObject({ chinese_name: '香港', english_name: 'Hong Kong' });
    // Some codes are shared (e.g. +1).
    expect(areas.filter((a) => a.phone_code === '1').length).toBeGreaterThan(5);
  });
});
