import { z } from "zod";
import { PROPERTY_STATUSES } from "./enums.ts";

/**
 * What happened to a listing that a buyer weighs: each change of its price and of its status, with
 * its date ("Price reduced 5 % on 12 Nov 2026"). Newest first.
 */
export const listingEventSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("price"), from: z.number().int(), to: z.number().int(), at: z.string() }),
  z.object({ kind: z.literal("status"), from: z.enum(PROPERTY_STATUSES), to: z.enum(PROPERTY_STATUSES), at: z.string() }),
]);
export type ListingEvent = z.infer<typeof listingEventSchema>;

/** A price change in whole percent of the old price, never shown as 0 % for a real change. */
export function priceChangePercent(from: number, to: number): number {
  if (from <= 0 || from === to) return 0;
  const percent = Math.round((Math.abs(to - from) / from) * 100);
  return Math.max(percent, 1);
}
