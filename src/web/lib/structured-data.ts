import { createElement } from "react";
import { formatPhone } from "../../domain/phone.ts";
import type { CompanyInfo } from "../../domain/settings.ts";
import { AGENCY } from "./agency.ts";
import { useNonce } from "./nonce.ts";

/** JSON for an inline script: `<` and the JS line separators escaped, so no text can end the script early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The site's address without a trailing slash, for `url` and `@id`. */
const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, "");

/**
 * schema.org RealEstateAgent for the agency: name, address in Kigali (RW), telephone, email, url
 * and the social profiles as sameAs. Home and Contact carry it; other pages may reference its @id.
 */
export function agencyJsonLd(company: Pick<CompanyInfo, "name" | "email" | "phone" | "address">, publicUrl: string) {
  const url = `${origin(publicUrl)}/`;
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": `${url}#agency`,
    name: company.name,
    url,
    logo: `${origin(publicUrl)}/favicon.svg`,
    image: `${origin(publicUrl)}/hero/hero-poster.webp`,
    ...(company.phone ? { telephone: formatPhone(company.phone) } : {}),
    ...(company.email ? { email: company.email } : {}),
    address: {
      "@type": "PostalAddress",
      ...(company.address ? { streetAddress: company.address } : {}),
      addressLocality: "Kigali",
      addressCountry: "RW",
    },
    areaServed: { "@type": "Country", name: "Rwanda" },
    foundingDate: "2020",
    sameAs: AGENCY.socials.map((social) => social.href),
  };
}

/** Structured data as a JSON-LD script carrying this response's CSP nonce. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
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
