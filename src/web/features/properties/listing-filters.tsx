import { Search } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { ListingTab } from "../../../domain/listing-filters.ts";
import { type Choice, Options } from "../../components/form/options.tsx";
import "../../i18n/catalogues/listing.ts";
import { t } from "../../i18n/i18n.ts";
import { BEDROOM_CHOICES, type ListingState, parseWholeNumber } from "./listing-params.ts";

/** What the filter boxes hold, as typed; the address gets it once it is a valid search. */
export type Draft = { tab: ListingTab; q: string; minPrice: string; maxPrice: string; minBeds: string; location: string };

export const toDraft = (state: ListingState): Draft => ({
  tab: state.tab ?? "all",
  q: state.q ?? "",
  minPrice: state.minPrice === undefined ? "" : String(state.minPrice),
  maxPrice: state.maxPrice === undefined ? "" : String(state.maxPrice),
  minBeds: state.minBeds === undefined ? "" : String(state.minBeds),
  location: state.location ?? "",
});

export const toState = (draft: Draft): ListingState => ({
  tab: draft.tab,
  q: draft.q.trim() || undefined,
  minPrice: parseWholeNumber(draft.minPrice),
  maxPrice: parseWholeNumber(draft.maxPrice),
  minBeds: parseWholeNumber(draft.minBeds),
  location: draft.location || undefined,
});

const inputClass =
  "block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600";

/** A filter box's label above its control. */
function FilterField({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A choice list whose empty first option means no filter. */
function FilterSelect({
  id,
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  anyLabel: string;
  options: readonly Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <FilterField id={id} label={label}>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)} className={inputClass}>
        <Options choices={options} placeholder={anyLabel} />
      </select>
    </FilterField>
  );
}

/** The search box, price range, bedrooms and location of the list; `typing` marks a box still being typed in. */
export function ListingFilters({
  draft,
  locations,
  onEdit,
}: {
  draft: Draft;
  locations: string[];
  onEdit: (patch: Partial<Draft>, typing?: boolean) => void;
}) {
  const ids = useId();
  const prices = [
    { name: "minPrice", label: t("properties.minPrice") },
    { name: "maxPrice", label: t("properties.maxPrice") },
  ] as const;
  return (
    <search className="block rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <form role="presentation" onSubmit={(event) => event.preventDefault()} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
        <FilterField id={`${ids}-q`} label={t("properties.searchLabel")} className="col-span-2">
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3 size-5 text-slate-500" />
            <input
              id={`${ids}-q`}
              type="search"
              value={draft.q}
              onChange={(event) => onEdit({ q: event.currentTarget.value }, true)}
              placeholder={t("properties.searchPlaceholder")}
              maxLength={200}
              className={`${inputClass} pl-10`}
            />
          </div>
        </FilterField>
        {prices.map(({ name, label }) => (
          <FilterField key={name} id={`${ids}-${name}`} label={label}>
            <input
              id={`${ids}-${name}`}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={draft[name]}
              placeholder={t("properties.anyPrice")}
              onChange={(event) => onEdit({ [name]: event.currentTarget.value }, true)}
              className={inputClass}
            />
          </FilterField>
        ))}
        <FilterSelect
          id={`${ids}-beds`}
          label={t("properties.minBedrooms")}
          value={draft.minBeds}
          anyLabel={t("properties.anyBedrooms")}
          options={BEDROOM_CHOICES.map((n) => ({ value: String(n), label: t("properties.bedsOption", { n }) }))}
          onChange={(minBeds) => onEdit({ minBeds })}
        />
        <FilterSelect
          id={`${ids}-location`}
          label={t("properties.location")}
          value={draft.location}
          anyLabel={t("properties.anyLocation")}
          options={locations.map((place) => ({ value: place, label: place }))}
          onChange={(location) => onEdit({ location })}
        />
      </form>
    </search>
  );
}
