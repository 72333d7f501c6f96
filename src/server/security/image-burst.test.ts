import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ONE_IMAGE_ONLY } from "../plugins/uploads.ts";
import { freshAddress, multipartBody, useTestContext } from "../testing.ts";

const MB = 1024 * 1024;

/**
 * A 7000×7000 PNG (49 megapixels, about 150 MB decoded) that is only a few hundred KB to send. Made
 * in a process of its own: making it here would raise this process's memory before it is measured.
 */
const hugePng = () =>
  execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import sharp from "sharp";
       const png = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#8a9" } }).png({ compressionLevel: 9 }).toBuffer();
       process.stdout.write(png);`,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );

describe("a burst of huge images from one visitor", () => {
  const t = useTestContext({ env: { UPLOAD_RATE_LIMIT: "1000" } });
  const upload = (data: Buffer, address: string) => {
    const body = multipartBody({}, [{ field: "image", filename: "huge.png", data }]);
    return t.app.inject({
      method: "POST",
      url: "/api/submissions/upload-image",
      headers: body.headers,
      payload: body.payload,
      remoteAddress: address,
    });
  };

  it("waits its turn for the decoder: every upload is stored, and the process stays within idle + 400 MB", {
    timeout: 120_000,
  }, async () => {
    const png = hugePng();
    const address = freshAddress();
    global.gc?.();
    const idle = process.memoryUsage.rss();
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 10);
    try {
      const replies = await Promise.all(Array.from({ length: 10 }, () => upload(png, address)));
      expect(replies.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    } finally {
      clearInterval(sampler);
    }
    expect((peak - idle) / MB).toBeLessThan(400);
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
