import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiBody, type ApiReply, api, ok } from "../../../lib/api-client.ts";
import type { paths } from "../../../lib/api-schema";
import { uploadForm } from "../../../lib/upload.ts";

type Record_ = { _id: string };

/** The collections the API lists at `<collection>` and serves one by one at `<collection>/{id}`. */
export type Collection = {
  [P in keyof paths & string]: P extends `${infer C}/{id}` ? (C extends keyof paths ? C : never) : never;
}[keyof paths & string];

type RecordPath<C extends Collection> = `${C}/{id}` & keyof paths;

/** A record of a collection, as its list gives it. */
export type ItemOf<C extends Collection> = ApiReply<C, "get"> extends (infer Item extends Record_)[] ? Item : never;

/**
 * The typed calls and query key of one back-office resource (`/api/developments`, …), so each
 * screen names its endpoint once and every list of it shares one cache entry.
 */
export type ResourceApi<T extends Record_, Input, Change = Partial<Input>> = {
  key: QueryKey;
  list: () => Promise<T[]>;
  create: (body: Input) => Promise<T>;
  update: (id: string, body: Change) => Promise<T>;
  remove: (id: string) => Promise<unknown>;
  /** POST or PUT `…/with-images` as multipart with upload progress (resources that take files). */
  upload: (id: string | undefined, body: FormData, onProgress?: (percent: number) => void) => Promise<T>;
};

/** A list the back office only reads (an inbox whose records change through their own actions). */
export type ListApi<T> = { key: QueryKey; list: () => Promise<T[]> };

/** openapi-fetch's calls as one implementation for every collection sees them (see resourceApi). */
type LooseCall = (
  url: string,
  init?: { params?: { path?: Record<string, string> }; body?: unknown },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
const loose = api as unknown as Record<"GET" | "POST" | "PUT" | "DELETE", LooseCall>;

/**
 * A collection's calls, typed by the document: its list's records, the body its POST takes, the
 * body its `{id}` PUT takes. TypeScript cannot follow a generic path through openapi-fetch's
 * overloads, so the one implementation calls it untyped and the signature carries the types.
 */
export function resourceApi<C extends Collection>(
  path: C,
  key: QueryKey = ["admin", path],
): ResourceApi<ItemOf<C>, ApiBody<C, "post">, ApiBody<RecordPath<C>, "put">> {
  type Item = ItemOf<C>;
  const record = `${path}/{id}`;
  const byId = (id: string) => ({ params: { path: { id } } });
  return {
    key,
    list: () => ok(loose.GET(path)) as Promise<Item[]>,
    create: (body) => ok(loose.POST(path, { body })) as Promise<Item>,
    update: (id, body) => ok(loose.PUT(record, { ...byId(id), body })) as Promise<Item>,
    remove: (id) => ok(loose.DELETE(record, byId(id))),
    upload: (id, body, onProgress) =>
      uploadForm<Item>(`${id ? `${path}/${encodeURIComponent(id)}` : path}/with-images`, id ? "PUT" : "POST", body, onProgress),
  };
}

/** The resource's list; `options` may change its reload rhythm (e.g. pause it while a form is open). */
export function useResourceList<T extends Record_>(
  api: ListApi<T>,
  options: { refetchInterval?: number | false; refetchOnWindowFocus?: boolean } = {},
) {
  return useQuery({ queryKey: api.key, queryFn: api.list, ...options });
}

/** Reloads the resource's lists (after a save elsewhere changed them). */
export function useRefresh(api: { key: QueryKey }) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: api.key });
}

/**
 * Deletes one record: it leaves the cached list at once, then the list reloads. A second click
 * while the first is in flight does nothing (the mutation is pending).
 */
export function useRemove<T extends Record_>(
  api: Pick<ResourceApi<T, never>, "key" | "list" | "remove">,
  handlers: { onSuccess?: (item: T) => void; onError?: (error: unknown, item: T) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: T) => api.remove(item._id),
    onSuccess: (_reply, item) => {
      queryClient.setQueryData<T[]>(api.key, (old) => old?.filter((x) => x._id !== item._id));
      handlers.onSuccess?.(item);
      return queryClient.invalidateQueries({ queryKey: api.key });
    },
    onError: (error, item) => handlers.onError?.(error, item),
  });
}

/** Replaces one record in the cached list with the server's reply, so every view shows it at once. */
export function useUpdate<T extends Record_, Change>(
  api: Pick<ResourceApi<T, unknown, Change>, "key" | "update">,
  handlers: { onSuccess?: (item: T) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: Change }) => api.update(id, change),
    onSuccess: (updated) => {
      queryClient.setQueryData<T[]>(api.key, (old) => old?.map((x) => (x._id === updated._id ? updated : x)));
      handlers.onSuccess?.(updated);
    },
    onError: (error) => handlers.onError?.(error),
  });
}
