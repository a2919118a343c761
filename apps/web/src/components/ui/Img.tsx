import { useContext, useState, type CSSProperties } from 'react';
import { responsiveImage, type ImageSpec } from '@shop/contract';
import { AppDataContext } from '../../lib/app-context.ts';

/** Shown instead of an image that fails to load (blocks §8). */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23f1eee8'/%3E%3Cpath d='M1.2 2.1l.6-.7.5.5.4-.3.7.5z' fill='%23d8d1c4'/%3E%3C/svg%3E";

/**
 * An image at the width it is shown: our own media is requested resized (and twice as large for dense
 * screens), lazy unless it is above the fold, with a placeholder when it cannot load. `src`, `srcset`
 * and `sizes` come from the contract's `responsiveImage` (decision 161), which the server's preload hints
 * use too; pass a shared `spec` (`IMAGE_SPECS`) for a picture the server preloads. The box is reserved
 * by `aspect` (CSS aspect-ratio) so nothing moves when the picture arrives.
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
  spec,
}: {
  src: string;
  /** The width in CSS pixels it is displayed at (largest case); or give `spec`. */
  width?: number;
  /** A shared picture spec (width, widths, sizes), e.g. `IMAGE_SPECS.productMain`. */
  spec?: ImageSpec;
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
  // The site's image scale settings choose the common big and small widths (core §6); outside a site
  // (the editor's own screens) the spec's widths stand.
  const scales = useContext(AppDataContext)?.app.appInfo.appProps;
  const shown = responsiveImage(src, spec ?? { width: width ?? 0, widths, sizes }, scales);
  const url = failed || !src ? PLACEHOLDER_IMAGE : shown.src;
  const srcSet = failed ? undefined : shown.srcSet;
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? shown.sizes : undefined}
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
