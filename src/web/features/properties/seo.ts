import type {
  ApartmentLeaf,
  HouseLeaf,
  ItemAvailability,
  ItemListLeaf,
  LocationFeatureSpecificationLeaf,
  PlaceLeaf,
  PostalAddressLeaf,
  PropertyValueLeaf,
  QuantitativeValueLeaf,
  RealEstateListingLeaf,
  SingleFamilyResidenceLeaf,
  WithContext,
} from "schema-dts";
import type { PricePeriod } from "../../../domain/enums.ts";
import { variantUrl } from "../../../domain/images.ts";
import type { Property } from "../../../domain/property.ts";
import { currentLocale, localePath } from "../../i18n/i18n.ts";
import { absoluteUrl, type LinkPreview, previewImage, summarize } from "../../lib/seo.ts";
import { jsonLdData } from "../../lib/structured-data.ts";
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

const AVAILABILITY: Record<string, ItemAvailability> = {
  "now-selling": "https://schema.org/InStock",
  "for-rent": "https://schema.org/InStock",
  "coming-soon": "https://schema.org/PreOrder",
  sold: "https://schema.org/SoldOut",
};

/** schema.org type of what is offered: land and commercial space are places, not accommodation. */
function placeType(type: string): "Apartment" | "SingleFamilyResidence" | "House" | "Place" {
  if (type === "apartment" || type === "condo") return "Apartment";
  if (type === "house") return "SingleFamilyResidence";
  if (type === "villa" || type === "townhouse") return "House";
  return "Place";
}

/** schema.org RealEstateListing for one property (rendered as JSON-LD on its page). */
const RENT_UNIT = { month: "MON", night: "DAY", year: "ANN" } as const satisfies Record<PricePeriod, string>;

const quantity = (value: number): QuantitativeValueLeaf => ({ "@type": "QuantitativeValue", value, unitCode: "MTK" });
const lotSize = (value: number): PropertyValueLeaf => ({ "@type": "PropertyValue", name: "Lot size", value, unitCode: "MTK" });

/**
 * The listing's address: its sector (else neighbourhood) as the locality and its district as the
 * region; listings not yet placed in a district keep the city, as before.
 */
function postalAddress(property: Property): PostalAddressLeaf {
  return {
    "@type": "PostalAddress",
    streetAddress: property.location,
    addressLocality: property.sector ?? property.neighbourhood ?? (property.district ? undefined : "Kigali"),
    addressRegion: property.district ?? undefined,
    addressCountry: "RW",
  };
}

/** What comes with a home that schema.org has no property for: parking and furniture. */
function amenityFeatures(property: Property): LocationFeatureSpecificationLeaf[] {
  const features: LocationFeatureSpecificationLeaf[] = [];
  if (property.parkingSpaces !== null)
    features.push({ "@type": "LocationFeatureSpecification", name: "Parking spaces", value: property.parkingSpaces });
  if (property.furnished !== null)
    features.push({ "@type": "LocationFeatureSpecification", name: "Furnished", value: property.furnished });
  return features;
}

type OfferedPlace = ApartmentLeaf | SingleFamilyResidenceLeaf | HouseLeaf | PlaceLeaf;

/** What is offered: a home with its own facts (floor area, rooms, year, floor, what comes with it), or land and commercial space with the lot. */
function offeredPlace(property: Property, image: string | undefined): OfferedPlace {
  const kind = placeType(property.type);
  const place = {
    name: property.title,
    address: postalAddress(property),
    // Visitors' pages carry the approximate point unless staff allowed the exact one (map-point.ts).
    geo:
      property.latitude !== null && property.longitude !== null
        ? { "@type": "GeoCoordinates", latitude: property.latitude, longitude: property.longitude }
        : undefined,
    identifier: property.upi ? { "@type": "PropertyValue", propertyID: "UPI", value: property.upi } : undefined,
    image,
  } satisfies Omit<PlaceLeaf, "@type">;
  if (kind === "Place") return { "@type": kind, ...place, additionalProperty: lotSize(property.plotSize ?? property.area) };
  const amenities = amenityFeatures(property);
  return {
    "@type": kind,
    ...place,
    floorSize: quantity(property.area),
    numberOfRooms: property.bedrooms,
    numberOfBedrooms: property.bedrooms,
    numberOfBathroomsTotal: property.bathrooms,
    yearBuilt: property.yearBuilt ?? undefined,
    floorLevel: property.floorNumber !== null ? String(property.floorNumber) : undefined,
    amenityFeature: amenities.length > 0 ? amenities : undefined,
    additionalProperty: property.plotSize !== null ? lotSize(property.plotSize) : undefined,
  };
}

export function propertyJsonLd(property: Property, publicUrl: string): WithContext<RealEstateListingLeaf> {
  const url = absoluteUrl(publicUrl, localePath(`/properties/${property._id}`));
  const images = property.images.map((image) => absoluteUrl(publicUrl, variantUrl(image, 1600)));
  const forRent = property.status === "for-rent";
  return jsonLdData<RealEstateListingLeaf>({
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    "@id": url,
    url,
    inLanguage: currentLocale(),
    identifier: property.reference,
    name: property.title,
    description: property.description,
    datePosted: property.createdAt,
    image: images.length > 0 ? images : undefined,
    offers: {
      "@type": "Offer",
      price: property.price,
      priceCurrency: "RWF",
      availability: AVAILABILITY[property.status] ?? "https://schema.org/InStock",
      // GoodRelations' business functions are the values schema.org names for this field, by address.
      businessFunction: forRent ? { "@id": "http://purl.org/goodrelations/v1#LeaseOut" } : undefined,
      // What the rent is for, in UN/CEFACT units: a month (MON), a night (DAY), a year (ANN).
      priceSpecification: forRent
        ? {
            "@type": "UnitPriceSpecification",
            price: property.price,
            priceCurrency: "RWF",
            unitCode: RENT_UNIT[property.pricePeriod],
            unitText: property.pricePeriod,
          }
        : undefined,
      url,
    },
    about: offeredPlace(property, images[0]),
  });
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
): WithContext<ItemListLeaf> {
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
