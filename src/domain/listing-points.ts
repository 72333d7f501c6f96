import { z } from "zod";
import { PRICE_PERIODS, PROPERTY_STATUSES } from "./enums.ts";

/** The most pins one map reply carries; the count header still gives every match. */
export const MAX_MAP_POINTS = 5000;

/**
 * One listing as a pin on the public map: where a visitor may see it (approximate unless staff
 * allowed the exact point), its price and what it is. Compact, so thousands of them stay small.
 */
export const listingPointSchema = z.object({
  id: z.string(),
  lat: z.number(),
  lng: z.number(),
  price: z.number(),
  /** Only while the listing is for rent. */
  pricePeriod: z.enum(PRICE_PERIODS).optional(),
  status: z.enum(PROPERTY_STATUSES),
  title: z.string(),
  reference: z.string(),
});

export type ListingPoint = z.output<typeof listingPointSchema>;
