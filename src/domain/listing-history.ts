import type { PropertyStatus } from "./enums.ts";

/**
 * What happened to a listing that a buyer weighs: each change of its price and of its status, with
 * its date ("Price reduced 5 % on 12 Nov 2026"), newest first. Kept free of zod: the property page
 * words it, and its schema (in property.ts) stays on the server.
 */
export type ListingEvent =
  | { kind: "price"; from: number; to: number; at: string }
  | { kind: "status"; from: PropertyStatus; to: PropertyStatus; at: string };

/** A price change in whole percent of the old price, never shown as 0 % for a real change. */
export function priceChangePercent(from: number, to: number): number {
  if (from <= 0 || from === to) return 0;
  const percent = Math.round((Math.abs(to - from) / from) * 100);
  return Math.max(percent, 1);
}
