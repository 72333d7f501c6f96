import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/server/db/client.ts";
import { outbox, users } from "../src/server/db/schema.ts";
import type { BackupStatus } from "../src/server/services/backup-status.ts";
import { bootstrap } from "../src/server/services/bootstrap.ts";
import { createLocalStorage } from "../src/server/storage/local-storage.ts";
import { failureReportEmail } from "../src/web/i18n/staff-email-texts.ts";

const root = path.resolve(import.meta.dirname, "..");

/**
 * What the nightly backup's units run (deploy/kigali-estates-backup.service and its OnFailure= unit),
 * on a site on the embedded database in a folder of its own, as the commands run there.
 */
// On the embedded database only: with TEST_DATABASE_URL the same commands would run on it again.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the nightly backup's outcome", () => {
  let dataDir = "";
  const run = (script: string, ...args: string[]) => {
    // The site's environment, not the test run's (TEST_DATABASE_URL, a developer's DATABASE_URL).
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", DATA_DIR: dataDir };
    return spawnSync(process.execPath, [path.join(root, "scripts", script), ...args], { cwd: root, env, encoding: "utf8" });
  };
  const status = async () => JSON.parse(await readFile(path.join(dataDir, "backup-status.json"), "utf8")) as BackupStatus;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "kigali-backup-failure-"));
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    const storage = createLocalStorage(path.join(dataDir, "uploads"));
    await bootstrap(database.db, storage, {
      seedDemo: false,
      admin: { email: "owner@kigaliestates.rw", password: "a long enough password" },
      log: () => {},
    });
    await database.db.insert(users).values([
      { username: "Claudine", email: "claudine@kigaliestates.rw", passwordHash: "-", role: "superadmin", language: "fr" },
      { username: "Former boss", email: "former@kigaliestates.rw", passwordHash: "-", role: "superadmin", active: false },
      { username: "Agent", email: "agent@kigaliestates.rw", passwordHash: "-", role: "agent" },
    ]);
    await database.close();
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("npm run backup records its success, and a failure beside the time of the last success", { timeout: 120_000 }, async () => {
    const out = path.join(dataDir, "backups");
    const succeeded = run("backup.ts", `--out=${out}`);
    expect(succeeded.stderr).toBe("");
    expect(succeeded.status).toBe(0);
    const first = await status();
    expect(first).toEqual({ lastRunAt: first.lastSuccessAt, ok: true, lastSuccessAt: expect.any(String) });

    // A server holding the embedded database: the backup refuses to copy it.
    await writeFile(path.join(dataDir, "db", "postmaster.pid"), "4242\n");
    try {
      const failed = run("backup.ts", `--out=${out}`);
      expect(failed.status).toBe(1);
      expect(await status()).toEqual({
        lastRunAt: expect.any(String),
        ok: false,
        lastSuccessAt: first.lastSuccessAt,
        error: expect.stringContaining("is open in another process (a running server?). Stop the server first."),
      });
    } finally {
      await rm(path.join(dataDir, "db", "postmaster.pid"));
    }
  });

  it("npm run report-failure emails every active superadmin in their language, and says so for the journal", {
    timeout: 120_000,
  }, async () => {
    const reported = run("report-failure.ts", "kigali-estates-backup.service");
    expect(reported.stderr).toBe(
      "kigali-estates-backup.service failed.\nEmailed the superadmins: owner@kigaliestates.rw, claudine@kigaliestates.rw.\n",
    );
    expect(reported.status).toBe(0);

    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    const emails = await database.db
      .select({ to: outbox.to, subject: outbox.subject, body: outbox.body, status: outbox.status })
      .from(outbox)
      .orderBy(asc(outbox.subject));
    await database.close();
    expect(emails).toEqual([
      {
        to: "claudine@kigaliestates.rw",
        subject: "La sauvegarde de la nuit a échoué",
        body: expect.any(String),
        status: "pending",
      },
      { to: "owner@kigaliestates.rw", subject: "The nightly backup failed", body: expect.any(String), status: "pending" },
    ]);
    const [french, english] = emails;
    expect(english?.body).toMatch(
      new RegExp(
        `^Hello Administrator,\n\nThe nightly backup of the site failed on ${hostname()} on .+: today's data is not saved in a backup yet\\.\n\n` +
          "Whoever looks after the server can read why with `journalctl -u kigali-estates-backup.service` and run it again with `systemctl start kigali-estates-backup.service`.\n\n" +
          "Every superadmin gets this email.$",
      ),
    );
    expect(french?.body).toMatch(/^Bonjour Claudine,\n\nLa sauvegarde de la nuit du site a échoué sur /);
  });

  it("names another unit as it is", () => {
    const email = failureReportEmail("en", {
      name: "Aline",
      unit: "kigali-estates.service",
      host: "web1",
      when: new Date("2026-03-01T01:00:00Z"),
    });
    expect(email.subject).toBe("kigali-estates.service failed");
    expect(email.body).toContain("kigali-estates.service failed on web1 on ");
  });
});
