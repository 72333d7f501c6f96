import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MAX_LISTING_IMAGES as MAX_IMAGES, TOO_MANY_IMAGES } from "../../domain/property.ts";
import { badRequest, HttpError } from "../http-error.ts";
import { MAX_UPLOAD_BYTES } from "../services/images.ts";

export const FILE_TOO_LARGE = "The image is too large (at most 10 MB per file)";

export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_IMAGES + 1, fields: 100, fieldSize: 1024 * 1024, parts: 150 },
  });
}

function ensureMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest("Expected multipart/form-data");
}

async function bufferOf(file: { toBuffer(): Promise<Buffer>; file: { truncated: boolean } }): Promise<Buffer> {
  try {
    const data = await file.toBuffer();
    if (file.file.truncated) throw new HttpError(413, FILE_TOO_LARGE);
    return data;
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, FILE_TOO_LARGE);
    throw error;
  }
}

export const ONE_IMAGE_ONLY = 'Send one image per request, in the multipart field "image"';

/**
 * The one file sent in the multipart field `image`. Its bytes are judged later, never its name or
 * type. A second file is refused as soon as it starts, before any of it is read.
 */
export async function readSingleImage(request: FastifyRequest): Promise<Buffer> {
  ensureMultipart(request);
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { files: 1 } })) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "image") throw badRequest(ONE_IMAGE_ONLY);
      image = await bufferOf(part);
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_FILES_LIMIT") throw badRequest(ONE_IMAGE_ONLY);
    throw error;
  }
  if (!image || image.length === 0) throw badRequest('image: no file was sent in the multipart field "image"');
  return image;
}

/** Text fields plus every file of the repeated field `images` (the development forms). */
export async function readMultipartForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; images: Buffer[] }> {
  ensureMultipart(request);
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        // A file in another field is never kept: drained, not read into memory.
        if (part.fieldname !== "images") {
          part.file.resume();
          continue;
        }
        if (images.length >= MAX_IMAGES) throw badRequest(TOO_MANY_IMAGES);
        const data = await bufferOf(part);
        if (data.length > 0) images.push(data);
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_FILES_LIMIT") throw badRequest(TOO_MANY_IMAGES);
    throw error;
  }
  return { fields, images };
}
