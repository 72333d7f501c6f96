import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type Permission, withToggles } from "../domain/permissions.ts";
import { type App, buildApp } from "./app.ts";
import { type Config, loadConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { users } from "./db/schema.ts";
import type { WebOptions } from "./plugins/web.ts";
import { hashPassword } from "./services/passwords.ts";
import { createSession } from "./services/sessions.ts";
import { getSetting, putSetting } from "./services/settings.ts";
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
export async function openTestDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
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
    url: url.toString(),
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

/**
 * The context of a describe block (or file): opened before its tests and closed after them. The
 * returned object stands in for the context once it is open, so tests read `t.app` and `t.db`.
 */
export function useTestContext(options: Parameters<typeof createTestContext>[0] = {}): TestContext {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestContext(options);
  });
  afterAll(() => context?.close());
  return new Proxy({} as TestContext, {
    get(_, key: keyof TestContext) {
      if (!context) throw new Error("the test context opens in beforeAll");
      return context[key];
    },
  });
}

/** A well-formed id that no record has. */
export const MISSING_ID = "00000000-0000-4000-8000-000000000000";

/** A fresh client address per call (under prefix, e.g. "10.1"), so per-address rate limits bite only where a test wants them. */
export function addressSequence(prefix: string): () => string {
  let counter = 0;
  return () => {
    counter++;
    return `${prefix}.${Math.floor(counter / 250)}.${counter % 250}`;
  };
}

/** How many rows a table holds. */
export async function countRows(t: Pick<TestContext, "db">, table: PgTable): Promise<number> {
  return (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
}

export type TestStaff = {
  id: string;
  email: string;
  password: string;
  token: string;
  /** Headers for app.inject as an API client (Bearer token). */
  headers: { authorization: string };
};

let staffCounter = 0;

/** A staff user with an open session, created directly in the database (fast, no login route). */
export async function createStaff(
  t: Pick<TestContext, "db">,
  options: { role?: "admin" | "superadmin"; email?: string; password?: string; username?: string } = {},
): Promise<TestStaff> {
  const role = options.role ?? "admin";
  const email = options.email ?? `${role}${++staffCounter}-${randomBytes(3).toString("hex")}@kigaliestates.rw`;
  const password = options.password ?? "correct horse battery staple";
  const [user] = await t.db
    .insert(users)
    .values({ username: options.username ?? `Test ${role}`, email, passwordHash: await hashPassword(password), role })
    .returning({ id: users.id });
  if (!user) throw new Error("user insert returned nothing");
  const { token } = await createSession(t.db, user.id, { userAgent: "vitest" });
  return { id: user.id, email, password, token, headers: { authorization: `Bearer ${token}` } };
}

/** Turns permission toggles on or off for admin users. */
export async function setPermissions(t: Pick<TestContext, "db">, permissions: Partial<Record<Permission, boolean>>) {
  await putSetting(t.db, "userPermissions", withToggles(await getSetting(t.db, "userPermissions"), permissions));
}

/** A real image file from fixtures/images. */
export const fixtureImage = (name: string) => readFile(path.join(FIXTURES, name));
const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/images");

/** A multipart body for app.inject: text fields plus files, each file under its field name. */
export function multipartBody(
  fields: Record<string, string>,
  files: { field: string; filename: string; contentType?: string; data: Buffer }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kigali${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
