import { useMemo, useState } from "react";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "../../../../domain/enums.ts";
import type { Submission } from "../../../../domain/submission.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { useAlertDialog } from "../../../components/ui/use-alert-dialog.tsx";
import { type AdminKey, t } from "../../../i18n/catalogues/admin.ts";
import { errorText } from "../../../lib/api.ts";
import { type LoadedList, loadedListPage } from "../leads-shared/loaded-list-page.tsx";
import { StatCards } from "../leads-shared/stat-cards.tsx";
import { ItemsOrEmpty } from "../resource/list-state.tsx";
import { can, useAdminSession } from "../session.ts";
import { submissionsApi, useReview } from "./api.ts";
import { SubmissionCard } from "./submission-card.tsx";
import { SubmissionDetails } from "./submission-details.tsx";

const countTone: Record<SubmissionStatus, string> = {
  pending: "text-amber-800",
  approved: "text-green-800",
  rejected: "text-red-800",
};
const countLabel = {
  pending: "admin.submissions.pendingReview",
  approved: "admin.submissions.approved",
  rejected: "admin.submissions.rejected",
} as const satisfies Record<SubmissionStatus, AdminKey>;

export const SubmissionsPage = loadedListPage(submissionsApi, () => t("admin.submissions.fetchFailed"), Submissions);

function Submissions({ list }: { list: LoadedList<Submission> }) {
  const session = useAdminSession();
  const mayReview = can(session, "manageSubmissions");
  const review = useReview();
  const [openId, setOpenId] = useState<string | null>(null);
  const [alert, alertDialog] = useAlertDialog();

  const submissions = list.data ?? [];
  const counts = useMemo(() => {
    const result = Object.fromEntries(SUBMISSION_STATUSES.map((s) => [s, 0])) as Record<SubmissionStatus, number>;
    for (const s of list.data ?? []) result[s.status] += 1;
    return result;
  }, [list.data]);
  const stats = SUBMISSION_STATUSES.map((s) => ({ label: t(countLabel[s]), value: counts[s], tone: countTone[s] }));

  return (
    <div>
      {alertDialog}
      <div className="mb-4 flex flex-wrap gap-2">
        <Badge tone="amber" className="text-sm">
          {t("admin.submissions.pendingBadge", { n: counts.pending })}
        </Badge>
        <Badge tone="grey" className="text-sm">
          {t("admin.submissions.totalBadge", { n: submissions.length })}
        </Badge>
      </div>
      <StatCards label={t("admin.submissions.counts")} columns="grid-cols-3" stats={stats} />

      <h2 className="mb-3 text-lg font-bold">{t("admin.submissions.listTitle")}</h2>
      <ItemsOrEmpty items={submissions} emptyText={t("admin.submissions.empty")}>
        {(items) => (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {items.map((s) => (
              <li key={s._id}>
                <SubmissionCard submission={s} onView={() => setOpenId(s._id)} />
              </li>
            ))}
          </ul>
        )}
      </ItemsOrEmpty>

      <SubmissionDetails
        submission={submissions.find((s) => s._id === openId)}
        mayReview={mayReview}
        busy={review.isPending ? review.variables.status : null}
        onClose={() => setOpenId(null)}
        onDecide={(submission, { status, adminNotes }) =>
          review.mutateAsync({ id: submission._id, status, adminNotes }).then(
            () => {
              alert(status === "approved" ? t("admin.submissions.approvedAlert") : t("admin.submissions.rejectedAlert"));
              setOpenId(null);
            },
            (error: unknown) => {
              alert(
                status === "approved"
                  ? t("admin.submissions.approveFailed", { message: errorText(error, t("admin.submissions.approveFallback")) })
                  : t("admin.submissions.rejectFailed"),
              );
              throw error;
            },
          )
        }
      />
    </div>
  );
}
