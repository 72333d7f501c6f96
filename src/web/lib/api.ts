import type { paths } from "./api-schema";

/** A failed API call, carrying the server's `{ error }` text and per-field messages when it sent them. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly fields: Record<string, string>;
  constructor(status: number, serverMessage: string | undefined, fields: Record<string, string> = {}) {
    super(serverMessage ?? `Request failed (${status})`);
    this.status = status;
    this.serverMessage = serverMessage;
    this.fields = fields;
  }
}

/** The server's message for one field, when it found that field wrong. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}

/**
 * What to tell the user about a failed action: the server's `error` text, else the error's own
 * message (a network failure), else the action's fallback. A reply without an `error` field (a
 * proxy's HTML 502 page) gets the fallback, never 'Request failed (502)'.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** `/api/properties/{id}` as a link writes it: `/api/properties/${string}`. */
type Filled<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Filled<Tail>}` : P;

/**
 * Every path the API's OpenAPI document has, with or without a query string, for what is no fetch:
 * a link the browser downloads (an export) and an upload sent with XMLHttpRequest for its progress.
 */
export type ApiPath = { [P in keyof paths & string]: Filled<P> | `${Filled<P>}?${string}` }[keyof paths & string];
