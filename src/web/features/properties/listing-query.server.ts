import { listingQuerySchema } from "../../../domain/listing-filters.ts";
import { LISTING_PARAMS, type ListingState } from "./listing-params.ts";

/**
 * The list page's address → filters, with the API's own rules. A value that does not pass (a
 * hand-edited `minPrice=abc`) is ignored rather than failing the whole page.
 */
export function parseListingParams(params: URLSearchParams): ListingState {
  const state: Record<string, unknown> = {};
  for (const key of LISTING_PARAMS) {
    // Control characters cannot be typed in the boxes; a crafted link's NUL would fail the database query.
    const raw = params.get(key)?.replace(/\p{Cc}/gu, "");
    if (raw === undefined) continue;
    const parsed = listingQuerySchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) state[key] = parsed.data;
  }
  return state as ListingState;
}
