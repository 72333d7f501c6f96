import type { Language } from "../../../domain/languages.ts";
import type { BoundingBox, ListingFilters, ListingTab } from "../../../domain/listing-filters.ts";

/** Cards per page of the list ('Load More Properties' fetches the next 12). */
export const LISTING_PAGE_SIZE = 12;

/** Min bedrooms choices: 1+ to 5+. */
export const BEDROOM_CHOICES = [1, 2, 3, 4, 5] as const;

/** The parts of the list's state kept in the page address, so a filtered list can be shared and reloaded. */
export type ListingState = Pick<
  ListingFilters,
  "q" | "minPrice" | "maxPrice" | "minBeds" | "location" | "district" | "sector" | "bbox" | "sort"
> & { tab?: ListingTab };

export const LISTING_PARAMS = [
  "tab",
  "q",
  "minPrice",
  "maxPrice",
  "minBeds",
  "location",
  "district",
  "sector",
  "bbox",
  "sort",
] as const;

/**
 * A box as the query string writes it (formatBoundingBox's rule): written here because the list
 * page's scripts must not import listing-filters.ts: its zod schemas would add some 25 KB to them.
 */
const boxParam = (box: BoundingBox) => `${box.minLng},${box.minLat},${box.maxLng},${box.maxLat}`;

/** `tab=villas&q=pool`: only the values set; the first tab ('all') is the default and left out. */
export function listingSearch(state: ListingState): string {
  const params = new URLSearchParams();
  for (const key of LISTING_PARAMS) {
    const value = state[key];
    if (value === undefined || value === "" || (key === "tab" && value === "all")) continue;
    params.set(key, typeof value === "object" ? boxParam(value) : String(value));
  }
  return params.toString();
}

/** The query for one page of the API's list: the same filters, plus limit and offset. */
export function listingApiQuery(state: ListingState, offset: number, lang: Language, limit = LISTING_PAGE_SIZE): string {
  const search = listingSearch(state);
  return `${search ? `${search}&` : ""}limit=${limit}&offset=${offset}&lang=${lang}`;
}

/** True when no tab other than the first and no filter is chosen. */
export const isUnfiltered = (state: ListingState) => listingSearch(state) === "";

/** The location filter's options: distinct non-empty locations (case-insensitively), sorted. */
export function distinctLocations(locations: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of locations) {
    const location = raw.trim();
    if (location && !seen.has(location.toLowerCase())) seen.set(location.toLowerCase(), location);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, "en"));
}

/** A non-negative whole number typed in a price box, or undefined when the box is empty or invalid. */
export function parseWholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number.isSafeInteger(Number(trimmed)) ? Number(trimmed) : undefined;
}
