/**
 * Which of the optional facts the List With Us form asks for each type, zod-free so the page can
 * show and hide them as the type is chosen: land has no rooms, furnishing, parking or year built;
 * a UPI belongs to a parcel of its own (land, a house), not to an apartment or commercial premises.
 */
import { hasRooms } from "./property-kind.ts";

export const asksForRooms = (type: string): boolean => hasRooms(type);

const PARCEL_SUBMISSION_TYPES: readonly string[] = ["land", "house"];
export const asksForParcel = (type: string): boolean => PARCEL_SUBMISSION_TYPES.includes(type.trim().toLowerCase());

type AskedFacts = { yearBuilt: unknown; furnished: unknown; parkingSpaces: unknown; upi: unknown };
type Kept<T extends AskedFacts> = { [K in keyof AskedFacts]: T[K] | null };

/** The facts kept for a type: those it is not asked for are dropped (null), whatever was sent. */
export function submissionFactsFor<T extends AskedFacts>(type: string, facts: T): Kept<T> {
  const building = asksForRooms(type);
  return {
    yearBuilt: building ? facts.yearBuilt : null,
    furnished: building ? facts.furnished : null,
    parkingSpaces: building ? facts.parkingSpaces : null,
    upi: asksForParcel(type) ? facts.upi : null,
  };
}
