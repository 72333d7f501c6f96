import path from "node:path";
import { type App, buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { prepareDataFolder } from "./data-folder.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { startAlertJobs } from "./jobs/alerts.ts";
import { startDigestJobs } from "./jobs/digest.ts";
import { OUTBOX_SWEEP, startJobQueue } from "./jobs/queue.ts";
import { startRetentionJobs } from "./jobs/retention.ts";
import { startUploadCleanupJobs } from "./jobs/uploads.ts";
import { startViewingJobs } from "./jobs/viewings.ts";
import { serveMetrics } from "./metrics.ts";
import type { WebOptions } from "./plugins/web.ts";
import { bootstrap } from "./services/bootstrap.ts";
import { pendingEmails } from "./services/mailer.ts";
import { startOgImageBackfill } from "./services/og-image-backfill.ts";
import { startPeopleBackfill } from "./services/people.ts";
import { cleanUpUploadsAndLog } from "./services/upload-cleanup.ts";
import { uploadOwnership } from "./services/upload-owner.ts";
import { createStorage } from "./storage/create-storage.ts";

export type RunningServer = { app: App; database: Database; url: string; stop(): Promise<void> };

/** Opens the database, runs first-start work, and listens. Used by `npm start` and `npm run dev`. */
export async function startServer(config: Config, web: WebOptions | undefined): Promise<RunningServer> {
  const tightened = await prepareDataFolder(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    ownerUrl: config.databaseOwnerUrl,
    pgliteDir: path.join(config.dataDir, "db"),
  });
  const storage = createStorage(config);
  const say = (line: string) => process.stdout.write(`${line}\n`);

  // A new storage is claimed before the demo images go into it (decision 0017).
  await uploadOwnership(database.db, storage);
  const boot = await bootstrap(database.db, storage, { seedDemo: config.seedDemo, admin: config.admin, log: say });
  const app = await buildApp({ config, database, storage, web });
  if (database.roleWarning) app.log.warn(database.roleWarning);
  if (tightened.folders.length > 0 || tightened.files > 0)
    app.log.info(tightened, "data folder closed to other users of this machine: only its owner may read it now");
  // Before the first request, then every hour (below); on another database's storage it only warns.
  await cleanUpUploadsAndLog(database.db, storage, {
    info: (_, message) => say(message),
    warn: (message) => app.log.warn(message),
  });
  let closing = false;
  // Responses finished during shutdown close their keep-alive connection, so the process exits
  // as soon as the last request is answered instead of waiting for idle sockets to time out.
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  app.addHook("onClose", async () => {
    await database.close();
  });
  // Emails and SMS queued while the process was down, or whose try failed, go out from a schedule of
  // the job queue, run once a minute by one instance however many there are: a failed try is tried
  // again after longer and longer delays, for a day (RETRY_DELAYS_MINUTES in services/mailer.ts).
  const jobs = await startJobQueue(database, app.log, { onFailure: (queue) => app.metrics.jobs.failures.inc({ queue }) });
  app.addHook("preClose", () => jobs.stop());
  await jobs.work(OUTBOX_SWEEP, () => app.deliverOutbox());
  await jobs.schedule(OUTBOX_SWEEP, "* * * * *");
  await startAlertJobs(app, jobs);
  // Viewing reminders, a day before each viewing.
  await startViewingJobs(app, jobs);
  // The staff's morning digest at 07:00 Kigali time.
  await startDigestJobs(app, jobs);
  // Closed leads past the retention period (crmSettings) are anonymised once a day.
  await startRetentionJobs(app, jobs);
  // Abandoned uploads and the files a crash left behind, every hour.
  await startUploadCleanupJobs(jobs, database.db, storage, app.log);
  // Uploads stored before link previews had their JPEG get it, in the background.
  await startOgImageBackfill(jobs, database.db, storage, app.log);
  // Leads stored before people existed are linked to their person, in the background.
  await startPeopleBackfill(jobs, database.db, app.log);
  app.metrics.setQueueDepth(async () => ({ outbox: await pendingEmails(database.db), ...(await jobs.depth()) }));
  // Hooks are added before listening: Fastify refuses them once it listens.
  if (web?.mode === "development") {
    const { vite } = web;
    app.addHook("onClose", () => vite.close());
  }
  if (config.metrics.port !== undefined) {
    const metricsServer = await serveMetrics(app.metrics, config.metrics.port);
    app.addHook("onClose", async () => {
      await new Promise((resolve) => metricsServer.close(resolve));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.kickOutbox();
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`;

  // The address to open is PUBLIC_URL's: pages asked for at any other host are sent there (plugins/web.ts).
  say(
    `\nKigali Estates is running at ${config.publicUrl} (listening on ${url}; database: ${database.kind}${database.kind === "pglite" ? `, ${path.join(config.dataDir, "db")}` : ""})`,
  );
  say(`Back office: ${config.publicUrl}/admin/login`);
  if (boot.createdAdmin?.password) {
    say("A first superadmin was created. Sign in with (shown only this once):");
    say(`  email:    ${boot.createdAdmin.email}`);
    say(`  password: ${boot.createdAdmin.password}`);
    say("Change the password in Settings → Security, or set ADMIN_EMAIL and ADMIN_PASSWORD.");
  } else {
    say(`Sign in as ${boot.adminEmail} with the password you set (ADMIN_PASSWORD, or the one printed on the first start).`);
  }

  let stopping: Promise<void> | undefined;
  const stop = () => {
    // Stops accepting connections, lets requests in flight finish, then closes the database.
    closing = true;
    // Keep-alive sockets that go idle after the close began would otherwise hold the process until they time out.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    stopping ??= app.close().finally(() => clearInterval(sweep));
    return stopping;
  };
  return { app, database, url, stop };
}

/** SIGTERM / SIGINT: finish what is in flight, close the database, exit 0. */
function exitOnSignals(server: RunningServer) {
  const onSignal = (signal: string) => {
    server.app.log.info(`${signal} received: shutting down`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => onSignal("SIGTERM"));
  process.once("SIGINT", () => onSignal("SIGINT"));
}

/** How long the shutdown after losing the database may take before the process ends anyway. */
const LOST_DATABASE_SHUTDOWN_MS = 10_000;

/**
 * The embedded database's thread stopped (a crash, out of memory): every request would fail from
 * now on, so the process logs it, shuts down as on a signal (its health check already fails) and
 * exits 1, for its supervisor to start it again.
 */
function exitOnLostDatabase(server: RunningServer) {
  server.database.onLost((error) => {
    server.app.log.fatal({ err: error }, "the database stopped: shutting down");
    // Nothing in flight can finish without the database; a shutdown stuck on it must not keep the process.
    setTimeout(() => process.exit(1), LOST_DATABASE_SHUTDOWN_MS).unref();
    server.stop().then(
      () => process.exit(1),
      (stopError: unknown) => {
        server.app.log.error({ err: stopError }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}

/**
 * An entry point: the server from the environment's configuration, stopped on signals and when its
 * database is lost; a bad configuration ends the process with its message.
 */
export async function runServer(start: (config: Config) => Promise<RunningServer>) {
  try {
    const server = await start(loadConfig());
    exitOnSignals(server);
    exitOnLostDatabase(server);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
