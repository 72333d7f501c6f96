import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { uploads } from "../db/schema.ts";
import { type JobQueue, startJobQueue } from "../jobs/queue.ts";
import { fixtureImage, plainPng, useTestContext } from "../testing.ts";
import { MAX_OG_BYTES } from "./image-encoding.ts";
import { type StoredImage, storeImage } from "./images.ts";
import { backfillOgImages, startOgImageBackfill } from "./og-image-backfill.ts";
import { cleanUpUploads } from "./upload-cleanup.ts";

const quiet = { error: () => {}, warn: () => {}, info: () => {} } as unknown as Parameters<typeof startJobQueue>[1];

describe("link-preview JPEGs for uploads stored before they existed", () => {
  const t = useTestContext();
  const fileOf = (key: string) => path.join(t.dataDir, "uploads", key);
  const ogKeyOf = (image: StoredImage) => image.keys.find((key) => key.endsWith("-og.jpg")) as string;

  /** An upload as it was stored before: WebP variants only, recorded without a JPEG. */
  async function oldUpload(input: Buffer): Promise<{ image: StoredImage; ogKey: string }> {
    const image = await storeImage(t.db, t.storage, input);
    const ogKey = ogKeyOf(image);
    await rm(fileOf(ogKey));
    const keys = image.keys.filter((key) => key !== ogKey);
    await t.db.update(uploads).set({ keys }).where(eq(uploads.url, image.url));
    return { image: { ...image, keys }, ogKey };
  }

  const keysOf = async (image: StoredImage) =>
    (await t.db.select({ keys: uploads.keys }).from(uploads).where(eq(uploads.url, image.url)))[0]?.keys;

  it("makes the missing 1200×630 JPEG from the widest variant, records it once, and does nothing the second time", async () => {
    const { image, ogKey } = await oldUpload(await fixtureImage("photo-with-gps.jpg"));
    // A small picture is enlarged to fill the preview.
    const small = await oldUpload(await plainPng("#357", 300, 200));
    const current = await storeImage(t.db, t.storage, await fixtureImage("villa.png"));
    const currentJpeg = await readFile(fileOf(ogKeyOf(current)));

    // Two instances at once: the same file, recorded once.
    const runs = await Promise.all([backfillOgImages(t.db, t.storage), backfillOgImages(t.db, t.storage)]);
    expect(runs.reduce((sum, run) => sum + run.created, 0)).toBe(2);
    for (const { image: upload, ogKey: key } of [{ image, ogKey }, small]) {
      const jpeg = await readFile(fileOf(key));
      expect(jpeg.length).toBeLessThan(MAX_OG_BYTES);
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
      expect((await keysOf(upload))?.filter((k) => k === key)).toEqual([key]);
    }
    // An upload that already had its JPEG is left alone.
    expect(await readFile(fileOf(ogKeyOf(current)))).toEqual(currentJpeg);
    expect(await backfillOgImages(t.db, t.storage)).toEqual({ created: 0, failed: 0 });

    // Recorded, so the orphan cleanup keeps it.
    await cleanUpUploads(t.db, t.storage, new Date(Date.now() + 60 * 60 * 1000));
    expect(existsSync(fileOf(ogKey))).toBe(true);
  });

  it("skips an upload whose files are gone and goes on with the others", async () => {
    const lost = await oldUpload(await plainPng("#a00"));
    for (const key of lost.image.keys) await rm(fileOf(key));
    const { image, ogKey } = await oldUpload(await plainPng("#0a0"));
    const messages: string[] = [];
    const result = await backfillOgImages(t.db, t.storage, (message) => messages.push(message));
    expect(result).toEqual({ created: 1, failed: 1 });
    expect(messages).toHaveLength(1);
    expect(await keysOf(image)).toContain(ogKey);
    expect(await keysOf(lost.image)).not.toContain(lost.ogKey);
    await t.db.delete(uploads).where(eq(uploads.url, lost.image.url));
  });

  describe("as a job at start", () => {
    const queues: JobQueue[] = [];
    afterAll(async () => {
      for (const queue of queues.splice(0)) await queue.stop();
    });

    it("runs on the shared queue when two instances start, leaving every upload with one JPEG", async () => {
      const { image, ogKey } = await oldUpload(await fixtureImage("apartment.webp"));
      for (let i = 0; i < 2; i++) {
        const queue = await startJobQueue(t.database, quiet);
        queues.push(queue);
        await startOgImageBackfill(queue, t.db, t.storage, quiet);
      }
      const started = Date.now();
      while (!(await keysOf(image))?.includes(ogKey) || (await queues[0]?.depth())?.["og-image-backfill"]) {
        if (Date.now() - started > 20_000) throw new Error("the backfill job did not run");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(existsSync(fileOf(ogKey))).toBe(true);
      expect((await keysOf(image))?.filter((key) => key === ogKey)).toEqual([ogKey]);
    });
  });
});
