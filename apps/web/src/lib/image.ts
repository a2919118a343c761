import { imageSrcSetOf, imageUrl } from '@shop/contract';

export { imageUrl, imageSrcSetOf };

/** A srcset with 1x and 2x of a display width (or the given widths), for our own media. */
export function imageSrcSet(src: string, width: number, widths?: readonly number[]): string | undefined {
  return imageSrcSetOf(src, widths?.length ? widths : [width, width * 2]);
}
