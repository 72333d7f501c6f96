import "../../i18n/catalogues/list-with-us.ts";
import { t } from "../../i18n/i18n.ts";
import { type UploadProgress, uploadImage } from "../../lib/upload.ts";
import type { PickedImage } from "./image-picker.tsx";
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

/** POST /api/submissions/upload-image (multipart field `image`) with progress; resolves with the stored image's URL. */
export async function uploadSubmissionImage(blob: Blob, name: string, onProgress: UploadProgress): Promise<string> {
  return (await uploadImage("/api/submissions/upload-image", blob, { fileName: name, onProgress })).url;
}

/** A photo that could not be uploaded: its position in the form (from 1) and why. */
export class UploadFailed extends Error {
  readonly position: number;
  readonly reason: unknown;
  constructor(position: number, reason: unknown) {
    super(`Upload of photo ${position} failed`);
    this.position = position;
    this.reason = reason;
  }
}

/**
 * Uploads, in order and one at a time, the photos not uploaded yet, and resolves with the URLs of
 * all of them. The first failure stops it (that photo marked failed, `UploadFailed` thrown), so a
 * retry sends only what is still missing.
 */
export async function uploadPending(
  images: readonly PickedImage[],
  { onStart, onChange }: { onStart: (position: number) => void; onChange: (key: string, change: Partial<PickedImage>) => void },
): Promise<string[]> {
  const urls: string[] = [];
  for (const [index, image] of images.entries()) {
    if (image.url) {
      urls.push(image.url);
      continue;
    }
    onStart(index + 1);
    onChange(image.key, { status: "uploading", progress: 0 });
    try {
      if (!image.file) throw new Error(t("listWithUs.uploadFallback"));
      const { blob, name } = await shrinkImage(image.file);
      const url = await uploadSubmissionImage(blob, name, (progress) => onChange(image.key, { progress }));
      onChange(image.key, { status: "done", progress: 1, url });
      urls.push(url);
    } catch (error) {
      onChange(image.key, { status: "failed", progress: 0 });
      throw new UploadFailed(index + 1, error);
    }
  }
  return urls;
}
