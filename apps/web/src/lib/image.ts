import { IMAGE } from '@shop/contract';

/**
 * Image addresses with a width: our own media gets `?w=`, resized and served as WebP by the API;
 * other http(s) images are used as they are.
 */
export function imageUrl(src: string, width: number): string {
  if (!src) return '';
  if (!src.startsWith('/media/')) return src;
  const w = Math.min(IMAGE.MAX_WIDTH, Math.max(IMAGE.MIN_WIDTH, Math.round(width)));
  return `${src}${src.includes('?') ? '&' : '?'}w=${w}`;
}

/** A srcset with 1x and 2x of a display width (or the given widths), for our own media. */
export function imageSrcSet(src: string, width: number, widths?: number[]): string | undefined {
  if (!src.startsWith('/media/')) return undefined;
  if (widths?.length) return widths.map((w) => `${imageUrl(src, w)} ${Math.min(IMAGE.MAX_WIDTH, w)}w`).join(', ');
  return `${imageUrl(src, width)} ${Math.min(IMAGE.MAX_WIDTH, width)}w, ${imageUrl(src, width * 2)} ${Math.min(IMAGE.MAX_WIDTH, width * 2)}w`;
}
