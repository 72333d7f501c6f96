import type { Language } from "../../../../domain/languages.ts";
import type { BoundingBox } from "../../../../domain/listing-filters.ts";
import { type ListingState, listingSearch } from "../listing-params.ts";

/** `?display=map`: the list page shows the map above the list (`view` is Quick View's). */
export const DISPLAY_PARAM = "display";
export const MAP_DISPLAY = "map";

export const isMapDisplay = (search: string): boolean => new URLSearchParams(search).get(DISPLAY_PARAM) === MAP_DISPLAY;

/** A list address (`tab=villas&q=pool`) with the map shown or not, as `?…` (empty for the bare list). */
export function withDisplay(listSearch: string, map: boolean): string {
  const params = new URLSearchParams(listSearch);
  params.delete(DISPLAY_PARAM);
  if (map) params.set(DISPLAY_PARAM, MAP_DISPLAY);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The current address with the map toggled: the filters stay, an open Quick View closes, and the
 * map's area goes with the map (a list limited to an area it no longer shows would puzzle).
 */
export function toggledDisplay(search: string, map: boolean): string {
  const params = new URLSearchParams(search);
  params.delete("view");
  params.delete("lead");
  if (!map) params.delete("bbox");
  return withDisplay(params.toString(), map);
}

/** 'Search this area': the same filters, limited to the visible area, the map still shown. */
export const areaSearch = (filters: ListingState, bbox: BoundingBox | undefined): string =>
  withDisplay(listingSearch({ ...filters, bbox }), true);

/** The pins' query: every match of the filters (not only the chosen area, nor in any order), in the page's language. */
export function pointsQuery(filters: ListingState, lang: Language): string {
  const search = listingSearch({ ...filters, bbox: undefined, sort: undefined });
  return `${search ? `${search}&` : ""}lang=${lang}`;
}

const UNITS = [
  [1e9, "B"],
  [1e6, "M"],
  [1e3, "K"],
] as const;

/** A price short enough for a pin: 45M, 1.2M, 850K (one decimal below ten, in the locale's mark). */
export function compactAmount(amount: number, decimalMark = "."): string {
  for (const [index, [size, unit]] of UNITS.entries()) {
    if (amount < size) continue;
    const value = amount / size;
    const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
    // 999,600 rounds to 1000K: that is 1M.
    const larger = UNITS[index - 1];
    if (rounded >= 1000 && larger) return `1${larger[1]}`;
    return `${String(rounded).replace(".", decimalMark)}${unit}`;
  }
  return String(Math.round(amount));
}

/** True when two addresses of the list differ only in showing the map: the list's data stays as it is. */
export function onlyDisplayDiffers(
  current: { pathname: string; search: string },
  next: { pathname: string; search: string },
): boolean {
  if (current.pathname !== next.pathname || current.search === next.search) return false;
  const rest = (search: string) => {
    const params = new URLSearchParams(search);
    params.delete(DISPLAY_PARAM);
    params.sort();
    return params.toString();
  };
  return rest(current.search) === rest(next.search);
}
