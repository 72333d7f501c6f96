import { and, eq, sql } from "drizzle-orm";
import { OG_IMAGE } from "../../domain/images.ts";
import type { DbOrTx } from "../db/client.ts";
import { uploads } from "../db/schema.ts";
import type { JobQueue } from "../jobs/queue.ts";
import type { Storage } from "../storage/storage.ts";
import { encodeOgFromVariant, ogKeyFor } from "./images.ts";

/** The job that gives uploads stored before link-preview JPEGs existed their JPEG. */
export const OG_IMAGE_BACKFILL = "og-image-backfill";

const VARIANT_KEY = /^([0-9a-f-]{36})-(\d{2,4})\.webp$/;

/** The widest WebP variant among an upload's keys: the best source left once the original is gone. */
function widestVariant(keys: readonly string[]): { key: string; id: string } | undefined {
  let best: { key: string; id: string; width: number } | undefined;
  for (const key of keys) {
    const match = VARIANT_KEY.exec(key);
    if (match && (!best || Number(match[2]) > best.width)) best = { key, id: match[1] as string, width: Number(match[2]) };
  }
  return best;
}

/**
 * Makes the missing link-preview JPEG of every upload from its widest variant and records it with
 * the upload's keys. Safe to run on several instances at once: the JPEG of an upload is always the
 * same file under the same key, and it is recorded only where it is not yet.
 */
export async function backfillOgImages(
  db: DbOrTx,
  storage: Storage,
  log: (message: string, error?: unknown) => void = () => {},
): Promise<{ created: number; failed: number }> {
  const missing = await db
    .select({ id: uploads.id, keys: uploads.keys })
    .from(uploads)
    .where(sql`not exists (select 1 from unnest(${uploads.keys}) as key where key like '%-og.jpg')`);
  let created = 0;
  let failed = 0;
  for (const upload of missing) {
    const source = widestVariant(upload.keys);
    const data = source && (await storage.get(source.key));
    if (!source || !data) {
      // Its files are gone: nothing to make the preview from (the page shows the image as missing too).
      failed++;
      log(`Upload ${upload.id} has no stored variant to make its link-preview image from`);
      continue;
    }
    const key = ogKeyFor(source.id);
    try {
      const og = await encodeOgFromVariant(data);
      await storage.put(key, og, OG_IMAGE.type);
      const recorded = await db
        .update(uploads)
        .set({ keys: sql`array_append(${uploads.keys}, ${key})`, bytes: sql`${uploads.bytes} + ${og.length}` })
        .where(and(eq(uploads.id, upload.id), sql`not (${key} = any(${uploads.keys}))`))
        .returning({ id: uploads.id });
      if (recorded.length > 0) created++;
      else {
        // Recorded meanwhile by another instance (same file), or the upload was deleted: then the file goes too.
        const [still] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, upload.id));
        if (!still) await storage.delete(key);
      }
    } catch (error) {
      failed++;
      log(`The link-preview image of upload ${upload.id} could not be made`, error);
    }
  }
  return { created, failed };
}

type Log = { info(data: object, message: string): void; warn(data: object, message: string): void };

/**
 * At start, one backfill job on the shared queue: run by one instance, retried if it fails, and
 * finding nothing to do once every upload has its JPEG. Several instances starting together each
 * send one; the second finds the work done or does the same work to the same result.
 */
export async function startOgImageBackfill(jobs: JobQueue, db: DbOrTx, storage: Storage, log: Log): Promise<void> {
  await jobs.work(OG_IMAGE_BACKFILL, async () => {
    const result = await backfillOgImages(db, storage, (message, error) => log.warn({ err: error }, message));
    if (result.created > 0) log.info(result, "link-preview images made for earlier uploads");
    return result;
  });
  await jobs.send(OG_IMAGE_BACKFILL);
}
