import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import type { Consultation } from "../../../../domain/consultation.ts";
import { CONSULTATION_STATUSES, type ConsultationStatus } from "../../../../domain/enums.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { labelsOf, serverText, t } from "../../../i18n/catalogues/admin.ts";
import { csvFileName, downloadCsv } from "../csv.ts";
import { WithActivity } from "../leads-shared/activity-panel.tsx";
import { type LoadedList, loadedListPage } from "../leads-shared/loaded-list-page.tsx";
import { StatCards } from "../leads-shared/stat-cards.tsx";
import { inputClass, RefreshBar, useSearchField, ValueSelect } from "../leads-shared/toolbar.tsx";
import { DELETE_TEXTS, useDeleteLead, useLeadChange } from "../leads-shared/use-lead-actions.tsx";
import { ItemsOrEmpty } from "../resource/list-state.tsx";
import { consultationsApi } from "./api.ts";
import { ConsultationCard, statusTone } from "./consultation-card.tsx";
import { ConsultationDetails } from "./consultation-details.tsx";
import { consultationsCsv, countByStatus, filterConsultations, recentActivity, type StatusFilter } from "./rules.ts";
import { STATUS_LABELS } from "./texts.ts";

const statTone: Record<ConsultationStatus, string> = {
  new: "text-blue-800",
  "in-progress": "text-amber-800",
  contacted: "text-green-800",
  archived: "text-slate-700",
};
const DELETE = labelsOf("admin.consultations", DELETE_TEXTS);

export const ConsultationsPage = loadedListPage(consultationsApi, () => t("admin.consultations.fetchFailed"), Consultations);

function Consultations({ list }: { list: LoadedList<Consultation> }) {
  const toast = useToast();
  const change = useLeadChange(consultationsApi, t("admin.consultations.error"));
  const removal = useDeleteLead(consultationsApi, DELETE);
  const [search, searchBox] = useSearchField(t("admin.consultations.searchLabel"), t("admin.consultations.searchPlaceholder"));
  const [status, setStatus] = useState<StatusFilter>("all");
  const [detailsId, setDetailsId] = useState<string | null>(null);

  const all = list.data ?? [];
  const filtered = useMemo(() => filterConsultations(list.data ?? [], search, status), [list.data, search, status]);
  const stats = useMemo(() => {
    const counts = countByStatus(list.data ?? []);
    return CONSULTATION_STATUSES.map((s) => ({ label: STATUS_LABELS[s], value: counts[s], tone: statTone[s] }));
  }, [list.data]);
  const activity = useMemo(() => recentActivity(list.data ?? []), [list.data]);

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
    onView: (c: Consultation) => setDetailsId(c._id),
    onDelete: removal.ask,
    onStatus: (c: Consultation, next: ConsultationStatus) => changeStatus(c._id, next),
    busyId: change.busyId,
  };

  function exportCsv() {
    downloadCsv(csvFileName("consultations"), consultationsCsv(filtered, window.location.origin));
    toast({
      title: t("admin.consultations.exported"),
      description: t("admin.consultations.exportedText", { count: filtered.length }),
      variant: "success",
    });
  }

  return (
    <div>
      <RefreshBar updatedAt={list.dataUpdatedAt} refreshing={list.isRefetching} onRefresh={() => list.refetch()}>
        <Button size="sm" onClick={exportCsv}>
          <Download aria-hidden="true" className="size-4" />
          {t("admin.consultations.exportCsv")}
        </Button>
      </RefreshBar>

      <StatCards label={t("admin.consultations.stats")} columns="grid-cols-2 lg:grid-cols-4" stats={stats} />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <div className="flex-1">{searchBox}</div>
        <div className="sm:w-52">
          <ValueSelect
            label={t("admin.consultations.statusFilterLabel")}
            value={status}
            labels={{ all: t("admin.consultations.allStatuses"), ...STATUS_LABELS }}
            onChange={setStatus}
            className={inputClass}
          />
        </div>
      </div>

      <WithActivity
        texts="admin.consultations"
        entries={activity.map((entry) => ({
          ...entry,
          title: serverText(entry.label),
          badge: <Badge tone={statusTone[entry.status]}>{STATUS_LABELS[entry.status]}</Badge>,
        }))}
      >
        <div>
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            {t("admin.consultations.listCount", { shown: filtered.length, total: all.length })}
          </p>
          <ItemsOrEmpty items={filtered} emptyText={t("admin.consultations.empty")}>
            {(shown) => (
              <div className="grid gap-4 xl:grid-cols-2">
                {shown.map((c) => (
                  <ConsultationCard key={c._id} consultation={c} actions={actions} />
                ))}
              </div>
            )}
          </ItemsOrEmpty>
        </div>
      </WithActivity>

      <ConsultationDetails consultation={all.find((c) => c._id === detailsId)} onClose={() => setDetailsId(null)} />
      {removal.dialog}
    </div>
  );
}
