import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * How the last `npm run backup` on this machine ended, kept in DATA_DIR/backup-status.json for the
 * server's metrics: a backup that fails, or that stops running at all (its time of last success grows
 * old), is seen by whoever watches them.
 */
export type BackupStatus = {
  /** When the last backup ended, successful or not. */
  lastRunAt: string;
  ok: boolean;
  /** When a backup last succeeded; null when none has yet. */
  lastSuccessAt: string | null;
  /** Why the last backup failed. */
  error?: string;
};

const statusFile = (dataDir: string) => path.join(dataDir, "backup-status.json");

/** The status file as last written, or undefined when no backup has run here (or the file is unreadable). */
export async function readBackupStatus(dataDir: string): Promise<BackupStatus | undefined> {
  try {
    return JSON.parse(await readFile(statusFile(dataDir), "utf8")) as BackupStatus;
  } catch {
    return undefined;
  }
}

/** Records a backup's end; a failure keeps the time of the last success. Written whole or not at all. */
export async function recordBackupRun(dataDir: string, outcome: { ok: true } | { ok: false; error: string }, at = new Date()) {
  const previous = await readBackupStatus(dataDir);
  const status: BackupStatus = outcome.ok
    ? { lastRunAt: at.toISOString(), ok: true, lastSuccessAt: at.toISOString() }
    : { lastRunAt: at.toISOString(), ok: false, lastSuccessAt: previous?.lastSuccessAt ?? null, error: outcome.error };
  await mkdir(dataDir, { recursive: true });
  const file = statusFile(dataDir);
  await writeFile(`${file}.tmp`, `${JSON.stringify(status, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}
