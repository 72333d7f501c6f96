import type { Development } from "../../../domain/development.ts";
import type { Property } from "../../../domain/property.ts";
import { isLand } from "../../../domain/property-kind.ts";
import { canBeVisited } from "../../../domain/visits.ts";
import { langOf } from "../../lib/content-lang.ts";
import type { LeadMode } from "./lead-address.ts";
import type { LeadListing } from "./lead-texts.ts";

// Apart from the forms' texts, so that a page with lead buttons does not load their catalogue
// before a visitor opens a form.

type PropertySummary = Pick<
  Property,
  "_id" | "title" | "location" | "type" | "status" | "bedrooms" | "bathrooms" | "price" | "inEnglish"
>;

/** A property as the lead form sums it up: land has no rooms to show; one off the market takes no viewing. */
export function propertyLeadListing(property: PropertySummary): LeadListing {
  const land = isLand(property.type);
  return {
    ...(canBeVisited(property) ? {} : { noVisits: true as const }),
    kind: "property",
    id: property._id,
    title: property.title,
    titleLang: langOf(property, "title"),
    location: property.location,
    bedrooms: land ? undefined : property.bedrooms,
    bathrooms: land ? undefined : property.bathrooms,
    price: property.price,
  };
}

export function developmentLeadListing(development: Pick<Development, "_id" | "title" | "location" | "inEnglish">): LeadListing {
  return {
    kind: "development",
    id: development._id,
    title: development.title,
    titleLang: langOf(development, "title"),
    location: development.location,
  };
}

/**
 * The form a lead button opens: Schedule Viewing on a property that can no longer be visited opens
 * an inquiry instead, saying why (`notVisitable`), rather than times nobody can come at.
 */
export function leadFormFor(mode: LeadMode, listing?: Pick<LeadListing, "noVisits">): { mode: LeadMode; notVisitable: boolean } {
  const notVisitable = mode === "viewing" && listing?.noVisits === true;
  return { mode: notVisitable ? "inquiry" : mode, notVisitable };
}
