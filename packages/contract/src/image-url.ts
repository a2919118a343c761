import { IMAGE, IMAGE_RENDER_WIDTHS, type ImageRenderWidth } from './limits.ts';

/**
 * Image addresses with a width: our own media (`/media/...`) gets `?w=` with a width from the allow-list
 * `IMAGE_RENDER_WIDTHS` (decision 385: the only variants the server renders), resized and served as WebP
 * by the API; other http(s) images are used as they are. Shared so the server's preload hints name
 * exactly the address the browser will ask for. The one way any screen writes a media address's size.
 */
export function imageUrl(src: string, width: number): string {
  if (!src) return '';
  if (!src.startsWith('/media/')) return src;
  return `${src}${src.includes('?') ? '&' : '?'}w=${allowedWidth(width)}`;
}

/** The allowed render width a picture shown `width` px wide is fetched at: the next one up, never blurrier. */
export function allowedWidth(width: number): ImageRenderWidth {
  const clamped = Math.min(IMAGE.MAX_WIDTH, Math.max(IMAGE.MIN_WIDTH, Math.round(width)));
  return IMAGE_RENDER_WIDTHS.find((w) => w >= clamped) ?? IMAGE.MAX_WIDTH;
}

/**
 * A `srcset` of the given widths for our own media, each as the allowed width it is fetched at (the
 * file's real width); undefined for other addresses. Widths that round to the same file are named once: HTML forbids two candidates with one width (`1500w, 1500w` when 2x of a
 * wide picture passes the largest width), and the W3C checker refuses the page (decision 261).
 */
export function imageSrcSetOf(src: string, widths: readonly number[]): string | undefined {
  if (!src.startsWith('/media/')) return undefined;
  const unique = [...new Set(widths.map(allowedWidth))];
  return unique.map((w) => `${imageUrl(src, w)} ${w}w`).join(', ');
}

/** How a picture is shown: the width asked for as `src`, the widths offered, the `sizes` that picks one. */
export interface ImageSpec {
  /** The `src` width (the largest case it is displayed at, in CSS pixels). */
  width: number;
  /** Widths for the `srcset`; by default 1x and 2x of `width`. */
  widths?: readonly number[];
  /** The `sizes` attribute; by default the full viewport up to `width`. */
  sizes?: string;
}

/**
 * `src`, `srcset` and `sizes` of a picture (decision 161). The web app's `Img` renders these and the
 * server's preload hints (`<link rel="preload" as="image" imagesrcset imagesizes>`) name the same, so
 * the browser reuses the preloaded file instead of fetching another width. `srcSet` is undefined for
 * pictures that are not our own media (they cannot be resized).
 */
export function responsiveImage(src: string, spec: ImageSpec, scales?: ImageScales): { src: string; srcSet?: string; sizes?: string } {
  const at = (w: number) => scaledWidth(w, scales);
  const srcSet = imageSrcSetOf(src, (spec.widths?.length ? spec.widths : [spec.width, spec.width * 2]).map(at));
  return { src: imageUrl(src, at(spec.width)), srcSet, sizes: srcSet ? (spec.sizes ?? `(max-width: ${spec.width}px) 100vw, ${spec.width}px`) : undefined };
}

/** The site's image scale settings (app props `commonBigImgScale`, `commonSmallImgScale`; core §6, 200–1200). */
export interface ImageScales {
  commonBigImgScale: number;
  commonSmallImgScale: number;
}

/**
 * The width a picture is fetched at under the site's scale settings: the spec's common big (500) and
 * common small (300) widths are the site's own; every other width (carousel, zoom, phone cell) is kept.
 * Only the file's resolution moves: the shown size is the layout's (`sizes`).
 */
export function scaledWidth(width: number, scales?: ImageScales): number {
  if (!scales) return width;
  const clamp = (n: number) => Math.min(IMAGE.SCALE.max, Math.max(IMAGE.SCALE.min, Math.round(n)));
  if (width === IMAGE.COMMON_BIG) return clamp(scales.commonBigImgScale);
  if (width === IMAGE.COMMON_SMALL) return clamp(scales.commonSmallImgScale);
  return width;
}

/** The first pictures of the catalogue screens, shared by the screens and the server's preload hints. */
export const IMAGE_SPECS = {
  /** The product page's main picture: 500 on the page (1500 only in the zoom dialog, blocks §7). */
  productMain: { width: IMAGE.COMMON_BIG, widths: [IMAGE.COMMON_BIG], sizes: '(min-width: 960px) 500px, 100vw' },
  /**
   * A product card in a grid: 300 px wide on wide screens; on phones one of two columns of the page less
   * its 16 px margins and the 12 px gap (product-card.css).
   */
  productCard: {
    width: IMAGE.COMMON_SMALL,
    widths: [IMAGE.COMMON_SMALL, IMAGE.PHONE_GRID_CELL, IMAGE.COMMON_BIG],
    sizes: '(min-width: 960px) 300px, calc(50vw - 22px)',
  },
} as const satisfies Record<string, ImageSpec>;

/**
 * The `sizes` of a carousel picture per style (how wide it is shown), shared by the carousel block's renderer and the
 * server's preload hint for the first slide so both name the same file.
 */
export function carouselImageSizes(style: number): string {
  switch (style) {
    case 2:
      return '(min-width: 1232px) 1200px, calc(100vw - 32px)';
    case 3:
      return '(min-width: 767px) 76vw, 86vw';
    case 4:
      return '(min-width: 767px) 60vw, 100vw';
    default:
      return '100vw';
  }
}
