import type { Property } from "../../../domain/property.ts";

const mentions = (text: string, name: string) => new RegExp(`(^|[^\\p{L}])${name}([^\\p{L}]|$)`, "iu").test(text);

/**
 * Where a listing is, as its card and page say it: the location staff wrote, then its sector and
 * district where they are set and not already named ("Kibagabaga, Kigali · Kimironko, Gasabo").
 * Place names are never translated.
 */
export function placeLine(property: Pick<Property, "location" | "sector" | "district">): string {
  const added = [property.sector, property.district].filter(
    (name): name is string => !!name && !mentions(property.location, name),
  );
  return added.length > 0 ? `${property.location} · ${added.join(", ")}` : property.location;
}
