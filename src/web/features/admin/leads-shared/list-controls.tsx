/** The controls of a server-paged lead list, each kept in the page's address: views, search, filters, pages. */
import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { labelsOf, t } from "../../../i18n/catalogues/admin.ts";
import type { LeadView } from "./lead-list.ts";
import { inputClass } from "./toolbar.tsx";

const VIEW_LABELS = labelsOf("admin.leads.views", ["all", "mine", "unassigned"] as const);

/** "All", "My leads", "Unassigned": which leads the list shows, as a group of toggle buttons. */
export function ViewTabs({
  views,
  view,
  onChange,
}: {
  views: readonly LeadView[];
  view: LeadView;
  onChange: (view: LeadView) => void;
}) {
  return (
    <fieldset className="mb-4 flex flex-wrap gap-2">
      <legend className="sr-only">{t("admin.leads.viewLabel")}</legend>
      {views.map((option) => (
        <Button
          key={option}
          size="sm"
          variant={option === view ? "primary" : "secondary"}
          aria-pressed={option === view}
          onClick={() => onChange(option)}
        >
          {VIEW_LABELS[option]}
        </Button>
      ))}
    </fieldset>
  );
}

/** The search box; its text is the address's `q`. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (q: string) => void;
}) {
  const id = useId();
  // What is typed shows at once; the address (and the list) follow.
  const [text, setText] = useState(value);
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value);
        }}
        placeholder={placeholder}
        className={`${inputClass} pl-9`}
      />
    </div>
  );
}

/** A filter or sort of the list: its options by label, "" for none. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Record<string, string>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
        {Object.entries(options).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A day filter (created on or after / on or before), as `YYYY-MM-DD`. */
export function DayFilter({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} className={inputClass} />
    </div>
  );
}

/** 'Page 2 of 7' between Previous and Next. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("admin.leads.pagination")} className="mt-6 flex items-center justify-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t("admin.leads.previousPage")}
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t("admin.leads.pageOf", { page: Math.min(page, pages), pages })}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("admin.leads.nextPage")}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
