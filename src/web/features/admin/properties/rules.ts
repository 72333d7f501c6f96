import type { PropertyStatus } from "../../../../domain/enums.ts";
import type { Property, PropertyFormOutput } from "../../../../domain/property.ts";
import { isLand } from "../../../../domain/property-kind.ts";

export type StatusFilter = "all" | PropertyStatus;

/** The spec's filter, plus For Rent so that every status can be found (docs/decisions/0006). */
export const STATUS_FILTERS: readonly StatusFilter[] = ["all", "now-selling", "coming-soon", "sold", "for-rent"];

export type PropertySummary = { nowSelling: number; comingSoon: number; sold: number; forRent: number; featured: number };

/**
 * The summary tiles, counted from the whole list (not the filtered view). The four status counts
 * add up to the number of properties; Featured counts across them.
 */
export function summarizeProperties(list: readonly Pick<Property, "status" | "featured">[]): PropertySummary {
  const summary: PropertySummary = { nowSelling: 0, comingSoon: 0, sold: 0, forRent: 0, featured: 0 };
  const key = { "now-selling": "nowSelling", "coming-soon": "comingSoon", sold: "sold", "for-rent": "forRent" } as const;
  for (const property of list) {
    summary[key[property.status]] += 1;
    if (property.featured) summary.featured += 1;
  }
  return summary;
}

/** The search box (title, location, type or reference, case-insensitive) and the status filter; order is kept. */
export function filterAdminProperties<T extends Pick<Property, "title" | "location" | "type" | "status" | "reference">>(
  list: readonly T[],
  search: string,
  status: StatusFilter,
): T[] {
  const q = search.trim().toLowerCase();
  return list.filter(
    (p) =>
      (status === "all" || p.status === status) &&
      (q === "" || [p.title, p.location, p.type, p.reference].some((field) => field.toLowerCase().includes(q))),
  );
}

/** Where the create and edit forms start: the listing's values as its inputs hold them. */
export function formDefaults(property: Property | undefined): Record<string, string | undefined> {
  if (!property) return { status: "now-selling", pricePeriod: "month" };
  return {
    type: property.type,
    title: property.title,
    price: String(property.price),
    location: property.location,
    bedrooms: String(property.bedrooms),
    bathrooms: String(property.bathrooms),
    area: String(property.area),
    description: property.description,
    youtubeLink: property.youtubeLink ?? "",
    // A checked checkbox sends 'on'.
    featured: property.featured ? "on" : undefined,
    promoted: property.promoted ? "on" : undefined,
    negotiable: property.negotiable ? "on" : undefined,
    pricePeriod: property.pricePeriod,
    status: property.status,
    district: property.district ?? undefined,
    sector: property.sector ?? undefined,
    neighbourhood: property.neighbourhood ?? undefined,
    latitude: numberText(property.latitude),
    longitude: numberText(property.longitude),
    exactLocation: property.exactLocation ? "on" : undefined,
    plotSize: numberText(property.plotSize),
    yearBuilt: numberText(property.yearBuilt),
    furnished: property.furnished ?? undefined,
    parkingSpaces: numberText(property.parkingSpaces),
    floorNumber: numberText(property.floorNumber),
    upi: property.upi ?? undefined,
    zone: property.zone ?? undefined,
    titleChecked: property.titleChecked ? "on" : undefined,
    developmentId: property.developmentId ?? undefined,
    agentId: property.agentId ?? undefined,
  };
}

const numberText = (value: number | null) => (value === null ? undefined : String(value));

/** The facts an emptied input clears: sent as null on an edit (a field left out keeps its value). */
const CLEARABLE_FACTS = [
  "district",
  "sector",
  "neighbourhood",
  "latitude",
  "longitude",
  "plotSize",
  "yearBuilt",
  "furnished",
  "parkingSpaces",
  "floorNumber",
  "upi",
  "zone",
  "developmentId",
  "agentId",
] as const satisfies readonly (keyof PropertyFormOutput)[];

/** JSON for POST /api/properties: land is sent with 0 bedrooms and bathrooms; unset flags are off. */
export function createPayload(value: PropertyFormOutput) {
  const land = isLand(value.type);
  return {
    ...value,
    bedrooms: land ? 0 : (value.bedrooms ?? 0),
    bathrooms: land ? 0 : (value.bathrooms ?? 0),
    amenities: value.amenities ?? [],
    youtubeLink: value.youtubeLink ?? null,
    featured: value.featured ?? false,
    promoted: value.promoted ?? false,
    negotiable: value.negotiable ?? false,
    pricePeriod: value.pricePeriod ?? "month",
    status: value.status ?? "now-selling",
    exactLocation: value.exactLocation ?? false,
    titleChecked: value.titleChecked ?? false,
  };
}

/** JSON for PUT /api/properties/{id}: every field of the form except the status, which editing keeps. */
export function updatePayload(value: PropertyFormOutput) {
  const { status: _kept, pricePeriod, ...rest } = createPayload(value);
  const cleared = Object.fromEntries(CLEARABLE_FACTS.map((name) => [name, value[name] ?? null])) as {
    [K in (typeof CLEARABLE_FACTS)[number]]: NonNullable<PropertyFormOutput[K]> | null;
  };
  const body = { ...rest, ...cleared };
  // The period is asked only of a listing for rent; one for sale keeps the period it had.
  return value.pricePeriod ? { ...body, pricePeriod } : body;
}
