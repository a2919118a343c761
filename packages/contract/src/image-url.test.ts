import { describe, expect, it } from 'vitest';
import { IMAGE_SPECS, imageUrl, responsiveImage } from './image-url.ts';

describe('responsiveImage (decision 161)', () => {
  it("names src, srcset and sizes of our own media, with a width for a cell of a phone's grid", () => {
    expect(responsiveImage('/media/a.jpg', IMAGE_SPECS.productCard)).toEqual({
      src: '/media/a.jpg?w=300',
      srcSet: '/media/a.jpg?w=300 300w, /media/a.jpg?w=400 400w, /media/a.jpg?w=500 500w',
      sizes: '(min-width: 960px) 300px, calc(50vw - 22px)',
    });
  });
  it('offers 1x and 2x by default, clamped to the resizer', () => {
    expect(responsiveImage('/media/a.jpg', { width: 900 })).toEqual({
      src: '/media/a.jpg?w=900',
      srcSet: '/media/a.jpg?w=900 900w, /media/a.jpg?w=1500 1500w',
      sizes: '(max-width: 900px) 100vw, 900px',
    });
    expect(imageUrl('/media/a.jpg', 20)).toBe('/media/a.jpg?w=200');
  });
  it('names each width once when two clamp to the same file (HTML forbids repeated widths, decision 261)', () => {
    expect(responsiveImage('/media/a.jpg', { width: 1500 }).srcSet).toBe('/media/a.jpg?w=1500 1500w');
    expect(responsiveImage('/media/a.jpg', { width: 800, widths: [800, 1600, 3000] }).srcSet).toBe('/media/a.jpg?w=800 800w, /media/a.jpg?w=1500 1500w');
    expect(responsiveImage('/media/a.jpg', { width: 100, widths: [50, 100, 200] }).srcSet).toBe('/media/a.jpg?w=200 200w');
  });
  it('leaves other addresses as they are, without srcset', () => {
    expect(responsiveImage('https://example.com/a.jpg', IMAGE_SPECS.productMain)).toEqual({
      src: 'https://example.com/a.jpg',
      srcSet: undefined,
      sizes: undefined,
    });
  });
});
