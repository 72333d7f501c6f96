import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type App, buildApp } from "./app.ts";
import { type Config, loadConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import type { WebOptions } from "./plugins/web.ts";
import { createLocalStorage } from "./storage/local-storage.ts";
import type { Storage } from "./storage/storage.ts";

export type TestContext = {
  app: App;
  database: Database;
  db: Database["db"];
  storage: Storage;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
};

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: "memory://" });
    return { database, drop: async () => {} };
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "memory://" });
  return {
    database,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestContext(options: { env?: Record<string, string>; web?: WebOptions } = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "kigali-test-"));
  await mkdir(path.join(dataDir, "uploads"), { recursive: true });
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...options.env });
  const storage = createLocalStorage(path.join(dataDir, "uploads"));
  const app = await buildApp({ config, database, storage, web: options.web });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    storage,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
