import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Notification } from "../../../../domain/notification.ts";
import { apiFetch } from "../../../lib/api.ts";

const LIST_KEY = ["notifications", "list"] as const;
const UNREAD_KEY = ["notifications", "unread-count"] as const;

/** The unread count; the spec's fallback is 0 when it cannot be loaded. */
export function useUnreadCount() {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: () => apiFetch<{ count: number }>("/api/notifications/unread-count").catch(() => ({ count: 0 })),
  });
}

/** The notifications, loaded once the panel is open. */
export function useNotifications(enabled: boolean) {
  return useQuery({ queryKey: LIST_KEY, queryFn: () => apiFetch<Notification[]>("/api/notifications"), enabled });
}

/** Marks one notification read: its row and the unread count change at once. */
export function useMarkRead(handlers: { onSuccess: () => void; onError: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<Notification>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: "PATCH" }),
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
    mutationFn: () => apiFetch<{ count: number }>("/api/notifications/read-all", { method: "POST" }),
    onSuccess: () => {
      queryClient.setQueryData<Notification[]>(LIST_KEY, (old) => old?.map((n) => ({ ...n, read: true })));
      queryClient.setQueryData<{ count: number }>(UNREAD_KEY, { count: 0 });
      handlers.onSuccess();
    },
    onError: handlers.onError,
  });
}
