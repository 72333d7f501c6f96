import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import type { ListingTab } from "../../../domain/listing-filters.ts";
import type { Property } from "../../../domain/property.ts";
import { Button } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import "../../i18n/catalogues/listing.ts";
import { t } from "../../i18n/i18n.ts";
import { CategoryTabs, LISTING_PANEL_ID, tabId } from "./category-tabs.tsx";
import { BEDROOM_CHOICES, type ListingState, listingApiQuery, listingSearch, parseWholeNumber } from "./listing-params.ts";
import { PropertyCard } from "./property-card.tsx";
import { useQuickView } from "./quick-view.tsx";

/** Typing in a box waits this long for a pause before the list is fetched again. */
const TYPING_DELAY_MS = 400;

type Draft = { tab: ListingTab; q: string; minPrice: string; maxPrice: string; minBeds: string; location: string };

const toDraft = (state: ListingState): Draft => ({
  tab: state.tab ?? "all",
  q: state.q ?? "",
  minPrice: state.minPrice === undefined ? "" : String(state.minPrice),
  maxPrice: state.maxPrice === undefined ? "" : String(state.maxPrice),
  minBeds: state.minBeds === undefined ? "" : String(state.minBeds),
  location: state.location ?? "",
});

const toState = (draft: Draft): ListingState => ({
  tab: draft.tab,
  q: draft.q.trim() || undefined,
  minPrice: parseWholeNumber(draft.minPrice),
  maxPrice: parseWholeNumber(draft.maxPrice),
  minBeds: parseWholeNumber(draft.minBeds),
  location: draft.location || undefined,
});

/**
 * The list page's filters, tabs and grid. The address holds the filters: changing one navigates,
 * the loader renders the first page, and 'Load More Properties' appends the next pages from the API.
 */
export function PropertyListing({
  filters,
  items,
  total,
  locations,
  now,
}: {
  filters: ListingState;
  items: Property[];
  total: number;
  locations: string[];
  now: string;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(() => toDraft(filters));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A burst of typing adds one history entry (so Back returns to the list as it was before the
  // search); the pauses within that burst update the entry instead of adding more.
  const typedEntry = useRef(false);
  const appliedSearch = listingSearch(filters);
  // The search last sent: typing on while that page loads must not be overwritten when it arrives.
  const requested = useRef(appliedSearch);

  // Back/forward (or any change of address not made here) brings the boxes in line with the address.
  useEffect(() => {
    if (appliedSearch !== requested.current) {
      requested.current = appliedSearch;
      setDraft(toDraft(filters));
    }
  }, [appliedSearch, filters]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function go(next: Draft, replace: boolean) {
    const search = listingSearch(toState(next));
    requested.current = search;
    if (`?${search}` === location.search || (search === "" && location.search === "")) return;
    navigate({ pathname: location.pathname, search: search ? `?${search}` : "" }, { replace, preventScrollReset: true });
  }

  function change(patch: Partial<Draft>, typing = false) {
    const next = { ...draft, ...patch };
    setDraft(next);
    clearTimeout(timer.current);
    if (typing) {
      timer.current = setTimeout(() => {
        go(next, typedEntry.current);
        typedEntry.current = true;
      }, TYPING_DELAY_MS);
    } else {
      typedEntry.current = false;
      go(next, false);
    }
  }

  const clear = () => change(toDraft({}));
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const inputClass =
    "block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600";

  return (
    <section aria-labelledby={`${ids}-heading`} className="mx-auto max-w-7xl px-4 py-10">
      <h2 id={`${ids}-heading`} className="sr-only">
        {t("properties.filters")}
      </h2>
      <search className="block rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <form
          role="presentation"
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6"
        >
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
                onChange={(event) => change({ q: event.currentTarget.value }, true)}
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
              onChange={(event) => change({ minPrice: event.currentTarget.value }, true)}
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
              onChange={(event) => change({ maxPrice: event.currentTarget.value }, true)}
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
              onChange={(event) => change({ minBeds: event.currentTarget.value })}
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
              onChange={(event) => change({ location: event.currentTarget.value })}
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

      <div className="mt-6">
        <CategoryTabs active={draft.tab} onSelect={(tab) => change({ tab })} />
      </div>

      <div
        id={LISTING_PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(draft.tab)}
        aria-busy={loading}
        tabIndex={-1}
        className="mt-4 outline-none"
      >
        {loading ? (
          <LoadingGrid />
        ) : (
          <ListingResults key={appliedSearch} filters={filters} items={items} total={total} now={now} onClear={clear} />
        )}
      </div>
    </section>
  );
}

function LoadingGrid() {
  return (
    <>
      <p className="mb-4 h-6 text-sm text-slate-700">
        <span className="sr-only">{t("properties.loadingList")}</span>
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <Skeleton className="aspect-[3/2] w-full rounded-none" />
            <div className="space-y-3 p-4">
              <Skeleton className="h-7 w-2/5" />
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-full" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function ListingResults({
  filters,
  items,
  total: initialTotal,
  now,
  onClear,
}: {
  filters: ListingState;
  items: Property[];
  total: number;
  now: string;
  onClear: () => void;
}) {
  const quickView = useQuickView();
  const [more, setMore] = useState<Property[]>([]);
  const [total, setTotal] = useState(initialTotal);
  const [state, setState] = useState<"idle" | "loading" | "error">("idle");
  const list = useRef<HTMLUListElement>(null);
  const renderedAt = new Date(now);
  const shown = [...items, ...more];

  async function loadMore() {
    if (state === "loading") return;
    setState("loading");
    const offset = shown.length;
    try {
      const response = await fetch(`/api/properties?${listingApiQuery(filters, offset)}`, {
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(String(response.status));
      const page = (await response.json()) as Property[];
      const known = new Set(shown.map((p) => p._id));
      setMore((current) => [...current, ...page.filter((p) => !known.has(p._id))]);
      setTotal(Number(response.headers.get("x-total-count") ?? offset + page.length));
      setState("idle");
      // Keyboard users continue from the first card that arrived.
      requestAnimationFrame(() => list.current?.children[offset]?.querySelector<HTMLElement>("h3 a")?.focus());
    } catch {
      setState("error");
    }
  }

  if (shown.length === 0) {
    return (
      <div className="rounded-2xl bg-slate-50 px-4 py-16 text-center ring-1 ring-inset ring-slate-200">
        <p className="text-xl font-semibold text-slate-900">{t("properties.emptyTitle")}</p>
        <p className="mt-2 text-slate-700">
          {filters.q ? t("properties.emptySearch", { search: filters.q }) : t("properties.emptyFilters")}
        </p>
        <Button className="mt-6" onClick={onClear}>
          {t("properties.clearFilter")}
        </Button>
      </div>
    );
  }

  return (
    <>
      <p role="status" className="mb-4 h-6 text-sm font-medium text-slate-700">
        {t("properties.count", { shown: shown.length, total })}
      </p>
      <ul ref={list} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((property, index) => (
          <li key={property._id} className="flex min-w-0">
            <PropertyCard property={property} priority={index === 0} onQuickView={quickView.open} now={renderedAt} overlay />
          </li>
        ))}
      </ul>
      {state === "error" && (
        <p role="alert" className="mt-6 text-center text-red-800">
          {t("properties.error")}{" "}
          <button type="button" onClick={loadMore} className="font-semibold underline">
            {t("properties.tryAgain")}
          </button>
        </p>
      )}
      {shown.length < total && state !== "error" && (
        <div className="mt-8 flex justify-center">
          <Button size="lg" variant="secondary" onClick={loadMore} disabled={state === "loading"}>
            {state === "loading" ? t("properties.loading") : t("properties.loadMore")}
          </Button>
        </div>
      )}
      {quickView.modal}
    </>
  );
}
