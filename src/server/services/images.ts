import { inArray } from "drizzle-orm";
import pLimit from "p-limit";
import sharp, { type Metadata, type Sharp } from "sharp";
import { TOO_MANY_PIXELS, UNSUPPORTED_IMAGE } from "../../domain/form-messages.ts";
import { IMAGE_WIDTHS, OG_IMAGE } from "../../domain/images.ts";
import type { DbOrTx } from "../db/client.ts";
import { uploads } from "../db/schema.ts";
import { badRequest, HttpError } from "../http-error.ts";
import type { Storage } from "../storage/storage.ts";
import { databaseId, newUploadId } from "./upload-owner.ts";

/** Formats accepted from visitors and staff, judged from the bytes by libvips. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);
/** Large enough for a 48-megapixel phone photo, small enough to stop decompression bombs. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type StoredImage = { url: string; keys: string[]; width: number; height: number; bytes: number };

/** Link previews are refused or dropped by some apps above this size. */
export const MAX_OG_BYTES = 300_000;
/** JPEG qualities tried in turn until the preview fits under MAX_OG_BYTES; the last is kept whatever its size. */
const OG_QUALITIES = [82, 74, 66, 58, 50, 40, 30] as const;

type Encoded = { variants: { width: number; data: Buffer }[]; og: Buffer; width: number; height: number };

/**
 * One image decoded at a time. A 50-megapixel photo takes about 200 MB once decoded; ten sent at once
 * took the process from 730 MB to 2 GB. Uploads wait their turn here instead of failing, so no form
 * is lost; libvips still uses every core for the one being worked on.
 */
const decoder = pLimit(1);

/**
 * Checks that the bytes are an image, then re-encodes it: upright, without EXIF/GPS, as WebP at
 * every stored width, plus the link-preview JPEG. Nothing is written until every variant has been produced.
 */
export function encodeImage(input: Buffer): Promise<Encoded> {
  return decoder(() => decodeAndEncode(input));
}

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
export function encodeOgFromVariant(webp: Buffer): Promise<Buffer> {
  return decoder(() => encodeOg(sharp(webp, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })));
}

async function decodeAndEncode(input: Buffer): Promise<Encoded> {
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

/** The storage key of an upload's link-preview JPEG. */
export const ogKeyFor = (id: string) => `${id}-og.jpg`;

/**
 * Stores every variant under generated names, which begin with this database's tag (upload-owner.ts),
 * and records the upload, so orphans can be found.
 */
export async function storeImage(db: DbOrTx, storage: Storage, input: Buffer): Promise<StoredImage> {
  const { variants, og, width, height } = await encodeImage(input);
  const id = newUploadId(await databaseId(db));
  const files = [
    ...variants.map((v) => ({ key: `${id}-${v.width}.webp`, data: v.data, type: "image/webp" })),
    { key: ogKeyFor(id), data: og, type: OG_IMAGE.type },
  ];
  const keys = files.map((f) => f.key);
  const url = storage.publicUrl(`${id}-${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}.webp`);
  const bytes = files.reduce((sum, f) => sum + f.data.length, 0);
  try {
    await Promise.all(files.map((f) => storage.put(f.key, f.data, f.type)));
    await db.insert(uploads).values({ url, keys, width, height, bytes });
  } catch (error) {
    await Promise.all(keys.map((k) => storage.delete(k).catch(() => {})));
    throw error;
  }
  return { url, keys, width, height, bytes };
}

/**
 * Images must be absolute http(s) URLs or images this site stored; a `/uploads/` path that the
 * uploads table does not know would show a broken image.
 */
export async function assertKnownImages(db: DbOrTx, urls: readonly (string | null | undefined)[], field = "images") {
  const local = [...new Set(urls.filter((url): url is string => !!url?.startsWith("/uploads/")))];
  if (local.length === 0) return;
  const rows = await db.select({ url: uploads.url }).from(uploads).where(inArray(uploads.url, local));
  const known = new Set(rows.map((r) => r.url));
  const unknown = local.find((url) => !known.has(url));
  if (unknown) throw badRequest(`${field}: ${unknown} is not an image uploaded to this site`);
}

/** Removes images stored for a request that then failed, so no unreferenced files are left behind. */
export async function discardStoredImages(db: DbOrTx, storage: Storage, stored: readonly StoredImage[]) {
  if (stored.length === 0) return;
  await Promise.all(stored.flatMap((image) => image.keys.map((key) => storage.delete(key).catch(() => {}))));
  // Best effort: when the database itself failed, the orphan cleanup finds these records later.
  const urls = stored.map((image) => image.url);
  await db
    .delete(uploads)
    .where(inArray(uploads.url, urls))
    .catch(() => {});
}
