/**
 * What a property's type implies, decided here only. Types arrive in any casing from forms and
 * older data ("Land", "land"); the stored set is the lower-case PROPERTY_TYPES.
 */

/** A plot of land: bedrooms and bathrooms do not apply to it. */
export function isLand(type: string): boolean {
  return type.trim().toLowerCase() === "land";
}

/** Whether bedrooms and bathrooms are asked for and shown (every type but land). */
export function hasRooms(type: string): boolean {
  return !isLand(type);
}

/** The room counts kept for a type: land has none, whatever was sent. */
export function roomsFor<T>(type: string, bedrooms: T, bathrooms: T): { bedrooms: T | 0; bathrooms: T | 0 } {
  return hasRooms(type) ? { bedrooms, bathrooms } : { bedrooms: 0, bathrooms: 0 };
}

/**
 * The types a UPI and a land-use zone are kept for: a plot, or a house standing on its own parcel
 * (house, villa, townhouse). An apartment or condo is a unit of a building whose parcel is shared,
 * and commercial premises are usually rented or sold as part of a building, so neither carries one.
 */
export const PARCEL_TYPES = ["land", "house", "villa", "townhouse"] as const;

/** Whether a UPI and a zone are asked for and kept for this type. */
export function hasParcel(type: string): boolean {
  return (PARCEL_TYPES as readonly string[]).includes(type.trim().toLowerCase());
}

/** The parcel facts kept for a type: none for a unit in a building, whatever was sent. */
export function parcelFor<T>(type: string, upi: T, zone: T): { upi: T | null; zone: T | null } {
  return hasParcel(type) ? { upi, zone } : { upi: null, zone: null };
}
