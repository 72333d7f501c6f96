import { SUBMISSION_STATUSES, type SubmissionStatus } from "../../../../domain/enums.ts";
import { DEFAULT_PAGE_SIZE, LEAD_SORTS } from "../../../../domain/lead-query.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { useAlertDialog } from "../../../components/ui/use-alert-dialog.tsx";
import { type AdminKey, labelsOf, t } from "../../../i18n/catalogues/admin.ts";
import { errorText } from "../../../lib/api.ts";
import { useLeadPage, useLeadStats, useListParams, useOpenLead, viewsFor } from "../leads-shared/lead-list.ts";
import { FilterSelect, Pagination, SearchBox, ViewTabs } from "../leads-shared/list-controls.tsx";
import { StatCards } from "../leads-shared/stat-cards.tsx";
import { ItemsOrEmpty, QueryState } from "../resource/list-state.tsx";
import { can, useAdminSession } from "../session.ts";
import { submissionsApi, useReview } from "./api.ts";
import { SubmissionCard } from "./submission-card.tsx";
import { SubmissionDetails } from "./submission-details.tsx";
import { STATUS_LABELS } from "./texts.ts";

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
const SORT_LABELS = labelsOf("admin.leads.sorts", LEAD_SORTS);
const FILTERS = ["q", "status", "sort"] as const;

export function SubmissionsPage() {
  const session = useAdminSession();
  const views = viewsFor(session);
  const list = useListParams(FILTERS, views);
  const { params } = list;
  const page = useLeadPage(submissionsApi, params);
  const stats = useLeadStats(submissionsApi, params);
  const mayReview = can(session, "manageSubmissions");
  const review = useReview();
  const [alert, alertDialog] = useAlertDialog();
  const submissions = page.data?.items ?? [];
  const opened = useOpenLead(submissionsApi, list.openId, submissions);
  const counts = stats.data?.byStatus;
  const total = counts ? SUBMISSION_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : 0;

  return (
    <QueryState query={page} loadingLabel={t("admin.shell.loading")} errorText={t("admin.submissions.fetchFailed")}>
      {() => (
        <div>
          {alertDialog}
          <div className="mb-4 flex flex-wrap gap-2">
            <Badge tone="amber" className="text-sm">
              {t("admin.submissions.pendingBadge", { n: counts?.pending ?? 0 })}
            </Badge>
            <Badge tone="grey" className="text-sm">
              {t("admin.submissions.totalBadge", { n: total })}
            </Badge>
          </div>
          <ViewTabs views={views} view={params.view} onChange={list.setView} />
          <StatCards
            label={t("admin.submissions.counts")}
            columns="grid-cols-3"
            failed={stats.isError}
            stats={SUBMISSION_STATUSES.map((s) => ({ label: t(countLabel[s]), value: counts?.[s], tone: countTone[s] }))}
          />

          <h2 className="mb-3 text-lg font-bold">{t("admin.submissions.listTitle")}</h2>
          <div className="mb-4 grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_11rem]">
            <SearchBox
              label={t("admin.leads.searchSubmissions")}
              placeholder={t("admin.leads.searchSubmissionsPlaceholder")}
              value={params.values.q ?? ""}
              onChange={(q) => list.set("q", q)}
            />
            <FilterSelect
              label={t("admin.submissions.fields.status")}
              value={params.values.status ?? ""}
              options={{ "": t("admin.leads.any"), ...STATUS_LABELS }}
              onChange={(v) => list.set("status", v)}
            />
            <FilterSelect
              label={t("admin.leads.sortLabel")}
              value={params.values.sort ?? ""}
              options={{ "": SORT_LABELS.newest, ...SORT_LABELS }}
              onChange={(v) => list.set("sort", v === "newest" ? "" : v)}
            />
          </div>
          <ItemsOrEmpty items={submissions} emptyText={t("admin.submissions.empty")}>
            {(items) => (
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {items.map((s) => (
                  <li key={s._id}>
                    <SubmissionCard submission={s} onView={() => list.setOpen(s._id)} />
                  </li>
                ))}
              </ul>
            )}
          </ItemsOrEmpty>
          <Pagination page={params.page} pageSize={DEFAULT_PAGE_SIZE} total={page.data?.total ?? 0} onPage={list.setPage} />

          <SubmissionDetails
            submission={opened}
            mayReview={mayReview}
            busy={review.isPending ? review.variables.status : null}
            onClose={() => list.setOpen(null)}
            onDecide={(submission, { status, adminNotes }) =>
              review.mutateAsync({ id: submission._id, status, adminNotes }).then(
                () => {
                  alert(status === "approved" ? t("admin.submissions.approvedAlert") : t("admin.submissions.rejectedAlert"));
                  list.setOpen(null);
                },
                (error: unknown) => {
                  alert(
                    status === "approved"
                      ? t("admin.submissions.approveFailed", {
                          message: errorText(error, t("admin.submissions.approveFallback")),
                        })
                      : t("admin.submissions.rejectFailed"),
                  );
                  throw error;
                },
              )
            }
          />
        </div>
      )}
    </QueryState>
  );
}
