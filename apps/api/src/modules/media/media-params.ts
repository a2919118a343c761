import { IMAGE, MEDIA } from '@shop/contract';

/**
 * The image address's processing parameters (blocks §5: only m, w, h, s, limit, color, p), read the way
 * an image service (OSS-style `resize`) reads them:
 * - `m`: lfit (fit inside w×h, the default), mfit (cover w×h), fill (cover and crop), pad (fit inside and
 *   pad with `color`), fixed (stretch to exactly w×h);
 * - `w`, `h`: target width and height; `s`: the shorter side; `p`: scale in percent of the original;
 * - `limit`: 1 (default) never enlarges a bitmap, 0 may; `color`: the pad colour, RRGGBB.
 * Sizes, scales and colours snap to a few values (decision 184) so that one image has few variants.
 */
export interface ImageParams {
  m: (typeof MEDIA.RESIZE_MODES)[number];
  w: number | null;
  h: number | null;
  s: number | null;
  p: number | null;
  limit: boolean;
  color: string;
}

export class ImageParamError extends Error {
  readonly param: string;
  constructor(param: string) {
    super(`invalid image parameter ${param}`);
    this.param = param;
  }
}

/**
 * The sizes a variant is rendered at (decision 184): the widths the storefront asks for (contract `IMAGE`,
 * carousels, the 1x/2x of each picture), plus a few steps between them. Any other size is rounded up to
 * the next of these (never blurrier than asked), so one image has a small, fixed set of variants however
 * the address is written.
 */
export const RENDER_SIZES = [200, 300, 400, 500, 600, 700, 800, 1000, 1200, 1300, 1500] as const;
/** Percent scales a variant is rendered at; others snap to the nearest. */
export const RENDER_PERCENTS = [10, 25, 50, 75, 100, 150, 200] as const;

/** Widths are clamped to the spec's range and rounded up to one of `RENDER_SIZES`. */
export function normaliseWidth(raw: unknown): number {
  const n = Number(raw);
  const w = Number.isFinite(n) && n > 0 ? n : IMAGE.COMMON_BIG;
  const clamped = Math.min(IMAGE.MAX_WIDTH, Math.max(IMAGE.MIN_WIDTH, w));
  return RENDER_SIZES.find((s) => s >= clamped) ?? IMAGE.MAX_WIDTH;
}

const nearest = (values: readonly number[], n: number) => values.reduce((a, b) => (Math.abs(b - n) < Math.abs(a - n) ? b : a));

/** Pad colours are white (every storefront picture) or black: any colour snaps to the nearer by luminance. */
function snapColour(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b >= 128 ? 'ffffff' : '000000';
}

const SIZE = /^\d{1,5}$/;
const size = (name: string, v: string): number => {
  if (!SIZE.test(v) || Number(v) <= 0) throw new ImageParamError(name);
  return normaliseWidth(v);
};

/** Reads a query; an unknown parameter, a repeated one or a malformed value throws `ImageParamError`. */
export function parseImageParams(query: Record<string, unknown>): ImageParams {
  const out: ImageParams = { m: 'lfit', w: null, h: null, s: null, p: null, limit: true, color: 'ffffff' };
  for (const [name, raw] of Object.entries(query)) {
    if (!(MEDIA.URL_PARAMS as readonly string[]).includes(name)) throw new ImageParamError(name);
    if (typeof raw !== 'string') throw new ImageParamError(name);
    switch (name) {
      case 'm':
        if (!(MEDIA.RESIZE_MODES as readonly string[]).includes(raw)) throw new ImageParamError(name);
        out.m = raw as ImageParams['m'];
        break;
      case 'w':
      case 'h':
      case 's':
        out[name] = size(name, raw);
        break;
      case 'p': {
        const n = Number(raw);
        if (!SIZE.test(raw) || n < MEDIA.PERCENT.min || n > MEDIA.PERCENT.max) throw new ImageParamError(name);
        out.p = nearest(RENDER_PERCENTS, n);
        break;
      }
      case 'limit':
        if (raw !== '0' && raw !== '1') throw new ImageParamError(name);
        out.limit = raw === '1';
        break;
      case 'color':
        if (!/^[0-9a-fA-F]{6}$/.test(raw)) throw new ImageParamError(name);
        out.color = snapColour(raw.toLowerCase());
        break;
    }
  }
  // No size at all: the common large size, as the storefront's plain `/media/<key>` always got.
  if (out.w === null && out.h === null && out.s === null && out.p === null) out.w = IMAGE.COMMON_BIG;
  return out;
}

/** A stable name for a variant, part of its cache file's name. */
export const variantId = (p: ImageParams) => [p.m, p.w ?? '', p.h ?? '', p.s ?? '', p.p ?? '', p.limit ? 1 : 0, p.m === 'pad' ? p.color : ''].join('_');

/** The plain address without parameters: the common large width, fitted inside. */
export const IMAGE_PARAMS_DEFAULT: ImageParams = { m: 'lfit', w: IMAGE.COMMON_BIG, h: null, s: null, p: null, limit: true, color: 'ffffff' };
