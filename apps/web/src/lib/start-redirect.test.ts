import { describe, expect, it } from 'vitest';
import { startRedirectTarget } from './start-redirect.ts';

const at = (query: string) => startRedirectTarget(`https://shop.example/${query}`);

describe('startRedirectTarget (blocks §7 replace parameter)', () => {
  it('follows a path of this site, with its query and hash', () => {
    expect(at('?replace=%2Fwv%2FOFFERS')).toBe('/wv/OFFERS');
    expect(at('wv/HOME?replace=%2Fproduct%3Fid%3D12%23top')).toBe('/product?id=12#top');
  });
  it('ignores an address without the parameter', () => {
    expect(at('')).toBeNull();
    expect(at('?replace=')).toBeNull();
  });
  it('refuses anything that would leave the site', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'evil', '%2F%2Fevil.example']) {
      expect(at(`?replace=${encodeURIComponent(bad)}`), bad).toBeNull();
    }
  });
  it('does not follow a target that asks for another replace', () => {
    expect(at(`?replace=${encodeURIComponent('/?replace=/wv/OFFERS')}`)).toBeNull();
  });
});
