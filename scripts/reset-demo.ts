import path from "node:path";
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { clearDemoContent, seedDemo } from "../src/server/db/seed.ts";
import { createStorage } from "../src/server/storage/create-storage.ts";

/**
 * `npm run demo:reset`: replaces content and leads with fresh demo data. Users and settings stay.
 * Stop the server first: the embedded database is opened by one process at a time.
 */
try {
  const config = loadConfig();
  // As the tables' owner, like the other maintenance commands (docs/deploy.md).
  const database = await openDatabase({
    databaseUrl: config.databaseOwnerUrl ?? config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "db"),
  });
  const storage = createStorage(config);
  const say = (line: string) => process.stdout.write(`${line}\n`);
  say("Removing content, leads and uploaded images…");
  await clearDemoContent(database.db, storage);
  await seedDemo(database.db, storage, say);
  await database.close();
  say(`Demo data reset (${database.kind}).`);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
