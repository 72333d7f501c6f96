import { createElement } from "react";
import type { RealEstateAgentLeaf, Thing, WithContext } from "schema-dts";
import { formatPhone } from "../../domain/phone.ts";
import type { CompanyInfo } from "../../domain/settings.ts";
import type { PriceRange } from "../../server/services/properties.ts";
import { formatPrice } from "../i18n/format.ts";
import { AGENCY } from "./agency.ts";
import { useNonce } from "./nonce.ts";

/** JSON for an inline script: `<` and the JS line separators escaped, so no text can end the script early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Structured data as JSON carries it: without its undefined fields. The builders name every field
 * they may fill, a missing fact as undefined, instead of spreading in optional objects, so that
 * schema-dts checks each field's name against its schema.org type (a spread escapes that check).
 */
export function jsonLdData<T extends Thing>(data: WithContext<T>): WithContext<T> {
  return JSON.parse(JSON.stringify(data)) as WithContext<T>;
}

/** The site's address without a trailing slash, for `url` and `@id`. */
const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, "");

/**
 * schema.org RealEstateAgent for the agency: name, address in Kigali (RW) and the office's point,
 * opening hours, telephone, email, url, the price range of its listings for sale and the social
 * profiles as sameAs. Home and Contact carry it; other pages may reference its @id.
 */
export function agencyJsonLd(
  company: Pick<CompanyInfo, "name" | "email" | "phone" | "address">,
  publicUrl: string,
  priceRange?: PriceRange,
): WithContext<RealEstateAgentLeaf> {
  const url = `${origin(publicUrl)}/`;
  return jsonLdData<RealEstateAgentLeaf>({
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": `${url}#agency`,
    name: company.name,
    url,
    logo: `${origin(publicUrl)}/favicon.svg`,
    image: `${origin(publicUrl)}/hero/hero-poster.webp`,
    telephone: company.phone ? formatPhone(company.phone) : undefined,
    email: company.email || undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address || undefined,
      addressLocality: "Kigali",
      addressCountry: "RW",
    },
    geo: { "@type": "GeoCoordinates", latitude: AGENCY.office.latitude, longitude: AGENCY.office.longitude },
    openingHoursSpecification: AGENCY.openingHours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
    priceRange: priceRange ? `${formatPrice(priceRange.lowest)} – ${formatPrice(priceRange.highest)}` : undefined,
    areaServed: { "@type": "Country", name: "Rwanda" },
    foundingDate: "2020",
    sameAs: AGENCY.socials.map((social) => social.href),
  });
}

/** Structured data as a JSON-LD script carrying this response's CSP nonce. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  const nonce = useNonce();
  return createElement("script", {
    type: "application/ld+json",
    nonce,
    // The browser hides the nonce from the DOM after parsing; React would report a mismatch.
    suppressHydrationWarning: true,
    // JSON with `<` escaped cannot leave the script element.
    dangerouslySetInnerHTML: { __html: jsonForScript(data) },
  });
}
