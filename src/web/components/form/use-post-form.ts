import type { z } from "zod";
import { ApiError, apiFetch } from "../../lib/api.ts";
import { useSchemaForm } from "./use-schema-form.ts";

/**
 * A public form once its scripts have loaded: checked by the browser and its schema, sent as JSON
 * by POST to `url` when valid, and emptied after a success. `carried` is what was typed in the
 * plain form before the swap.
 */
export function usePostForm<S extends z.ZodObject>(
  schema: S,
  url: string,
  options: { id: string; carried: Record<string, string> },
) {
  return useSchemaForm(schema, {
    ...options,
    resetOnSuccess: true,
    browserValidation: true,
    onValid: (value) => apiFetch(url, { method: "POST", json: value }),
  });
}

/** The server's own `error` text for a failed send, else `fallback` (a network failure included). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}
