import type { ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire, syncBuiltinESMExports } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Worker } from "node:worker_threads";
import { count, desc, eq, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import sharp from "sharp";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { type Permission, withToggles } from "../domain/permissions.ts";
import type { OwnPermissions, Settings } from "../domain/settings.ts";
import { type App, buildApp } from "./app.ts";
import { CONTENT_CHANNEL } from "./cache/content-changes.ts";
import { type Config, loadConfig } from "./config.ts";
import { type Database, type Db, openDatabase } from "./db/client.ts";
import * as schema from "./db/schema.ts";
import { activityLog, type SettingKey, users } from "./db/schema.ts";
import type { Timeouts } from "./plugins/timeouts.ts";
import type { WebOptions } from "./plugins/web.ts";
import { createSmtpMailer } from "./services/mailer.ts";
import { hashPassword } from "./services/passwords.ts";
import { createSession } from "./services/sessions.ts";
import { getSetting, putSetting } from "./services/settings.ts";
import { createLocalStorage } from "./storage/local-storage.ts";
import type { Storage } from "./storage/storage.ts";
import { createTestDatabase } from "./testing-roles.ts";
import { onServer } from "./testing-setup.ts";

export type TestContext = {
  app: App;
  database: Database;
  db: Database["db"];
  storage: Storage;
  config: Config;
  dataDir: string;
  /**
   * The database as the role that owns its tables: on PostgreSQL the app's role may not change the
   * schema, write or empty the audit log, or restore a backup, as in production; on PGlite, `db`.
   */
  owner: Db;
  /** The PostgreSQL database of this context (TEST_DATABASE_URL), for a second instance on it; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Its owner's URL, which a second instance opens it with (ownerUrl); undefined on PGlite. */
  databaseOwnerUrl: string | undefined;
  close(): Promise<void>;
};

export type TestDatabase = {
  database: Database;
  /** The same database as the role that owns its tables, for what the app's role may not do (see TestContext). */
  owner: Db;
  /** On PostgreSQL, its URL as the app's role (DATABASE_URL) and as the owner (DATABASE_OWNER_URL). */
  url?: string;
  ownerUrl?: string;
  drop(): Promise<void>;
};

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close), used as production uses
 * it: the app's role neither owns it nor is a superuser (testing-roles.ts). Both start as a copy of
 * the template the global setup migrated once (testing-setup.ts).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // A copy of the template would have the template's identity; every database has its own (migration 0024).
  const identityOfItsOwn = sql`update database_identity set id = gen_random_uuid()`;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: "memory://", pgliteTemplate: inject("pgliteTemplate") });
    await database.db.execute(identityOfItsOwn);
    return { database, owner: database.db, drop: async () => {} };
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  const { url, ownerUrl } = await createTestDatabase(serverUrl, name, inject("postgresTemplate"));
  const database = await openDatabase({ databaseUrl: url, ownerUrl, pgliteDir: "memory://" });
  const ownerPool = new pg.Pool({ connectionString: ownerUrl, max: 2 });
  // Its connections may still be closing when the database is dropped, which ends them.
  ownerPool.on("error", () => {});
  const owner = drizzlePg({ client: ownerPool, schema }) as unknown as Db;
  await owner.execute(identityOfItsOwn);
  return {
    database,
    owner,
    url,
    ownerUrl,
    async drop() {
      await ownerPool.end();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export async function createTestContext(
  options: { env?: Record<string, string>; web?: WebOptions; timeouts?: Timeouts } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "kigali-test-"));
  await mkdir(path.join(dataDir, "uploads"), { recursive: true });
  const { database, owner, url: databaseUrl, ownerUrl: databaseOwnerUrl, drop } = await openTestDatabase();
  // The page and API cache is off unless a test turns it on: tests write straight to the database, and
  // on PostgreSQL the cache hears of such a write a moment later (src/server/plugins/public-cache.test.ts).
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", CACHE_SIZE_MB: "0", ...options.env });
  const storage = createLocalStorage(path.join(dataDir, "uploads"));
  const app = await buildApp({ config, database, storage, web: options.web, timeouts: options.timeouts });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    storage,
    config,
    dataDir,
    owner,
    databaseUrl,
    databaseOwnerUrl,
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
  const { value, ready } = openedInBeforeAll(() => createTestContext(options), "the test context");
  afterAll(async () => {
    if (ready()) await value.close();
  });
  return value;
}

/**
 * A staff user of a describe block (or file), created in beforeAll; like useTestContext, the returned
 * object stands in for it, so tests read `admin.headers`. Call it after useTestContext.
 */
export function useStaff(t: Pick<TestContext, "db">, options: Parameters<typeof createStaff>[1] = {}): TestStaff {
  return openedInBeforeAll(() => createStaff(t, options), "the staff user").value;
}

/** Opens a value in beforeAll and returns a stand-in that reads through to it once it is open. */
function openedInBeforeAll<T extends object>(open: () => Promise<T>, what: string): { value: T; ready(): boolean } {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  const value = new Proxy({} as T, {
    get(_, key) {
      if (!opened) throw new Error(`${what} opens in beforeAll`);
      return opened[key as keyof T];
    },
  });
  return { value, ready: () => opened !== undefined };
}

/** The next thread this process starts, caught so a test can stop it as a crash would. */
export function nextWorker(): Promise<Worker> {
  const threads = createRequire(import.meta.url)("node:worker_threads") as { Worker: typeof Worker };
  const Original = threads.Worker;
  return new Promise((resolve) => {
    threads.Worker = class extends Original {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        threads.Worker = Original;
        syncBuiltinESMExports();
        resolve(this);
      }
    };
    syncBuiltinESMExports();
  });
}

/** The next process this process spawns, caught so a test can see what ran and how it ended. */
export function nextChildProcess(): Promise<ChildProcess> {
  const processes = createRequire(import.meta.url)("node:child_process") as { spawn: typeof spawn };
  const original = processes.spawn;
  return new Promise((resolve) => {
    processes.spawn = ((...args: Parameters<typeof spawn>) => {
      processes.spawn = original;
      syncBuiltinESMExports();
      const child = original(...args);
      resolve(child);
      return child;
    }) as typeof spawn;
    syncBuiltinESMExports();
  });
}

/** A well-formed id that no record has. */
export const MISSING_ID = "00000000-0000-4000-8000-000000000000";

let addressCounter = 0;

/** A fresh client address per call, so per-address rate limits bite only where a test wants them. */
export function freshAddress(): string {
  addressCounter++;
  return `10.0.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

/** How many rows a table holds. */
export async function countRows(t: Pick<TestContext, "db">, table: PgTable): Promise<number> {
  return (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
}

/** The newest activity log entry about a record. */
export async function latestActivity(t: Pick<TestContext, "db">, entityId: string) {
  const [entry] = await t.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.entityId, entityId))
    .orderBy(desc(activityLog.createdAt))
    .limit(1);
  return entry;
}

/** Runs fn with part of a settings group changed, then puts the group back as it was. */
export async function withSetting<K extends SettingKey>(
  t: Pick<TestContext, "db">,
  key: K,
  change: Partial<Settings[K]>,
  fn: () => Promise<void>,
): Promise<void> {
  const before = await getSetting(t.db, key);
  await putSetting(t.db, key, { ...before, ...change });
  try {
    await fn();
  } finally {
    await putSetting(t.db, key, before);
  }
}

/** Asserts that a staff list refuses visitors and answers staff every row of its table, newest first. */
export async function expectStaffListNewestFirst<Row extends { createdAt: string }>(
  t: Pick<TestContext, "app" | "db">,
  url: string,
  staff: Pick<TestStaff, "headers">,
  table: PgTable,
): Promise<Row[]> {
  const visitor = await t.app.inject({ method: "GET", url });
  expect(visitor.statusCode).toBe(401);
  expect(visitor.json()).toEqual({ error: expect.any(String) });
  const res = await t.app.inject({ method: "GET", url, headers: staff.headers });
  expect(res.statusCode).toBe(200);
  const list = res.json() as Row[];
  expect(list).toHaveLength(await countRows(t, table));
  const times = list.map((row) => row.createdAt);
  expect([...times].sort().reverse()).toEqual(times);
  return list;
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
  options: {
    role?: "manager" | "agent" | "superadmin";
    email?: string;
    password?: string;
    username?: string;
    /** Their own permission toggles; left out, they follow the settings' defaults. */
    permissions?: OwnPermissions;
    active?: boolean;
  } = {},
): Promise<TestStaff> {
  const role = options.role ?? "manager";
  const email = options.email ?? `${role}${++staffCounter}-${randomBytes(3).toString("hex")}@kigaliestates.rw`;
  const password = options.password ?? "correct horse battery staple";
  const [user] = await t.db
    .insert(users)
    .values({
      username: options.username ?? `Test ${role}`,
      email,
      passwordHash: await hashPassword(password),
      role,
      permissions: options.permissions ?? null,
      active: options.active ?? true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("user insert returned nothing");
  const { token } = await createSession(t.db, user.id, { userAgent: "vitest" });
  return { id: user.id, email, password, token, headers: { authorization: `Bearer ${token}` } };
}

/** A local SMTP server standing in for the provider: refuses every message (421) while `down`. */
export async function smtpStandIn() {
  const state = { down: false };
  const received: { to: string; subject: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.down) return callback();
      callback(Object.assign(new Error("Service not available, try again later"), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk) => {
        raw += String(chunk);
      });
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(","),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? "",
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}`;
  return {
    state,
    received,
    /** For SMTP_URL. */
    url,
    mailer: createSmtpMailer({ url, from: "Kigali Estates <no-reply@kigaliestates.rw>" }),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** Turns toggles of the settings' defaults on or off (for managers and agents without their own toggles). */
export async function setPermissions(t: Pick<TestContext, "db">, permissions: Partial<Record<Permission, boolean>>) {
  await putSetting(t.db, "userPermissions", withToggles(await getSetting(t.db, "userPermissions"), permissions));
}

/** A real image file from fixtures/images. */
export const fixtureImage = (name: string) => readFile(path.join(FIXTURES, name));
const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/images");

/** A plain PNG of one colour, for uploads whose picture does not matter. */
export const plainPng = (background = "#888", width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** POSTs one file as a multipart form (under the field "image" unless told otherwise). */
export function postFile(
  t: Pick<TestContext, "app">,
  url: string,
  headers: Record<string, string>,
  file: { filename: string; data: Buffer; field?: string },
) {
  const body = multipartBody({}, [{ field: file.field ?? "image", filename: file.filename, data: file.data }]);
  return t.app.inject({ method: "POST", url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** Uploads a plain PNG through an image upload route and answers the stored image's url. */
export async function uploadPlainImage(
  t: Pick<TestContext, "app">,
  staff: Pick<TestStaff, "headers">,
  url: string,
  background?: string,
): Promise<string> {
  const res = await postFile(t, url, staff.headers, { filename: "a.png", data: await plainPng(background) });
  return res.json().url as string;
}

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

/**
 * Waits until `app` has heard every change announced so far: on PostgreSQL the announcement of a
 * write arrives a moment after its reply. Announcements arrive in commit order, so hearing a probe
 * sent now means hearing all before it.
 */
export async function heardAllChanges(app: App, db: Db) {
  const probe = `probe-${crypto.randomUUID()}`;
  const heard = new Promise<void>((resolve) => {
    const stop = app.publicCache.observe({
      invalidated: ({ source }) => {
        if (source !== probe) return;
        stop();
        resolve();
      },
    });
  });
  await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${probe})`);
  await heard;
}

/**
 * A production web build of one page for every path, for tests of what the server does around
 * pages (cache, headers) without building the site: the page shows the query as a route reads it
 * and how many times it was rendered, so a reply from the cache shows as an older count.
 */
export function stubWebBuild(): WebOptions & { remove(): void } {
  const buildDir = mkdtempSync(path.join(tmpdir(), "kigali-stub-build-"));
  mkdirSync(path.join(buildDir, "server"));
  mkdirSync(path.join(buildDir, "client"));
  const page = `let renders = 0;
export const entry = {
  module: {
    appContext: {},
    default: (request, status, headers) => {
      const query = JSON.stringify([...new URL(request.url).searchParams]);
      headers.set("content-type", "text/html; charset=utf-8");
      return new Response("<!doctype html><p>" + query + " render " + ++renders + "</p>", { status, headers });
    },
  },
};
const manifestRoute = (id, parentId, path) => ({ id, parentId, path, module: "/" + id + ".js", hasAction: false, hasLoader: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false });
export const routes = {
  root: { id: "root", path: "", module: { default: () => null } },
  page: { id: "page", parentId: "root", path: "*", module: { default: () => null } },
};
export const assets = {
  entry: { module: "/entry.js", imports: [] },
  routes: { root: manifestRoute("root", undefined, ""), page: manifestRoute("page", "root", "*") },
  url: "/manifest.js",
  version: "stub",
};
export const publicPath = "/";
export const assetsBuildDirectory = ${JSON.stringify(path.join(buildDir, "client"))};
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: "initial", manifestPath: "/__manifest" };
`;
  writeFileSync(path.join(buildDir, "server", "index.js"), page);
  return { mode: "production", buildDir, remove: () => rmSync(buildDir, { recursive: true, force: true }) };
}
