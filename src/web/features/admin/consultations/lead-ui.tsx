/**
 * Small pieces shared by the lead pages (Consultations & Inquiries, Manage Contacts, Review Submissions).
 */
import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { TIMEZONE } from "../../../../domain/time.ts";
import { Button } from "../../../components/ui/button.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";

export const inputClass = "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm";
export const textareaClass = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";

const clock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: TIMEZONE,
});

/** 'Last updated: 14:05:33' (Kigali time) and a Refresh button reading 'Refreshing...' while busy. */
export function RefreshBar({
  updatedAt,
  refreshing,
  onRefresh,
  children,
}: {
  updatedAt: number;
  refreshing: boolean;
  onRefresh: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      <p className="mr-auto text-sm text-slate-600" aria-live="polite">
        {updatedAt > 0 ? t("admin.common.lastUpdated", { time: clock.format(updatedAt) }) : null}
      </p>
      <Button variant="secondary" size="sm" onClick={onRefresh} disabled={refreshing}>
        <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? "animate-spin motion-reduce:animate-none" : ""}`} />
        {refreshing ? t("admin.common.refreshing") : t("admin.common.refresh")}
      </Button>
      {children}
    </div>
  );
}

/** A labelled number; the label is the card's accessible name. */
export function StatCard({
  label,
  value,
  hint,
  tone = "text-slate-900",
}: {
  label: string;
  value: number;
  hint?: string;
  tone?: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold sm:text-3xl ${tone}`}>{value}</dd>
      {hint && <dd className="text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}
