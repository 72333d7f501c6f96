import type { Development } from "../../../domain/development.ts";
import { variantUrl } from "../../../domain/images.ts";
import { formatPhone } from "../../../domain/phone.ts";
import { currentLocale, localePath } from "../../i18n/i18n.ts";
import { absoluteUrl, type LinkPreview, previewImage, summarize } from "../../lib/seo.ts";
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
 * address, pictures, amenities, features and sales telephone.
 */
export function developmentJsonLd(development: Development, publicUrl: string): Record<string, unknown> {
  const url = absoluteUrl(publicUrl, developmentPath(development._id));
  const images = developmentImages(development).map((image) => absoluteUrl(publicUrl, variantUrl(image, 1600)));
  const { phone } = development.contactInfo;
  return {
    "@context": "https://schema.org",
    "@type": development.projectType === "commercial" ? "Place" : "Residence",
    "@id": url,
    url,
    inLanguage: currentLocale(),
    name: development.title,
    description: development.description,
    ...(images.length > 0 ? { image: images } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: development.location,
      addressLocality: localityOf(development.location),
      addressCountry: "RW",
    },
    ...(phone ? { telephone: formatPhone(phone) } : {}),
    ...(development.amenities.length > 0
      ? {
          amenityFeature: development.amenities.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })),
        }
      : {}),
    ...(development.tags.length > 0 ? { keywords: development.tags.join(", ") } : {}),
    additionalProperty: [
      { "@type": "PropertyValue", name: "Status", value: developmentStatusLabel(development.status) },
      { "@type": "PropertyValue", name: "Project type", value: projectTypeLabel(development.projectType) },
      ...(development.units == null ? [] : [{ "@type": "PropertyValue", name: "Units", value: development.units }]),
    ],
  };
}
