import { MEDIA } from '@shop/contract';

type Sharp = (typeof import('sharp'))['default'];
let sharpLoaded: Promise<Sharp> | undefined;

/**
 * sharp (libvips, native code) is loaded by the first image inspected or drawn, not by every start: a start
 * answers before any image is asked for, and loading it was about 60 ms of a start's CPU (decision 590).
 */
export function loadSharp(): Promise<Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    // One libvips thread per render (decision 385): with MEDIA_RENDERS renders at once, a render takes at
    // most that many cores and the API's own requests keep the rest.
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoaded;
}

/** The one way a variant is drawn (decision 385): fitted inside the width, never enlarged (an SVG scales), WebP. */
export async function drawWebp(source: Buffer, isSvg: boolean, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(source, { density: isSvg ? 144 : 72, limitInputPixels: MEDIA.MAX_DIMENSION * MEDIA.MAX_DIMENSION })
    .resize({ width, fit: 'inside', withoutEnlargement: !isSvg })
    .webp({ quality: 78, effort: 4 })
    .toBuffer();
}
