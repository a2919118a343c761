import { imageSrcSetOf, imageUrl } from '@shop/contract';

export { imageUrl, imageSrcSetOf };

/** A srcset with 1x and 2x of a display width, for our own media. */
export function imageSrcSet(src: string, width: number): string | undefined {
  return imageSrcSetOf(src, [width, width * 2]);
}
