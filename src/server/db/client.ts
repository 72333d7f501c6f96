import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { pgliteActingForStaff, poolActingForStaff } from "./actor.ts";
import { type PgliteThread, startPgliteThread } from "./pglite-thread.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every service accepts either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Hears NOTIFY on `channel` from every connection to this database. `onState(false)` says
   * notifications may be missed (the listening connection dropped); `onState(true)` that they are
   * heard again. Resolves after the first try (listening or not), with a function that stops.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** The connection pool's state (PostgreSQL); undefined for the embedded database, which has no pool. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  /**
   * Called once if the database is gone for good while open: the embedded database's thread stopped
   * (a crash, running out of memory). PostgreSQL never calls it: its pool connects again.
   */
  onLost(listener: (error: Error) => void): void;
  /** How the job queue (src/server/jobs) reaches this database: the embedded one's thread, or PostgreSQL's address. */
  connection: { kind: "pglite"; client: PgliteThread } | { kind: "postgres"; url: string };
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Arbitrary but fixed key so concurrent instances apply migrations one at a time. */
const MIGRATION_LOCK = 725_314_001;

export type DatabaseOptions = {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; "memory://" keeps everything in memory (tests). */
  pgliteDir: string;
  /** A tar of a PGlite data folder to start from (tests start from one migrated once: testing.ts). */
  pgliteTemplate?: string | undefined;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.pgliteTemplate);
}

async function openPglite(dir: string, template: string | undefined): Promise<Database> {
  if (!dir.startsWith("memory://")) await mkdir(path.dirname(dir), { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers, inside the server's own process, is a quarter of
  // the memory a small server has; the files stay in the system's page cache anyway.
  // On a thread of its own, so queries and rendering overlap (decision 0012).
  const client = await startPgliteThread(dir, ["shared_buffers = 32MB"], template);
  // drizzle's PGlite driver uses only what the thread carries: query, exec and transaction.
  // Staff writes name their author for the audit log (actor.ts).
  const db = drizzlePglite({ client: pgliteActingForStaff(client) as unknown as PGlite, schema });
  await migratePglite(db, { migrationsFolder });
  // In one process nothing can drop between the database and its listener.
  const listen: Database["listen"] = async (channel, onMessage, onState) => {
    const unlisten = await client.listen(channel, onMessage);
    onState(true);
    return async () => {
      // Closing the database ends its listeners too; nothing is left to stop then.
      if (!client.closed) await unlisten();
    };
  };
  return opened("pglite", db, client, {
    listen,
    onLost: (listener) => client.onLost(listener),
    poolStats: () => undefined,
    connection: { kind: "pglite", client },
    close: () => client.close(),
  });
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // A lost connection must not crash the process; the next query reports the failure instead. The
  // pool listens on idle connections only: a connection lost while a transaction holds it would
  // otherwise raise an unhandled 'error' event.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg({ client: poolActingForStaff(pool), schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
  return opened("postgres", db, pool, {
    listen: (channel, onMessage, onState) => listenPostgres(url, channel, onMessage, onState),
    onLost: () => {},
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    connection: { kind: "postgres", url },
    close: () => pool.end(),
  });
}

const RELISTEN_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/**
 * LISTEN on a connection of its own, outside the pool. When it drops (a restart of the server, a
 * network cut, a terminated backend) the caller hears `onState(false)` at once and the connection
 * is opened again, more slowly each time, until `onState(true)`.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      next.removeAllListeners("notification");
      next.end().catch(() => {});
      if (stopped) return;
      onState(false);
      retry = setTimeout(reconnect, RELISTEN_DELAYS_MS[Math.min(failures, RELISTEN_DELAYS_MS.length - 1)]);
      failures += 1;
    };
    next.on("error", onLost);
    next.on("end", onLost);
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch {
      // Not listening yet is what onState(false) says; the retry is already set.
      onLost();
      return;
    }
    client = next;
    failures = 0;
    onState(true);
  };
  const reconnect = () => {
    if (!stopped) void connect();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** Either driver's database as the app sees it: one Drizzle type, pinged with a trivial query. */
function opened(
  kind: Database["kind"],
  db: unknown,
  client: { query: (sql: string) => Promise<unknown> },
  rest: Pick<Database, "listen" | "onLost" | "poolStats" | "connection" | "close">,
): Database {
  return {
    db: db as Db,
    kind,
    ping: async () => {
      await client.query("select 1");
    },
    ...rest,
  };
}
