import { Search } from "lucide-react";
import { useId } from "react";
import type { ListingTab } from "../../../domain/listing-filters.ts";
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
  return (
    <search className="block rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <form role="presentation" onSubmit={(event) => event.preventDefault()} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
        <div className="col-span-2">
          <label htmlFor={`${ids}-q`} className="mb-1 block text-sm font-medium text-slate-800">
            {t("properties.searchLabel")}
          </label>
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
        </div>
        <div>
          <label htmlFor={`${ids}-min`} className="mb-1 block text-sm font-medium text-slate-800">
            {t("properties.minPrice")}
          </label>
          <input
            id={`${ids}-min`}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={draft.minPrice}
            placeholder={t("properties.anyPrice")}
            onChange={(event) => onEdit({ minPrice: event.currentTarget.value }, true)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-max`} className="mb-1 block text-sm font-medium text-slate-800">
            {t("properties.maxPrice")}
          </label>
          <input
            id={`${ids}-max`}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={draft.maxPrice}
            placeholder={t("properties.anyPrice")}
            onChange={(event) => onEdit({ maxPrice: event.currentTarget.value }, true)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-beds`} className="mb-1 block text-sm font-medium text-slate-800">
            {t("properties.minBedrooms")}
          </label>
          <select
            id={`${ids}-beds`}
            value={draft.minBeds}
            onChange={(event) => onEdit({ minBeds: event.currentTarget.value })}
            className={inputClass}
          >
            <option value="">{t("properties.anyBedrooms")}</option>
            {BEDROOM_CHOICES.map((n) => (
              <option key={n} value={n}>
                {t("properties.bedsOption", { n })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-location`} className="mb-1 block text-sm font-medium text-slate-800">
            {t("properties.location")}
          </label>
          <select
            id={`${ids}-location`}
            value={draft.location}
            onChange={(event) => onEdit({ location: event.currentTarget.value })}
            className={inputClass}
          >
            <option value="">{t("properties.anyLocation")}</option>
            {locations.map((place) => (
              <option key={place} value={place}>
                {place}
              </option>
            ))}
          </select>
        </div>
      </form>
    </search>
  );
}
