import type { PricePeriod } from "../../../domain/enums.ts";
import { variantUrl } from "../../../domain/images.ts";
import type { Property } from "../../../domain/property.ts";
import { currentLocale, localePath } from "../../i18n/i18n.ts";
import { absoluteUrl, type LinkPreview, previewImage, summarize } from "../../lib/seo.ts";
import { listingPrice } from "./listing-price.ts";

/** The main photo's link-preview picture (its JPEG, or an external image as it is). */
export function mainPreviewImage(property: Pick<Property, "images">, publicUrl: string) {
  return previewImage(property.images[0], publicUrl);
}

/** What a link to a property shows: its title, price, place and description, and its main photo. */
export function propertyPreview(property: Property, publicUrl: string): LinkPreview {
  return {
    title: property.title,
    description: summarize(`${listingPrice(property)} · ${property.location}. ${property.description}`),
    ...mainPreviewImage(property, publicUrl),
    imageAlt: property.title,
  };
}

const AVAILABILITY: Record<string, string> = {
  "now-selling": "https://schema.org/InStock",
  "for-rent": "https://schema.org/InStock",
  "coming-soon": "https://schema.org/PreOrder",
  sold: "https://schema.org/SoldOut",
};

/** schema.org type of what is offered: land and commercial space are places, not accommodation. */
function placeType(type: string): string {
  if (type === "apartment" || type === "condo") return "Apartment";
  if (type === "house") return "SingleFamilyResidence";
  if (type === "villa" || type === "townhouse") return "House";
  return "Place";
}

/** schema.org RealEstateListing for one property (rendered as JSON-LD on its page). */
const RENT_UNIT = { month: "MON", night: "DAY", year: "ANN" } as const satisfies Record<PricePeriod, string>;

const quantity = (value: number) => ({ "@type": "QuantitativeValue", value, unitCode: "MTK" });
const lotSize = (value: number) => ({ "@type": "PropertyValue", name: "Lot size", value, unitCode: "MTK" });

/**
 * The listing's address: its sector (else neighbourhood) as the locality and its district as the
 * region; listings not yet placed in a district keep the city, as before.
 */
function postalAddress(property: Property): Record<string, unknown> {
  const locality = property.sector ?? property.neighbourhood ?? (property.district ? undefined : "Kigali");
  return {
    "@type": "PostalAddress",
    streetAddress: property.location,
    ...(locality ? { addressLocality: locality } : {}),
    ...(property.district ? { addressRegion: property.district } : {}),
    addressCountry: "RW",
  };
}

/** What comes with a home that schema.org has no property for: parking and furniture. */
function amenityFeatures(property: Property): Record<string, unknown>[] {
  const features: Record<string, unknown>[] = [];
  if (property.parkingSpaces !== null)
    features.push({ "@type": "LocationFeatureSpecification", name: "Parking spaces", value: property.parkingSpaces });
  if (property.furnished !== null)
    features.push({ "@type": "LocationFeatureSpecification", name: "Furnished", value: property.furnished });
  return features;
}

/** The home's own facts: floor area, rooms, year, floor and what comes with it. */
function accommodationFacts(property: Property): Record<string, unknown> {
  const amenities = amenityFeatures(property);
  return {
    floorSize: quantity(property.area),
    numberOfRooms: property.bedrooms,
    numberOfBedrooms: property.bedrooms,
    numberOfBathroomsTotal: property.bathrooms,
    ...(property.yearBuilt !== null ? { yearBuilt: property.yearBuilt } : {}),
    ...(property.floorNumber !== null ? { floorLevel: String(property.floorNumber) } : {}),
    ...(amenities.length > 0 ? { amenityFeature: amenities } : {}),
    ...(property.plotSize !== null ? { additionalProperty: lotSize(property.plotSize) } : {}),
  };
}

export function propertyJsonLd(property: Property, publicUrl: string): Record<string, unknown> {
  const url = absoluteUrl(publicUrl, localePath(`/properties/${property._id}`));
  const images = property.images.map((image) => absoluteUrl(publicUrl, variantUrl(image, 1600)));
  const kind = placeType(property.type);
  const isAccommodation = kind !== "Place";
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    "@id": url,
    url,
    inLanguage: currentLocale(),
    identifier: property.reference,
    name: property.title,
    description: property.description,
    datePosted: property.createdAt,
    ...(images.length > 0 ? { image: images } : {}),
    offers: {
      "@type": "Offer",
      price: property.price,
      priceCurrency: "RWF",
      availability: AVAILABILITY[property.status] ?? "https://schema.org/InStock",
      ...(property.status === "for-rent"
        ? {
            businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
            // What the rent is for, in UN/CEFACT units: a month (MON), a night (DAY), a year (ANN).
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: property.price,
              priceCurrency: "RWF",
              unitCode: RENT_UNIT[property.pricePeriod],
              unitText: property.pricePeriod,
            },
          }
        : {}),
      url,
    },
    about: {
      "@type": kind,
      name: property.title,
      ...(isAccommodation ? accommodationFacts(property) : { additionalProperty: lotSize(property.plotSize ?? property.area) }),
      address: postalAddress(property),
      // Visitors' pages carry the approximate point unless staff allowed the exact one (map-point.ts).
      ...(property.latitude !== null && property.longitude !== null
        ? { geo: { "@type": "GeoCoordinates", latitude: property.latitude, longitude: property.longitude } }
        : {}),
      ...(property.upi ? { identifier: { "@type": "PropertyValue", propertyID: "UPI", value: property.upi } } : {}),
      ...(images[0] ? { image: images[0] } : {}),
    },
  };
}

/**
 * Open Graph's place tags for a listing: its point (the one visitors may see) and its sector and
 * district, for apps that show where a shared link is.
 */
export function propertyPlaceMeta(
  property: Pick<Property, "latitude" | "longitude" | "sector" | "neighbourhood" | "district">,
): { property: string; content: string }[] {
  const tags: { property: string; content: string }[] = [];
  if (property.latitude !== null && property.longitude !== null)
    tags.push(
      { property: "place:location:latitude", content: String(property.latitude) },
      { property: "place:location:longitude", content: String(property.longitude) },
    );
  const locality = property.sector ?? property.neighbourhood;
  if (locality) tags.push({ property: "og:locality", content: locality });
  if (property.district) tags.push({ property: "og:region", content: property.district });
  if (tags.length > 0) tags.push({ property: "og:country-name", content: "Rwanda" });
  return tags;
}

/** The first page of the list as a schema.org ItemList of the property pages. */
export function listingJsonLd(
  properties: readonly Pick<Property, "_id" | "title">[],
  publicUrl: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: properties.map((property, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: property.title,
      url: absoluteUrl(publicUrl, localePath(`/properties/${property._id}`)),
    })),
  };
}
