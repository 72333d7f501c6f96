import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Notification } from "../../../../domain/notification.ts";
import { api, ok } from "../../../lib/api-client.ts";

const LIST_KEY = ["notifications", "list"] as const;
const UNREAD_KEY = ["notifications", "unread-count"] as const;

/** The unread count; the spec's fallback is 0 when it cannot be loaded. */
export function useUnreadCount() {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: () => ok(api.GET("/api/notifications/unread-count")).catch(() => ({ count: 0 })),
  });
}

/** The notifications, loaded once the panel is open. */
export function useNotifications(enabled: boolean) {
  return useQuery({ queryKey: LIST_KEY, queryFn: () => ok(api.GET("/api/notifications")), enabled });
}

/** Marks one notification read: its row and the unread count change at once. */
export function useMarkRead(handlers: { onSuccess: () => void; onError: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => ok(api.PATCH("/api/notifications/{id}/read", { params: { path: { id } } })),
    onSuccess: (updated) => {
      queryClient.setQueryData<Notification[]>(LIST_KEY, (old) => old?.map((n) => (n._id === updated._id ? updated : n)));
      queryClient.setQueryData<{ count: number }>(UNREAD_KEY, (old) => ({ count: Math.max(0, (old?.count ?? 0) - 1) }));
      handlers.onSuccess();
    },
    onError: handlers.onError,
  });
}

/** "Mark all as read": every row of the list reads as read, and the count drops to 0. */
export function useMarkAllRead(handlers: { onSuccess: () => void; onError: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ok(api.POST("/api/notifications/read-all")),
    onSuccess: () => {
      queryClient.setQueryData<Notification[]>(LIST_KEY, (old) => old?.map((n) => ({ ...n, read: true })));
      queryClient.setQueryData<{ count: number }>(UNREAD_KEY, { count: 0 });
      handlers.onSuccess();
    },
    onError: handlers.onError,
  });
}
