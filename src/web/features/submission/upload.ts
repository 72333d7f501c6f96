import { ApiError } from "../../lib/api.ts";
import { SMALL_IMAGE_BYTES, scaledSize } from "./rules.ts";

const JPEG_QUALITY = 0.85;

/**
 * A large photo is scaled down in the browser before it is sent (at most 2000 px on the long side,
 * JPEG 85 %): phone photos of 5-10 MB would take minutes on mobile data. Small files, and anything
 * the browser cannot decode, are sent as they are; the server re-encodes every image anyway.
 */
export async function shrinkImage(file: File): Promise<{ blob: Blob; name: string }> {
  const original = { blob: file as Blob, name: file.name };
  if (file.size <= SMALL_IMAGE_BYTES || typeof createImageBitmap !== "function") return original;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return original;
  }
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return original;
    // JPEG has no transparency: a transparent PNG gets a white background rather than a black one.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
    if (!blob || blob.size >= file.size) return original;
    return { blob, name: `${file.name.replace(/\.[^.]*$/, "") || "photo"}.jpg` };
  } finally {
    bitmap.close();
  }
}

/**
 * POST /api/submissions/upload-image (multipart field `image`). XMLHttpRequest rather than fetch,
 * because only it reports upload progress. Resolves with the stored image's URL.
 */
export function uploadSubmissionImage(blob: Blob, name: string, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/submissions/upload-image");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      let body: { url?: unknown; error?: unknown } | undefined;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.url === "string") {
        onProgress(1);
        resolve(body.url);
      } else {
        reject(new ApiError(xhr.status, typeof body?.error === "string" ? body.error : undefined));
      }
    });
    // A dropped connection has no server message and no useful browser message: the fallback text applies.
    xhr.addEventListener("error", () => reject(new Error("")));
    xhr.addEventListener("abort", () => reject(new Error("")));
    xhr.addEventListener("timeout", () => reject(new Error("")));
    const form = new FormData();
    form.append("image", blob, name);
    xhr.send(form);
  });
}
