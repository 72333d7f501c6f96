/**
 * The list's order and map area as the address writes them: zod-free, so the list page's bundle can
 * read and write them without the validation library (listing-filters.ts builds the schema on them).
 */

/** The orders of the list; `relevance` is the default while searching, `newest` otherwise. */
export const LISTING_SORTS = ["newest", "price-asc", "price-desc", "size", "relevance"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const isListingSort = (value: string): value is ListingSort => (LISTING_SORTS as readonly string[]).includes(value);

/** The sort a query gets: the one asked for, else relevance while searching, else newest first. */
export const effectiveSort = (filters: { sort?: ListingSort; q?: string }): ListingSort =>
  filters.sort ?? (filters.q === undefined ? "newest" : "relevance");

/** A map's visible area in degrees: a listing is inside when its stored point is (edges included). */
export type BoundingBox = { minLng: number; minLat: number; maxLng: number; maxLat: number };

const COORDINATE = /^\s*-?\d{1,3}(\.\d{1,15})?\s*$/;

/** `minLng,minLat,maxLng,maxLat` → a box; undefined when it is not four numbers in range with min < max. */
export function parseBoundingBox(value: string): BoundingBox | undefined {
  const parts = value.split(",");
  if (parts.length !== 4 || !parts.every((part) => COORDINATE.test(part))) return undefined;
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
  const inRange = (lng: number, lat: number) => Math.abs(lng) <= 180 && Math.abs(lat) <= 90;
  if (!inRange(minLng, minLat) || !inRange(maxLng, maxLat) || minLng >= maxLng || minLat >= maxLat) return undefined;
  return { minLng, minLat, maxLng, maxLat };
}

/** The box as the query string writes it. */
export const formatBoundingBox = (box: BoundingBox): string => `${box.minLng},${box.minLat},${box.maxLng},${box.maxLat}`;
