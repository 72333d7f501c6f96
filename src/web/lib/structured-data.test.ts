import { describe, expect, it } from "vitest";
import { expectJsonLd } from "./json-ld-testing.ts";
import { agencyJsonLd, jsonForScript } from "./structured-data.ts";

const company = {
  name: "Kigali Estates",
  email: "info@kigaliestates.rw",
  phone: "+250 788 123 456",
  address: "KG 7 Ave, Kacyiru, Kigali, Rwanda",
};

describe("agency structured data", () => {
  it("describes a RealEstateAgent in Kigali with its contact details and five social profiles", () => {
    const data = agencyJsonLd(company, "https://kigaliestates.rw/");
    expectJsonLd(data, "RealEstateAgent", {
      "@id": "https://kigaliestates.rw/#agency",
      name: "Kigali Estates",
      url: "https://kigaliestates.rw/",
      telephone: "+250 788 123 456",
      email: "info@kigaliestates.rw",
      address: { "@type": "PostalAddress", streetAddress: company.address, addressLocality: "Kigali", addressCountry: "RW" },
    });
    expect(data.sameAs).toHaveLength(5);
    for (const url of data.sameAs) expect(url).toMatch(/^https:\/\//);
  });

  it("leaves out contact details the settings do not have", () => {
    const data = agencyJsonLd({ ...company, email: "", phone: "", address: "" }, "https://kigaliestates.rw");
    expect(data).not.toHaveProperty("telephone");
    expect(data).not.toHaveProperty("email");
    expect(data.address).toEqual({ "@type": "PostalAddress", addressLocality: "Kigali", addressCountry: "RW" });
  });

  it("escapes what could close the script element", () => {
    const json = jsonForScript({ name: "</script><script>alert(1)</script>", line: "a\u2028b" });
    expect(json).not.toContain("<");
    expect(json).not.toContain("\u2028");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>", line: "a\u2028b" });
  });
});
