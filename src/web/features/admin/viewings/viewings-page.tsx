import { useQuery } from "@tanstack/react-query";
import { Clock } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { formatDateTime } from "../../../../domain/time.ts";
import { type CalendarViewing, calendarTarget } from "../../../../domain/viewing-calendar.ts";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { inputClass } from "../leads-shared/toolbar.tsx";
import { useAdminSession } from "../session.ts";
import { LoadError } from "../settings/controls.tsx";
import { teamApi, viewingsApi } from "./api.ts";
import { toWall, weekRange } from "./rules.ts";
import { STATUS_LABELS } from "./texts.ts";
import type { CalendarView } from "./viewing-calendar.tsx";
import { ViewingDialog } from "./viewing-dialog.tsx";

// The calendar library is this page's alone: its code and styles load when the page opens.
const ViewingCalendar = lazy(() => import("./viewing-calendar.tsx"));

/**
 * The team's viewings by day and week; an agent sees their own, managers pick an agent or see all.
 * A link to one viewing (`?date=2027-01-04&viewing=…`, see calendarLink) opens its week and its details.
 */
export function ViewingsPage() {
  const session = useAdminSession();
  const isAgent = session.user.role === "agent";
  const [search, setSearch] = useSearchParams();
  const target = calendarTarget(search);
  const [agentId, setAgentId] = useState<string | null>(isAgent ? session.user.id : null);
  const [date, setDate] = useState(() => {
    if (!target.date) return toWall(new Date());
    const [year = 0, month = 1, day = 1] = target.date.split("-").map(Number);
    return new Date(year, month - 1, day, 12);
  });
  const [view, setView] = useState<CalendarView>("week");
  const [open, setOpen] = useState<CalendarViewing | null>(null);
  const linked = useRef(target.viewingId);
  // The calendar draws in the browser only: its grid depends on the reader's screen and clock.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const range = weekRange(date);
  const viewings = useQuery({
    queryKey: [...viewingsApi.key, range.from.toISOString(), agentId],
    queryFn: () => viewingsApi.list(range, agentId),
  });
  const shown = viewings.data ?? [];
  // The linked viewing opens once its week has loaded; closing it leaves the calendar as it is.
  useEffect(() => {
    const found = linked.current && viewings.data?.find((viewing) => viewing._id === linked.current);
    if (!found) return;
    linked.current = undefined;
    setOpen(found);
  }, [viewings.data]);
  const close = () => {
    setOpen(null);
    if (search.has("viewing")) {
      const rest = new URLSearchParams(search);
      rest.delete("viewing");
      setSearch(rest, { replace: true });
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        {isAgent ? (
          <p className="text-slate-700">{t("admin.viewings.ownOnly")}</p>
        ) : (
          <AgentFilter value={agentId} onChange={setAgentId} />
        )}
        <ButtonLink to="/admin/viewing-hours" variant="secondary" size="sm">
          <Clock aria-hidden="true" className="size-4" />
          {t("admin.viewings.hoursLink")}
        </ButtonLink>
      </div>
      {viewings.isError ? (
        <LoadError message={t("admin.viewings.loadFailed")} onRetry={() => void viewings.refetch()} />
      ) : (
        <Suspense fallback={<Skeleton className="h-[44rem] w-full" />}>
          {mounted ? (
            <ViewingCalendar viewings={shown} date={date} view={view} onNavigate={setDate} onView={setView} onOpen={setOpen} />
          ) : (
            <Skeleton className="h-[44rem] w-full" />
          )}
        </Suspense>
      )}
      <section aria-labelledby="viewings-list">
        <h2 id="viewings-list" className="mb-2 text-lg font-semibold">
          {t("admin.viewings.listHeading")}
        </h2>
        {shown.length === 0 ? (
          <p className="text-slate-600">{viewings.isPending ? t("admin.shell.loading") : t("admin.viewings.calendar.empty")}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {shown.map((viewing) => (
              <li key={viewing._id}>
                <button
                  type="button"
                  className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-left text-sm hover:bg-slate-50"
                  onClick={() => setOpen(viewing)}
                >
                  <span className="font-medium">{formatDateTime(viewing.startsAt)}</span>
                  <span>{viewing.lead.name}</span>
                  {(viewing.listing || viewing.place) && (
                    <span className="text-slate-600">{viewing.listing?.title ?? viewing.place}</span>
                  )}
                  <span className="text-slate-600">{viewing.agent.username}</span>
                  <span className="ml-auto font-medium">{STATUS_LABELS[viewing.status]}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ViewingDialog viewing={open} onClose={close} />
    </div>
  );
}

function AgentFilter({ value, onChange }: { value: string | null; onChange: (agentId: string | null) => void }) {
  const id = useId();
  const team = useQuery({ queryKey: teamApi.key, queryFn: teamApi.list });
  return (
    <div className="sm:w-64">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t("admin.viewings.agentFilter")}
      </label>
      <select id={id} className={inputClass} value={value ?? ""} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{t("admin.viewings.allAgents")}</option>
        {(team.data ?? [])
          .filter((member) => member.active)
          .map((member) => (
            <option key={member.id} value={member.id}>
              {member.username}
            </option>
          ))}
      </select>
    </div>
  );
}
