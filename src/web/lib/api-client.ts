import createClient from "openapi-fetch";
import { ApiError } from "./api.ts";
import type { paths } from "./api-schema";

/**
 * The API's client, typed by its OpenAPI document (src/web/lib/api-schema.d.ts, generated from it by
 * `npm run openapi:check -- --write`): a call's path, path and query parameters, body and reply are
 * the document's, so `tsc` fails on a call the API does not answer as written. Paths are the page's
 * own origin's; the session cookie goes with them.
 */
export const api = createClient<paths>({ credentials: "same-origin" });

type Method = "get" | "put" | "post" | "delete" | "patch";
type Operation<P extends keyof paths, M extends Method> = M extends keyof paths[P] ? paths[P][M] : never;
type JsonOf<T> = T extends { content: { "application/json": infer Body } } ? Body : undefined;

/** The JSON reply of an operation when it succeeds (200 or 201), as the document describes it. */
export type ApiReply<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? JsonOf<R[200 & keyof R]> | JsonOf<R[201 & keyof R]> extends infer Reply
      ? Exclude<Reply, undefined> extends never
        ? undefined
        : Exclude<Reply, undefined>
      : never
    : never;

/** The JSON body an operation takes, as the document describes it. */
export type ApiBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;

/** What a call gives before it is judged: openapi-fetch's reply. */
type Outcome<Data> = { data?: Data; error?: unknown; response: Response };

/** The reply of a successful call; a failed one throws ApiError with the server's message and field messages. */
export async function ok<Data>(call: Promise<Outcome<Data>>): Promise<Data> {
  const { data, error, response } = await call;
  if (!response.ok) throw apiErrorOf(response.status, error);
  return data as Data;
}

/** One page of a list and the matches before paging, which the API gives in X-Total-Count. */
export async function okPage<Item>(call: Promise<Outcome<Item[]>>): Promise<{ items: Item[]; total: number }> {
  const { data, error, response } = await call;
  if (!response.ok) throw apiErrorOf(response.status, error);
  const items = Array.isArray(data) ? data : [];
  return { items, total: Number(response.headers.get("x-total-count") ?? items.length) };
}

/** A failed reply's `{ error, fields }`; a body without them (a proxy's HTML page) leaves the caller's fallback. */
function apiErrorOf(status: number, body: unknown): ApiError {
  const reply = typeof body === "object" && body !== null ? (body as { error?: unknown; fields?: unknown }) : {};
  const message = typeof reply.error === "string" ? reply.error : undefined;
  const fields = reply.fields && typeof reply.fields === "object" ? (reply.fields as Record<string, string>) : {};
  return new ApiError(status, message, fields);
}
