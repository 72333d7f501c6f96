import { useState } from "react";
import { srcSetFor, variantUrl } from "../../domain/images.ts";

export const PLACEHOLDER_IMAGE = "/placeholder.svg";

/** Starts loading a stored image at the width the browser would pick for `sizes`, so it shows at once later. */
export function prefetchImage(src: string, sizes: string) {
  const image = new Image();
  image.sizes = sizes;
  image.srcset = srcSetFor(src) ?? "";
  image.src = variantUrl(src, 800);
}

/**
 * An image served from the stored WebP widths, with its box reserved (width/height) and a
 * placeholder when the file cannot be loaded. `priority` is for the first visible image only.
 */
export function ResponsiveImage({
  src,
  alt,
  lang,
  sizes,
  priority = false,
  className = "",
  width = 800,
  height = 533,
}: {
  src: string | undefined;
  alt: string;
  /** The language of `alt` when it is not the page's. */
  lang?: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  width?: number;
  height?: number;
}) {
  const [failed, setFailed] = useState(false);
  const usable = src && !failed ? src : PLACEHOLDER_IMAGE;
  const srcSet = usable === PLACEHOLDER_IMAGE ? undefined : srcSetFor(usable);
  return (
    <img
      src={usable === PLACEHOLDER_IMAGE ? usable : variantUrl(usable, 800)}
      srcSet={srcSet}
      // HTML allows sizes only beside a srcset (React's preload of a priority image copies both).
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      lang={lang}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      // Before hydration the head's fallback script swaps a failed image (see image-fallback.ts).
      data-fallback={usable === PLACEHOLDER_IMAGE ? undefined : PLACEHOLDER_IMAGE}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
