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

/** A srcset with 1x and 2x of a display width, for our own media. */
export function imageSrcSet(src: string, width: number): string | undefined {
  if (!src.startsWith('/media/')) return undefined;
  return `${imageUrl(src, width)} ${Math.min(IMAGE.MAX_WIDTH, width)}w, ${imageUrl(src, width * 2)} ${Math.min(IMAGE.MAX_WIDTH, width * 2)}w`;
}
