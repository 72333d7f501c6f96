import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import { contentTypeOf, KEY_PATTERN, type Storage } from "./storage.ts";

const key = () => `${randomUUID()}-800.webp`;

async function collect(storage: Storage) {
  const keys: string[] = [];
  for await (const { key: k } of storage.list()) keys.push(k);
  return keys;
}

function contract(name: string, setup: () => Promise<{ storage: Storage; read(url: string): Promise<Buffer | undefined> }>) {
  describe(name, () => {
    let storage: Storage;
    let read: (url: string) => Promise<Buffer | undefined>;
    beforeAll(async () => {
      ({ storage, read } = await setup());
    });

    it("stores, lists, serves and deletes a file under a generated key", async () => {
      const k = key();
      await storage.put(k, Buffer.from("webp-bytes"), "image/webp");
      expect(await collect(storage)).toContain(k);
      const url = storage.publicUrl(k);
      expect(storage.keyFromUrl(url)).toBe(k);
      expect(String(await read(url))).toBe("webp-bytes");
      expect(String(await storage.get(k))).toBe("webp-bytes");
      await storage.delete(k);
      expect(await collect(storage)).not.toContain(k);
      expect(await storage.get(k)).toBeUndefined();
    });

    it("stores the link-preview JPEG of an upload under its own key", async () => {
      const k = `${randomUUID()}-og.jpg`;
      await storage.put(k, Buffer.from("jpeg-bytes"), contentTypeOf(k));
      expect(await collect(storage)).toContain(k);
      expect(String(await read(storage.publicUrl(k)))).toBe("jpeg-bytes");
      await storage.delete(k);
    });

    it("names the database it belongs to once one claims it, and keeps the first one claimed", async () => {
      const first = randomUUID();
      expect(await storage.owner()).toBeUndefined();
      expect(await storage.claim(first)).toBe(first);
      expect(await storage.claim(randomUUID())).toBe(first);
      expect(await storage.owner()).toBe(first);
      // The marker is not a stored image.
      expect(await collect(storage)).toEqual([]);
    });

    it("refuses keys it did not generate", async () => {
      await expect(storage.put("../../etc/passwd", Buffer.from("x"), "image/webp")).rejects.toThrow("Invalid storage key");
      await expect(storage.put(`${randomUUID()}-og.php`, Buffer.from("x"), "image/jpeg")).rejects.toThrow("Invalid storage key");
      expect(storage.keyFromUrl("https://elsewhere.example/x.webp")).toBeUndefined();
    });
  });
}

describe("storage keys", () => {
  it("are the WebP widths and the link-preview JPEG of a generated id, each with its content type", () => {
    const id = randomUUID();
    for (const k of [`${id}-400.webp`, `${id}-1600.webp`, `${id}-og.jpg`]) expect(KEY_PATTERN.test(k)).toBe(true);
    for (const k of [`${id}-og.jpeg`, `${id}-1600.jpg`, `${id}.jpg`, `../${id}-og.jpg`]) expect(KEY_PATTERN.test(k)).toBe(false);
    expect(contentTypeOf(`${id}-og.jpg`)).toBe("image/jpeg");
    expect(contentTypeOf(`${id}-800.webp`)).toBe("image/webp");
  });
});

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

contract("local disk storage", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "kigali-storage-"));
  dirs.push(dir);
  const storage = createLocalStorage(dir);
  return {
    storage,
    read: async (url) => {
      const k = storage.keyFromUrl(url);
      return k ? (await import("node:fs/promises")).readFile(path.join(dir, k)) : undefined;
    },
  };
});

describe("S3-compatible storage against a local S3 server", () => {
  let server: S3rver;
  let endpoint = "";
  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "kigali-s3-"));
    dirs.push(dir);
    server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: dir,
      configureBuckets: [{ name: "listings" }],
    });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => server.close());

  const s3Storage = () => {
    const config = loadConfig({
      S3_BUCKET: "listings",
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
    if (!config.s3) throw new Error("S3 configuration not read");
    return createS3Storage(config.s3);
  };

  it("serves the link-preview JPEG as image/jpeg and the sizes as image/webp, cached for good", async () => {
    const storage = s3Storage();
    const id = randomUUID();
    for (const [k, type] of [
      [`${id}-og.jpg`, "image/jpeg"],
      [`${id}-800.webp`, "image/webp"],
    ] as const) {
      await storage.put(k, Buffer.from("bytes"), contentTypeOf(k));
      const res = await fetch(storage.publicUrl(k));
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      await storage.delete(k);
    }
  });

  contract("adapter", async () => {
    const config = loadConfig({
      S3_BUCKET: "listings",
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
    if (!config.s3) throw new Error("S3 configuration not read");
    return {
      storage: createS3Storage(config.s3),
      read: async (url) => {
        const res = await fetch(url);
        return res.ok ? Buffer.from(await res.arrayBuffer()) : undefined;
      },
    };
  });
});
