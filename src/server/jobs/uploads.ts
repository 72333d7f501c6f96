import type { DbOrTx } from "../db/client.ts";
import { cleanUpUploadsAndLog } from "../services/upload-cleanup.ts";
import type { Storage } from "../storage/storage.ts";
import type { JobQueue } from "./queue.ts";

/** The queue that removes abandoned uploads and the files no record names (services/upload-cleanup.ts). */
export const UPLOAD_CLEANUP = "upload-cleanup";
/** Every hour at :41: an abandoned upload goes within an hour of its day, a crash's leftovers within the hour. */
export const UPLOAD_CLEANUP_CRON = "41 * * * *";

type Log = Parameters<typeof cleanUpUploadsAndLog>[2];

/** Once an hour across instances; a run that finds the storage another database's only warns again. */
export async function startUploadCleanupJobs(jobs: JobQueue, db: DbOrTx, storage: Storage, log: Log): Promise<void> {
  await jobs.work(UPLOAD_CLEANUP, () => cleanUpUploadsAndLog(db, storage, log));
  await jobs.schedule(UPLOAD_CLEANUP, UPLOAD_CLEANUP_CRON);
}
