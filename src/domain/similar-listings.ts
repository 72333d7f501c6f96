/**
 * Which listings a property page offers as similar (zod-free: the page bundle may import it). A
 * listing is similar when it is of the same kind of place (a house and a villa are both homes), on
 * the same market (for sale or for rent), priced within 30 % either way, in the same district when
 * the property has one (else the same location), not sold and not the property itself. Newest
 * first, at most four.
 */

export const TYPE_GROUPS = {
  homes: ["house", "villa", "townhouse"],
  apartments: ["apartment", "condo"],
  land: ["land"],
  commercial: ["commercial"],
} as const satisfies Record<string, readonly string[]>;

export const SIMILAR_PRICE_SPREAD = 0.3;
export const MAX_SIMILAR = 4;

/** The statuses of one market: a sale now or soon, or a rent. Sold listings are never offered. */
const SALE_STATUSES = ["now-selling", "coming-soon"] as const;
const RENT_STATUSES = ["for-rent"] as const;

/** The types in the same group as `type`; a type in no group stands alone. */
export function typeGroupOf(type: string): readonly string[] {
  const lower = type.trim().toLowerCase();
  return Object.values(TYPE_GROUPS).find((group: readonly string[]) => group.includes(lower)) ?? [lower];
}

export type SimilarSubject = {
  _id: string;
  type: string;
  status: string;
  price: number;
  location: string;
  district?: string | null;
};

export type SimilarRule = {
  excludeId: string;
  types: readonly string[];
  statuses: readonly string[];
  minPrice: number;
  maxPrice: number;
  /** Set when the property has a district; otherwise `location` is compared (case-insensitively). */
  district?: string;
  location?: string;
};

export function similarRule(property: SimilarSubject): SimilarRule {
  const place = property.district ? { district: property.district } : { location: property.location };
  return {
    excludeId: property._id,
    types: typeGroupOf(property.type),
    statuses: property.status === "for-rent" ? RENT_STATUSES : SALE_STATUSES,
    minPrice: Math.floor(property.price * (1 - SIMILAR_PRICE_SPREAD)),
    maxPrice: Math.ceil(property.price * (1 + SIMILAR_PRICE_SPREAD)),
    ...place,
  };
}

/** The rule applied to one candidate, as the server's query applies it. */
export function isSimilar(candidate: SimilarSubject, rule: SimilarRule): boolean {
  if (candidate._id === rule.excludeId) return false;
  if (!rule.types.includes(candidate.type.toLowerCase()) || !rule.statuses.includes(candidate.status)) return false;
  if (candidate.price < rule.minPrice || candidate.price > rule.maxPrice) return false;
  if (rule.district !== undefined) return candidate.district === rule.district;
  return candidate.location.toLowerCase() === rule.location?.toLowerCase();
}
