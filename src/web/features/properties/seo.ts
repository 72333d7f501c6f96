import type { PricePeriod } from "../../../domain/enums.ts";
import { variantUrl } from "../../../domain/images.ts";
import type { Property } from "../../../domain/property.ts";
import { currentLocale, localePath } from "../../i18n/i18n.ts";
import { type LinkPreview, summarize } from "../../lib/seo.ts";
import { absoluteUrl } from "../../lib/share.ts";
import { listingPrice } from "./listing-price.ts";

/** The width and height of the stored 1600 variant (3:2), announced with og:image. */
export const OG_IMAGE = { width: 1600, height: 1067 } as const;

/** The main image as an absolute URL of its largest variant, for link previews and structured data. */
export function mainImageUrl(property: Pick<Property, "images">, publicUrl: string): string | undefined {
  const image = property.images[0];
  return image ? absoluteUrl(variantUrl(image, 1600), publicUrl) : undefined;
}

/** What a link to a property shows: its title, price, place and description, and its main photo. */
export function propertyPreview(property: Property, publicUrl: string): Required<LinkPreview> {
  return {
    title: property.title,
    description: summarize(`${listingPrice(property)} · ${property.location}. ${property.description}`),
    image: mainImageUrl(property, publicUrl) ?? null,
    imageSize: OG_IMAGE,
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

export function propertyJsonLd(property: Property, publicUrl: string): Record<string, unknown> {
  const url = absoluteUrl(localePath(`/properties/${property._id}`), publicUrl);
  const images = property.images.map((image) => absoluteUrl(variantUrl(image, 1600), publicUrl));
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
      ...(isAccommodation
        ? {
            floorSize: { "@type": "QuantitativeValue", value: property.area, unitCode: "MTK" },
            numberOfRooms: property.bedrooms,
            numberOfBedrooms: property.bedrooms,
            numberOfBathroomsTotal: property.bathrooms,
          }
        : { additionalProperty: { "@type": "PropertyValue", name: "Lot size", value: property.area, unitCode: "MTK" } }),
      address: { "@type": "PostalAddress", streetAddress: property.location, addressLocality: "Kigali", addressCountry: "RW" },
      ...(images[0] ? { image: images[0] } : {}),
    },
  };
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
      url: absoluteUrl(localePath(`/properties/${property._id}`), publicUrl),
    })),
  };
}
