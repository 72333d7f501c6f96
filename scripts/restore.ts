import path from "node:path";
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { type AbsentImage, assertPgliteClosed, BackupError, loadBackup, restoreBackup } from "../src/server/services/backup.ts";
import { createStorage } from "../src/server/storage/create-storage.ts";

/**
 * `npm run restore -- --from=DIR [--force]`: restores a folder written by `npm run backup` into the
 * database and the uploads storage the configuration names (DATA_DIR, DATABASE_OWNER_URL or else
 * DATABASE_URL, S3_*). Refuses a database that has content unless --force, which replaces it. Stop
 * the server first.
 */
const say = (line: string) => process.stdout.write(`${line}\n`);
const args = process.argv.slice(2);
const from = args.find((arg) => arg.startsWith("--from="))?.slice("--from=".length);
const force = args.includes("--force");

const usage = "usage: npm run restore -- --from=BACKUP_DIR [--force]\n";
if (args.includes("--help")) {
  process.stdout.write(usage);
  process.exit(0);
}
if (!from) {
  process.stderr.write(usage);
  process.exit(2);
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The line that says whether every image the rows name can be shown. */
function absentSummary(absent: readonly AbsentImage[], missingFromBackup: number | undefined): string {
  const incomplete =
    missingFromBackup === undefined
      ? ""
      : ` The backup is incomplete: ${count(missingFromBackup, "recorded file was", "recorded files were")} missing when it was made.`;
  if (absent.length === 0) return `images: every file the rows name is in the storage.${incomplete}`;
  const files = absent.reduce((sum, row) => sum + row.missingFiles, 0);
  return `images: ${count(absent.length, "row names images", "rows name images")} with files absent from the storage (${count(files, "file", "files")}).${incomplete}`;
}

try {
  const config = loadConfig();
  const backup = await loadBackup(path.resolve(from));
  const pgliteDir = path.join(config.dataDir, "db");
  if (!config.databaseUrl) assertPgliteClosed(pgliteDir);
  // As the tables' owner: only it may empty the audit log, to put the backup's in its place.
  const database = await openDatabase({ databaseUrl: config.databaseOwnerUrl ?? config.databaseUrl, pgliteDir });
  try {
    const result = await restoreBackup(database.db, createStorage(config), { backup, force });
    const rows = result.rows.reduce((sum, table) => sum + table.rows, 0);
    say(`Restored ${path.resolve(from)} into ${database.kind}${result.replaced ? " (its previous content was replaced)" : ""}`);
    say(`  database: ${rows} rows in ${result.rows.length} tables, counts checked`);
    say(`  uploads: ${result.files} files, ${(result.bytes / 1024 / 1024).toFixed(1)} MB, checksums checked`);
    if (result.absent.length > 0) {
      say("  rows whose images have files absent from the storage:");
      for (const row of result.absent) say(`    ${row.table} ${row.id}: ${row.url} (${row.missingFiles} missing)`);
    }
    say(`  ${absentSummary(result.absent, backup.manifest.incomplete?.missingFiles.length)}`);
    if (result.storageWarning) say(`  ${result.storageWarning}`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof BackupError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
