import { useState, type CSSProperties } from 'react';
import { imageSrcSet, imageUrl } from '../../lib/image.ts';

/** Shown instead of an image that fails to load (blocks §8). */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23f1eee8'/%3E%3Cpath d='M1.2 2.1l.6-.7.5.5.4-.3.7.5z' fill='%23d8d1c4'/%3E%3C/svg%3E";

/**
 * An image at the width it is shown: our own media is requested resized (and twice as large for dense
 * screens), lazy unless it is above the fold, with a placeholder when it cannot load.
 */
export function Img({
  src,
  width,
  alt,
  sizes,
  eager,
  className,
  style,
  aspect,
  widths,
}: {
  src: string;
  /** The width in CSS pixels it is displayed at (largest case). */
  width: number;
  alt: string;
  sizes?: string;
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Width / height, reserved before load so nothing jumps. */
  aspect?: number;
  /** Widths to offer in the srcset instead of 1x and 2x of `width` (e.g. 300 and 500 for lists). */
  widths?: number[];
}) {
  const [failed, setFailed] = useState(false);
  const url = failed || !src ? PLACEHOLDER_IMAGE : imageUrl(src, width);
  const srcSet = failed ? undefined : imageSrcSet(src, width, widths);
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : undefined}
      alt={alt}
      className={className}
      style={{ ...(aspect ? { aspectRatio: String(aspect) } : {}), ...style }}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
