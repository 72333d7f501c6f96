import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SnoozePreset } from "../../../../domain/follow-ups.ts";
import { api, ok } from "../../../lib/api-client.ts";

/** Whose follow-ups the panel shows: mine (and unassigned), everyone's, or one staff member's. */
export type FollowUpOwner = { scope: "me" } | { scope: "all" } | { scope: "assignee"; id: string };

const KEY = ["follow-ups"] as const;
const COUNT_KEY = ["follow-ups", "count"] as const;

const queryFor = (owner: FollowUpOwner) => (owner.scope === "assignee" ? { assignee: owner.id } : { scope: owner.scope });

export function useFollowUps(owner: FollowUpOwner, enabled = true) {
  return useQuery({
    queryKey: [...KEY, "list", owner],
    queryFn: () => ok(api.GET("/api/follow-ups", { params: { query: queryFor(owner) } })),
    enabled,
  });
}

/** The bell's figure: mine and the unassigned ones, due today or overdue; 0 when it cannot be loaded. */
export function useFollowUpCount() {
  return useQuery({
    queryKey: COUNT_KEY,
    queryFn: () => ok(api.GET("/api/follow-ups/count")).catch(() => ({ count: 0 })),
  });
}

export type SnoozeChoice = { preset: SnoozePreset } | { until: string };

/** Complete and Snooze: the panel and the bell's figure load again after either. */
export function useFollowUpActions() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: KEY });
  const complete = useMutation({
    mutationFn: (id: string) => ok(api.POST("/api/follow-ups/{id}/complete", { params: { path: { id } } })),
    onSettled: settled,
  });
  const snooze = useMutation({
    mutationFn: ({ id, choice }: { id: string; choice: SnoozeChoice }) =>
      ok(api.POST("/api/follow-ups/{id}/snooze", { params: { path: { id } }, body: choice })),
    onSettled: settled,
  });
  return { complete, snooze };
}
