import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import Busboy, { type BusboyHeaders, type BusboyInstance } from "@fastify/busboy";
import { MAX_SUBMISSION_IMAGES, PHOTOS_FIELD, PHOTOS_NOT_READ_FIELD } from "../../domain/submission-limits.ts";
import { HttpError } from "../http-error.ts";
import { MAX_UPLOAD_BYTES } from "../services/images.ts";

/** The text of a page's form, all fields together, as for a form posted without files. */
export const PAGE_BODY_LIMIT = 1024 * 1024;
/** The one page whose form posts files: List With Us's photos, when it is sent without scripts. */
export const PHOTO_FORM_PATH = "/list-with-us";
export const BODY_TOO_LARGE = "Request body is too large";
const MALFORMED = "Malformed multipart body";

/**
 * A page's multipart form post, read as it arrives rather than whole. Text fields are kept (up to
 * 1 MB in all), so a form sent back for a fix keeps what the visitor typed. Files are kept only in
 * List With Us's `photos` field and only as many as it takes: a photo beyond that is drained as
 * soon as it starts, never held, and counted in `photosNotRead` so the form says there were too
 * many; a photo over the size limit is cut one byte past it, and the form refuses it as too large.
 */
export function readPageForm(stream: Readable, headers: IncomingHttpHeaders, path: string): Promise<FormData> {
  const takesPhotos = path === PHOTO_FORM_PATH;
  return new Promise((resolve, reject) => {
    const form = new FormData();
    let textBytes = 0;
    let photos = 0;
    let notRead = 0;
    let parser: BusboyInstance;
    try {
      parser = Busboy({
        headers: headers as BusboyHeaders,
        limits: { fileSize: MAX_UPLOAD_BYTES + 1, fieldSize: PAGE_BODY_LIMIT, fields: 200, parts: 300 },
      });
    } catch {
      reject(new HttpError(400, MALFORMED));
      return;
    }
    // Whatever is left of the body is not read here (Node discards it once the refusal is sent).
    const fail = (error: Error) => {
      stream.unpipe(parser);
      reject(error);
    };
    parser.on("field", (name, value) => {
      textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (textBytes > PAGE_BODY_LIMIT) return fail(new HttpError(413, BODY_TOO_LARGE));
      form.append(name, value);
    });
    parser.on("file", (name, file, filename, _encoding, mimeType) => {
      // A file input left empty still sends a part, with no name and no bytes.
      if (!takesPhotos || name !== PHOTOS_FIELD || !filename) return file.resume();
      if (photos >= MAX_SUBMISSION_IMAGES) {
        notRead += 1;
        return file.resume();
      }
      photos += 1;
      const chunks: BlobPart[] = [];
      // A stream's chunks never share memory with another thread (what BlobPart's type guards against).
      file.on("data", (chunk: Buffer<ArrayBuffer>) => chunks.push(chunk));
      file.on("end", () => form.append(name, new File(chunks, filename, { type: mimeType })));
    });
    parser.on("partsLimit", () => fail(new HttpError(413, BODY_TOO_LARGE)));
    parser.on("fieldsLimit", () => fail(new HttpError(413, BODY_TOO_LARGE)));
    parser.on("error", () => fail(new HttpError(400, MALFORMED)));
    parser.on("finish", () => {
      if (notRead > 0) form.set(PHOTOS_NOT_READ_FIELD, String(notRead));
      resolve(form);
    });
    stream.pipe(parser);
  });
}
