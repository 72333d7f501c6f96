import { ApiError } from "../../lib/api.ts";

/** Progress callback: a fraction between 0 and 1 of the request body sent so far. */
export type UploadProgress = (fraction: number) => void;

/**
 * Sends a multipart form with XMLHttpRequest so the upload progress can be shown.
 * Resolves with the parsed JSON answer; rejects with ApiError carrying the server's `error` text
 * (status 0 when the network failed or the request was aborted).
 */
export function uploadForm<T = unknown>(
  url: string,
  method: string,
  formData: FormData,
  onProgress?: UploadProgress,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    if (onProgress) {
      xhr.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      });
    }
    xhr.addEventListener("load", () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      const error = (body as { error?: unknown } | undefined)?.error;
      reject(new ApiError(xhr.status, typeof error === "string" ? error : undefined));
    });
    xhr.addEventListener("error", () => reject(new ApiError(0, "Network error: the upload did not complete.")));
    xhr.addEventListener("abort", () => reject(new ApiError(0, "The upload was cancelled.")));
    xhr.addEventListener("timeout", () => reject(new ApiError(0, "The upload timed out.")));
    if (signal) {
      if (signal.aborted) {
        reject(new ApiError(0, "The upload was cancelled."));
        return;
      }
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.send(formData);
  });
}

/**
 * Uploads one image (multipart field `image` by default) with progress.
 * The server answers `{ url }` (and some endpoints also `imageUrl`).
 */
export function uploadImage(
  url: string,
  file: File,
  field = "image",
  onProgress?: UploadProgress,
): Promise<{ url: string; imageUrl?: string }> {
  const formData = new FormData();
  formData.append(field, file);
  return uploadForm<{ url: string; imageUrl?: string }>(url, "POST", formData, onProgress).then((body) => {
    const result = body ?? ({} as { url?: string; imageUrl?: string });
    const resolved = result.url ?? result.imageUrl;
    if (typeof resolved !== "string") throw new ApiError(500, "The server did not return the image address.");
    return { ...result, url: resolved };
  });
}
