import { Link, useLocation } from "react-router";
import "../../../i18n/catalogues/listing.ts";
import { currentLocale, t } from "../../../i18n/i18n.ts";
import { prefetchMap } from "./map-prefetch.ts";

/** The toggle between the list and the map, a link so it works without scripts. */
export function DisplayToggle({ map, to }: { map: boolean; to: string }) {
  const { search } = useLocation();
  const prefetch = map ? undefined : () => prefetchMap(search, currentLocale());
  return (
    <Link
      to={{ search: to }}
      preventScrollReset
      onPointerDown={prefetch}
      className="inline-flex h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
    >
      {map ? t("properties.map.showList") : t("properties.map.showMap")}
    </Link>
  );
}

/** Where the map will be while its code arrives (for good without scripts): the list below is the same listings. */
export function MapPlaceholder() {
  return (
    <div className="h-[60vh] min-h-80 w-full rounded-2xl bg-slate-100 ring-1 ring-inset ring-slate-200 lg:h-[32rem]">
      <p className="p-6 text-slate-700">{t("properties.map.needsScript")}</p>
    </div>
  );
}
