import { wireText } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { filterFromQuery, filterSets } from './jewellery-text.ts';

describe('jewellery list helpers', () => {
  it('reads the menu query', () => {
    expect(filterFromQuery(new URLSearchParams('jewelleryParamId=2&jewelleryParamSelectionId=9&jewelleryParamType=0'))).toEqual({ 2: 9 });
    expect(filterFromQuery(new URLSearchParams('jewelleryParamId=x'))).toEqual({});
  });
  it('splits selections by parameter type', () => {
    expect(
      filterSets({ 1: 3, 4: 20 }, [
        { id: 1, paramType: 0 },
        { id: 4, paramType: 1 },
        { id: 2, paramType: 0 },
      ]),
    ).toEqual({ jewelleryParamIdSet: [3], jewelParamIdSet: [20] });
  });
  it('picks the wire text of a language', () => {
    const o = { nameSimple: '戒指', nameTraditional: '戒指繁', nameEng: 'Ring' };
    expect(wireText(o, 'name', 'en')).toBe('Ring');
    expect(wireText(o, 'name', 'zh_HK')).toBe('戒指繁');
    expect(wireText(o, 'name', 'zh_CN')).toBe('戒指');
  });
});
