import { describe, expect, it } from 'vitest';
import { CAROUSEL_IMAGE_WIDTHS, IMAGE, IMAGE_RENDER_WIDTHS } from './limits.ts';
import { IMAGE_SPECS, allowedWidth, imageSrcSetOf, imageUrl, responsiveImage, scaledWidth } from './image-url.ts';

describe('responsiveImage (decision 161)', () => {
  it("names src, srcset and sizes of our own media, with a width for a cell of a phone's grid", () => {
    expect(responsiveImage('/media/a.jpg', IMAGE_SPECS.productCard)).toEqual({
      src: '/media/a.jpg?w=300',
      srcSet: '/media/a.jpg?w=300 300w, /media/a.jpg?w=400 400w, /media/a.jpg?w=500 500w',
      sizes: '(min-width: 960px) 300px, calc(50vw - 22px)',
    });
  });
  it('offers 1x and 2x by default, each rounded up to an allowed width', () => {
    expect(responsiveImage('/media/a.jpg', { width: 900 })).toEqual({
      src: '/media/a.jpg?w=1000',
      srcSet: '/media/a.jpg?w=1000 1000w, /media/a.jpg?w=1500 1500w',
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
      '/media/a.png?w=300 300w, /media/a.png?w=400 400w, /media/a.png?w=800 800w',
    );
    expect(scaledWidth(1300, scales)).toBe(1300);
    expect(scaledWidth(500, { commonBigImgScale: 5000, commonSmallImgScale: 10 })).toBe(1200);
    expect(scaledWidth(300, { commonBigImgScale: 5000, commonSmallImgScale: 10 })).toBe(200);
    expect(scaledWidth(500)).toBe(500);
  });
});

describe('image addresses name only the allowed widths (issue 38, decision 385)', () => {
  const widthsIn = (s: string) => [...s.matchAll(/[?&]w=(\d+)/g)].map((m) => Number(m[1]));
  it('every width asked for, 1 to 4,000 px, becomes an allowed one at or above it (or the largest)', () => {
    for (let w = 1; w <= 4000; w++) {
      const [got] = widthsIn(imageUrl('/media/a.jpg', w));
      expect((IMAGE_RENDER_WIDTHS as readonly number[]).includes(got!), String(w)).toBe(true);
      expect(got! >= Math.min(w, IMAGE.MAX_WIDTH) || got === IMAGE.MAX_WIDTH, String(w)).toBe(true);
    }
    expect(allowedWidth(301)).toBe(400);
    expect(IMAGE_RENDER_WIDTHS[0]).toBe(IMAGE.MIN_WIDTH);
    expect(IMAGE_RENDER_WIDTHS.at(-1)).toBe(IMAGE.MAX_WIDTH);
  });
  it('the widths the site names itself are allowed as they are (nothing the storefront shows is re-rounded)', () => {
    const named = [
      IMAGE.COMMON_BIG,
      IMAGE.COMMON_SMALL,
      IMAGE.PHONE_GRID_CELL,
      IMAGE.CAROUSEL,
      IMAGE.PRODUCT_LARGE,
      IMAGE.BRAND_CAROUSEL,
      IMAGE.BRAND_DIALOG,
      ...CAROUSEL_IMAGE_WIDTHS,
    ];
    for (const w of named) expect(allowedWidth(w)).toBe(w);
    for (const spec of Object.values(IMAGE_SPECS)) {
      const r = responsiveImage('/media/a.jpg', spec, { commonBigImgScale: 777, commonSmallImgScale: 333 });
      for (const w of [...widthsIn(r.src), ...widthsIn(r.srcSet ?? '')]) expect(IMAGE_RENDER_WIDTHS).toContain(w);
    }
    expect(widthsIn(imageSrcSetOf('/media/a.jpg', [64, 128, 640, 1280])!)).toEqual([200, 700, 1300]);
  });
});
