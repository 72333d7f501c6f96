/**
 * The servers the browser tests run against. Each Playwright worker has a production server of its
 * own (`node src/server/main.ts`), on its own port, data folder and database, with its own SMTP
 * stand-in, so workers run side by side without seeing each other's records. A worker's data starts
 * as a copy of a template the global setup seeded once (the demo content and the e2e superadmin),
 * instead of drawing the demo's pictures again for every worker.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { freePort, root, stopServer } from "../scripts/lib/bench-server.ts";
import { createTestDatabase } from "../src/server/testing-roles.ts";

export const E2E_ADMIN = { email: "e2e-admin@kigaliestates.rw", password: "e2e-admin-password" };

export type DatabaseKind = "pglite" | "postgres";

/** A message the SMTP stand-in received. */
export type ReceivedMail = { to: string[]; raw: string };

/** Where the global setup left the seeded templates (environment variables reach every worker). */
const templateDir = (database: DatabaseKind) => process.env[`E2E_TEMPLATE_${database.toUpperCase()}`];
const TEMPLATE_DATABASE = "E2E_TEMPLATE_DATABASE";

/** The PostgreSQL server of the PostgreSQL project: E2E_DATABASE_URL names any database on it, as a superuser. */
export const postgresServerUrl = () => process.env.E2E_DATABASE_URL;

function serverUrl(): string {
  const url = postgresServerUrl();
  if (!url) throw new Error("E2E_DATABASE_URL is not set");
  return url;
}

async function onPostgres(statement: string) {
  const client = new pg.Client({ connectionString: postgresServerUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

type Started = { child: ChildProcess; url: string };

/** A database's addresses: the server runs as the app's role, which owns nothing; the owner's migrates (src/server/testing-roles.ts). */
type DatabaseUrls = { url: string; ownerUrl: string };

/** Starts the production server over `dataDir` and resolves when it says it is running. */
async function startServer(options: {
  dataDir: string;
  database?: DatabaseUrls | undefined;
  smtpPort?: number | undefined;
  label: string;
}): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.database?.url ?? "",
      DATABASE_OWNER_URL: options.database?.ownerUrl ?? "",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      // Every spec file of a worker shares its server and one loopback address: the per-address
      // limits of public forms are tested in the API suite, not here.
      FORM_RATE_LIMIT: "1000",
      UPLOAD_RATE_LIMIT: "1000",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      SMTP_URL: options.smtpPort === undefined ? "" : `smtp://127.0.0.1:${options.smtpPort}`,
      SMTP_FROM: "Kigali Estates <no-reply@kigaliestates.rw>",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = String(chunk);
      output = (output + text).slice(-8000);
      if (/is running at /.test(output)) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`The ${options.label} server exited (${code}) before it ran:\n${output}`)));
  });
  // What the server logs from now on (warnings and errors) shows in the test output, as it would in production.
  const prefix = `[${options.label}] `;
  const forward = (chunk: Buffer) => {
    for (const line of String(chunk).split("\n")) if (line.trim()) process.stderr.write(`${prefix}${line}\n`);
  };
  child.stdout?.removeAllListeners("data");
  child.stderr?.removeAllListeners("data");
  child.stdout?.on("data", forward);
  child.stderr?.on("data", forward);
  return { child, url };
}

/**
 * The global setup's part: seeds a template for each database the run uses, by starting the server
 * once on an empty data folder (and, for PostgreSQL, an empty database) and stopping it.
 */
export async function seedTemplates(databases: DatabaseKind[]): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), "kigali-e2e-template-"));
  const templateName = `e2e_template_${randomBytes(4).toString("hex")}`;
  await Promise.all(
    databases.map(async (database) => {
      const dataDir = path.join(folder, database);
      let urls: DatabaseUrls | undefined;
      if (database === "postgres") {
        urls = await createTestDatabase(serverUrl(), templateName);
        process.env[TEMPLATE_DATABASE] = templateName;
      }
      const server = await startServer({ dataDir, database: urls, label: `template ${database}` });
      await stopServer(server.child);
      process.env[`E2E_TEMPLATE_${database.toUpperCase()}`] = dataDir;
    }),
  );
  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (databases.includes("postgres")) await onPostgres(`drop database if exists ${templateName} with (force)`);
  };
}

export type WorkerServer = {
  url: string;
  /** The emails this worker's server sent, oldest first. */
  mail: ReceivedMail[];
  stop(): Promise<void>;
};

/** A local SMTP server that keeps what it receives; nothing leaves the machine. */
async function startMailbox(): Promise<{ port: number; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  return { port, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** A worker's own server: a copy of the template's data (and database), its mailbox, and the server on them. */
export async function startWorkerServer(database: DatabaseKind, workerIndex: number): Promise<WorkerServer> {
  const template = templateDir(database);
  if (!template) throw new Error(`No ${database} template: the browser tests start from playwright.config.ts's global setup`);
  const dataDir = await mkdtemp(path.join(tmpdir(), `kigali-e2e-${workerIndex}-`));
  await cp(template, dataDir, { recursive: true });
  let workerDatabase: string | undefined;
  let urls: DatabaseUrls | undefined;
  if (database === "postgres") {
    workerDatabase = `e2e_w${workerIndex}_${randomBytes(4).toString("hex")}`;
    urls = await createTestDatabase(serverUrl(), workerDatabase, process.env[TEMPLATE_DATABASE]);
  }
  const mailbox = await startMailbox();
  const server = await startServer({
    dataDir,
    database: urls,
    smtpPort: mailbox.port,
    label: `server ${workerIndex}`,
  });
  return {
    url: server.url,
    mail: mailbox.received,
    async stop() {
      await stopServer(server.child);
      await mailbox.close();
      await rm(dataDir, { recursive: true, force: true });
      if (workerDatabase) await onPostgres(`drop database if exists ${workerDatabase} with (force)`);
    },
  };
}
