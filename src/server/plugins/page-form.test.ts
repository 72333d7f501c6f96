import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { HttpError } from "../http-error.ts";
import { MAX_UPLOAD_BYTES } from "../services/images.ts";
import { multipartBody } from "../testing.ts";
import { readPageForm } from "./page-form.ts";

/** The body sent in small pieces, as a slow phone's upload arrives, counting how much was pulled. */
function arriving(payload: Buffer) {
  const pulled = { bytes: 0 };
  const stream = Readable.from(
    (function* () {
      for (let at = 0; at < payload.length; at += 64 * 1024) {
        const piece = payload.subarray(at, at + 64 * 1024);
        pulled.bytes += piece.length;
        yield piece;
      }
    })(),
  );
  return { stream, pulled };
}

const photo = (n: number, bytes = 1000) => ({
  field: "photos",
  filename: `photo-${n}.jpg`,
  contentType: "image/jpeg",
  data: Buffer.alloc(bytes, n),
});

async function read(fields: Record<string, string>, files: ReturnType<typeof photo>[], path = "/list-with-us") {
  const body = multipartBody(fields, files);
  const { stream, pulled } = arriving(body.payload);
  const form = await readPageForm(stream, body.headers, path);
  return { form, pulled, size: body.payload.length };
}

describe("a page's multipart form post, read as it arrives", () => {
  it("keeps every text field and each photo with its name and type", async () => {
    const { form } = await read({ title: "Villa in Kibagabaga", contactName: "Claudine" }, [photo(1), photo(2)]);
    expect(form.get("title")).toBe("Villa in Kibagabaga");
    expect(form.get("contactName")).toBe("Claudine");
    const photos = form.getAll("photos") as File[];
    expect(photos.map((file) => [file.name, file.type, file.size])).toEqual([
      ["photo-1.jpg", "image/jpeg", 1000],
      ["photo-2.jpg", "image/jpeg", 1000],
    ]);
    expect(Buffer.from(await (photos[1] as File).arrayBuffer())).toEqual(Buffer.alloc(1000, 2));
    expect(form.has("photosNotRead")).toBe(false);
  });

  it("holds no photo past the 20th: the rest are drained, counted, and the text that follows is kept", async () => {
    const files = Array.from({ length: 25 }, (_, i) => photo(i + 1, 200_000));
    const body = multipartBody({ title: "Plot" }, files);
    // A field after the photos, as a browser sends the fields placed below the file input.
    const boundary = String(body.headers["content-type"]).split("boundary=")[1];
    const closing = Buffer.from(`--${boundary}--\r\n`);
    const note = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nAfter the photos\r\n`);
    const payload = Buffer.concat([body.payload.subarray(0, body.payload.length - closing.length), note, closing]);
    const { stream, pulled } = arriving(payload);
    const form = await readPageForm(stream, body.headers, "/list-with-us");
    expect(form.getAll("photos")).toHaveLength(20);
    expect(form.get("photosNotRead")).toBe("5");
    expect(form.get("title")).toBe("Plot");
    expect(form.get("note")).toBe("After the photos");
    expect(pulled.bytes).toBe(payload.length);
  });

  it("cuts a photo one byte past the size limit, so the form refuses it as too large, and reads on", async () => {
    const { form, pulled, size } = await read({ title: "Big" }, [photo(1, MAX_UPLOAD_BYTES + 500_000), photo(2)]);
    const [big, small] = form.getAll("photos") as File[];
    expect(big?.size).toBe(MAX_UPLOAD_BYTES + 1);
    expect(small?.size).toBe(1000);
    expect(pulled.bytes).toBe(size);
  });

  it("keeps no file on any other page, nor in another field of List With Us", async () => {
    const other = await read({ name: "Jean" }, [photo(1)], "/contact");
    expect(other.form.get("name")).toBe("Jean");
    expect(other.form.has("photos")).toBe(false);
    const stray = await read({}, [{ ...photo(1), field: "attachment" }]);
    expect([...stray.form.keys()]).toEqual([]);
  });

  it("refuses text over 1 MB in all with 413, without reading the rest", async () => {
    const text = "x".repeat(600 * 1024);
    const files = Array.from({ length: 5 }, (_, i) => photo(i + 1, MAX_UPLOAD_BYTES));
    const body = multipartBody({ description: text, notes: text }, files);
    const { stream, pulled } = arriving(body.payload);
    const error = await readPageForm(stream, body.headers, "/list-with-us").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 413, message: "Request body is too large" });
    expect(pulled.bytes).toBeLessThan(body.payload.length / 2);
  });

  it("answers 400 for a body that is not multipart as it claims", async () => {
    const { stream } = arriving(Buffer.from("not multipart at all"));
    await expect(readPageForm(stream, { "content-type": "multipart/form-data" }, "/list-with-us")).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
