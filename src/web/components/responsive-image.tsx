import { useState } from "react";
import { srcSetFor, variantUrl } from "../../domain/images.ts";

export const PLACEHOLDER_IMAGE = "/placeholder.svg";

/**
 * An image served from the stored WebP widths, with its box reserved (width/height) and a
 * placeholder when the file cannot be loaded. `priority` is for the first visible image only.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  priority = false,
  className = "",
  width = 800,
  height = 533,
}: {
  src: string | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  width?: number;
  height?: number;
}) {
  const [failed, setFailed] = useState(false);
  const usable = src && !failed ? src : PLACEHOLDER_IMAGE;
  return (
    <img
      src={usable === PLACEHOLDER_IMAGE ? usable : variantUrl(usable, 800)}
      srcSet={usable === PLACEHOLDER_IMAGE ? undefined : srcSetFor(usable)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
