import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties, uploads } from "../db/schema.ts";
import { fixtureImage, useTestContext } from "../testing.ts";
import { storeImage } from "./images.ts";
import { cleanUpUploads } from "./upload-cleanup.ts";

describe("cleanUpUploads", () => {
  const t = useTestContext();

  const fileOf = (key: string) => path.join(t.dataDir, "uploads", key);

  it("removes unrecorded files and abandoned uploads, and keeps everything in use", async () => {
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
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await t.db.update(uploads).set({ createdAt: twoDaysAgo }).where(eq(uploads.url, used.url));
    await t.db.update(uploads).set({ createdAt: twoDaysAgo }).where(eq(uploads.url, abandoned.url));

    const oldOrphan = `${randomUUID()}-800.webp`;
    const newOrphan = `${randomUUID()}-800.webp`;
    await writeFile(fileOf(oldOrphan), "left by a crash");
    await utimes(fileOf(oldOrphan), twoDaysAgo, twoDaysAgo);
    await writeFile(fileOf(newOrphan), "upload in flight");

    const result = await cleanUpUploads(t.db, t.storage);
    expect(result).toEqual({ orphanFiles: 1, unusedUploads: 1 });

    for (const key of used.keys) expect(existsSync(fileOf(key))).toBe(true);
    for (const key of recent.keys) expect(existsSync(fileOf(key))).toBe(true);
    for (const key of abandoned.keys) expect(existsSync(fileOf(key))).toBe(false);
    expect(existsSync(fileOf(oldOrphan))).toBe(false);
    expect(existsSync(fileOf(newOrphan))).toBe(true);
    const left = (await t.db.select({ url: uploads.url }).from(uploads)).map((u) => u.url).sort();
    expect(left).toEqual([used.url, recent.url].sort());
  });

  it("removes the temporary file of a write a crash interrupted, once it is older than an upload can take", async () => {
    const interrupted = `${randomUUID()}-1600.webp.tmp`;
    const writing = `${randomUUID()}-1600.webp.tmp`;
    await writeFile(fileOf(interrupted), "half an image");
    const anHourAgo = new Date(Date.now() - 3600 * 1000);
    await utimes(fileOf(interrupted), anHourAgo, anHourAgo);
    await writeFile(fileOf(writing), "an image being written");

    expect(await cleanUpUploads(t.db, t.storage)).toEqual({ orphanFiles: 1, unusedUploads: 0 });
    expect(existsSync(fileOf(interrupted))).toBe(false);
    expect(existsSync(fileOf(writing))).toBe(true);
  });
});
