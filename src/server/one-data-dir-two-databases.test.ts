import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { newUploadId } from "./services/upload-owner.ts";
import { fixtureImage, multipartBody } from "./testing.ts";
import { createTestDatabase } from "./testing-roles.ts";
import { onServer } from "./testing-setup.ts";

const ADMIN = { email: "owner@kigaliestates.rw", password: "a long enough password" };

type Running = { url: string; token: string; warnings: string[]; stop(): Promise<void> };

/** Servers still running, stopped after the test whatever happened. */
const running = new Set<() => Promise<void>>();

/** `npm start` as an operator runs it, without the web pages: the given database, DATA_DIR, a port of its own. */
async function start(env: Record<string, string>): Promise<Running> {
  const server = fileURLToPath(new URL("./server.ts", import.meta.url));
  const script = `import(${JSON.stringify(server)}).then(({ runServer, startServer }) => runServer((config) => startServer(config, undefined)));`;
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ["-e", script], {
    env: { ...process.env, NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", SEED_DEMO: "false", ...env },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    running.delete(stop);
    child.kill("SIGTERM");
    await exited;
  };
  running.add(stop);
  let stdout = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
      if (listening && stdout.includes("Back office:")) resolve(listening);
    });
    child.once("exit", (code) => reject(new Error(`exited (${code}) before it ran: ${stdout}`)));
  });
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    url,
    token,
    // The log's warnings (JSON lines at level 40) printed while it started.
    warnings: stdout
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40)
      .map((entry) => entry.msg),
    stop,
  };
}

/** Uploads a photo as staff and lists it on a new property; answers the photo's address. */
async function listPhoto(server: Running, photo: string, title: string): Promise<string> {
  const body = multipartBody({}, [{ field: "image", filename: photo, data: await fixtureImage(photo) }]);
  const uploaded = await fetch(`${server.url}/api/properties/upload-image`, {
    method: "POST",
    headers: { ...body.headers, authorization: `Bearer ${server.token}` },
    body: new Uint8Array(body.payload),
  });
  expect(uploaded.status).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const created = await fetch(`${server.url}/api/properties`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${server.token}` },
    body: JSON.stringify({
      title,
      type: "Villa",
      price: "RWF 450,000,000",
      location: "Nyarutarama, Kigali",
      bedrooms: 4,
      bathrooms: 3,
      area: "620 sqm",
      description: "A villa with a garden.",
      images: [url],
    }),
  });
  expect(created.status, await created.text()).toBe(201);
  return url;
}

const statusOf = async (server: Running, url: string) => (await fetch(`${server.url}${url}`)).status;

/** Every stored file as if written two days ago, so no grace period keeps it from the cleanup at the next start. */
async function ageFiles(uploadsDir: string) {
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
  for (const name of await readdir(uploadsDir)) await utimes(path.join(uploadsDir, name), twoDaysAgo, twoDaysAgo);
}

describe("one DATA_DIR used by the embedded database, then PostgreSQL, then the embedded one again", () => {
  const folders: string[] = [];
  const serverUrl = process.env.TEST_DATABASE_URL;
  const databaseName = `test_${randomBytes(6).toString("hex")}`;
  afterAll(async () => {
    for (const stop of running) await stop();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
    if (serverUrl) await onServer(serverUrl, `drop database if exists ${databaseName} with (force)`);
  });

  // Needs a PostgreSQL server besides the embedded database. The PGlite run has no PostgreSQL URL
  // (TEST_DATABASE_URL is unset there), so it skips; the PostgreSQL run (.ci/run's second pass)
  // runs it, and it starts the embedded database itself, so both are covered there.
  it.skipIf(!serverUrl)(
    "keeps every photo of both databases, each served with 200, and the second database's start says why it cleans nothing",
    { timeout: 240_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "kigali-shared-data-"));
      folders.push(dataDir);
      const uploadsDir = path.join(dataDir, "uploads");
      const { url: databaseUrl, ownerUrl } = await createTestDatabase(
        serverUrl as string,
        databaseName,
        inject("postgresTemplate"),
      );
      const embedded = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
      const postgres = { ...embedded, DATABASE_URL: databaseUrl, DATABASE_OWNER_URL: ownerUrl };

      const first = await start(embedded);
      const embeddedPhotos = [
        await listPhoto(first, "villa.png", "Villa in Nyarutarama"),
        await listPhoto(first, "apartment.webp", "Apartment in Kiyovu"),
      ];
      for (const url of embeddedPhotos) expect(await statusOf(first, url)).toBe(200);
      expect(first.warnings).toEqual([]);
      await first.stop();
      const embeddedId = (await readFile(path.join(uploadsDir, ".database-id"), "utf8")).trim();
      await ageFiles(uploadsDir);

      const second = await start(postgres);
      const client = new pg.Client({ connectionString: ownerUrl });
      await client.connect();
      const postgresId = (await client.query<{ id: string }>("select id from database_identity")).rows[0]?.id;
      await client.end();
      expect(second.warnings).toEqual([
        `The uploads in ${uploadsDir} belong to database ${embeddedId} (its .database-id), not to this server's database ${postgresId}: ` +
          `none of its files is removed, as they may be the other database's. Give each database its own DATA_DIR or S3 bucket (README, "Running on PostgreSQL").`,
      ]);
      for (const url of embeddedPhotos) expect(await statusOf(second, url)).toBe(200);
      const postgresPhoto = await listPhoto(second, "plot.gif", "Plot in Rebero");
      expect(await statusOf(second, postgresPhoto)).toBe(200);
      await second.stop();
      // And one file the embedded database left unrecorded (a crash between storing and recording).
      const orphan = `${newUploadId(embeddedId)}-800.webp`;
      await writeFile(path.join(uploadsDir, orphan), "left by a crash");
      await ageFiles(uploadsDir);

      const third = await start(embedded);
      expect(third.warnings).toEqual([]);
      // Every photo of both databases, their other sizes and link-preview JPEGs included.
      const photos = [...embeddedPhotos, postgresPhoto].flatMap((url) => [
        url,
        url.replace(/-\d+\.webp$/, "-400.webp"),
        url.replace(/-\d+\.webp$/, "-og.jpg"),
      ]);
      for (const url of photos) expect(await statusOf(third, url), url).toBe(200);
      // The storage is still the embedded database's, and its own leftovers are cleaned.
      expect(await statusOf(third, `/uploads/${orphan}`)).toBe(404);
      await third.stop();
    },
  );
});
