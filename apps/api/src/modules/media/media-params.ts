import { IMAGE, IMAGE_RENDER_WIDTHS, MEDIA, type ImageRenderWidth } from '@shop/contract';

/**
 * The image address's processing parameters (blocks §5: only m, w, h, s, limit, color, p) are all still
 * read — an unknown, repeated or malformed one is a 400 — but an image is rendered in one way only
 * (issue 38, decision 385): fitted inside a width from the contract's allow-list `IMAGE_RENDER_WIDTHS`,
 * never enlarged, as WebP. Those are the only variants the storefront, the editor and the back office
 * ask for (`imageUrl` writes nothing else), so one image has at most eleven, however an address is
 * written; an address the site never writes gets the allowed variant nearest to it instead of a new one:
 * - `w` (or, without it, the larger of `h` and `s`) rounds up to the next allowed width (never blurrier);
 * - `p` (a scale) and no size at all get the common large width, as the plain `/media/<key>` always did;
 * - `m`, `limit` and `color` change nothing: every variant fits inside its width and is never enlarged.
 */
export class ImageParamError extends Error {
  readonly param: string;
  constructor(param: string) {
    super(`invalid image parameter ${param}`);
    this.param = param;
  }
}

/** The allowed width at or above `n` (clamped to the allow-list's range). */
export function snapWidth(n: number): ImageRenderWidth {
  const clamped = Math.min(IMAGE.MAX_WIDTH, Math.max(IMAGE.MIN_WIDTH, n));
  return IMAGE_RENDER_WIDTHS.find((s) => s >= clamped) ?? IMAGE.MAX_WIDTH;
}

const SIZE = /^\d{1,5}$/;

/** Reads a query into the one thing a variant varies by, its width; a bad parameter throws `ImageParamError`. */
export function parseImageParams(query: Record<string, unknown>): ImageRenderWidth {
  const sizes: Partial<Record<'w' | 'h' | 's', number>> = {};
  for (const [name, raw] of Object.entries(query)) {
    if (!(MEDIA.URL_PARAMS as readonly string[]).includes(name)) throw new ImageParamError(name);
    if (typeof raw !== 'string') throw new ImageParamError(name);
    switch (name) {
      case 'm':
        if (!(MEDIA.RESIZE_MODES as readonly string[]).includes(raw)) throw new ImageParamError(name);
        break;
      case 'w':
      case 'h':
      case 's':
        if (!SIZE.test(raw) || Number(raw) <= 0) throw new ImageParamError(name);
        sizes[name] = Number(raw);
        break;
      case 'p': {
        const n = Number(raw);
        if (!SIZE.test(raw) || n < MEDIA.PERCENT.min || n > MEDIA.PERCENT.max) throw new ImageParamError(name);
        break;
      }
      case 'limit':
        if (raw !== '0' && raw !== '1') throw new ImageParamError(name);
        break;
      case 'color':
        if (!/^[0-9a-fA-F]{6}$/.test(raw)) throw new ImageParamError(name);
        break;
    }
  }
  const asked = sizes.w ?? Math.max(sizes.h ?? 0, sizes.s ?? 0);
  return snapWidth(asked > 0 ? asked : IMAGE.COMMON_BIG);
}
