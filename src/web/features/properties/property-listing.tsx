import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import type { PlaceNames } from "../../../domain/places.ts";
import type { MapTiles } from "../../../server/config.ts";
import "../../i18n/catalogues/listing.ts";
import { t } from "../../i18n/i18n.ts";
import { onlyDialogsDiffer } from "../../lib/url-dialog.ts";
import { CategoryTabs, LISTING_PANEL_ID, tabId } from "./category-tabs.tsx";
import { type Draft, ListingFilters, toDraft, toState } from "./listing-filters.tsx";
import { listingSearch } from "./listing-params.ts";
import { ListingResults, LoadingGrid, type ResultsPage } from "./listing-results.tsx";
import { DisplayToggle, MapPlaceholder } from "./map/display-toggle.tsx";
import { isMapDisplay, toggledDisplay, withDisplay } from "./map/map-view.ts";

// The map's panel comes with the map: the list alone does not download it.
const ListingMapPanel = lazy(() => import("./map/listing-map.tsx").then((module) => ({ default: module.ListingMapPanel })));

/** Typing in a box waits this long for a pause before the list is fetched again. */
const TYPING_DELAY_MS = 400;

/**
 * The list page's filters, tabs and grid. The address holds the filters: changing one navigates,
 * the loader renders the first page, and 'Load More Properties' appends the next pages from the API.
 * `viewed` is the property the server found for a loaded `?view=` (Quick View open).
 */
export function PropertyListing({
  locations,
  places,
  mapTiles,
  ...page
}: ResultsPage & { locations: string[]; places: PlaceNames; mapTiles?: MapTiles }) {
  const { filters } = page;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const ids = useId();
  // `?display=map`: the map above the list; the filters keep it, and the area it shows (`bbox`).
  const mapShown = isMapDisplay(location.search);
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
    const search = listingSearch({ ...toState(next, places), bbox: mapShown ? filters.bbox : undefined });
    requested.current = search;
    const target = withDisplay(search, mapShown);
    if (target === location.search) return;
    navigate({ pathname: location.pathname, search: target }, { replace, preventScrollReset: true });
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
  // Opening or closing Quick View passes through the router's loading state too, with nothing to load.
  const loading =
    navigation.state === "loading" &&
    navigation.location?.pathname === location.pathname &&
    !onlyDialogsDiffer(location, navigation.location);

  return (
    <section aria-labelledby={`${ids}-heading`} className="mx-auto max-w-7xl px-4 py-10">
      <h2 id={`${ids}-heading`} className="sr-only">
        {t("properties.filters")}
      </h2>
      <ListingFilters draft={draft} locations={locations} places={places} onEdit={change} />

      <div className="mt-6">
        <CategoryTabs active={draft.tab} onSelect={(tab) => change({ tab })} />
      </div>
      <div className="mt-4 flex justify-end">
        <DisplayToggle map={mapShown} to={toggledDisplay(location.search, !mapShown)} />
      </div>
      {mapShown && (
        <div className="mt-4">
          <Suspense fallback={<MapPlaceholder />}>
            <ListingMapPanel filters={filters} tiles={mapTiles} />
          </Suspense>
        </div>
      )}

      <div
        id={LISTING_PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(draft.tab)}
        aria-busy={loading}
        tabIndex={-1}
        className="mt-4 outline-none"
      >
        {loading ? <LoadingGrid /> : <ListingResults key={appliedSearch} {...page} onClear={clear} />}
      </div>
    </section>
  );
}
