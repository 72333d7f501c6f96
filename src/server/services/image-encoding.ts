/**
 * What libvips does to an uploaded image, and to the server's own drawings. Runs in the image decoder's own process
 * (image-decoder-process.ts), never in the server's: see image-decoder.ts.
 */
import sharp, { type Metadata, type Sharp } from "sharp";
import { TOO_MANY_PIXELS, UNSUPPORTED_IMAGE } from "../../domain/form-messages.ts";
import { IMAGE_WIDTHS, OG_IMAGE } from "../../domain/images.ts";
import { HttpError } from "../http-error.ts";

/** Formats accepted from visitors and staff, judged from the bytes by libvips. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);
/** Large enough for a 48-megapixel phone photo, small enough to stop decompression bombs. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Link previews are refused or dropped by some apps above this size. */
export const MAX_OG_BYTES = 300_000;
/** JPEG qualities tried in turn until the preview fits under MAX_OG_BYTES; the last is kept whatever its size. */
const OG_QUALITIES = [82, 74, 66, 58, 50, 40, 30] as const;

export type Encoded = { variants: { width: number; data: Buffer }[]; og: Buffer; width: number; height: number };

/**
 * The link-preview JPEG: exactly 1200×630, cropped from the centre (enlarged if the picture is
 * smaller), on white where it was transparent, progressive, without metadata, under MAX_OG_BYTES.
 */
async function encodeOg(image: Sharp): Promise<Buffer> {
  const { data, info } = await image
    .resize({ width: OG_IMAGE.width, height: OG_IMAGE.height, fit: "cover", position: "centre" })
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  let jpeg = Buffer.alloc(0);
  for (const quality of OG_QUALITIES) {
    jpeg = await sharp(data, { raw }).jpeg({ quality, progressive: true, mozjpeg: true }).toBuffer();
    if (jpeg.length < MAX_OG_BYTES) break;
  }
  return jpeg;
}

/** The link-preview JPEG made from a stored WebP variant, for uploads stored before it existed. */
export function encodeOgFromWebp(webp: Buffer): Promise<Buffer> {
  return encodeOg(sharp(webp, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }));
}

/**
 * Checks that the bytes are an image, then re-encodes it: upright, without EXIF/GPS, as WebP at
 * every stored width, plus the link-preview JPEG.
 */
export async function encodeUpload(input: Buffer): Promise<Encoded> {
  let meta: Metadata;
  try {
    // Only the header is read here, so no pixel limit: an oversized image gets the 413 below, not a 415.
    meta = await sharp(input, { limitInputPixels: false, failOn: "error" }).metadata();
  } catch {
    throw new HttpError(415, UNSUPPORTED_IMAGE);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new HttpError(415, UNSUPPORTED_IMAGE);
  if (!meta.width || !meta.height) throw new HttpError(415, UNSUPPORTED_IMAGE);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new HttpError(413, TOO_MANY_PIXELS);
  }
  try {
    // Decode once (rotated upright per EXIF) straight to the largest width: libvips reads the photo
    // in strips while shrinking it, so a 49-megapixel PNG never sits whole in memory (it took about
    // 150 MB decoded). The smaller widths come from those pixels.
    const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const variants = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        data: await sharp(data, { raw }).resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 2 }).toBuffer(),
      })),
    );
    // From the same pixels: a panorama wider than 1600 is enlarged a little to fill 630 rows.
    const og = await encodeOg(sharp(data, { raw }));
    // EXIF orientations 5 to 8 turn the photo a quarter: its upright size swaps width and height.
    const quarterTurn = (meta.orientation ?? 1) >= 5;
    return { variants, og, width: quarterTurn ? meta.height : meta.width, height: quarterTurn ? meta.width : meta.height };
  } catch {
    throw new HttpError(415, "The image could not be read; it may be damaged or incomplete");
  }
}

/** A drawing made by this server (the demo content's pictures), as a JPEG at its own size. */
export function rasteriseSvg(svg: string, quality: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality }).toBuffer();
}
