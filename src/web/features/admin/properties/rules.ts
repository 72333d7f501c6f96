import type { PropertyStatus } from "../../../../domain/enums.ts";
import { type Property, propertyCreateSchema } from "../../../../domain/property.ts";
import { isLand } from "../../../../domain/property-kind.ts";
import { t } from "../../../i18n/catalogues/admin.ts";

export type StatusFilter = "all" | PropertyStatus;

/** The spec's filter, plus For Rent so that every status can be found (docs/decisions/0006). */
export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All Properties" },
  { value: "now-selling", label: "Now Selling" },
  { value: "coming-soon", label: "Coming Soon" },
  { value: "sold", label: "Sold" },
  { value: "for-rent", label: "For Rent" },
];

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

/** The search box (title, location or type, case-insensitive) and the status filter; order is kept. */
export function filterAdminProperties<T extends Pick<Property, "title" | "location" | "type" | "status">>(
  list: readonly T[],
  search: string,
  status: StatusFilter,
): T[] {
  const q = search.trim().toLowerCase();
  return list.filter(
    (p) =>
      (status === "all" || p.status === status) &&
      (q === "" || [p.title, p.location, p.type].some((field) => field.toLowerCase().includes(q))),
  );
}

/** What the create and edit forms hold; numbers stay text until they are checked. */
export type PropertyFormValues = {
  type: string;
  title: string;
  price: string;
  location: string;
  bedrooms: string;
  bathrooms: string;
  area: string;
  description: string;
  amenities: string[];
  youtubeLink: string;
  featured: boolean;
  promoted: boolean;
  status: PropertyStatus;
};

export const EMPTY_PROPERTY_FORM: PropertyFormValues = {
  type: "",
  title: "",
  price: "",
  location: "",
  bedrooms: "",
  bathrooms: "",
  area: "",
  description: "",
  amenities: [],
  youtubeLink: "",
  featured: false,
  promoted: false,
  status: "now-selling",
};

export function formValuesOf(property: Property): PropertyFormValues {
  return {
    type: property.type,
    title: property.title,
    price: String(property.price),
    location: property.location,
    bedrooms: String(property.bedrooms),
    bathrooms: String(property.bathrooms),
    area: String(property.area),
    description: property.description,
    amenities: [...property.amenities],
    youtubeLink: property.youtubeLink ?? "",
    featured: property.featured,
    promoted: property.promoted,
    status: property.status,
  };
}

export type PropertyField = keyof PropertyFormValues | "images";
export type PropertyFormErrors = Partial<Record<PropertyField, string>>;

const LABELS: Record<string, string> = {
  title: "Title",
  price: "Price",
  location: "Location",
  bedrooms: "Bedrooms",
  bathrooms: "Bathrooms",
  area: "Area",
  description: "Description",
  youtubeLink: "YouTube link",
};

/** A blank number box is a missing value, so the schema says '<Field> is required'. */
const blankToUndefined = (value: string) => (value.trim() === "" ? undefined : value.trim());

/** JSON for POST /api/properties: land is sent with 0 bedrooms and bathrooms. */
export function createPayload(values: PropertyFormValues, images: readonly string[]) {
  const land = isLand(values.type);
  return {
    type: values.type,
    title: values.title,
    price: blankToUndefined(values.price),
    location: values.location,
    bedrooms: land ? 0 : blankToUndefined(values.bedrooms),
    bathrooms: land ? 0 : blankToUndefined(values.bathrooms),
    area: blankToUndefined(values.area),
    description: values.description,
    images: [...images],
    amenities: values.amenities,
    youtubeLink: values.youtubeLink.trim() === "" ? null : values.youtubeLink.trim(),
    featured: values.featured,
    promoted: values.promoted,
    status: values.status,
  };
}

/** JSON for PUT /api/properties/{id}: every field of the form except the status, which editing keeps. */
export function updatePayload(values: PropertyFormValues, images: readonly string[]) {
  const { status: _kept, ...rest } = createPayload(values, images);
  return rest;
}

/**
 * Checks the form with the API's own create schema (edit requires the same fields), one message per
 * field, worded for a person: 'Price is required', 'Please select a property type.'.
 */
export function validatePropertyForm(values: PropertyFormValues, images: readonly string[]): PropertyFormErrors {
  const payload = createPayload(values, images);
  const errors: PropertyFormErrors = {};
  // The schema checks the rooms only once every other field is valid; the form says it at once.
  for (const field of ["bedrooms", "bathrooms"] as const) {
    if (payload[field] === undefined) errors[field] = t("admin.properties.form.requiredField", { label: LABELS[field] ?? field });
  }
  const result = propertyCreateSchema.safeParse(payload);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || errors[field as PropertyField]) continue;
    const label = LABELS[field];
    errors[field as PropertyField] = label && /^[a-z]/.test(issue.message) ? `${label} ${issue.message}` : issue.message;
  }
  return errors;
}
