/**
 * The rules of a listing's place and facts, zod-free: shared by the API's schemas, the back-office
 * form and the server's checks of an edit against what is stored.
 */
import { isDistrict, RWANDA_BOUNDS, sectorsOf } from "./places.ts";
import { hasParcel } from "./property-kind.ts";

export const EARLIEST_YEAR_BUILT = 1800;
/** Homes are sold off-plan: a year up to five years ahead is a completion date, not a typing mistake. */
export const latestYearBuilt = (now: Date = new Date()) => now.getUTCFullYear() + 5;

/** Basements are below the ground floor (0); no building in Rwanda comes near 200 floors. */
export const FLOOR_RANGE = { min: -5, max: 200 } as const;
export const NEIGHBOURHOOD_MAX = 120;

/** The district's sector spelled as shipped ("remera" → "Remera"); any name where none are shipped. */
export function sectorName(district: string, sector: string): string | undefined {
  const sectors = sectorsOf(district);
  if (sectors.length === 0) return sector.trim();
  const wanted = sector.trim().toLowerCase();
  return sectors.find((name) => name.toLowerCase() === wanted);
}

export const latitudeProblem = (value: number) =>
  value >= RWANDA_BOUNDS.minLat && value <= RWANDA_BOUNDS.maxLat
    ? undefined
    : `Latitude must be within Rwanda (${RWANDA_BOUNDS.minLat} to ${RWANDA_BOUNDS.maxLat})`;

export const longitudeProblem = (value: number) =>
  value >= RWANDA_BOUNDS.minLng && value <= RWANDA_BOUNDS.maxLng
    ? undefined
    : `Longitude must be within Rwanda (${RWANDA_BOUNDS.minLng} to ${RWANDA_BOUNDS.maxLng})`;

/** The facts that depend on each other, as they are (or would be) stored together. */
export type ListingFactsCheck = {
  type: string;
  district?: string | null | undefined;
  sector?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  upi?: string | null | undefined;
  zone?: string | null | undefined;
};

export type FactProblem = { field: keyof ListingFactsCheck; message: string };

const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;

/**
 * What is wrong between the facts: a sector without its district or outside it, a point given by
 * half, a UPI or zone on a type that has no parcel of its own.
 */
export function factProblems(facts: ListingFactsCheck): FactProblem[] {
  const problems: FactProblem[] = [];
  if (given(facts.sector)) {
    if (!given(facts.district)) problems.push({ field: "sector", message: "Sector needs a district" });
    else if (isDistrict(facts.district) && sectorName(facts.district, facts.sector) === undefined)
      problems.push({ field: "sector", message: `Sector must be one of the sectors of ${facts.district}` });
  }
  if (given(facts.latitude) !== given(facts.longitude))
    problems.push({
      field: given(facts.latitude) ? "longitude" : "latitude",
      message: "Latitude and longitude must be given together",
    });
  for (const field of ["upi", "zone"] as const) {
    if (given(facts[field]) && !hasParcel(facts.type))
      problems.push({
        field,
        message: `${field === "upi" ? "UPI" : "Zone"} is kept only for land, houses, villas and townhouses`,
      });
  }
  return problems;
}
