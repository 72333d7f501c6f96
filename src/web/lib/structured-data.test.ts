import { describe, expect, it } from "vitest";
import { AGENCY } from "./agency.ts";
import { expectJsonLd } from "./json-ld-testing.ts";
import { agencyJsonLd, jsonForScript } from "./structured-data.ts";

const company = {
  name: "Kigali Estates",
  email: "info@kigaliestates.rw",
  phone: "+250 788 123 456",
  address: "KG 7 Ave, Kacyiru, Kigali, Rwanda",
};

describe("agency structured data", () => {
  it("describes a RealEstateAgent in Kigali with its contact details, office, hours, price range and five social profiles", () => {
    const data = agencyJsonLd(company, "https://kigaliestates.rw/", { lowest: 35_000_000, highest: 640_000_000 });
    expectJsonLd(data, "RealEstateAgent", {
      "@id": "https://kigaliestates.rw/#agency",
      name: "Kigali Estates",
      url: "https://kigaliestates.rw/",
      telephone: "+250 788 123 456",
      email: "info@kigaliestates.rw",
      address: { "@type": "PostalAddress", streetAddress: company.address, addressLocality: "Kigali", addressCountry: "RW" },
      geo: { "@type": "GeoCoordinates", latitude: AGENCY.office.latitude, longitude: AGENCY.office.longitude },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "08:00",
          closes: "18:00",
        },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
      ],
      priceRange: "RWF 35,000,000 – RWF 640,000,000",
    });
    expect(data.sameAs).toEqual([
      "https://www.facebook.com/kigaliestates",
      "https://www.instagram.com/kigaliestates",
      "https://x.com/kigaliestates",
      "https://www.linkedin.com/company/kigaliestates",
      "https://www.youtube.com/@kigaliestates",
    ]);
  });

  it("leaves out contact details the settings do not have, and the price range without listings for sale", () => {
    const data = agencyJsonLd({ ...company, email: "", phone: "", address: "" }, "https://kigaliestates.rw");
    expect(data).not.toHaveProperty("telephone");
    expect(data).not.toHaveProperty("email");
    expect(data).not.toHaveProperty("priceRange");
    expect(data.address).toEqual({ "@type": "PostalAddress", addressLocality: "Kigali", addressCountry: "RW" });
  });

  it("escapes what could close the script element", () => {
    const json = jsonForScript({ name: "</script><script>alert(1)</script>", line: "a\u2028b" });
    expect(json).not.toContain("<");
    expect(json).not.toContain("\u2028");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>", line: "a\u2028b" });
  });
});
