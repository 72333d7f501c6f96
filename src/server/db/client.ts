import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PRIVATE_FOLDER } from "../data-folder.ts";
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
  /**
   * How the job queue (src/server/jobs) reaches this database: the embedded one's thread, or
   * PostgreSQL's address, with the owner's when the tables belong to another role than the app's.
   */
  connection: { kind: "pglite"; client: PgliteThread } | { kind: "postgres"; url: string; owner: Owner | undefined };
  /**
   * Why the audit log is not protected from the role the app runs as, for the operator, on
   * PostgreSQL: that role owns the tables or is a superuser, or may create objects in their schema.
   * Undefined when it is protected, and on the embedded database, which has one role (README).
   */
  roleWarning: string | undefined;
  close(): Promise<void>;
};

/** The role that owns the tables (DATABASE_OWNER_URL), and the app's role it grants to. */
export type Owner = { url: string; appRole: string };

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Arbitrary but fixed key so concurrent instances apply migrations one at a time. */
const MIGRATION_LOCK = 725_314_001;

export type DatabaseOptions = {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /**
   * postgres:// URL of the role that owns the tables (DATABASE_OWNER_URL): it migrates, then grants
   * databaseUrl's role what the app needs. Absent: databaseUrl's role migrates and owns everything.
   */
  ownerUrl?: string | undefined;
  /** Folder for PGlite's files; "memory://" keeps everything in memory (tests). */
  pgliteDir: string;
  /** A tar of a PGlite data folder to start from (tests start from one migrated once: testing.ts). */
  pgliteTemplate?: string | undefined;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.ownerUrl);
  return openPglite(options.pgliteDir, options.pgliteTemplate);
}

async function openPglite(dir: string, template: string | undefined): Promise<Database> {
  // PGlite writes its files readable and writable by anyone (666): its folder is closed to others instead.
  if (!dir.startsWith("memory://")) await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
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
    roleWarning: undefined,
    close: () => client.close(),
  });
}

async function openPostgres(url: string, ownerUrl: string | undefined): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // A lost connection must not crash the process; the next query reports the failure instead. The
  // pool listens on idle connections only: a connection lost while a transaction holds it would
  // otherwise raise an unhandled 'error' event.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg({ client: poolActingForStaff(pool), schema });
  let owner: Owner | undefined;
  try {
    if (ownerUrl) {
      const roleOf = async (client: pg.Pool | pg.Client) =>
        (await client.query<{ role: string }>("select current_user as role")).rows[0]?.role ?? "";
      const appRole = await roleOf(pool);
      const ownerClient = new pg.Client({ connectionString: ownerUrl, connectionTimeoutMillis: 5000 });
      await ownerClient.connect();
      try {
        // The same role under two names has nothing to grant itself.
        if ((await roleOf(ownerClient)) !== appRole) owner = { url: ownerUrl, appRole };
        await migrateLocked(ownerClient, owner && ((client) => grantToApp(client, appRole)));
      } finally {
        await ownerClient.end().catch(() => {});
      }
    } else {
      const client = await pool.connect();
      try {
        await migrateLocked(client);
      } finally {
        client.release();
      }
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  return opened("postgres", db, pool, {
    listen: (channel, onMessage, onState) => listenPostgres(url, channel, onMessage, onState),
    onLost: () => {},
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    connection: { kind: "postgres", url, owner },
    roleWarning: await roleWarning(pool, ownerUrl, owner),
    close: () => pool.end(),
  });
}

/** Applies the migrations one instance at a time, then `after` (still holding the lock). */
async function migrateLocked(client: pg.Client | pg.PoolClient, after?: (client: pg.ClientBase) => Promise<void>) {
  await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
  try {
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    await after?.(client);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
  }
}

/**
 * What the app's role may do, granted by the owner after every migration, so tables added by a
 * later one are covered too: read and write every table of the schema but the audit log, which it
 * may only read (its entries are written by the owner's triggers and changed only through
 * audit_log_erase, migration 0020). It owns nothing, so it cannot alter a table or turn off a trigger.
 */
async function grantToApp(client: pg.ClientBase, appRole: string) {
  const role = client.escapeIdentifier(appRole);
  await client.query(`begin;
    grant usage on schema public to ${role};
    grant select, insert, update, delete on all tables in schema public to ${role};
    revoke insert, update, delete, truncate, references, trigger on audit_log from ${role};
    grant usage, select, update on all sequences in schema public to ${role};
    commit;`);
}

/** Whether the app's role could get round the audit log's protection, as a sentence for the operator. */
async function roleWarning(pool: pg.Pool, ownerUrl: string | undefined, owner: Owner | undefined): Promise<string | undefined> {
  const { rows } = await pool.query<{ owns: boolean; creates: boolean }>(
    `select pg_has_role(current_user, c.relowner, 'USAGE') as owns, has_schema_privilege('public', 'CREATE') as creates
     from pg_class c where c.oid = 'public.audit_log'::regclass`,
  );
  const { owns, creates } = rows[0] ?? { owns: true, creates: true };
  if (!ownerUrl)
    return "DATABASE_OWNER_URL is not set: the app's database role owns the tables, so it could change or empty the audit log. Give the tables to another role (docs/deploy.md).";
  if (!owner)
    return "DATABASE_OWNER_URL names the same role as DATABASE_URL: that role could change or empty the audit log (docs/deploy.md).";
  if (owns)
    return `The role of DATABASE_URL (${owner.appRole}) is a superuser or a member of the tables' owner, so it could change or empty the audit log (docs/deploy.md).`;
  if (creates)
    return `The role of DATABASE_URL (${owner.appRole}) may create objects in schema public: run REVOKE CREATE ON SCHEMA public FROM PUBLIC as its owner (docs/deploy.md).`;
  return undefined;
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
  rest: Pick<Database, "listen" | "onLost" | "poolStats" | "connection" | "roleWarning" | "close">,
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
