import { IMAGE } from './limits.ts';

/**
 * Image addresses with a width: our own media (`/media/...`) gets `?w=`, resized and served as WebP by
 * the API; other http(s) images are used as they are. Shared so the server's preload hints name exactly
 * the address the browser will ask for.
 */
export function imageUrl(src: string, width: number): string {
  if (!src) return '';
  if (!src.startsWith('/media/')) return src;
  const w = Math.min(IMAGE.MAX_WIDTH, Math.max(IMAGE.MIN_WIDTH, Math.round(width)));
  return `${src}${src.includes('?') ? '&' : '?'}w=${w}`;
}

/** A `srcset` of the given widths for our own media; undefined for other addresses. */
export function imageSrcSetOf(src: string, widths: readonly number[]): string | undefined {
  if (!src.startsWith('/media/')) return undefined;
  return widths.map((w) => `${imageUrl(src, w)} ${Math.min(IMAGE.MAX_WIDTH, w)}w`).join(', ');
}
