import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FollowUp, SnoozePreset } from "../../../../domain/follow-ups.ts";
import { apiFetch } from "../../../lib/api.ts";

/** Whose follow-ups the panel shows: mine (and unassigned), everyone's, or one staff member's. */
export type FollowUpOwner = { scope: "me" } | { scope: "all" } | { scope: "assignee"; id: string };

const KEY = ["follow-ups"] as const;
const COUNT_KEY = ["follow-ups", "count"] as const;

function pathFor(owner: FollowUpOwner) {
  if (owner.scope === "assignee") return `/api/follow-ups?assignee=${encodeURIComponent(owner.id)}` as const;
  return `/api/follow-ups?scope=${owner.scope}` as const;
}

export function useFollowUps(owner: FollowUpOwner, enabled = true) {
  return useQuery({ queryKey: [...KEY, "list", owner], queryFn: () => apiFetch<FollowUp[]>(pathFor(owner)), enabled });
}

/** The bell's figure: mine and the unassigned ones, due today or overdue; 0 when it cannot be loaded. */
export function useFollowUpCount() {
  return useQuery({
    queryKey: COUNT_KEY,
    queryFn: () => apiFetch<{ count: number }>("/api/follow-ups/count").catch(() => ({ count: 0 })),
  });
}

type State = { _id: string; followUpDate: string | null; done: boolean };
export type SnoozeChoice = { preset: SnoozePreset } | { until: string };

/** Complete and Snooze: the panel and the bell's figure load again after either. */
export function useFollowUpActions() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: KEY });
  const complete = useMutation({
    mutationFn: (id: string) => apiFetch<State>(`/api/follow-ups/${encodeURIComponent(id)}/complete`, { method: "POST" }),
    onSettled: settled,
  });
  const snooze = useMutation({
    mutationFn: ({ id, choice }: { id: string; choice: SnoozeChoice }) =>
      apiFetch<State>(`/api/follow-ups/${encodeURIComponent(id)}/snooze`, { method: "POST", json: choice }),
    onSettled: settled,
  });
  return { complete, snooze };
}
