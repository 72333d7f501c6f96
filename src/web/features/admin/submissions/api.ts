import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewDecision, Submission } from "../../../../domain/submission.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { api, ok } from "../../../lib/api-client.ts";
import type { LeadListApi } from "../leads-shared/lead-list.ts";
import { useNotify } from "../resource/use-crud.ts";

export const submissionsApi = { path: "/api/submissions", key: ["admin", "submissions"] } as const satisfies LeadListApi;

export type Review = { id: string; status: ReviewDecision; adminNotes: string };

/** PATCH /api/submissions/{id}/status approves or rejects; blank notes keep the earlier ones. */
export function reviewSubmission({ id, status, adminNotes }: Review): Promise<Submission> {
  return ok(
    api.PATCH("/api/submissions/{id}/status", {
      params: { path: { id } },
      body: { status, ...(adminNotes.trim() ? { adminNotes: adminNotes.trim() } : {}) },
    }),
  );
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

/** PATCH /api/submissions/{id}/assignee; the lists reload, the assignee is told by the server. */
export function useAssign() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ id, assigneeId }: { id: string; assigneeId: string | null }) =>
      ok(api.PATCH("/api/submissions/{id}/assignee", { params: { path: { id } }, body: { assigneeId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionsApi.key }),
    onError: (error) => notify.failureReason(t("admin.common.error"), t("admin.leads.assignFailed"), error),
  });
}
