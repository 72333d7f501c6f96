import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResourceApi } from "./api.ts";

type Record_ = { _id: string };

/**
 * Creates a record (no `id`) or replaces one (with its `id`) as JSON. The server's reply takes its
 * place in the cached list at once (a new one first), and the list reloads in the server's order
 * without holding the save up.
 * `mutateAsync` rejects on failure, so a form can keep what was typed and show the reason.
 */
export function useSave<T extends Record_, Input extends Change, Change>(
  api: ResourceApi<T, Input, Change>,
  handlers: { onSuccess?: (saved: T, created: boolean) => void; onError?: (error: unknown, created: boolean) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Input }) => (id ? api.update(id, body) : api.create(body)),
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData<T[]>(api.key, (old) =>
        id ? old?.map((x) => (x._id === saved._id ? saved : x)) : [saved, ...(old ?? [])],
      );
      handlers.onSuccess?.(saved, !id);
      void queryClient.invalidateQueries({ queryKey: api.key });
    },
    onError: (error, { id }) => handlers.onError?.(error, !id),
  });
}
