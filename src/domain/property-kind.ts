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
