/**
 * The toolbar of the lead pages (Consultations & Inquiries, Manage Contacts, Review Submissions):
 * last update and Refresh, the search box and the status filter.
 */
import { RefreshCw, Search } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
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

/** The search text and its box (whose label is read by screen readers only); render `box` once. */
export function useSearchField(label: string, placeholder: string): [search: string, box: ReactNode] {
  const [search, setSearch] = useState("");
  const id = useId();
  const box = (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
      <input
        id={id}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={placeholder}
        className={`${inputClass} pl-9`}
      />
    </div>
  );
  return [search, box];
}

/**
 * A select of stored values (statuses) by their labels, in the labels' order: the list filter (its
 * labels start with 'all') or a card's own status control (disabled while its change is saved).
 */
export function ValueSelect<Value extends string>({
  label,
  value,
  labels,
  onChange,
  disabled = false,
  className = "h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm",
}: {
  label: string;
  value: Value;
  labels: Record<Value, string>;
  onChange: (value: Value) => void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Value)}
        className={className}
      >
        {(Object.entries(labels) as [Value, string][]).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </>
  );
}
