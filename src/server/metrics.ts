import { timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { CacheEvents } from "./cache/public-cache.ts";
import type { BackupStatus } from "./services/backup-status.ts";

/** Where background work stands when scraped: waiting items per queue. */
export type QueueDepth = () => Promise<Record<string, number>>;
/** How the last backup on this machine ended, when scraped (DATA_DIR/backup-status.json). */
export type BackupStatusSource = () => Promise<BackupStatus | undefined>;
/** Outbox messages given up after their last try when scraped, by channel (email, sms). */
export type FailedMessages = () => Promise<Record<string, number>>;
/** The database connection pool when scraped (PostgreSQL; the embedded database has none). */
export type PoolStats = () => { total: number; idle: number; waiting: number } | undefined;

/**
 * What operators of several instances watch, in the Prometheus text format. One registry per app
 * (tests build many apps in one process); the process-wide figures (CPU, memory, event-loop delay,
 * GC) only when the metrics are served.
 */
export function createMetrics(options: { processMetrics: boolean }) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const registers = [registry];

  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status class",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const cache = {
    hits: new Counter({
      name: "public_cache_hits_total",
      help: "Replies served from the public cache",
      labelNames: ["kind"] as const,
      registers,
    }),
    misses: new Counter({
      name: "public_cache_misses_total",
      help: "Public reads not found in the cache",
      labelNames: ["kind"] as const,
      registers,
    }),
    evictions: new Counter({
      name: "public_cache_evictions_total",
      help: "Replies pushed out to stay within the size",
      registers,
    }),
    invalidations: new Counter({
      name: "public_cache_invalidations_total",
      help: "Times the cache was emptied, by cause (a table changed, a local write, a schedule, the listener)",
      labelNames: ["source"] as const,
      registers,
    }),
    invalidationLag: new Histogram({
      name: "public_cache_invalidation_lag_seconds",
      help: "From the start of a writing transaction to this instance emptying its cache",
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
  };
  const jobs = {
    failures: new Counter({
      name: "job_failures_total",
      help: "Background jobs that failed",
      labelNames: ["queue"] as const,
      registers,
    }),
  };
  let queueDepth: QueueDepth = async () => ({});
  new Gauge({
    name: "job_queue_depth",
    help: "Background jobs waiting, per queue",
    labelNames: ["queue"] as const,
    registers,
    async collect() {
      this.reset();
      for (const [queue, depth] of Object.entries(await queueDepth())) this.set({ queue }, depth);
    },
  });
  const outbox = {
    failedAttempts: new Counter({
      name: "outbox_failed_attempts_total",
      help: "Tries to send an email or SMS that failed (each is tried again later, up to its last try), by channel",
      labelNames: ["channel"] as const,
      registers,
    }),
  };
  let failedMessages: FailedMessages = async () => ({});
  new Gauge({
    name: "outbox_failed_messages",
    help: "Emails and SMS given up after their last try, waiting for staff to resend them, by channel",
    labelNames: ["channel"] as const,
    registers,
    async collect() {
      this.reset();
      for (const [channel, n] of Object.entries(await failedMessages())) this.set({ channel }, n);
    },
  });
  let poolStats: PoolStats = () => undefined;
  new Gauge({
    name: "db_pool_connections",
    help: "Database connections of this instance's pool, by state",
    labelNames: ["state"] as const,
    registers,
    collect() {
      this.reset();
      const stats = poolStats();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });

  let backupStatus: BackupStatusSource = async () => undefined;
  // An alert on the age of the last success also catches a backup that no longer runs at all.
  new Gauge({
    name: "backup_last_success_timestamp_seconds",
    help: "When npm run backup last succeeded on this machine, in seconds since 1970 (0: never)",
    registers,
    async collect() {
      const status = await backupStatus();
      this.set(status?.lastSuccessAt ? Date.parse(status.lastSuccessAt) / 1000 : 0);
    },
  });
  new Gauge({
    name: "backup_last_run_success",
    help: "Whether the last npm run backup on this machine succeeded (1), or failed or none ran yet (0)",
    registers,
    async collect() {
      this.set((await backupStatus())?.ok ? 1 : 0);
    },
  });

  /** The cache's events as counters. */
  const cacheEvents: CacheEvents = {
    hit: (kind) => cache.hits.inc({ kind }),
    miss: (kind) => cache.misses.inc({ kind }),
    evicted: () => cache.evictions.inc(),
    invalidated: ({ source, lagSeconds }) => {
      // Tables are few and fixed; anything else (a test's probe) is counted as "other".
      cache.invalidations.inc({ source: /^[a-z_]+$/.test(source) ? source : "other" });
      if (lagSeconds !== undefined) cache.invalidationLag.observe(lagSeconds);
    },
  };

  return {
    registry,
    requests,
    cache,
    cacheEvents,
    jobs,
    outbox,
    setQueueDepth(source: QueueDepth) {
      queueDepth = source;
    },
    setFailedMessages(source: FailedMessages) {
      failedMessages = source;
    },
    setPoolStats(source: PoolStats) {
      poolStats = source;
    },
    setBackupStatus(source: BackupStatusSource) {
      backupStatus = source;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** `Authorization: Bearer <token>` with the configured token, compared in constant time. */
export function hasMetricsToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The metrics on a port of their own, on the loopback interface only: for a scraper on the same machine. */
export async function serveMetrics(metrics: Metrics, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || !["/metrics", "/api/metrics"].includes(request.url?.split("?")[0] ?? "")) {
      response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: "Not found" }));
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: "Metrics failed" })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return server;
}
