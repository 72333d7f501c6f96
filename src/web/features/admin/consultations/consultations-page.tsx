import { Download } from "lucide-react";
import type { Consultation } from "../../../../domain/consultation.ts";
import { CONSULTATION_STATUSES, type ConsultationStatus, LEAD_SOURCES } from "../../../../domain/enums.ts";
import { CONSULTATION_SORTS, DEFAULT_PAGE_SIZE } from "../../../../domain/lead-query.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { labelsOf, serverText, t } from "../../../i18n/catalogues/admin.ts";
import { WithActivity } from "../leads-shared/activity-panel.tsx";
import {
  exportHref,
  useLatestLeads,
  useLeadPage,
  useLeadStats,
  useListParams,
  useOpenLead,
  viewsFor,
} from "../leads-shared/lead-list.ts";
import { DayFilter, FilterSelect, Pagination, SearchBox, ViewTabs } from "../leads-shared/list-controls.tsx";
import { StatCards } from "../leads-shared/stat-cards.tsx";
import { RefreshBar } from "../leads-shared/toolbar.tsx";
import { DELETE_TEXTS, useDeleteLead, useLeadChange } from "../leads-shared/use-lead-actions.tsx";
import { ItemsOrEmpty, QueryState } from "../resource/list-state.tsx";
import { can, useAdminSession } from "../session.ts";
import { AddLeadButton } from "./add-lead-dialog.tsx";
import { consultationsApi } from "./api.ts";
import { ConsultationCard, statusTone } from "./consultation-card.tsx";
import { ConsultationDetails } from "./consultation-details.tsx";
import { recentActivity } from "./rules.ts";
import { KIND_LABELS, PRIORITY_LABELS, STATUS_LABELS } from "./texts.ts";

const statTone: Record<ConsultationStatus, string> = {
  new: "text-blue-800",
  "in-progress": "text-amber-800",
  contacted: "text-green-800",
  archived: "text-slate-700",
};
const DELETE = labelsOf("admin.consultations", DELETE_TEXTS);
const SOURCE_LABELS = labelsOf("admin.leads.sources", LEAD_SOURCES);
const SORT_LABELS = labelsOf("admin.leads.sorts", CONSULTATION_SORTS);
const FILTERS = ["q", "status", "priority", "kind", "source", "from", "to", "sort"] as const;

export function ConsultationsPage() {
  const session = useAdminSession();
  const views = viewsFor(session);
  const toast = useToast();
  const list = useListParams(FILTERS, views);
  const { params } = list;
  const page = useLeadPage(consultationsApi, params);
  const stats = useLeadStats(consultationsApi, params);
  const latest = useLatestLeads(consultationsApi, params.view, "updated");
  const change = useLeadChange(consultationsApi, t("admin.consultations.error"));
  const removal = useDeleteLead(consultationsApi, DELETE);
  const shown = page.data?.items ?? [];
  const opened = useOpenLead(consultationsApi, list.openId, shown);
  const value = params.values;

  function changeStatus(id: string, next: ConsultationStatus) {
    change.save(id, { status: next }, t("admin.consultations.statusFailed"), () =>
      toast({
        title: t("admin.consultations.statusUpdated"),
        description: t("admin.consultations.statusUpdatedText", { label: STATUS_LABELS[next] }),
        variant: "success",
      }),
    );
  }

  const actions = {
    onView: (c: Consultation) => list.setOpen(c._id),
    onDelete: removal.ask,
    onStatus: (c: Consultation, next: ConsultationStatus) => changeStatus(c._id, next),
    busyId: change.busyId,
  };

  /** The server writes the file; the toast says how many leads went into it. */
  function exported() {
    toast({
      title: t("admin.consultations.exported"),
      description: t("admin.consultations.exportedText", { count: stats.data?.total ?? page.data?.total ?? 0 }),
      variant: "success",
    });
  }

  return (
    <QueryState query={page} loadingLabel={t("admin.shell.loading")} errorText={t("admin.consultations.fetchFailed")}>
      {() => (
        <div>
          <RefreshBar
            updatedAt={page.dataUpdatedAt}
            refreshing={page.isRefetching}
            onRefresh={() => {
              void page.refetch();
              void stats.refetch();
            }}
          >
            <AddLeadButton />
            {can(session, "exportLeads") && (
              <a href={exportHref(consultationsApi, params)} download onClick={exported} className={buttonClass("primary", "sm")}>
                <Download aria-hidden="true" className="size-4" />
                {t("admin.consultations.exportCsv")}
              </a>
            )}
          </RefreshBar>

          <ViewTabs views={views} view={params.view} onChange={list.setView} />

          <StatCards
            label={t("admin.consultations.stats")}
            columns="grid-cols-2 lg:grid-cols-4"
            failed={stats.isError}
            stats={CONSULTATION_STATUSES.map((s) => ({
              label: STATUS_LABELS[s],
              value: stats.data?.byStatus[s],
              tone: statTone[s],
            }))}
          />

          <div className="mb-4 grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <div className="sm:col-span-2">
              <SearchBox
                label={t("admin.consultations.searchLabel")}
                placeholder={t("admin.consultations.searchPlaceholder")}
                value={value.q ?? ""}
                onChange={(q) => list.set("q", q)}
              />
            </div>
            <FilterSelect
              label={t("admin.consultations.statusFilterLabel")}
              value={value.status ?? ""}
              options={{ "": t("admin.consultations.allStatuses"), ...STATUS_LABELS }}
              onChange={(v) => list.set("status", v)}
            />
            <FilterSelect
              label={t("admin.leads.sortLabel")}
              value={value.sort ?? ""}
              options={{ "": SORT_LABELS.newest, ...SORT_LABELS }}
              onChange={(v) => list.set("sort", v === "newest" ? "" : v)}
            />
            <FilterSelect
              label={t("admin.leads.priorityFilter")}
              value={value.priority ?? ""}
              options={{ "": t("admin.leads.any"), ...PRIORITY_LABELS }}
              onChange={(v) => list.set("priority", v)}
            />
            <FilterSelect
              label={t("admin.leads.kindFilter")}
              value={value.kind ?? ""}
              options={{ "": t("admin.leads.any"), ...KIND_LABELS }}
              onChange={(v) => list.set("kind", v)}
            />
            <FilterSelect
              label={t("admin.leads.sourceFilter")}
              value={value.source ?? ""}
              options={{ "": t("admin.leads.any"), ...SOURCE_LABELS }}
              onChange={(v) => list.set("source", v)}
            />
            <div className="grid grid-cols-2 gap-2">
              <DayFilter label={t("admin.leads.from")} value={value.from ?? ""} onChange={(v) => list.set("from", v)} />
              <DayFilter label={t("admin.leads.to")} value={value.to ?? ""} onChange={(v) => list.set("to", v)} />
            </div>
          </div>

          <WithActivity
            texts="admin.consultations"
            entries={recentActivity(latest.data?.items ?? []).map((entry) => ({
              ...entry,
              title: serverText(entry.label),
              badge: <Badge tone={statusTone[entry.status]}>{STATUS_LABELS[entry.status]}</Badge>,
            }))}
          >
            <div>
              <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                {t("admin.consultations.listCount", { shown: shown.length, total: page.data?.total ?? 0 })}
              </p>
              <ItemsOrEmpty items={shown} emptyText={t("admin.consultations.empty")}>
                {(items) => (
                  <div className="grid gap-4 xl:grid-cols-2">
                    {items.map((c) => (
                      <ConsultationCard key={c._id} consultation={c} actions={actions} />
                    ))}
                  </div>
                )}
              </ItemsOrEmpty>
              <Pagination page={params.page} pageSize={DEFAULT_PAGE_SIZE} total={page.data?.total ?? 0} onPage={list.setPage} />
            </div>
          </WithActivity>

          <ConsultationDetails consultation={opened} onClose={() => list.setOpen(null)} />
          {removal.dialog}
        </div>
      )}
    </QueryState>
  );
}
