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

/** `/api/properties/{id}` as a call writes it: `/api/properties/${string}`. */
type Filled<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Filled<Tail>}` : P;

/**
 * Every path the API's OpenAPI document has (src/web/lib/api-schema.d.ts, generated from it), with
 * or without a query string: a call to a path the API does not have fails the type check.
 */
export type ApiPath = { [P in keyof paths & string]: Filled<P> | `${Filled<P>}?${string}` }[keyof paths & string];

/** The collections whose records the API serves one by one at `<collection>/{id}`. */
export type CollectionWithIds = {
  [P in keyof paths & string]: P extends `${infer Collection}/{id}` ? Collection : never;
}[keyof paths & string];

/** `<collection>/<id>`: a path of the document, as `CollectionWithIds` only holds collections that have one. */
export const recordPath = (collection: CollectionWithIds, id: string) => `${collection}/${encodeURIComponent(id)}` as ApiPath;

/** JSON request to this site's API; throws ApiError with the server's message on failure. */
export async function apiFetch<T>(path: ApiPath, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  return (await apiRequest<T>(path, init)).body;
}

/** One page of a list and the matches before paging, which the API gives in X-Total-Count. */
export async function apiFetchPage<T>(path: ApiPath): Promise<{ items: T[]; total: number }> {
  const { body, response } = await apiRequest<T[]>(path);
  const items = Array.isArray(body) ? body : [];
  return { items, total: Number(response.headers.get("x-total-count") ?? items.length) };
}

async function apiRequest<T>(
  path: ApiPath,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ body: T; response: Response }> {
  const { json, headers, ...rest } = init;
  const response = await fetch(path, {
    ...rest,
    credentials: "same-origin",
    headers: { ...(json !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const reply = body as { error?: unknown; fields?: unknown } | undefined;
    const message = typeof reply?.error === "string" ? reply.error : undefined;
    const fields = reply?.fields && typeof reply.fields === "object" ? (reply.fields as Record<string, string>) : {};
    throw new ApiError(response.status, message, fields);
  }
  return { body: body as T, response };
}
