import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { properties, uploads } from "../db/schema.ts";
import { type JobQueue, startJobQueue } from "../jobs/queue.ts";
import { startUploadCleanupJobs, UPLOAD_CLEANUP, UPLOAD_CLEANUP_CRON } from "../jobs/uploads.ts";
import { createLocalStorage } from "../storage/local-storage.ts";
import { createS3Storage } from "../storage/s3-storage.ts";
import { fixtureImage, useTestContext } from "../testing.ts";
import { storeImage } from "./images.ts";
import { cleanUpUploads } from "./upload-cleanup.ts";
import { databaseId, newUploadId } from "./upload-owner.ts";

/** The identity of a database other than the test's, which shares its storage. */
const OTHER_DATABASE = "0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b";
const twoDaysAgo = () => new Date(Date.now() - 2 * 24 * 3600 * 1000);

describe("cleanUpUploads", () => {
  const t = useTestContext();
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  const fileOf = (key: string) => path.join(t.dataDir, "uploads", key);
  /** A file as a crash (or another database) left it, two days ago unless told. */
  async function leftFile(dir: string, key: string, modified = twoDaysAgo()) {
    await writeFile(path.join(dir, key), "image bytes");
    await utimes(path.join(dir, key), modified, modified);
    return key;
  }
  const ourKey = async (suffix = "800.webp") => `${newUploadId(await databaseId(t.db))}-${suffix}`;
  const otherKey = (suffix = "800.webp") => `${newUploadId(OTHER_DATABASE)}-${suffix}`;
  /** A key stored before keys carried their database (a random UUID). */
  const untaggedKey = (suffix = "800.webp") => `${randomUUID()}-${suffix}`;

  it("claims an empty storage for this database, in a marker that is not served", async () => {
    expect(await cleanUpUploads(t.db, t.storage)).toEqual({ orphanFiles: 0, unusedUploads: 0 });
    expect(await readFile(fileOf(".database-id"), "utf8")).toBe(`${await databaseId(t.db)}\n`);
    expect((await t.app.inject({ method: "GET", url: "/uploads/.database-id" })).statusCode).toBe(404);
  });

  it("removes this database's unrecorded files and abandoned uploads, and keeps everything in use and every other database's file", async () => {
    const used = await storeImage(t.db, t.storage, await fixtureImage("villa.png"));
    const abandoned = await storeImage(t.db, t.storage, await fixtureImage("apartment.webp"));
    const recent = await storeImage(t.db, t.storage, await fixtureImage("plot.gif"));
    await t.db.insert(properties).values({
      title: "Villa in Nyarutarama",
      type: "villa",
      price: 650_000_000,
      location: "Nyarutarama, Kigali",
      area: 800,
      description: "Villa",
      images: [used.url],
    });
    // An abandoned upload restored from another database's backup: its record goes, its file is that database's.
    const restoredKey = await leftFile(path.join(t.dataDir, "uploads"), otherKey("1600.webp"));
    await t.db.insert(uploads).values({ url: `/uploads/${restoredKey}`, keys: [restoredKey], width: 10, height: 10, bytes: 10 });
    await t.db.update(uploads).set({ createdAt: twoDaysAgo() }).where(sql`${uploads.url} <> ${recent.url}`);

    const dir = path.join(t.dataDir, "uploads");
    const ourOrphan = await leftFile(dir, await ourKey());
    const untaggedOrphan = await leftFile(dir, untaggedKey());
    const otherDatabasesFile = await leftFile(dir, otherKey());
    const inFlight = await leftFile(dir, await ourKey(), new Date());

    expect(await cleanUpUploads(t.db, t.storage)).toEqual({ orphanFiles: 2, unusedUploads: 2 });

    for (const key of [...used.keys, ...recent.keys, otherDatabasesFile, restoredKey, inFlight]) {
      expect(existsSync(fileOf(key)), key).toBe(true);
    }
    for (const key of [...abandoned.keys, ourOrphan, untaggedOrphan]) expect(existsSync(fileOf(key)), key).toBe(false);
    const left = (await t.db.select({ url: uploads.url }).from(uploads)).map((u) => u.url).sort();
    expect(left).toEqual([used.url, recent.url].sort());
  });

  it("removes the temporary file of a write a crash interrupted, once it is older than an upload can take", async () => {
    const dir = path.join(t.dataDir, "uploads");
    const interrupted = await leftFile(dir, await ourKey("1600.webp.tmp"), new Date(Date.now() - 3600 * 1000));
    const writing = await leftFile(dir, await ourKey("1600.webp.tmp"), new Date());
    const othersInterrupted = await leftFile(dir, otherKey("1600.webp.tmp"));

    expect(await cleanUpUploads(t.db, t.storage)).toEqual({ orphanFiles: 1, unusedUploads: 0 });
    expect(existsSync(fileOf(interrupted))).toBe(false);
    expect(existsSync(fileOf(writing))).toBe(true);
    expect(existsSync(fileOf(othersInterrupted))).toBe(true);
  });

  it("on a storage that belongs to another database, removes nothing and says why, naming both databases", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kigali-other-uploads-"));
    folders.push(dir);
    await writeFile(path.join(dir, ".database-id"), `${OTHER_DATABASE}\n`);
    const theirs = await leftFile(dir, untaggedKey());
    const ours = await leftFile(dir, await ourKey());
    await leftFile(dir, await ourKey("800.webp.tmp"));

    const result = await cleanUpUploads(t.db, createLocalStorage(dir));
    expect(result).toEqual({
      refused:
        `The uploads in ${dir} belong to database ${OTHER_DATABASE} (its .database-id), not to this server's database ${await databaseId(t.db)}: ` +
        `none of its files is removed, as they may be the other database's. Give each database its own DATA_DIR or S3 bucket (README, "Running on PostgreSQL").`,
    });
    expect(existsSync(path.join(dir, theirs))).toBe(true);
    expect(existsSync(path.join(dir, ours))).toBe(true);
  });

  it("leaves alone a storage without a marker whose images this database does not record, and claims one whose images it does", async () => {
    const foreign = await mkdtemp(path.join(tmpdir(), "kigali-unmarked-uploads-"));
    folders.push(foreign);
    const theirs = await leftFile(foreign, untaggedKey());
    const result = await cleanUpUploads(t.db, createLocalStorage(foreign));
    expect(result).toEqual({
      refused:
        `The uploads in ${foreign} have no .database-id and hold images this database (${await databaseId(t.db)}) does not record, ` +
        `stored before databases were told apart: they may be another database's, so none of its files is removed. ` +
        `Give each database its own DATA_DIR or S3 bucket (README, "Running on PostgreSQL").`,
    });
    expect(existsSync(path.join(foreign, theirs))).toBe(true);
    expect(existsSync(path.join(foreign, ".database-id"))).toBe(false);

    // A storage from before markers, of this database: one of its images is recorded here.
    const own = await mkdtemp(path.join(tmpdir(), "kigali-unmarked-uploads-"));
    folders.push(own);
    const recordedKey = await leftFile(own, untaggedKey("1600.webp"));
    await t.db.insert(uploads).values({ url: `/uploads/${recordedKey}`, keys: [recordedKey], width: 10, height: 10, bytes: 10 });
    const orphan = await leftFile(own, untaggedKey());
    expect(await cleanUpUploads(t.db, createLocalStorage(own))).toEqual({ orphanFiles: 1, unusedUploads: 0 });
    expect(existsSync(path.join(own, recordedKey))).toBe(true);
    expect(existsSync(path.join(own, orphan))).toBe(false);
    expect(await readFile(path.join(own, ".database-id"), "utf8")).toBe(`${await databaseId(t.db)}\n`);
    await t.db.delete(uploads).where(eq(uploads.url, `/uploads/${recordedKey}`));
  });

  it("works the same in an S3 bucket: claims it, removes this database's unrecorded objects, keeps another database's", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kigali-s3-"));
    folders.push(dir);
    const server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: dir,
      configureBuckets: [{ name: "listings" }],
    });
    const { port } = (await server.run()) as AddressInfo;
    try {
      const config = loadConfig({
        S3_BUCKET: "listings",
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
      });
      if (!config.s3) throw new Error("S3 configuration not read");
      const bucket = createS3Storage(config.s3);
      const recorded = await storeImage(t.db, bucket, await fixtureImage("villa.png"));
      const orphan = await ourKey();
      const theirs = otherKey();
      for (const key of [orphan, theirs]) await bucket.put(key, Buffer.from("image bytes"), "image/webp");

      // An hour from now, when the objects just written are past the grace period.
      const later = new Date(Date.now() + 3600 * 1000);
      expect(await cleanUpUploads(t.db, bucket, later)).toEqual({ orphanFiles: 1, unusedUploads: 0 });
      expect(await bucket.owner()).toBe(await databaseId(t.db));
      expect(await bucket.get(orphan)).toBeUndefined();
      expect(await bucket.get(theirs)).toBeDefined();
      for (const key of recorded.keys) expect(await bucket.get(key), key).toBeDefined();
      await t.db.delete(uploads).where(eq(uploads.url, recorded.url));
    } finally {
      await server.close();
    }
  });

  describe("every hour, on the job queue", () => {
    const queues: JobQueue[] = [];
    afterAll(async () => {
      for (const queue of queues.splice(0)) await queue.stop();
    });

    it("removes an abandoned upload and a crash's temporary file, and keeps recorded files and another database's", async () => {
      const dir = path.join(t.dataDir, "uploads");
      const kept = await storeImage(t.db, t.storage, await fixtureImage("villa.png"));
      const abandoned = await storeImage(t.db, t.storage, await fixtureImage("apartment.webp"));
      await t.db.update(uploads).set({ createdAt: twoDaysAgo() }).where(eq(uploads.url, abandoned.url));
      const interrupted = await leftFile(dir, await ourKey("400.webp.tmp"));
      const otherDatabasesFile = await leftFile(dir, otherKey());

      const quiet = { error: () => {}, warn: () => {} } as unknown as Parameters<typeof startJobQueue>[1];
      const queue = await startJobQueue(t.database, quiet);
      queues.push(queue);
      let done: (result: object) => void = () => {};
      const removed = new Promise<object>((resolve) => {
        done = resolve;
      });
      await startUploadCleanupJobs(queue, t.db, t.storage, { info: (result) => done(result), warn: () => {} });
      const { rows } = (await t.db.execute(
        sql`select cron, options->>'tz' as tz from pgboss.schedule where name = ${UPLOAD_CLEANUP}`,
      )) as unknown as { rows: { cron: string; tz: string }[] };
      expect(rows).toEqual([{ cron: UPLOAD_CLEANUP_CRON, tz: "Africa/Kigali" }]);
      expect(UPLOAD_CLEANUP_CRON).toBe("41 * * * *");

      // The run the schedule sends at the next :41, sent now.
      await queue.send(UPLOAD_CLEANUP);
      expect(await removed).toEqual({ orphanFiles: 1, unusedUploads: 1 });
      for (const key of [...abandoned.keys, interrupted]) expect(existsSync(fileOf(key)), key).toBe(false);
      for (const key of [...kept.keys, otherDatabasesFile]) expect(existsSync(fileOf(key)), key).toBe(true);
    });
  });
});
