import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { fromPglite, PgBoss } from "pg-boss";
import type { Database, Owner } from "../db/client.ts";

/**
 * Background work kept in the database, shared by every instance: a job sent is done once, by one
 * instance, and survives restarts; a schedule fires once per occurrence however many instances
 * run. pg-boss on both databases (decision 0011): its own schema `pgboss`, and in process on the
 * embedded one.
 */
export type JobQueue = {
  /** Runs `handler` for each job of `name`, on this instance among others. */
  work(name: string, handler: (data: object) => Promise<unknown>): Promise<void>;
  /** A job of `name`, now. */
  send(name: string, data?: object): Promise<void>;
  /** A job of `name` at every occurrence of `cron` (minute resolution), in Africa/Kigali. */
  schedule(name: string, cron: string): Promise<void>;
  /** Jobs waiting, per queue (for the metrics). */
  depth(): Promise<Record<string, number>>;
  /** Lets the jobs in hand finish (up to 20 s), then stops. */
  stop(): Promise<void>;
};

const TIME_ZONE = "Africa/Kigali";
const SCHEMA = "pgboss";
/** Arbitrary but fixed key: one instance at a time grants the queue's tables. */
const GRANT_LOCK = 725_314_002;

/**
 * On PostgreSQL with two roles (DATABASE_OWNER_URL): pg-boss, connected as the owner, creates or
 * migrates its schema, then the app's role is granted the use of its tables. The app's own pg-boss
 * only reads and writes them (an index rebuild, which needs their owner, it reports instead).
 */
async function prepareForApp(owner: Owner, log: FastifyBaseLogger) {
  const installer = new PgBoss({ connectionString: owner.url, max: 1, schema: SCHEMA, supervise: false, schedule: false });
  installer.on("error", (error) => log.error({ err: error }, "job queue error (its schema's owner)"));
  await installer.start();
  await installer.stop({ graceful: true });
  const client = new pg.Client({ connectionString: owner.url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const role = client.escapeIdentifier(owner.appRole);
    // Instances starting together would otherwise update the same privileges at once, which PostgreSQL refuses.
    await client.query(`begin;
      select pg_advisory_xact_lock(${GRANT_LOCK});
      grant usage on schema ${SCHEMA} to ${role};
      grant all on all tables in schema ${SCHEMA} to ${role};
      grant all on all sequences in schema ${SCHEMA} to ${role};
      grant execute on all functions in schema ${SCHEMA} to ${role};
      commit;`);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The queue whose schedule, every minute, sends what the outbox holds and is due: messages queued
 * while no instance ran, and failed tries whose next one has come (services/mailer.ts).
 */
export const OUTBOX_SWEEP = "outbox-sweep";

export async function startJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  options: { onFailure?: (queue: string) => void } = {},
): Promise<JobQueue> {
  const { connection } = database;
  if (connection.kind === "postgres" && connection.owner) await prepareForApp(connection.owner, log);
  const boss =
    connection.kind === "pglite"
      ? new PgBoss({ db: fromPglite(connection.client), backend: "pglite" })
      : // With an owner, the schema is the owner's to create and migrate (prepareForApp).
        new PgBoss({ connectionString: connection.url, max: 3, migrate: !connection.owner });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  await boss.start();
  const queues = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    // A failed job is tried again three times, waiting longer each time.
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { retryLimit: 3, retryDelay: 1, retryBackoff: true });
    queues.add(name);
  };

  return {
    async work(name, handler) {
      await ensureQueue(name);
      // One job at a time per worker, looked for twice a second when no notification says one came.
      await boss.work(name, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        try {
          return await handler((job?.data as object | null) ?? {});
        } catch (error) {
          options.onFailure?.(name);
          log.error({ err: error, queue: name }, "job failed");
          throw error;
        }
      });
    },
    async send(name, data = {}) {
      await ensureQueue(name);
      await boss.send(name, data);
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron, null, { tz: TIME_ZONE });
    },
    async depth() {
      // Counted now: pg-boss's own queue figures are a snapshot of its last monitor pass.
      const { rows } = (await database.db.execute(
        sql`select name, count(*)::int as waiting from pgboss.job where state in ('created', 'retry') group by name`,
      )) as unknown as { rows: { name: string; waiting: number }[] };
      const waiting = Object.fromEntries(rows.map((row) => [row.name, row.waiting]));
      return Object.fromEntries([...queues].map((name) => [name, waiting[name] ?? 0]));
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 20_000 });
    },
  };
}
