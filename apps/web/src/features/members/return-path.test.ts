import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path.ts';

describe('returnPath', () => {
  it('goes back to isBeFrom, then pageCode, else home', () => {
    expect(returnPath(new URLSearchParams('isBeFrom=onlineCart'))).toBe('/onlineCart');
    expect(returnPath(new URLSearchParams('isBeFrom=product%3Fid%3D3'))).toBe('/product?id=3');
    expect(returnPath(new URLSearchParams('pageCode=ABOUT'))).toBe('/wv/ABOUT');
    expect(returnPath(new URLSearchParams(''))).toBe('/');
  });
  it('never leaves the site', () => {
    expect(returnPath(new URLSearchParams('isBeFrom=%2F%2Fevil.example'))).toBe('/evil.example');
    expect(returnPath(new URLSearchParams('isBeFrom=javascript:alert(1)'))).toBe('/');
    expect(returnPath(new URLSearchParams('isBeFrom=https://evil.example'))).toBe('/');
  });
});
