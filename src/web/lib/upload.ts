import { ApiError } from "./api.ts";

/** Progress callback: a fraction between 0 and 1 of the request body sent so far. */
export type UploadProgress = (fraction: number) => void;

/**
 * Sends a multipart form with XMLHttpRequest, because only it reports upload progress. Resolves
 * with the parsed JSON answer; rejects with ApiError carrying the server's `error` text. A dropped
 * connection, a timeout or a cancel reject with status 0 and no server text, so the caller's own
 * fallback message applies.
 */
export function uploadForm<T = unknown>(
  url: string,
  method: string,
  formData: FormData,
  onProgress?: UploadProgress,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new ApiError(0, undefined));
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
    for (const failure of ["error", "abort", "timeout"]) {
      xhr.addEventListener(failure, () => reject(new ApiError(0, undefined)));
    }
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}

/**
 * Uploads one image (multipart field `image` unless told otherwise) with progress and resolves
 * with its stored address. The server answers `{ url }`; some endpoints name it `imageUrl`.
 */
export async function uploadImage(
  url: string,
  file: Blob,
  options: { field?: string; fileName?: string; onProgress?: UploadProgress } = {},
): Promise<{ url: string }> {
  const formData = new FormData();
  if (options.fileName === undefined) formData.append(options.field ?? "image", file);
  else formData.append(options.field ?? "image", file, options.fileName);
  const body = await uploadForm<{ url?: unknown; imageUrl?: unknown } | undefined>(url, "POST", formData, options.onProgress);
  const resolved = body?.url ?? body?.imageUrl;
  if (typeof resolved !== "string") throw new ApiError(500, "The server did not return the image address.");
  return { url: resolved };
}
