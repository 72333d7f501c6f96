import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiPath, apiFetch, type CollectionWithIds, recordPath } from "../../../lib/api.ts";
import { uploadForm } from "../../../lib/upload.ts";

type Record_ = { _id: string };

/**
 * The typed calls and query key of one back-office resource (`/api/developments`, …), so each
 * screen names its endpoint once and every list of it shares one cache entry.
 */
export type ResourceApi<T extends Record_, Input> = {
  key: QueryKey;
  path: CollectionWithIds;
  list: () => Promise<T[]>;
  create: (body: Input) => Promise<T>;
  update: (id: string, body: Partial<Input>) => Promise<T>;
  remove: (id: string) => Promise<null>;
  /** POST or PUT `…/with-images` as multipart with upload progress (resources that take files). */
  upload: (id: string | undefined, body: FormData, onProgress?: (percent: number) => void) => Promise<T>;
};

/** A list the back office only reads (an inbox whose records change through their own actions). */
export type ListApi<T> = { key: QueryKey; list: () => Promise<T[]> };

export function listApi<T extends Record_>(path: ApiPath, key: QueryKey = ["admin", path]): ListApi<T> {
  return { key, list: () => apiFetch<T[]>(path) };
}

export function resourceApi<T extends Record_, Input>(
  path: CollectionWithIds,
  key: QueryKey = ["admin", path],
): ResourceApi<T, Input> {
  const one = (id: string) => recordPath(path, id);
  return {
    key,
    path,
    list: () => apiFetch<T[]>(path),
    create: (body) => apiFetch<T>(path, { method: "POST", json: body }),
    update: (id, body) => apiFetch<T>(one(id), { method: "PUT", json: body }),
    remove: (id) => apiFetch<null>(one(id), { method: "DELETE" }),
    upload: (id, body, onProgress) => uploadForm<T>(`${id ? one(id) : path}/with-images`, id ? "PUT" : "POST", body, onProgress),
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
  api: ResourceApi<T, never> | ResourceApi<T, unknown>,
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
export function useUpdate<T extends Record_, Input>(
  api: ResourceApi<T, Input>,
  handlers: { onSuccess?: (item: T) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: Partial<Input> }) => api.update(id, change),
    onSuccess: (updated) => {
      queryClient.setQueryData<T[]>(api.key, (old) => old?.map((x) => (x._id === updated._id ? updated : x)));
      handlers.onSuccess?.(updated);
    },
    onError: (error) => handlers.onError?.(error),
  });
}
