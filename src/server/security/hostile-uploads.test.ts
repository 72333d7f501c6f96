import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { developments, uploads } from "../db/schema.ts";
import { KEY_PATTERN } from "../storage/storage.ts";
import { multipartBody, uploadPlainImage, useStaff, useTestContext } from "../testing.ts";

/** Byte strings that must never reach a stored file: markup, script and server code. */
const HOSTILE_MARKERS = ["<script", "<?php", "<html", "<svg", "onerror", "alert("];
const PAYLOAD = '<html><script>alert(document.cookie)</script><img src=x onerror="alert(1)"><?php system($_GET["c"]); ?></html>';

type Outcome = { status: 413 | 415; error: RegExp } | "stored";
type Hostile = { name: string; filename: string; contentType: string; data: Buffer; outcome: Outcome };

const NOT_AN_IMAGE = { status: 415, error: /image/i } as const;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete, valid 1-bit PNG of 20000x20000 pixels (400 megapixels, 1.2 GB once decoded as RGB)
 * that compresses to about 50 KB: a decompression bomb.
 */
function decompressionBomb(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((side / 8 + 1) * side); // each row: filter byte 0, then 2500 bytes of black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A valid JPEG carrying the payload twice: in a comment segment after SOI, and appended after EOI. */
function polyglotJpeg(jpeg: Buffer): Buffer {
  const text = Buffer.from(PAYLOAD);
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 0xff]), text]);
  return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), text]);
}

async function buildCorpus(): Promise<Hostile[]> {
  const photo = await sharp({ create: { width: 96, height: 64, channels: 3, background: "#2f7d5b" } })
    .jpeg()
    .toBuffer();
  const png = await sharp(photo).png().toBuffer();
  // EXIF and XMP segments near their 64 KB limit, full of markup.
  const hugeMetadata = await sharp(photo)
    .withExif({ IFD0: { ImageDescription: PAYLOAD.repeat(450), Artist: "<script>alert(1)</script>" } })
    .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF>${PAYLOAD.repeat(400)}</rdf:RDF></x:xmpmeta>`)
    .jpeg()
    .toBuffer();
  // 288 KB to send, 49 megapixels to decode, all of whose coefficients libjpeg holds at once.
  const progressiveBomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#8a9" } })
    .jpeg({ progressive: true })
    .toBuffer();
  const twelveMegabytes = Buffer.alloc(12 * 1024 * 1024, 0x41);
  twelveMegabytes.set(photo.subarray(0, 20));

  return [
    {
      name: "an SVG with a script",
      filename: "logo.svg",
      contentType: "image/svg+xml",
      data: Buffer.from(
        `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(1)"><script>alert(document.domain)</script><rect width="64" height="64"/></svg>`,
      ),
      outcome: NOT_AN_IMAGE,
    },
    {
      name: "an HTML page named .jpg",
      filename: "photo.jpg",
      contentType: "image/jpeg",
      data: Buffer.from(`<!doctype html>${PAYLOAD}`),
      outcome: NOT_AN_IMAGE,
    },
    {
      name: "a PHP script named .jpg",
      filename: "shell.php.jpg",
      contentType: "image/jpeg",
      data: Buffer.from('<?php echo shell_exec($_GET["cmd"]); ?>'),
      outcome: NOT_AN_IMAGE,
    },
    {
      name: "a PHP script behind a GIF header",
      filename: "shell.gif",
      contentType: "image/gif",
      data: Buffer.from('GIF89a<?php echo shell_exec($_GET["cmd"]); ?>'),
      outcome: NOT_AN_IMAGE,
    },
    {
      name: "a polyglot JPEG (payload in a comment segment and after the image)",
      filename: "polyglot.jpg",
      contentType: "image/jpeg",
      data: polyglotJpeg(photo),
      outcome: "stored",
    },
    {
      name: "a truncated JPEG",
      filename: "truncated.jpg",
      contentType: "image/jpeg",
      data: photo.subarray(0, Math.floor(photo.length * 0.6)),
      outcome: NOT_AN_IMAGE,
    },
    {
      name: "a decompression bomb (a 400-megapixel PNG of 50 KB)",
      filename: "bomb.png",
      contentType: "image/png",
      data: decompressionBomb(),
      outcome: { status: 413, error: /too many pixels/ },
    },
    {
      name: "an image bomb (a 7000×7000 progressive JPEG of 288 KB)",
      filename: "bomb.jpg",
      contentType: "image/jpeg",
      data: progressiveBomb,
      outcome: "stored",
    },
    {
      name: "a JPEG with huge EXIF and XMP blocks",
      filename: "metadata.jpg",
      contentType: "image/jpeg",
      data: hugeMetadata,
      outcome: "stored",
    },
    {
      name: "a 12 MB file",
      filename: "huge.jpg",
      contentType: "image/jpeg",
      data: twelveMegabytes,
      outcome: { status: 413, error: /too large/ },
    },
    {
      name: "a file named ../../etc/passwd.jpg",
      filename: "../../etc/passwd.jpg",
      contentType: "image/jpeg",
      data: photo,
      outcome: "stored",
    },
    {
      name: "a file named ..\\..\\x.jpg",
      filename: "..\\..\\x.jpg",
      contentType: "image/png",
      data: png,
      outcome: "stored",
    },
  ];
}

/** The stored file is a bare WebP container: RIFF size matching the file, so nothing rides after it. */
function isBareWebp(data: Buffer): boolean {
  return (
    data.subarray(0, 4).toString("latin1") === "RIFF" &&
    data.subarray(8, 12).toString("latin1") === "WEBP" &&
    data.readUInt32LE(4) + 8 === data.length
  );
}

/** A JPEG from its start-of-image to its end-of-image marker, with nothing appended after it. */
function isBareJpeg(data: Buffer): boolean {
  return data[0] === 0xff && data[1] === 0xd8 && data.at(-2) === 0xff && data.at(-1) === 0xd9;
}

describe("hostile uploads on every upload endpoint", () => {
  const t = useTestContext();
  const staff = useStaff(t, { role: "superadmin" });
  let corpus: Hostile[];
  let propertyId: string;
  let developmentId: string;
  const uploadsDir = () => path.join(t.dataDir, "uploads");
  const storedFiles = async () => (await readdir(uploadsDir())).sort();
  const uploadRows = async () => (await t.db.select({ n: count() }).from(uploads))[0]?.n ?? 0;
  const developmentRows = async () => (await t.db.select({ n: count() }).from(developments))[0]?.n ?? 0;

  type Endpoint = {
    name: string;
    method: "POST" | "PUT";
    url: () => string;
    field: "image" | "images";
    fields?: Record<string, string>;
    signedIn: boolean;
    /** The URL of the image the request stored. */
    storedUrl: (body: Record<string, unknown>) => string;
  };
  const singleUrl = (body: Record<string, unknown>) => body.url as string;
  const lastDevelopmentImage = (body: Record<string, unknown>) => (body.images as string[]).at(-1) as string;
  const endpoints: Endpoint[] = [
    {
      name: "staff property image",
      method: "POST",
      url: () => "/api/properties/upload-image",
      field: "image",
      signedIn: true,
      storedUrl: singleUrl,
    },
    {
      name: "image added to a property",
      method: "POST",
      url: () => `/api/properties/${propertyId}/images`,
      field: "image",
      signedIn: true,
      storedUrl: singleUrl,
    },
    {
      name: "blog image",
      method: "POST",
      url: () => "/api/blogs/upload-image",
      field: "image",
      signedIn: true,
      storedUrl: singleUrl,
    },
    {
      name: "testimonial photo",
      method: "POST",
      url: () => "/api/testimonials/upload",
      field: "image",
      signedIn: true,
      storedUrl: singleUrl,
    },
    {
      name: "public List With Us photo",
      method: "POST",
      url: () => "/api/submissions/upload-image",
      field: "image",
      signedIn: false,
      storedUrl: singleUrl,
    },
    {
      name: "new development form",
      method: "POST",
      url: () => "/api/developments/with-images",
      field: "images",
      fields: { title: "Hostile upload estate", location: "Rebero", description: "Homes." },
      signedIn: true,
      storedUrl: lastDevelopmentImage,
    },
    {
      name: "development edit form",
      method: "PUT",
      url: () => `/api/developments/${developmentId}/with-images`,
      field: "images",
      signedIn: true,
      storedUrl: lastDevelopmentImage,
    },
  ];

  beforeAll(async () => {
    corpus = await buildCorpus();
    const uploadedUrl = await uploadPlainImage(t, staff, "/api/properties/upload-image");
    const property = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: staff.headers,
      payload: {
        title: "House for the upload tests",
        type: "house",
        price: 100_000_000,
        location: "Kicukiro",
        bedrooms: 3,
        bathrooms: 2,
        area: 300,
        description: "A house.",
        images: [uploadedUrl],
      },
    });
    expect(property.statusCode, property.body).toBe(201);
    propertyId = property.json()._id;
    const development = await t.app.inject({
      method: "POST",
      url: "/api/developments",
      headers: staff.headers,
      payload: { title: "Estate for the upload tests", location: "Gacuriro", description: "Homes." },
    });
    expect(development.statusCode, development.body).toBe(201);
    developmentId = development.json()._id;
  });

  async function expectCleanStoredImage(url: string) {
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-\d{2,4}\.webp$/);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.url, url));
    // Three WebP widths and the link-preview JPEG.
    expect(row?.keys).toHaveLength(4);
    for (const key of row?.keys ?? []) {
      expect(key).toMatch(KEY_PATTERN);
      const data = await readFile(path.join(uploadsDir(), key));
      const jpeg = key.endsWith("-og.jpg");
      expect(jpeg ? isBareJpeg(data) : isBareWebp(data), key).toBe(true);
      const meta = await sharp(data).metadata();
      expect(meta.format).toBe(jpeg ? "jpeg" : "webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      const text = data.toString("latin1").toLowerCase();
      for (const marker of HOSTILE_MARKERS) expect(text, `${key} contains ${marker}`).not.toContain(marker);
    }
    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(isBareWebp(served.rawPayload)).toBe(true);
    const preview = await t.app.inject({ method: "GET", url: url.replace(/-\d+\.webp$/, "-og.jpg") });
    expect(preview.headers["content-type"]).toBe("image/jpeg");
    expect(preview.headers["x-content-type-options"]).toBe("nosniff");
    expect(isBareJpeg(preview.rawPayload)).toBe(true);
  }

  it.each(endpoints.map((e) => [e.name, e] as const))(
    "%s: refuses or neutralises every hostile file",
    async (_name, endpoint) => {
      for (const file of corpus) {
        const filesBefore = await storedFiles();
        const rowsBefore = await uploadRows();
        const developmentsBefore = await developmentRows();
        const { payload, headers } = multipartBody(endpoint.fields ?? {}, [
          { field: endpoint.field, filename: file.filename, contentType: file.contentType, data: file.data },
        ]);
        const res = await t.app.inject({
          method: endpoint.method,
          url: endpoint.url(),
          payload,
          headers: { ...headers, ...(endpoint.signedIn ? staff.headers : {}) },
        });
        if (file.outcome === "stored") {
          expect(res.statusCode, `${file.name}: ${res.body}`).toBeLessThan(300);
          await expectCleanStoredImage(endpoint.storedUrl(res.json()));
        } else {
          expect(res.statusCode, `${file.name}: ${res.body}`).toBe(file.outcome.status);
          expect(res.json()).toEqual({ error: expect.stringMatching(file.outcome.error) });
          expect(await storedFiles(), file.name).toEqual(filesBefore);
          expect(await uploadRows(), file.name).toBe(rowsBefore);
          expect(await developmentRows(), file.name).toBe(developmentsBefore);
        }
      }
    },
  );

  it("writes nothing outside the uploads folder, and only files under generated names inside it", async () => {
    const everything = await readdir(t.dataDir, { recursive: true, withFileTypes: true });
    const files = everything.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(path.dirname(file)).toBe(uploadsDir());
      expect(path.basename(file)).toMatch(KEY_PATTERN);
    }
    expect(existsSync(path.resolve(uploadsDir(), "../../etc/passwd.jpg"))).toBe(false);
    expect(existsSync(path.resolve(uploadsDir(), "../../x.jpg"))).toBe(false);
    const rows = JSON.stringify(await t.db.select().from(uploads));
    expect(rows).not.toMatch(/passwd|x\.jpg|polyglot|\.\./);
  });

  it("serves nothing but stored images from /uploads/", async () => {
    for (const url of [
      "/uploads/..%2f..%2fetc%2fpasswd",
      "/uploads/%2e%2e/%2e%2e/etc/passwd",
      "/uploads/../package.json",
      "/uploads/..%5c..%5cpackage.json",
      "/uploads/",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toMatch(/root:|"name": "kigali-estates"/);
    }
  });
});
