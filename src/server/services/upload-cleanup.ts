import { eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { uploads } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";
import { notOwnStorage, uploadOwnership } from "./upload-owner.ts";

/** A file younger than this may belong to an upload still in flight in another instance. */
const FILE_GRACE_MS = 10 * 60 * 1000;
/** An uploaded image that no record uses after this long was abandoned (a form never submitted). */
const UNUSED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** Every image URL a record refers to, with the record's table and id. */
export const IMAGE_REFERENCES = sql`
  select 'properties' as "table", id::text as id, unnest(images) as url from properties
  union all select 'submissions', id::text, unnest(images) from submissions
  union all select 'developments', id::text, unnest(images) from developments
  union all select 'developments', id::text, image from developments where image is not null
  union all select 'blogs', id::text, image from blogs where image is not null
  union all select 'blogs', id::text, author_image from blogs where author_image is not null
  union all select 'testimonials', id::text, image from testimonials where image is not null`;

export type CleanupResult = { orphanFiles: number; unusedUploads: number } | { refused: string };

/**
 * Run at start and every hour (jobs/uploads.ts), only on the storage this database owns
 * (upload-owner.ts; otherwise it refuses, saying why): removes this database's stored files that have
 * no `uploads` record (a crash between writing the files and recording them, and the temporary files
 * of a write a crash interrupted) and uploads that no record has used for a day, with their files.
 * Files stored by another database are kept, whoever records them.
 */
export async function cleanUpUploads(db: DbOrTx, storage: Storage, now = new Date()): Promise<CleanupResult> {
  const ownership = await uploadOwnership(db, storage);
  const refused = notOwnStorage(ownership, storage);
  if (refused) return { refused };

  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_MS);
  const unused = await db
    .select({ id: uploads.id, keys: uploads.keys })
    .from(uploads)
    .where(
      sql`${lt(uploads.createdAt, cutoff)} and ${uploads.url} not in (select url from (${IMAGE_REFERENCES}) as referenced where url is not null)`,
    );
  for (const upload of unused) {
    await db.delete(uploads).where(eq(uploads.id, upload.id));
    // A restored upload's files may carry another database's tag: they stay, as that database's.
    for (const key of upload.keys) if (ownership.owns(key)) await storage.delete(key);
  }

  const recorded = new Set((await db.select({ keys: uploads.keys }).from(uploads)).flatMap((u) => u.keys));
  let orphanFiles = 0;
  for await (const object of storage.list()) {
    if (recorded.has(object.key) || !ownership.owns(object.key)) continue;
    if (now.getTime() - object.modifiedAt.getTime() < FILE_GRACE_MS) continue;
    await storage.delete(object.key);
    orphanFiles++;
  }
  return { orphanFiles, unusedUploads: unused.length };
}

type Log = { info(data: object, message: string): void; warn(message: string): void };

/** The cleanup, told to the log: a refusal as a warning (it names both databases), what it removed as information. */
export async function cleanUpUploadsAndLog(db: DbOrTx, storage: Storage, log: Log): Promise<CleanupResult> {
  const result = await cleanUpUploads(db, storage);
  if ("refused" in result) log.warn(result.refused);
  else if (result.orphanFiles + result.unusedUploads > 0) {
    log.info(
      result,
      `Removed ${result.orphanFiles} unrecorded image files and ${result.unusedUploads} unused uploads of this database.`,
    );
  }
  return result;
}
