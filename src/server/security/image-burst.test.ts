import { type ChildProcess, execFileSync } from "node:child_process";
import { once } from "node:events";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uploads } from "../db/schema.ts";
import { ONE_IMAGE_ONLY } from "../plugins/uploads.ts";
import { imageDecoder } from "../services/images.ts";
import { createTestContext, freshAddress, multipartBody, type TestContext, useTestContext } from "../testing.ts";

const MB = 1024 * 1024;

/**
 * An image made by sharp in a process of its own: making a 49-megapixel one here would raise this
 * process's memory before it is measured. `make` is an expression of `sharp` giving a Sharp pipeline.
 */
const madeElsewhere = (make: string) =>
  execFileSync(
    process.execPath,
    ["--input-type=module", "-e", `import sharp from "sharp"; process.stdout.write(await ${make}.toBuffer());`],
    { maxBuffer: 64 * 1024 * 1024 },
  );

/** A 7000×7000 PNG (49 megapixels, about 150 MB decoded) that is only a few hundred KB to send. */
const hugePng = () =>
  madeElsewhere(`sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#8a9" } }).png({ compressionLevel: 9 })`);

/**
 * A 7000×7000 progressive JPEG of 288 KB. A progressive JPEG cannot be decoded in strips: libjpeg
 * holds all of its coefficients (about 150 MB) whatever size it is shrunk to.
 */
const progressiveBomb = () =>
  madeElsewhere(`sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#8a9" } }).jpeg({ progressive: true })`);

/** A 12-megapixel photo as a phone writes it: 4032×3024, detail everywhere, EXIF orientation 6 (held upright). */
const phonePhoto = (progressive: boolean) =>
  madeElsewhere(
    `sharp(await sharp({ create: { width: 1008, height: 756, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 40 } } }).png().toBuffer())
      .resize(4032, 3024).jpeg({ quality: 90, progressive: ${progressive} }).withMetadata({ orientation: 6 })`,
  );

const upload = (t: Pick<TestContext, "app">, data: Buffer, address: string, filename = "photo.jpg") => {
  const body = multipartBody({}, [{ field: "image", filename, data }]);
  return t.app.inject({
    method: "POST",
    url: "/api/submissions/upload-image",
    headers: body.headers,
    payload: body.payload,
    remoteAddress: address,
  });
};

/** Resident memory sampled every 10 ms while `work` runs: the event loop is free while the decoder works. */
async function peakDuring<T>(work: () => Promise<T>): Promise<{ result: T; idle: number; peak: number }> {
  global.gc?.();
  const idle = process.memoryUsage.rss();
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  try {
    const result = await work();
    return { result, idle, peak: Math.max(peak, process.memoryUsage.rss()) };
  } finally {
    clearInterval(sampler);
  }
}

describe("a burst of huge images from one visitor", () => {
  const t = useTestContext({ env: { UPLOAD_RATE_LIMIT: "1000" } });

  it("ten 7000×7000 progressive JPEGs at once: all stored, decoded outside the server process, which stays within idle + 300 MB and is back within idle + 50 MB", {
    timeout: 180_000,
  }, async () => {
    const bomb = progressiveBomb();
    expect(bomb.length).toBeLessThan(400 * 1024);
    const address = freshAddress();
    const decoders = new Set<number | undefined>();
    const onJob = (child: ChildProcess) => decoders.add(child.pid);
    imageDecoder.on("job", onJob);
    try {
      const {
        result: replies,
        idle,
        peak,
      } = await peakDuring(() => Promise.all(Array.from({ length: 10 }, () => upload(t, bomb, address, "bomb.jpg"))));
      expect(replies.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
      // Before, the server process itself decoded them: from 650 MB to 1,183 MB, and above 1 GB after.
      expect((peak - idle) / MB).toBeLessThan(300);
      global.gc?.();
      expect((process.memoryUsage.rss() - idle) / MB).toBeLessThan(50);
      expect(decoders.size).toBeGreaterThan(0);
      expect(decoders.has(process.pid)).toBe(false);
    } finally {
      imageDecoder.off("job", onJob);
    }
  });

  it("ten 49-megapixel PNGs at once: all stored, the server process within idle + 300 MB", { timeout: 180_000 }, async () => {
    const png = hugePng();
    const address = freshAddress();
    const {
      result: replies,
      idle,
      peak,
    } = await peakDuring(() => Promise.all(Array.from({ length: 10 }, () => upload(t, png, address, "huge.png"))));
    expect(replies.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect((peak - idle) / MB).toBeLessThan(300);
  });

  it.each([
    ["baseline", false],
    ["progressive", true],
  ])("stores a 12-megapixel phone photo (%s JPEG) upright", { timeout: 60_000 }, async (_kind, progressive) => {
    const photo = phonePhoto(progressive);
    const res = await upload(t, photo, freshAddress());
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.url, res.json().url));
    expect(row).toMatchObject({ width: 3024, height: 4032 });
  });

  it("a decoder process killed while it works: that upload is told to try again, and the next one is stored", {
    timeout: 60_000,
  }, async () => {
    const bomb = progressiveBomb();
    const address = freshAddress();
    const handedOver = once(imageDecoder, "job");
    const killed = upload(t, bomb, address, "bomb.jpg");
    const [child] = (await handedOver) as [ChildProcess];
    child.kill("SIGKILL");
    const res = await killed;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: "The image could not be processed. Please try again, or choose another photo." });
    const next = await upload(t, bomb, address, "bomb.jpg");
    expect(next.statusCode, next.body).toBe(201);
    expect(imageDecoder.process()?.pid).not.toBe(child.pid);
  });

  it("refuses a second file as soon as it starts, never reading the rest", async () => {
    const tenMb = Buffer.alloc(10 * MB - 1024, 1);
    const parts = Array.from({ length: 21 }, (_, i) => ({
      field: i === 0 ? "image" : `extra${i}`,
      filename: "x.png",
      data: tenMb,
    }));
    const body = multipartBody({}, parts);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/submissions/upload-image",
      headers: body.headers,
      payload: body.payload,
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: ONE_IMAGE_ONLY });
  });
});

describe("stopping the server", () => {
  it("ends the decoder process with it", { timeout: 120_000 }, async () => {
    const t = await createTestContext();
    let child: ChildProcess | undefined;
    try {
      const handedOver = once(imageDecoder, "job");
      const photo = madeElsewhere(`sharp({ create: { width: 64, height: 48, channels: 3, background: "#357" } }).jpeg()`);
      expect((await upload(t, photo, freshAddress())).statusCode).toBe(201);
      [child] = (await handedOver) as [ChildProcess];
    } finally {
      await t.close();
    }
    expect(child?.exitCode).toBe(0);
    expect(imageDecoder.process()).toBeUndefined();
  });
});
