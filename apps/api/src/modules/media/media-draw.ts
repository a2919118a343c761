import sharp from 'sharp';
import { MEDIA } from '@shop/contract';

// One libvips thread per render (decision 385).
sharp.concurrency(1);

/** The one way a variant is drawn (decision 385): fitted inside the width, never enlarged (an SVG scales), WebP. */
export function drawWebp(source: Buffer, isSvg: boolean, width: number): Promise<Buffer> {
  return sharp(source, { density: isSvg ? 144 : 72, limitInputPixels: MEDIA.MAX_DIMENSION * MEDIA.MAX_DIMENSION })
    .resize({ width, fit: 'inside', withoutEnlargement: !isSvg })
    .webp({ quality: 78, effort: 4 })
    .toBuffer();
}
