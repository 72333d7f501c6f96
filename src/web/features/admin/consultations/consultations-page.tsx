import { Download, Search } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { CONSULTATION_STATUSES, type ConsultationStatus } from "../../../../domain/enums.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { relativeTime } from "../../../i18n/relative-time.ts";
import { errorText } from "../../../lib/api.ts";
import { csvFileName, downloadCsv } from "../csv.ts";
import { useConsultations, useDeleteConsultation, useUpdateConsultation } from "./api.ts";
import { ConsultationCard, statusTone } from "./consultation-card.tsx";
import { ConsultationDetails } from "./consultation-details.tsx";
import { inputClass, RefreshBar, StatCard } from "./lead-ui.tsx";
import { consultationsCsv, countByStatus, filterConsultations, recentActivity, type StatusFilter } from "./rules.ts";
import { STATUS_LABELS } from "./texts.ts";

const statTone: Record<ConsultationStatus, string> = {
  new: "text-blue-800",
  "in-progress": "text-amber-800",
  contacted: "text-green-800",
  archived: "text-slate-700",
};

export function ConsultationsPage() {
  const toast = useToast();
  const list = useConsultations();
  const update = useUpdateConsultation();
  const remove = useDeleteConsultation();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const searchId = useId();
  const filterId = useId();

  const all = list.data ?? [];
  const filtered = useMemo(() => filterConsultations(list.data ?? [], search, status), [list.data, search, status]);
  const counts = useMemo(() => countByStatus(list.data ?? []), [list.data]);
  const activity = useMemo(() => recentActivity(list.data ?? []), [list.data]);

  if (list.isPending) return <LoadingState />;
  if (list.isError && !list.data) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">{t("admin.consultations.fetchFailed")}</p>
        <Button variant="secondary" className="mt-4" onClick={() => list.refetch()}>
          {t("admin.consultations.tryAgain")}
        </Button>
      </div>
    );
  }

  function changeStatus(id: string, next: ConsultationStatus) {
    update.mutate(
      { id, change: { status: next } },
      {
        onSuccess: () =>
          toast({
            title: t("admin.consultations.statusUpdated"),
            description: t("admin.consultations.statusUpdatedText", { label: STATUS_LABELS[next] }),
            variant: "success",
          }),
        onError: (err) =>
          toast({
            title: t("admin.consultations.error"),
            description: errorText(err, t("admin.consultations.statusFailed")),
            variant: "destructive",
          }),
      },
    );
  }

  function confirmDelete() {
    if (!deleteId || remove.isPending) return;
    remove.mutate(deleteId, {
      onSuccess: () => {
        setDeleteId(null);
        if (detailsId === deleteId) setDetailsId(null);
        toast({ title: t("admin.consultations.deleted"), description: t("admin.consultations.deletedText"), variant: "success" });
      },
      onError: (err) =>
        toast({
          title: t("admin.consultations.error"),
          description: errorText(err, t("admin.consultations.deleteFailed")),
          variant: "destructive",
        }),
    });
  }

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

      <section aria-label={t("admin.consultations.stats")}>
        <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {CONSULTATION_STATUSES.map((s) => (
            <StatCard key={s} label={STATUS_LABELS[s]} value={counts[s]} tone={statTone[s]} />
          ))}
        </dl>
      </section>

      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            {t("admin.consultations.searchLabel")}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t("admin.consultations.searchPlaceholder")}
            className={`${inputClass} pl-9`}
          />
        </div>
        <div className="sm:w-52">
          <label htmlFor={filterId} className="sr-only">
            {t("admin.consultations.statusFilterLabel")}
          </label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
            className={inputClass}
          >
            <option value="all">{t("admin.consultations.allStatuses")}</option>
            {CONSULTATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            {t("admin.consultations.listCount", { shown: filtered.length, total: all.length })}
          </p>
          {filtered.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              {t("admin.consultations.empty")}
            </p>
          ) : (
            <div className="grid gap-4 xl:grid-cols-2">
              {filtered.map((c) => (
                <ConsultationCard
                  key={c._id}
                  consultation={c}
                  onView={() => setDetailsId(c._id)}
                  onDelete={() => setDeleteId(c._id)}
                  onStatus={(next) => changeStatus(c._id, next)}
                  statusBusy={update.isPending && update.variables?.id === c._id}
                />
              ))}
            </div>
          )}
        </div>

        <section
          aria-labelledby={`${searchId}-activity`}
          className="h-fit rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 id={`${searchId}-activity`} className="mb-3 text-base font-bold">
            {t("admin.consultations.recentActivity")}
          </h2>
          {activity.length === 0 ? (
            <p className="text-sm text-slate-600">{t("admin.consultations.noActivity")}</p>
          ) : (
            <ul className="space-y-3">
              {activity.map((entry) => (
                <li key={entry.id} className="text-sm">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-semibold">{entry.label}</span>
                    <Badge tone={statusTone[entry.status]}>{STATUS_LABELS[entry.status]}</Badge>
                  </div>
                  <p className="text-slate-700">{entry.details}</p>
                  <p className="text-xs text-slate-600">{relativeTime(entry.at)}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <ConsultationDetails consultation={all.find((c) => c._id === detailsId)} onClose={() => setDetailsId(null)} />
      <ConfirmDialog
        open={deleteId !== null}
        title={t("admin.consultations.deleteTitle")}
        description={t("admin.consultations.deleteConfirm")}
        confirmLabel={remove.isPending ? t("admin.consultations.deleting") : t("admin.consultations.delete")}
        cancelLabel={t("admin.consultations.cancel")}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleteId(null)}
      />
    </div>
  );
}

function LoadingState() {
  return (
    <div aria-busy="true">
      <span className="sr-only">{t("admin.shell.loading")}</span>
      <div className="mb-6 flex justify-end">
        <Skeleton className="h-9 w-48" />
      </div>
      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="mb-4 h-11" />
      <div className="grid gap-4 xl:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-64" />
        ))}
      </div>
    </div>
  );
}
