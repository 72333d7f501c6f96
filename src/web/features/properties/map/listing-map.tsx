import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { BoundingBox } from "../../../../domain/listing-filters.ts";
import type { ListingPoint } from "../../../../domain/listing-points.ts";
import type { MapTiles } from "../../../../server/config.ts";
import { Button } from "../../../components/ui/button.tsx";
import "../../../i18n/catalogues/listing.ts";
import { currentLocale, t } from "../../../i18n/i18n.ts";
import { boxAround, sameArea } from "../../map/map-area.ts";
import type { ListingState } from "../listing-params.ts";
import type { ListingMap } from "./listing-layer.ts";
import { takePoints } from "./map-prefetch.ts";
import { areaSearch, pointsQuery } from "./map-view.ts";

/** Kigali's three districts: where the map opens when no listing has a point. */
const KIGALI_BOX: BoundingBox = { minLng: 29.98, minLat: -2.06, maxLng: 30.22, maxLat: -1.84 };

type Props = { filters: ListingState; tiles?: MapTiles };

/**
 * The map view of the list: every match of the filters as a pin, clustered when dense. Its code
 * (Leaflet, supercluster) loads when it is shown, the pins at the same time. Moving the map offers
 * 'Search this area', which puts the visible area in the address (`bbox`) so the list below shows
 * the listings there, rendered by the server like any filter.
 */
export function ListingMapPanel({ filters, tiles }: Props) {
  const navigate = useNavigate();
  const element = useRef<HTMLElement>(null);
  const map = useRef<ListingMap | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [counts, setCounts] = useState<{ total: number; shown: number } | null>(null);
  // The area the visitor moved to, while it is not the one the list shows.
  const [moved, setMoved] = useState<BoundingBox | null>(null);
  const query = pointsQuery(filters, currentLocale());
  const bbox = filters.bbox;
  const latest = useRef({ filters, bbox, navigate });
  latest.current = { filters, bbox, navigate };
  const [layer, setLayer] = useState<typeof import("./listing-layer.ts") | null>(null);

  // The map's code, once.
  useEffect(() => {
    let live = true;
    import("./listing-layer.ts").then(
      (module) => live && setLayer(module),
      () => live && setState("failed"),
    );
    return () => {
      live = false;
    };
  }, []);

  // The pins of the filters: fetched at once (while the map's code loads), drawn when both are here.
  const [points, setPoints] = useState<{ query: string; points: ListingPoint[]; total: number } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    takePoints(query, abort.signal).then(
      (found) => setPoints({ query, ...found }),
      () => !abort.signal.aborted && setState("failed"),
    );
    return () => abort.abort();
  }, [query]);

  useEffect(() => {
    if (!layer || !element.current) return;
    const created = layer.createListingMap(element.current, {
      tiles,
      onDrawn: (shown) => setCounts((current) => ({ total: current?.total ?? 0, shown })),
      onMove: (box, byVisitor) => {
        const listed = latest.current.bbox;
        if (byVisitor) setMoved(listed && sameArea(listed, box) ? null : box);
      },
      onOpen: (path, event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        latest.current.navigate(path);
      },
    });
    map.current = created;
    setState("ready");
    return () => {
      created.destroy();
      map.current = null;
    };
  }, [layer, tiles]);

  // New pins: drawn, and the first time the map shows the listed area (or all the pins).
  const fitted = useRef(false);
  useEffect(() => {
    if (state !== "ready" || !points || !map.current) return;
    // The first time, the map moves to its area before the pins are indexed, so they are drawn once.
    if (!fitted.current) {
      fitted.current = true;
      map.current.showArea(latest.current.bbox ?? boxAround(points.points) ?? KIGALI_BOX);
    }
    map.current.setPoints(points.points);
    setCounts((current) => ({ shown: current?.shown ?? 0, total: points.total }));
  }, [state, points]);

  // The address's area changed (Back, or 'Search this area'): the map follows when it shows another.
  useEffect(() => {
    setMoved(null);
    // The area the visitor searched is what the map shows already: fitting it again would zoom out a step.
    if (bbox && map.current && fitted.current && !sameArea(bbox, map.current.visibleArea())) map.current.showArea(bbox);
  }, [bbox]);

  const searchArea = () => {
    if (!moved) return;
    navigate({ search: areaSearch(filters, moved) }, { preventScrollReset: true });
  };

  return (
    <div className="relative">
      <section
        ref={element}
        aria-label={t("properties.map.label")}
        data-state={state}
        className="h-[60vh] min-h-80 w-full overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-inset ring-slate-200 lg:h-[32rem]"
      >
        {/* Until the map is drawn (for good without scripts): the list below is the same listings. */}
        {state === "loading" && <p className="p-6 text-slate-700">{t("properties.map.needsScript")}</p>}
      </section>
      {moved && (
        <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
          <Button className="pointer-events-auto shadow-lg" onClick={searchArea}>
            {t("properties.map.searchArea")}
          </Button>
        </div>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <p aria-live="polite">
          {state === "failed"
            ? t("properties.map.failed")
            : state === "loading" || !counts
              ? t("properties.map.loading")
              : t("properties.map.count", { count: counts.total })}
        </p>
        <p>{t("properties.map.approximate")}</p>
        {bbox && (
          <Link
            to={{ search: areaSearch(filters, undefined) }}
            preventScrollReset
            className="font-semibold text-brand-700 underline"
          >
            {t("properties.map.allAreas")}
          </Link>
        )}
      </div>
    </div>
  );
}
