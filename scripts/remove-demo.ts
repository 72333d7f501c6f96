import path from "node:path";
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { removeDemoContent } from "../src/server/db/seed.ts";
import { assertPgliteClosed, BackupError } from "../src/server/services/backup.ts";
import { createStorage } from "../src/server/storage/create-storage.ts";

/**
 * `npm run demo:remove`: takes the demo content out of a site that started with it (SEED_DEMO), its
 * images too; what staff and visitors added stays. On the embedded database, stop the server first.
 */
const say = (line: string) => process.stdout.write(`${line}\n`);
try {
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, "db");
  if (!config.databaseUrl) assertPgliteClosed(pgliteDir);
  // As the tables' owner, like the other maintenance commands (docs/deploy.md).
  const database = await openDatabase({ databaseUrl: config.databaseOwnerUrl ?? config.databaseUrl, pgliteDir });
  try {
    const removal = await removeDemoContent(database.db, createStorage(config));
    const counts = Object.entries(removal.rows).filter(([, rows]) => rows > 0);
    if (counts.length === 0) say(`No demo content found (${database.kind}).`);
    else {
      say(`Demo content removed (${database.kind}):`);
      for (const [table, rows] of counts) say(`  ${table.padEnd(24)} ${rows}`);
      say(`  image files              ${removal.files}`);
    }
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
