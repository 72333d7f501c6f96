import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewDecision, Submission } from "../../../../domain/submission.ts";
import { apiFetch } from "../../../lib/api.ts";
import { listApi } from "../resource/api.ts";

export const submissionsApi = listApi<Submission>("/api/submissions", ["admin", "submissions"]);

export type Review = { id: string; status: ReviewDecision; adminNotes: string };

/** PATCH /api/submissions/{id}/status approves or rejects; blank notes keep the earlier ones. */
export function reviewSubmission({ id, status, adminNotes }: Review): Promise<Submission> {
  return apiFetch<Submission>(`/api/submissions/${encodeURIComponent(id)}/status`, {
    method: "PATCH",
    json: { status, ...(adminNotes.trim() ? { adminNotes: adminNotes.trim() } : {}) },
  });
}

/** One PATCH per decision (the API is idempotent and creates the property once); then both lists reload. */
export function useReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewSubmission,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: submissionsApi.key });
      void queryClient.invalidateQueries({ queryKey: ["properties"] });
    },
  });
}
