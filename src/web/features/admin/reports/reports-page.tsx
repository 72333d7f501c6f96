import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { LEAD_SOURCES } from "../../../../domain/enums.ts";
import {
  daysIn,
  isCalendarDay,
  kigaliToday,
  MAX_REPORT_DAYS,
  presetOf,
  presetPeriod,
  REPORT_LEAD_KINDS,
  REPORT_PRESETS,
  type Report,
  type ReportSection,
} from "../../../../domain/reports.ts";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { labelFor, serverText, t } from "../../../i18n/catalogues/admin.ts";
import { formatDate, formatNumber } from "../../../i18n/format.ts";
import { currentLocale } from "../../../i18n/i18n.ts";
import { ApiError } from "../../../lib/api.ts";
import { type PeriodParams, reportsApi } from "./api.ts";
import type { ChartSeries } from "./report-chart.tsx";

// Chart.js comes with this page only, after its figures: the tables below each chart never wait for it.
const ReportChart = lazy(() => import("./report-chart.tsx"));

const COLORS = { leads: "#1d4ed8", booked: "#0f766e", done: "#65a30d", noShow: "#d97706", cancelled: "#94a3b8" };

const sourceLabel = labelFor("admin.reports.sources", LEAD_SOURCES);
const kindLabel = labelFor("admin.reports.kinds", REPORT_LEAD_KINDS);

const hours = (value: number | null) =>
  value === null ? t("admin.reports.noAnswer") : t("admin.reports.hours", { hours: formatNumber(value) });

/** The period in the address (from, to); without one, the server's default of the last 30 days. */
function usePeriod(): PeriodParams {
  const [params] = useSearchParams();
  return { from: params.get("from") ?? undefined, to: params.get("to") ?? undefined };
}

export function ReportsPage() {
  const period = usePeriod();
  const report = useQuery({
    queryKey: reportsApi.key(period),
    queryFn: () => reportsApi.get(period),
    placeholderData: keepPreviousData,
    // A refused period or permission stays refused: only failures of the network or the server are retried.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const shown = report.data?.period ?? { from: period.from ?? "", to: period.to ?? "" };

  return (
    <div className="space-y-6">
      <PeriodPicker key={`${shown.from}-${shown.to}`} from={shown.from} to={shown.to} />
      {report.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p>
            {report.error instanceof ApiError && report.error.serverMessage && report.error.status < 500
              ? serverText(report.error.serverMessage)
              : t("admin.reports.loadError")}
          </p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void report.refetch()}>
            {t("admin.common.tryAgain")}
          </Button>
        </div>
      ) : !report.data ? (
        <div className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-24" />
          ))}
        </div>
      ) : (
        <Figures report={report.data} />
      )}
    </div>
  );
}

/** Presets as links and a custom period as a form, both setting from and to in the address. */
function PeriodPicker({ from, to }: { from: string; to: string }) {
  const today = kigaliToday();
  const active = from && to ? presetOf({ from, to }, today) : "30d";
  const [error, setError] = useState("");
  const id = useId();

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-sm font-semibold text-slate-900">
        {t("admin.reports.period.label")}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {REPORT_PRESETS.map((preset) => {
          const days = presetPeriod(preset, today);
          return (
            <Link
              key={preset}
              to={`?from=${days.from}&to=${days.to}`}
              aria-current={active === preset ? "true" : undefined}
              className={buttonClass(active === preset ? "primary" : "secondary", "sm")}
            >
              {t(`admin.reports.period.presets.${preset}`)}
            </Link>
          );
        })}
      </div>
      <Form
        method="get"
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          const data = new FormData(event.currentTarget);
          const start = String(data.get("from") ?? "");
          const end = String(data.get("to") ?? "");
          const problem =
            !isCalendarDay(start) || !isCalendarDay(end)
              ? t("admin.reports.period.dateError")
              : start > end
                ? t("admin.reports.period.orderError")
                : daysIn(start, end) > MAX_REPORT_DAYS
                  ? t("admin.reports.period.lengthError", { days: formatNumber(MAX_REPORT_DAYS) })
                  : "";
          setError(problem);
          if (problem) event.preventDefault();
        }}
      >
        <div>
          <label htmlFor={`${id}-from`} className="text-sm font-medium text-slate-900">
            {t("admin.reports.period.from")}
          </label>
          <Input
            id={`${id}-from`}
            type="date"
            name="from"
            defaultValue={from}
            max={today}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="text-sm font-medium text-slate-900">
            {t("admin.reports.period.to")}
          </label>
          <Input id={`${id}-to`} type="date" name="to" defaultValue={to} required aria-invalid={error ? true : undefined} />
        </div>
        <Button type="submit" size="md" variant="secondary">
          {t("admin.reports.period.apply")}
        </Button>
        {error && (
          <p id={`${id}-error`} role="alert" className="basis-full text-sm text-red-700">
            {error}
          </p>
        )}
      </Form>
      {from && to && (
        <p className="mt-3 text-sm text-slate-700">
          {t("admin.reports.period.showing", { from: formatDate(from), to: formatDate(to) })}
        </p>
      )}
    </section>
  );
}

function Figures({ report }: { report: Report }) {
  const { totals } = report;
  const cards = [
    { label: t("admin.reports.stats.leads"), value: formatNumber(totals.leads) },
    { label: t("admin.reports.stats.viewingsBooked"), value: formatNumber(totals.viewingsBooked) },
    { label: t("admin.reports.stats.viewingsDone"), value: formatNumber(totals.viewingsDone) },
    {
      label: t("admin.reports.stats.medianResponse"),
      value: hours(totals.medianResponseHours),
      hint: t("admin.reports.stats.answered", { responded: formatNumber(totals.responded), leads: formatNumber(totals.leads) }),
    },
  ];
  // The CSV covers the very days shown, also when the address left the period to the default.
  const csvPeriod = { from: report.period.from, to: report.period.to };
  const weekLabels = report.byWeek.map((w) =>
    t("admin.reports.weekLabel", { week: w.isoWeek.slice(5), date: formatDate(w.week) }),
  );
  const listings = [
    ...report.byListing.top.map((row) => ({ name: row.title, leads: row.leads })),
    { name: t("admin.reports.otherListings"), leads: report.byListing.other },
    { name: t("admin.reports.noListing"), leads: report.byListing.none },
  ];
  const agentName = (row: Report["byAgent"][number]) => (row.agentId === null ? t("admin.reports.unassigned") : (row.name ?? ""));

  return (
    <>
      <section aria-label={t("admin.reports.stats.label")}>
        <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          {cards.map((card) => (
            <div key={card.label} className="rounded-2xl border border-slate-200 bg-white p-4">
              <dt className="text-sm font-semibold text-slate-700">{card.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{card.value}</dd>
              {card.hint && <dd className="mt-1 text-sm text-slate-700">{card.hint}</dd>}
            </div>
          ))}
        </dl>
      </section>

      <ReportSectionCard
        section="weeks"
        period={csvPeriod}
        note={t("admin.reports.viewingsNote")}
        chart={{
          labels: weekLabels,
          series: [
            { label: t("admin.reports.columns.leads"), values: report.byWeek.map((w) => w.leads), color: COLORS.leads },
            {
              label: t("admin.reports.columns.booked"),
              values: report.byWeek.map((w) => w.viewingsBooked),
              color: COLORS.booked,
            },
            { label: t("admin.reports.columns.done"), values: report.byWeek.map((w) => w.viewingsDone), color: COLORS.done },
          ],
        }}
        head={[
          t("admin.reports.columns.week"),
          t("admin.reports.columns.leads"),
          t("admin.reports.columns.median"),
          t("admin.reports.columns.booked"),
          t("admin.reports.columns.done"),
          t("admin.reports.columns.noShow"),
          t("admin.reports.columns.cancelled"),
        ]}
        rows={report.byWeek.map((w, i) => [
          weekLabels[i],
          formatNumber(w.leads),
          hours(w.medianResponseHours),
          formatNumber(w.viewingsBooked),
          formatNumber(w.viewingsDone),
          formatNumber(w.viewingsNoShow),
          formatNumber(w.viewingsCancelled),
        ])}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <ReportSectionCard
          section="kinds"
          period={csvPeriod}
          chart={{
            labels: report.byKind.map((row) => kindLabel(row.kind)),
            series: [
              { label: t("admin.reports.columns.leads"), values: report.byKind.map((row) => row.leads), color: COLORS.leads },
            ],
          }}
          head={[t("admin.reports.columns.kind"), t("admin.reports.columns.leads"), t("admin.reports.columns.median")]}
          rows={report.byKind.map((row) => [kindLabel(row.kind), formatNumber(row.leads), hours(row.medianResponseHours)])}
        />
        <ReportSectionCard
          section="sources"
          period={csvPeriod}
          chart={{
            labels: report.bySource.map((row) => sourceLabel(row.source)),
            series: [
              { label: t("admin.reports.columns.leads"), values: report.bySource.map((row) => row.leads), color: COLORS.leads },
            ],
          }}
          head={[t("admin.reports.columns.source"), t("admin.reports.columns.leads")]}
          rows={report.bySource.map((row) => [sourceLabel(row.source), formatNumber(row.leads)])}
        />
      </div>

      <ReportSectionCard
        section="listings"
        period={csvPeriod}
        horizontal
        chart={{
          labels: listings.map((row) => row.name),
          series: [{ label: t("admin.reports.columns.leads"), values: listings.map((row) => row.leads), color: COLORS.leads }],
        }}
        head={[t("admin.reports.columns.listing"), t("admin.reports.columns.leads")]}
        rows={listings.map((row) => [row.name, formatNumber(row.leads)])}
      />

      <ReportSectionCard
        section="agents"
        period={csvPeriod}
        chart={{
          labels: report.byAgent.map(agentName),
          series: [
            { label: t("admin.reports.columns.leads"), values: report.byAgent.map((row) => row.leads), color: COLORS.leads },
            {
              label: t("admin.reports.columns.booked"),
              values: report.byAgent.map((row) => row.viewingsBooked),
              color: COLORS.booked,
            },
            { label: t("admin.reports.columns.done"), values: report.byAgent.map((row) => row.viewingsDone), color: COLORS.done },
          ],
        }}
        head={[
          t("admin.reports.columns.agent"),
          t("admin.reports.columns.leads"),
          t("admin.reports.columns.median"),
          t("admin.reports.columns.average"),
          t("admin.reports.columns.booked"),
          t("admin.reports.columns.done"),
          t("admin.reports.columns.noShow"),
          t("admin.reports.columns.cancelled"),
        ]}
        rows={report.byAgent.map((row) => [
          agentName(row),
          formatNumber(row.leads),
          hours(row.medianResponseHours),
          hours(row.averageResponseHours),
          formatNumber(row.viewingsBooked),
          formatNumber(row.viewingsDone),
          formatNumber(row.viewingsNoShow),
          formatNumber(row.viewingsCancelled),
        ])}
      />
    </>
  );
}

/** One part of the report: its title, its CSV, its chart, and the same figures as a table. */
function ReportSectionCard({
  section,
  period,
  chart,
  head,
  rows,
  note,
  horizontal = false,
}: {
  section: ReportSection;
  period: PeriodParams;
  chart: { labels: string[]; series: ChartSeries[] };
  head: string[];
  rows: ReactNode[][];
  note?: string;
  horizontal?: boolean;
}) {
  const id = useId();
  const title = t(`admin.reports.sections.${section}`);
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <a
          href={reportsApi.csvUrl(period, section)}
          download
          className={buttonClass("secondary", "sm")}
          aria-label={t("admin.reports.exportCsvOf", { section: title })}
        >
          <Download aria-hidden="true" className="size-4" />
          {t("admin.reports.exportCsv")}
        </a>
      </div>
      {note && <p className="mt-1 text-sm text-slate-700">{note}</p>}
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t("admin.reports.empty")}</p>
      ) : (
        <>
          <div className="mt-4">
            <Suspense fallback={<Skeleton className="h-64 sm:h-72" />}>
              <ReportChart
                labels={chart.labels}
                series={chart.series}
                label={t("admin.reports.chartOf", { title })}
                locale={currentLocale()}
                horizontal={horizontal}
              />
            </Suspense>
          </div>
          {/* A wide table scrolls sideways on a phone; the keyboard reaches it too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must take focus to be scrolled by keyboard */}
          <div className="mt-4 overflow-x-auto" tabIndex={0}>
            <table className="w-full min-w-max text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  {head.map((cell, i) => (
                    <th key={cell} scope="col" className={`px-2 py-2 font-semibold ${i > 0 ? "text-right" : ""}`}>
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, r) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows keep their order for one report
                  <tr key={r} className="border-b border-slate-100 last:border-0">
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <th key={head[i]} scope="row" className="px-2 py-2 font-medium text-slate-900">
                          {cell}
                        </th>
                      ) : (
                        <td key={head[i]} className="px-2 py-2 text-right tabular-nums text-slate-900">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
