import type { PlaceLeaf, PropertyValueLeaf, ResidenceLeaf, WithContext } from "schema-dts";
import type { Development } from "../../../domain/development.ts";
import { variantUrl } from "../../../domain/images.ts";
import { formatPhone } from "../../../domain/phone.ts";
import { localePath } from "../../i18n/i18n.ts";
import { absoluteUrl, type LinkPreview, previewImage, summarize } from "../../lib/seo.ts";
import { jsonLdData } from "../../lib/structured-data.ts";
import { developmentImages, developmentStatusLabel, projectTypeLabel } from "./labels.ts";

/** A development's page in the page's language. */
export const developmentPath = (id: string) => localePath(`/developments/${id}`);

/** What a link to a development shows: its title, description and cover picture (its JPEG). */
export function developmentPreview(development: Development, publicUrl: string): LinkPreview {
  return {
    title: development.title,
    description: summarize(development.description),
    ...previewImage(developmentImages(development)[0], publicUrl),
    imageAlt: development.title,
  };
}

/** 'Rebero, Kigali' → 'Kigali': the last part of a location, where the town or district is written. */
export function localityOf(location: string): string {
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.at(-1) ?? location;
}

/**
 * schema.org data for a development page: a Residence (a Place, for commercial projects) with its
 * address, pictures, amenities, features and sales telephone. A place has no language (`inLanguage`
 * is a creative work's): the page's own `lang` tells it.
 */
export function developmentJsonLd(development: Development, publicUrl: string): WithContext<ResidenceLeaf | PlaceLeaf> {
  const url = absoluteUrl(publicUrl, developmentPath(development._id));
  const images = developmentImages(development).map((image) => absoluteUrl(publicUrl, variantUrl(image, 1600)));
  const { phone } = development.contactInfo;
  return jsonLdData<ResidenceLeaf | PlaceLeaf>({
    "@context": "https://schema.org",
    "@type": development.projectType === "commercial" ? "Place" : "Residence",
    "@id": url,
    url,
    name: development.title,
    description: development.description,
    image: images.length > 0 ? images : undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: development.location,
      addressLocality: localityOf(development.location),
      addressCountry: "RW",
    },
    telephone: phone ? formatPhone(phone) : undefined,
    amenityFeature:
      development.amenities.length > 0
        ? development.amenities.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true }))
        : undefined,
    keywords: development.tags.length > 0 ? development.tags.join(", ") : undefined,
    additionalProperty: [
      { "@type": "PropertyValue", name: "Status", value: developmentStatusLabel(development.status) },
      { "@type": "PropertyValue", name: "Project type", value: projectTypeLabel(development.projectType) },
      ...(development.units == null
        ? []
        : [{ "@type": "PropertyValue", name: "Units", value: development.units } satisfies PropertyValueLeaf]),
    ],
  });
}
