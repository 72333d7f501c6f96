import { inArray } from "drizzle-orm";
import { IMAGE_WIDTHS, OG_IMAGE } from "../../domain/images.ts";
import type { DbOrTx } from "../db/client.ts";
import { uploads } from "../db/schema.ts";
import { badRequest } from "../http-error.ts";
import type { Storage } from "../storage/storage.ts";
import { ImageDecoder } from "./image-decoder.ts";
import type { Encoded } from "./image-encoding.ts";
import { databaseId, newUploadId } from "./upload-owner.ts";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type StoredImage = { url: string; keys: string[]; width: number; height: number; bytes: number };

/**
 * Every image this server decodes goes through this one decoder: one image at a time, in a process
 * of its own (image-decoder.ts). Uploads wait their turn instead of failing, so no form is lost.
 */
export const imageDecoder = new ImageDecoder();

/**
 * Checks that the bytes are an image, then re-encodes it: upright, without EXIF/GPS, as WebP at
 * every stored width, plus the link-preview JPEG (image-encoding.ts). Nothing is written until
 * every variant has been produced.
 */
export function encodeImage(input: Buffer): Promise<Encoded> {
  return imageDecoder.run("upload", input);
}

/** The link-preview JPEG made from a stored WebP variant, for uploads stored before it existed. */
export function encodeOgFromVariant(webp: Buffer): Promise<Buffer> {
  return imageDecoder.run("og", webp);
}

/**
 * A drawing made by this server (an SVG document, such as a demo picture) as a JPEG. Drawn by the
 * decoder too: libvips' memory for it is then not the server's either.
 */
export function rasteriseDrawing(svg: string, quality: number): Promise<Buffer> {
  return imageDecoder.run("drawing", { svg, quality });
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
