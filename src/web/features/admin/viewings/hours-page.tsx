import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDateTime } from "../../../../domain/time.ts";
import {
  type AffectedViewing,
  type AgentHours,
  type HourRange,
  minuteToTime,
  timeToMinute,
} from "../../../../domain/viewing-hours.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { labelsOf, t } from "../../../i18n/catalogues/admin.ts";
import { useFailureToast } from "../failure-toast.ts";
import { inputClass } from "../leads-shared/toolbar.tsx";
import { useAdminSession } from "../session.ts";
import { LoadError, Section } from "../settings/controls.tsx";
import { hoursApi, teamApi } from "./api.ts";
import { STATUS_LABELS } from "./texts.ts";

/** Monday first, as the agency's week is read; stored weekdays count from Sunday (0). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_NAMES = labelsOf("admin.viewingHours.days", ["0", "1", "2", "3", "4", "5", "6"] as const);

type Row = { key: number; weekday: number; start: string; end: string };
/** Viewings booked before the last save that it left outside the hours, or on the days off. */
type Affected = { by: "hours" | "daysOff"; viewings: AffectedViewing[] };
type OnSaved = (affected: Affected) => void;
let saveKey = 0;
let rowKey = 0;
const rowsOf = (hours: AgentHours["hours"]): Row[] =>
  hours.map((range) => ({
    key: ++rowKey,
    weekday: range.weekday,
    start: minuteToTime(range.startMinute),
    end: minuteToTime(range.endMinute),
  }));

/**
 * One staff member's weekly viewing hours and days off, in Kigali time: an agent keeps their own,
 * managers and superadmins choose whose.
 */
export function ViewingHoursPage() {
  const session = useAdminSession();
  const mayChoose = session.user.role !== "agent";
  const [userId, setUserId] = useState(session.user.id);
  const [affected, setAffected] = useState<(Affected & { key: number }) | null>(null);
  const onSaved = (saved: Affected) => setAffected({ ...saved, key: ++saveKey });
  const pickerId = useId();
  const team = useQuery({ queryKey: teamApi.key, queryFn: teamApi.list, enabled: mayChoose });
  const hours = useQuery({ queryKey: hoursApi.key(userId), queryFn: () => hoursApi.get(userId) });

  return (
    <div className="space-y-6">
      {mayChoose && (
        <div className="sm:w-72">
          <label htmlFor={pickerId} className="mb-1 block text-sm font-medium">
            {t("admin.viewingHours.whose")}
          </label>
          <select
            id={pickerId}
            className={inputClass}
            value={userId}
            onChange={(event) => {
              setUserId(event.target.value);
              setAffected(null);
            }}
          >
            {(team.data ?? [{ id: session.user.id, username: session.user.username, active: true }])
              .filter((member) => member.active)
              .map((member) => (
                <option key={member.id} value={member.id}>
                  {member.username}
                </option>
              ))}
          </select>
        </div>
      )}
      {hours.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : hours.isError ? (
        <LoadError message={t("admin.viewingHours.loadFailed")} onRetry={() => void hours.refetch()} />
      ) : (
        <>
          <WeekForm key={`${userId}-${hours.dataUpdatedAt}`} agent={hours.data} onSaved={onSaved} />
          {affected?.by === "hours" && <AffectedViewings key={affected.key} affected={affected} />}
          <DaysOff agent={hours.data} onSaved={onSaved} />
          {affected?.by === "daysOff" && <AffectedViewings key={affected.key} affected={affected} />}
        </>
      )}
    </div>
  );
}

const useFailure = () => useFailureToast(t("admin.viewingHours.failed"));

/**
 * The viewings a save left outside the hours or on days off: they stay booked, so each is named
 * with a link to it in the calendar, where it can be cancelled (or the visitor called for another time).
 */
function AffectedViewings({ affected }: { affected: Affected }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Brought into view (and to screen readers) when a save reports them: the save button may be far below.
  useEffect(() => heading.current?.focus(), []);
  if (affected.viewings.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold text-amber-950">
        {affected.by === "hours"
          ? t("admin.viewingHours.affected.hoursHeading")
          : t("admin.viewingHours.affected.daysOffHeading")}
      </h2>
      <p className="mt-1 text-amber-950">{t("admin.viewingHours.affected.text")}</p>
      <ul className="mt-3 divide-y divide-amber-200 rounded-lg border border-amber-200 bg-white">
        {affected.viewings.map((viewing) => (
          <li key={viewing._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
            <span id={`${headingId}-${viewing._id}`} className="flex flex-wrap gap-x-3">
              <span className="font-medium">{formatDateTime(viewing.startsAt)}</span>
              <span>{viewing.visitor}</span>
              <span className="text-slate-600">{viewing.listing ?? t("admin.viewings.dialog.noListing")}</span>
              <span className="text-slate-600">{STATUS_LABELS[viewing.status]}</span>
            </span>
            <Link
              to={viewing.link}
              className="ml-auto font-medium text-brand-800 underline"
              aria-describedby={`${headingId}-${viewing._id}`}
            >
              {t("admin.viewingHours.affected.open")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function WeekForm({ agent, onSaved }: { agent: AgentHours; onSaved: OnSaved }) {
  const toast = useToast();
  const failed = useFailure();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(agent.hours));
  const save = useMutation({
    mutationFn: (hours: HourRange[]) => hoursApi.save(agent.userId, hours),
    onSuccess: ({ affectedViewings, ...saved }) => {
      queryClient.setQueryData(hoursApi.key(agent.userId), saved);
      onSaved({ by: "hours", viewings: affectedViewings });
      toast({ title: t("admin.viewingHours.saved"), variant: "success" });
    },
    onError: failed,
  });
  const update = (key: number, change: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const hours = rows.map((row) => ({
      weekday: row.weekday,
      startMinute: timeToMinute(row.start) ?? -1,
      endMinute: timeToMinute(row.end) ?? -1,
    }));
    save.mutate(hours);
  }

  return (
    <Section title={t("admin.viewingHours.weekHeading")} description={t("admin.viewingHours.weekDescription")}>
      <form onSubmit={submit} className="space-y-4">
        {WEEK.map((weekday) => {
          const day = rows.filter((row) => row.weekday === weekday);
          const name = DAY_NAMES[String(weekday) as keyof typeof DAY_NAMES];
          return (
            <fieldset key={weekday} className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold">{name}</legend>
              {day.length === 0 && <p className="text-sm text-slate-600">{t("admin.viewingHours.noHours")}</p>}
              <ul className="space-y-2">
                {day.map((row, index) => (
                  <li key={row.key} className="flex flex-wrap items-end gap-2">
                    <label className="text-sm">
                      <span className="block">{t("admin.viewingHours.from", { day: name, n: index + 1 })}</span>
                      <input
                        type="time"
                        required
                        value={row.start}
                        onChange={(event) => update(row.key, { start: event.target.value })}
                        className={`${inputClass} w-32`}
                      />
                    </label>
                    <label className="text-sm">
                      <span className="block">{t("admin.viewingHours.until", { day: name, n: index + 1 })}</span>
                      <input
                        type="time"
                        required
                        value={row.end}
                        onChange={(event) => update(row.key, { end: event.target.value })}
                        className={`${inputClass} w-32`}
                      />
                    </label>
                    <Button
                      variant="ghost"
                      size="md"
                      aria-label={t("admin.viewingHours.removeRange", { day: name, n: index + 1 })}
                      onClick={() => setRows((all) => all.filter((other) => other.key !== row.key))}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
              <Button
                variant="secondary"
                size="sm"
                className="mt-2"
                onClick={() => setRows((all) => [...all, { key: ++rowKey, weekday, start: "09:00", end: "12:00" }])}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t("admin.viewingHours.addRange", { day: name })}
              </Button>
            </fieldset>
          );
        })}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("admin.viewingHours.saving") : t("admin.viewingHours.save")}
        </Button>
      </form>
    </Section>
  );
}

function DaysOff({ agent, onSaved }: { agent: AgentHours; onSaved: OnSaved }) {
  const toast = useToast();
  const failed = useFailure();
  const queryClient = useQueryClient();
  const id = useId();
  const [form, setForm] = useState({ startsOn: "", endsOn: "", reason: "" });
  const refresh = () => queryClient.invalidateQueries({ queryKey: hoursApi.key(agent.userId) });
  const add = useMutation({
    mutationFn: () => hoursApi.addException(agent.userId, { ...form, endsOn: form.endsOn || form.startsOn }),
    onSuccess: async ({ affectedViewings }) => {
      setForm({ startsOn: "", endsOn: "", reason: "" });
      onSaved({ by: "daysOff", viewings: affectedViewings });
      await refresh();
      toast({ title: t("admin.viewingHours.dayOffAdded"), variant: "success" });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (exceptionId: string) => hoursApi.removeException(agent.userId, exceptionId),
    onSuccess: refresh,
    onError: failed,
  });

  return (
    <Section title={t("admin.viewingHours.daysOffHeading")} description={t("admin.viewingHours.daysOffDescription")}>
      {agent.exceptions.length === 0 ? (
        <p className="mb-4 text-sm text-slate-600">{t("admin.viewingHours.noDaysOff")}</p>
      ) : (
        <ul className="mb-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {agent.exceptions.map((exception) => {
            const days =
              exception.startsOn === exception.endsOn ? exception.startsOn : `${exception.startsOn} – ${exception.endsOn}`;
            return (
              <li key={exception._id} className="flex items-center gap-3 px-3 py-2 text-sm">
                <span className="font-medium">{days}</span>
                <span className="text-slate-600">{exception.reason}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="ml-auto"
                  disabled={remove.isPending}
                  aria-label={t("admin.viewingHours.removeDayOff", { days })}
                  onClick={() => remove.mutate(exception._id)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="grid gap-3 sm:grid-cols-[auto_auto_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate();
        }}
      >
        <label className="text-sm" htmlFor={`${id}-from`}>
          <span className="block">{t("admin.viewingHours.firstDay")}</span>
          <input
            id={`${id}-from`}
            type="date"
            required
            value={form.startsOn}
            onChange={(event) => setForm({ ...form, startsOn: event.target.value })}
            className={inputClass}
          />
        </label>
        <label className="text-sm" htmlFor={`${id}-until`}>
          <span className="block">{t("admin.viewingHours.lastDay")}</span>
          <input
            id={`${id}-until`}
            type="date"
            value={form.endsOn}
            min={form.startsOn || undefined}
            onChange={(event) => setForm({ ...form, endsOn: event.target.value })}
            className={inputClass}
          />
        </label>
        <label className="text-sm" htmlFor={`${id}-reason`}>
          <span className="block">{t("admin.viewingHours.reason")}</span>
          <input
            id={`${id}-reason`}
            maxLength={200}
            value={form.reason}
            onChange={(event) => setForm({ ...form, reason: event.target.value })}
            className={inputClass}
          />
        </label>
        <Button type="submit" disabled={add.isPending}>
          {t("admin.viewingHours.addDayOff")}
        </Button>
      </form>
    </Section>
  );
}
