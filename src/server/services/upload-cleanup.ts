import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { uploads } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";

/** A file younger than this may belong to an upload still in flight in another instance. */
const FILE_GRACE_MS = 10 * 60 * 1000;
/** An uploaded image that no record uses after this long was abandoned (a form never submitted). */
const UNUSED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** Every image URL a record refers to. */
export const REFERENCED_URLS = sql`
  select unnest(images) as url from properties
  union select unnest(images) from submissions
  union select unnest(images) from developments
  union select image from developments where image is not null
  union select image from blogs where image is not null
  union select author_image from blogs where author_image is not null
  union select image from testimonials where image is not null`;

/**
 * Run at start: removes stored files that have no `uploads` record (a crash between writing the
 * files and recording them), and uploads that no record has used for a day, with their files.
 */
export async function cleanUpUploads(
  db: Db,
  storage: Storage,
  now = new Date(),
): Promise<{ orphanFiles: number; unusedUploads: number }> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_MS);
  const unused = await db
    .select({ id: uploads.id, keys: uploads.keys })
    .from(uploads)
    .where(
      sql`${lt(uploads.createdAt, cutoff)} and ${uploads.url} not in (select url from (${REFERENCED_URLS}) as referenced where url is not null)`,
    );
  for (const upload of unused) {
    await db.delete(uploads).where(sql`${uploads.id} = ${upload.id}`);
    for (const key of upload.keys) await storage.delete(key);
  }

  const recorded = new Set((await db.select({ keys: uploads.keys }).from(uploads)).flatMap((u) => u.keys));
  let orphanFiles = 0;
  for await (const object of storage.list()) {
    if (recorded.has(object.key) || now.getTime() - object.modifiedAt.getTime() < FILE_GRACE_MS) continue;
    await storage.delete(object.key);
    orphanFiles++;
  }
  return { orphanFiles, unusedUploads: unused.length };
}
