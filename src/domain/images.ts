/** Widths every uploaded image is stored at; the largest is the image's canonical URL. */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;

const VARIANT = /-(\d{2,4})\.webp$/;

/** `srcset` for an image stored by this site; undefined for any other URL. */
export function srcSetFor(url: string): string | undefined {
  if (!VARIANT.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${url.replace(VARIANT, `-${w}.webp`)} ${w}w`).join(", ");
}

/** The stored variant closest to (and not below) the wanted width, for thumbnails. */
export function variantUrl(url: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return VARIANT.test(url) ? url.replace(VARIANT, `-${width}.webp`) : url;
}

/** The link-preview picture stored with every uploaded image: a JPEG, since not every app previews WebP. */
export const OG_IMAGE = { width: 1200, height: 630, type: "image/jpeg" } as const;

/** A variant of an image this site stored: its UUID, then its width. */
const STORED_VARIANT = /([0-9a-f-]{36})-\d{2,4}\.webp$/;

/** The link-preview JPEG of an image this site stored; undefined for any other URL (an external one). */
export function ogImageUrl(url: string): string | undefined {
  return STORED_VARIANT.test(url) ? url.replace(STORED_VARIANT, "$1-og.jpg") : undefined;
}
