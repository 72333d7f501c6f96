import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { recordBackupRun } from "./services/backup-status.ts";

describe("starting the server", () => {
  it("stops with one message naming every bad variable", () => {
    const result = spawnSync(process.execPath, ["src/server/main.ts"], {
      env: { ...process.env, PORT: "eighty", DATABASE_URL: "mysql://nope", HOST: "127.0.0.1" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid configuration:");
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).toContain("DATABASE_URL");
  });
});

/** A port nothing listens on now: asked of the system, then let go. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("the start-up message", () => {
  it("names PUBLIC_URL as the address to open, and where the server listens", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "kigali-start-"));
    await recordBackupRun(dataDir, { ok: true }, new Date("2026-03-01T01:00:00Z"));
    const metricsPort = await freePort();
    const server = fileURLToPath(new URL("./server.ts", import.meta.url));
    const script = `import(${JSON.stringify(server)}).then(({ runServer, startServer }) => runServer((config) => startServer(config, undefined)));`;
    const child = spawn(process.execPath, ["-e", script], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        PORT: "0",
        HOST: "127.0.0.1",
        PUBLIC_URL: "https://kigaliestates.rw",
        LOG_LEVEL: "warn",
        SEED_DEMO: "false",
        METRICS_PORT: String(metricsPort),
      },
    });
    try {
      let stdout = "";
      const started = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          stdout += chunk.toString();
          if (stdout.includes("Back office:")) resolve(stdout);
        });
        child.once("exit", (code) => reject(new Error(`exited (${code}) before it ran: ${stdout}`)));
      });
      expect(started).toMatch(
        /Kigali Estates is running at https:\/\/kigaliestates\.rw \(listening on http:\/\/127\.0\.0\.1:\d+; database: pglite/,
      );
      expect(started).toContain("Back office: https://kigaliestates.rw/admin/login");
      // The metrics' own port, with the last backup's time read from DATA_DIR.
      const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toMatch(/^backup_last_success_timestamp_seconds 1772326800$/m);
    } finally {
      child.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("losing the embedded database", () => {
  it("logs it as fatal and exits non-zero, for a supervisor to restart the server", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "kigali-lost-db-"));
    const server = fileURLToPath(new URL("./server.ts", import.meta.url));
    // The server without web pages; once it listens, its database thread is stopped as a crash would.
    const script = `const threads = require("node:worker_threads");
      const Original = threads.Worker;
      const started = [];
      threads.Worker = class extends Original { constructor(...args) { super(...args); started.push([String(args[0]), this]); } };
      require("node:module").syncBuiltinESMExports();
      (async () => {
        const { runServer, startServer } = await import(${JSON.stringify(server)});
        await runServer((config) => startServer(config, undefined));
        const [, database] = started.find(([file]) => file.includes("pglite-worker")) ?? [];
        await database.terminate();
      })();`;
    const child = spawn(process.execPath, ["-e", script], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        SEED_DEMO: "false",
      },
    });
    try {
      let stdout = "";
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      let timer: NodeJS.Timeout | undefined;
      const code = await Promise.race([
        new Promise<number | null>((resolve) => child.on("exit", resolve)),
        new Promise<string>((resolve) => {
          timer = setTimeout(() => resolve("still running"), 90_000);
        }),
      ]).finally(() => clearTimeout(timer));
      const fatal = stdout
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } })
        .find((entry) => entry.level === 60);
      expect(fatal).toMatchObject({ msg: "the database stopped: shutting down" });
      expect(fatal?.err?.message).toContain("The embedded database's thread stopped");
      expect(code).toBe(1);
    } finally {
      child.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("the data folder", () => {
  type Started = {
    child: ChildProcessWithoutNullStreams;
    url: string;
    logs: { level: number; msg: string; folders?: string[]; files?: number }[];
  };
  const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

  /** The server without web pages on `dataDir`, once it listens. */
  async function start(dataDir: string): Promise<Started> {
    const server = fileURLToPath(new URL("./server.ts", import.meta.url));
    const script = `import(${JSON.stringify(server)}).then(({ runServer, startServer }) => runServer((config) => startServer(config, undefined)));`;
    const child = spawn(process.execPath, ["-e", script], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        SEED_DEMO: "false",
      },
    });
    let stdout = "";
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
        const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
        if (listening?.[1] && stdout.includes("Back office:")) resolve(listening[1]);
      });
      child.once("exit", (code) => reject(new Error(`exited (${code}) before it ran: ${stdout}`)));
    });
    const logs = stdout
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line));
    return { child, url, logs };
  }

  async function stop({ child }: Started) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }

  it("is made readable by its owner only, and one left open to others is closed at start", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "kigali-modes-"));
    const dataDir = path.join(parent, "data");
    const uploads = path.join(dataDir, "uploads");
    const db = path.join(dataDir, "db");
    // The umask most systems give a process: without modes of its own, the server's files would be 755 and 644.
    const umaskBefore = process.umask(0o022);
    let server: Started | undefined;
    try {
      server = await start(dataDir);
      const form = new FormData();
      const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#888" } })
        .png()
        .toBuffer();
      form.append("image", new Blob([new Uint8Array(photo)], { type: "image/png" }), "photo.png");
      const upload = await fetch(`${server.url}/api/submissions/upload-image`, { method: "POST", body: form });
      expect(upload.status).toBe(201);
      for (const folder of [dataDir, uploads, db]) expect(await modeOf(folder), folder).toBe(0o700);
      const stored = await readdir(uploads);
      expect(stored.length).toBeGreaterThan(0);
      for (const name of stored) expect(await modeOf(path.join(uploads, name)), name).toBe(0o600);
      expect(server.logs.filter((line) => line.msg.startsWith("data folder"))).toEqual([]);
      await stop(server);

      // A data folder as an older version left it: open to every user of the machine.
      for (const folder of [dataDir, uploads, db]) await chmod(folder, 0o755);
      for (const name of stored) await chmod(path.join(uploads, name), 0o644);
      const oldBackup = path.join(dataDir, "backups", "backup-20260101-000000");
      await mkdir(oldBackup, { recursive: true, mode: 0o755 });
      await writeFile(path.join(oldBackup, "manifest.json"), "{}", { mode: 0o644 });

      server = await start(dataDir);
      for (const folder of [dataDir, uploads, db, path.join(dataDir, "backups"), oldBackup])
        expect(await modeOf(folder), folder).toBe(0o700);
      expect(await modeOf(path.join(oldBackup, "manifest.json"))).toBe(0o600);
      for (const name of await readdir(uploads)) expect(await modeOf(path.join(uploads, name)), name).toBe(0o600);
      const closed = server.logs.filter((line) => line.msg.startsWith("data folder"));
      expect(closed).toEqual([
        {
          ...closed[0],
          level: 30,
          msg: "data folder closed to other users of this machine: only its owner may read it now",
          folders: [dataDir, path.join(dataDir, "backups"), oldBackup, db, uploads].map(
            (folder) => `${folder} (was 755, now 700)`,
          ),
          files: stored.length + 1,
        },
      ]);
    } finally {
      process.umask(umaskBefore);
      server?.child.kill("SIGKILL");
      await rm(parent, { recursive: true, force: true });
    }
  }, 180_000);
});
