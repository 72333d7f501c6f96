import { useRef, useState } from "react";
import { Link } from "react-router";
import type { Property } from "../../../domain/property.ts";
import { CardSkeletons } from "../../components/listing/card-skeletons.tsx";
import { Button } from "../../components/ui/button.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";
import "../../i18n/catalogues/listing.ts";
import { formatNumber } from "../../i18n/format.ts";
import { currentLocale, localePath, t } from "../../i18n/i18n.ts";
import type { ApiPath } from "../../lib/api.ts";
import type { ApiReply } from "../../lib/api-client.ts";
import { useFavouriteIds } from "./favourites.ts";
import { type ListingState, listingApiQuery } from "./listing-params.ts";
import { PropertyCard } from "./property-card.tsx";
import { useQuickView } from "./quick-view.tsx";

/** Card-shaped placeholders while the list for new filters loads; the empty line keeps the result count's place. */
export function LoadingGrid() {
  return (
    <>
      <p aria-hidden="true" className="mb-4 h-6" />
      <CardSkeletons count={6} label={t("properties.loadingList")} />
    </>
  );
}

/**
 * What the list page's loader found: the filters applied, the first page for them and their total,
 * the property a loaded `?view=` names (Quick View open) and when the page was rendered.
 */
export type ResultsPage = { filters: ListingState; items: Property[]; total: number; viewed: Property | null; now: string };

/** The cards for the applied filters with their count, 'Load More Properties' (the next pages come from the API) and Quick View. */
export function ListingResults({
  filters,
  items,
  total: initialTotal,
  viewed,
  now,
  onClear,
}: ResultsPage & { onClear: () => void }) {
  const [more, setMore] = useState<Property[]>([]);
  const [total, setTotal] = useState(initialTotal);
  const [state, setState] = useState<"idle" | "loading" | "error">("idle");
  const list = useRef<HTMLUListElement>(null);
  const renderedAt = new Date(now);
  const shown = [...items, ...more];
  const quickView = useQuickView([viewed, ...items]);

  async function loadMore() {
    if (state === "loading") return;
    setState("loading");
    const offset = shown.length;
    try {
      // A plain fetch, not the API client: the list page's first scripts stay without it. Its path and
      // reply are still the API document's.
      const url: ApiPath = `/api/properties?${listingApiQuery(filters, offset, currentLocale())}`;
      const response = await fetch(url, { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(String(response.status));
      const page = (await response.json()) as ApiReply<"/api/properties", "get">;
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
      <div className="mb-4 flex h-6 items-center justify-between gap-4 text-sm font-medium">
        <p role="status" className="text-slate-700">
          {t("properties.count", { shown: shown.length, total })}
        </p>
        <FavouritesLink />
      </div>
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

/** Where this browser's hearted listings are gathered; shown once there is one (the server cannot know). */
function FavouritesLink() {
  const count = useFavouriteIds().length;
  if (count === 0) return null;
  return (
    <Link to={localePath("/favourites")} className="flex items-center gap-1 text-brand-700 underline">
      <SpriteIcon name="heart" className="size-4" />
      {t("favourites.link")} ({formatNumber(count)})
    </Link>
  );
}
