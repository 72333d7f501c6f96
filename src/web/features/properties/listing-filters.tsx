import { Search } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { ListingTab } from "../../../domain/listing-filters.ts";
import { effectiveSort, isListingSort, LISTING_SORTS } from "../../../domain/listing-view.ts";
import type { PlaceNames } from "../../../domain/places.ts";
import { type Choice, Options } from "../../components/form/options.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import "../../i18n/catalogues/listing.ts";
import { t } from "../../i18n/i18n.ts";
import { BEDROOM_CHOICES, type ListingState, parseWholeNumber } from "./listing-params.ts";

/** What the filter boxes hold, as typed; the address gets it once it is a valid search. */
export type Draft = {
  tab: ListingTab;
  q: string;
  minPrice: string;
  maxPrice: string;
  minBeds: string;
  location: string;
  district: string;
  sector: string;
  sort: string;
};

export const toDraft = (state: ListingState): Draft => ({
  tab: state.tab ?? "all",
  q: state.q ?? "",
  minPrice: state.minPrice === undefined ? "" : String(state.minPrice),
  maxPrice: state.maxPrice === undefined ? "" : String(state.maxPrice),
  minBeds: state.minBeds === undefined ? "" : String(state.minBeds),
  location: state.location ?? "",
  district: state.district ?? "",
  sector: state.sector ?? "",
  sort: state.sort ?? "",
});

export const toState = (draft: Draft, places: PlaceNames): ListingState => ({
  tab: draft.tab,
  q: draft.q.trim() || undefined,
  minPrice: parseWholeNumber(draft.minPrice),
  maxPrice: parseWholeNumber(draft.maxPrice),
  minBeds: parseWholeNumber(draft.minBeds),
  location: draft.location || undefined,
  district: places.districts.includes(draft.district) ? (draft.district as ListingState["district"]) : undefined,
  sector: draft.sector || undefined,
  sort: isListingSort(draft.sort) ? draft.sort : undefined,
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
  name,
  label,
  value,
  anyLabel,
  options,
  onChange,
  className,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  anyLabel?: string;
  options: readonly Choice[];
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <FilterField id={id} label={label} className={className}>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)} className={inputClass}>
        <Options choices={options} placeholder={anyLabel} />
      </select>
    </FilterField>
  );
}

/**
 * The sector filter: the chosen district's sectors, or, before a district is chosen, every sector
 * grouped under its district (so the form also works without scripts, where the list cannot follow
 * the district as it changes).
 */
function SectorSelect({
  id,
  district,
  sectors,
  value,
  onChange,
}: {
  id: string;
  district: string;
  sectors: PlaceNames["sectors"];
  value: string;
  onChange: (value: string) => void;
}) {
  const sectorsOf = (name: string) => sectors[name] ?? [];
  return (
    <FilterField id={id} label={t("properties.sector")}>
      <select
        id={id}
        name="sector"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={inputClass}
      >
        <option value="">{t("properties.anySector")}</option>
        {district
          ? sectorsOf(district).map((sector) => (
              <option key={sector} value={sector}>
                {sector}
              </option>
            ))
          : Object.keys(sectors).map((group) => (
              <optgroup key={group} label={group}>
                {sectorsOf(group).map((sector) => (
                  <option key={sector} value={sector}>
                    {sector}
                  </option>
                ))}
              </optgroup>
            ))}
      </select>
    </FilterField>
  );
}

/** The search box, price range, bedrooms, location, district, sector and order of the list; `typing` marks a box still being typed in. */
export function ListingFilters({
  draft,
  locations,
  places,
  onEdit,
}: {
  draft: Draft;
  locations: string[];
  /** Districts and sectors, from the page's data (the page's scripts do not carry them). */
  places: PlaceNames;
  onEdit: (patch: Partial<Draft>, typing?: boolean) => void;
}) {
  const ids = useId();
  const prices = [
    { name: "minPrice", label: t("properties.minPrice") },
    { name: "maxPrice", label: t("properties.maxPrice") },
  ] as const;
  return (
    <search className="block rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      {/* With scripts each change applies at once; without them the form is sent as the page's address. */}
      <form
        method="get"
        role="presentation"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        {draft.tab !== "all" && <input type="hidden" name="tab" value={draft.tab} />}
        <FilterField id={`${ids}-q`} label={t("properties.searchLabel")} className="col-span-2">
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3 size-5 text-slate-500" />
            <input
              id={`${ids}-q`}
              name="q"
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
              name={name}
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
          name="minBeds"
          label={t("properties.minBedrooms")}
          value={draft.minBeds}
          anyLabel={t("properties.anyBedrooms")}
          options={BEDROOM_CHOICES.map((n) => ({ value: String(n), label: t("properties.bedsOption", { n }) }))}
          onChange={(minBeds) => onEdit({ minBeds })}
        />
        <FilterSelect
          id={`${ids}-location`}
          name="location"
          label={t("properties.location")}
          value={draft.location}
          anyLabel={t("properties.anyLocation")}
          options={locations.map((place) => ({ value: place, label: place }))}
          onChange={(location) => onEdit({ location })}
        />
        <FilterSelect
          id={`${ids}-district`}
          name="district"
          label={t("properties.district")}
          value={draft.district}
          anyLabel={t("properties.anyDistrict")}
          options={places.districts.map((district) => ({ value: district, label: district }))}
          // A sector of another district would find nothing: it is let go with the district.
          onChange={(district) => {
            const known = places.sectors[district];
            onEdit({ district, sector: district && known && !known.includes(draft.sector) ? "" : draft.sector });
          }}
          className="lg:col-span-2"
        />
        <SectorSelect
          id={`${ids}-sector`}
          district={draft.district}
          sectors={places.sectors}
          value={draft.sector}
          onChange={(sector) => onEdit({ sector })}
        />
        <FilterSelect
          id={`${ids}-sort`}
          name="sort"
          label={t("properties.sortLabel")}
          value={draft.sort || effectiveSort({ q: draft.q.trim() || undefined })}
          options={LISTING_SORTS.map((sort) => ({ value: sort, label: t(`properties.sort.${sort}`) }))}
          onChange={(sort) => onEdit({ sort })}
          className="lg:col-span-2"
        />
        <noscript>
          <button type="submit" className={buttonClass("primary", "md", "h-11 w-full self-end")}>
            {t("properties.applyFilters")}
          </button>
        </noscript>
      </form>
    </search>
  );
}
