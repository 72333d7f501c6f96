import path from "node:path";
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { assertPgliteClosed, BackupError, createBackup } from "../src/server/services/backup.ts";
import { recordBackupRun } from "../src/server/services/backup-status.ts";
import { createStorage } from "../src/server/storage/create-storage.ts";

/**
 * `npm run backup [-- --out=DIR] [--allow-missing]`: writes DIR/backup-YYYYMMDD-HHMMSS (UTC; DIR
 * defaults to ./backups) with every table and every image file the uploads record. Reads the
 * configuration like the server (DATA_DIR, DATABASE_URL, DATABASE_OWNER_URL, S3_*). On PostgreSQL
 * the server may keep running; the embedded database must be closed (stop the server first).
 * How it ended is kept in DATA_DIR/backup-status.json, which the server's metrics show.
 * Recorded files missing from the storage stop it with their list (exit 1); --allow-missing writes
 * the backup without them, marked incomplete.
 */
const say = (line: string) => process.stdout.write(`${line}\n`);
if (process.argv.includes("--help")) {
  say("usage: npm run backup [-- --out=DIR]   (DIR defaults to ./backups; stop the server first on the embedded database)");
  process.exit(0);
}
const outDir = process.argv.find((arg) => arg.startsWith("--out="))?.slice("--out=".length) || "backups";
const allowMissing = process.argv.includes("--allow-missing");

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

try {
  const pgliteDir = path.join(config.dataDir, "db");
  if (!config.databaseUrl) assertPgliteClosed(pgliteDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, ownerUrl: config.databaseOwnerUrl, pgliteDir });
  try {
    const { dir, manifest } = await createBackup(database.db, createStorage(config), {
      outDir,
      source: database.kind,
      allowMissing,
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
    say(`Backup written to ${dir}${manifest.incomplete ? " (INCOMPLETE)" : ""}`);
    say(`  database (${database.kind}, schema ${manifest.migration}): ${rows} rows in ${manifest.tables.length} tables`);
    for (const table of manifest.tables) say(`    ${table.name.padEnd(24)} ${table.rows}`);
    say(`  uploads: ${manifest.files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
    if (manifest.incomplete) {
      const { missingFiles } = manifest.incomplete;
      const files = `${missingFiles.length} recorded ${missingFiles.length === 1 ? "file" : "files"}`;
      say(`  INCOMPLETE: without ${files} the storage lacked (manifest.json, "incomplete"):`);
      for (const key of missingFiles) say(`    ${key}`);
    }
  } finally {
    await database.close();
  }
  await recordBackupRun(config.dataDir, { ok: true });
} catch (error) {
  // The server's metrics read this: a failed backup shows there, not only in this command's output.
  await recordBackupRun(config.dataDir, { ok: false, error: (error as Error).message });
  if (error instanceof BackupError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
