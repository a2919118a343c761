import { describe, expect, it } from 'vitest';
import { metalsNamedIn, metalsNamedInTitle, titleMetalConflicts } from './metal-words.ts';

const tri = (zh_HK: string, zh_CN: string, en: string) => ({ zh_HK, zh_CN, en });

describe('metalsNamedIn (decision 372)', () => {
  it('reads 999.9 gold in three languages', () => {
    for (const text of [
      '足金戒指',
      '晨曦系列 足金戒指',
      '純金吊墜',
      '纯金吊坠',
      '999 Gold Ring',
      '999.9 gold',
      '9999 pendant',
      '24K gold',
      '24K金',
      'Pure gold bangle',
      'fine gold',
    ])
      expect(metalsNamedIn(text), text).toEqual(['gold9999']);
  });
  it('reads 18K and Pt950', () => {
    for (const text of ['18K金鏈', '18K金链', '18K Gold Chain', '18k white gold', '18 KT ring', '750 gold'])
      expect(metalsNamedIn(text), text).toEqual(['gold18k']);
    for (const text of ['鉑金戒指', '铂金戒指', 'Pt950 ring', 'PT 950', 'Platinum band']) expect(metalsNamedIn(text), text).toEqual(['pt950']);
  });
  it('does not read numbers that only contain the words, nor gold, 金 or 白金 alone', () => {
    for (const text of ['Gold Ring', '金鏈', '白金色', 'Size 18', '18 kinds', 'JH001999X', '19990', '1750', 'HK$24,000', 'Aurora Diamond Ring'])
      expect(metalsNamedIn(text), text).toEqual([]);
  });
});

describe('titleMetalConflicts', () => {
  it('names the other metal when the title says 足金 and the sku is priced as 18K', () => {
    expect(titleMetalConflicts(tri('晨曦系列 足金戒指', '晨曦系列 足金戒指', 'Aurora 999 Gold Ring'), 'gold18k')).toEqual(['gold9999']);
  });
  it('says nothing when the title names the pricing metal, or no metal', () => {
    expect(titleMetalConflicts(tri('足金戒指', '足金戒指', '999 Gold Ring'), 'gold9999')).toEqual([]);
    expect(titleMetalConflicts(tri('金鏈', '金链', 'Gold Chain'), 'pt950')).toEqual([]);
  });
  it('reads every language: an 18K necklace priced as Pt950 is named by its English title alone', () => {
    expect(titleMetalConflicts(tri('項鏈', '项链', '18K Gold Necklace'), 'pt950')).toEqual(['gold18k']);
    expect(metalsNamedInTitle(tri('鉑金', '', '18K'))).toEqual(['gold18k', 'pt950']);
  });
});
