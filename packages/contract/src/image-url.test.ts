import { describe, expect, it } from 'vitest';
import { IMAGE_SPECS, imageUrl, responsiveImage, scaledWidth } from './image-url.ts';

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

describe("the site's image scale settings (core §6, issue 27)", () => {
  it('fetch the common big and small pictures at the site’s widths, within 200–1200, and leave other widths alone', () => {
    const scales = { commonBigImgScale: 800, commonSmallImgScale: 240 };
    expect(responsiveImage('/media/a.png', IMAGE_SPECS.productMain, scales)).toEqual({
      src: '/media/a.png?w=800',
      srcSet: '/media/a.png?w=800 800w',
      sizes: IMAGE_SPECS.productMain.sizes,
    });
    expect(responsiveImage('/media/a.png', IMAGE_SPECS.productCard, scales).srcSet).toBe(
      '/media/a.png?w=240 240w, /media/a.png?w=400 400w, /media/a.png?w=800 800w',
    );
    expect(scaledWidth(1300, scales)).toBe(1300);
    expect(scaledWidth(500, { commonBigImgScale: 5000, commonSmallImgScale: 10 })).toBe(1200);
    expect(scaledWidth(300, { commonBigImgScale: 5000, commonSmallImgScale: 10 })).toBe(200);
    expect(scaledWidth(500)).toBe(500);
  });
});
