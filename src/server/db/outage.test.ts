import { mkdtemp, rm } from "node:fs/promises";
import { connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { isDatabaseUnavailable } from "../plugins/errors.ts";
import { createLocalStorage } from "../storage/local-storage.ts";
import { openTestDatabase } from "../testing.ts";
import { type Database, openDatabase } from "./client.ts";

/**
 * A TCP proxy between the app and PostgreSQL. `cut` drops every connection and refuses new ones,
 * which is what a PostgreSQL restart looks like to the app; `restore` listens again on the same port.
 */
async function startProxy(target: URL) {
  const sockets = new Set<Socket>();
  let holding = false;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.pipe(client);
    if (holding) client.pause();
    else client.pipe(upstream);
  });
  const listen = () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  let port = 0;
  await listen();
  port = (server.address() as { port: number }).port;
  return {
    port,
    /** The app's bytes stop reaching PostgreSQL: its queries wait, as they do on a server going down. */
    hold() {
      holding = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async restore() {
      holding = false;
      await listen();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A reply within the time limit, or a failure saying the request hung. */
async function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no reply within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const contact = { name: "Aline Uwase", email: "aline@example.rw", subject: "Viewing", message: "Is the villa still available?" };

// PGlite runs inside the process and cannot go away; only a PostgreSQL server can.
describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL going away and coming back", () => {
  let app: App;
  let database: Database;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let dataDir: string;
  let dropDatabase: () => Promise<void>;
  let address = 0;

  const publicRequests = () => [
    app.inject({ method: "GET", url: "/api/health" }),
    app.inject({ method: "GET", url: "/api/properties" }),
    app.inject({ method: "GET", url: "/api/settings/public" }),
    app.inject({ method: "POST", url: "/api/contacts", payload: contact, remoteAddress: `10.9.0.${++address}` }),
  ];

  beforeAll(async () => {
    const created = await openTestDatabase();
    dropDatabase = created.drop;
    await created.database.close();
    const target = new URL(created.url as string);
    proxy = await startProxy(target);
    const viaProxy = new URL(target);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({ databaseUrl: viaProxy.toString(), ownerUrl: created.ownerUrl, pgliteDir: "memory://" });
    dataDir = await mkdtemp(path.join(tmpdir(), "kigali-outage-"));
    // Reads must reach the database here; the cache's own answer to a lost connection is tested in public-cache.test.ts.
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", CACHE_SIZE_MB: "0" });
    app = await buildApp({ config, database, storage: createLocalStorage(path.join(dataDir, "uploads")), web: undefined });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await dropDatabase?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("answers 503 while the database is away, and serves again once it is back, without a restart", async () => {
    for (const res of await within(10_000, Promise.all(publicRequests()))) expect(res.statusCode).toBeLessThan(300);

    // A request is waiting on the database when it goes down.
    proxy.hold();
    const inFlight = within(10_000, app.inject({ method: "POST", url: "/api/contacts", payload: contact }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proxy.cut();
    const interrupted = await inFlight;
    expect(interrupted.statusCode).toBe(503);
    expect(interrupted.json()).toEqual({ error: expect.any(String) });

    const started = Date.now();
    for (const res of await within(10_000, Promise.all(publicRequests()))) {
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect(Date.now() - started).toBeLessThan(6_000);

    await proxy.restore();
    for (const res of await within(10_000, Promise.all(publicRequests()))) expect(res.statusCode).toBeLessThan(300);
    const list = await app.inject({ method: "GET", url: "/api/properties" });
    expect(list.json()).toEqual(expect.any(Array));
  });

  it("fails only the transaction whose connection is lost, and the process carries on", async () => {
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await proxy.cut();
      // The connection's end arrives while this transaction holds it, between two statements.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    const error = await transaction.then(
      () => undefined,
      (e: unknown) => e,
    );
    // The error handler turns exactly these errors into 503 replies.
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(503);

    await proxy.restore();
    expect((await app.inject({ method: "GET", url: "/api/health" })).json()).toEqual({ status: "ok", db: "postgres" });
  });
});
