import { describe, expect, it } from "vitest";
import type { Property } from "../../../domain/property.ts";
import { expectJsonLd } from "../../lib/json-ld-testing.ts";
import { mainImageUrl, propertyJsonLd } from "./seo.ts";

const property: Property = {
  _id: "5b0c7a1e-2f7e-4d8a-9a59-0c1f6f0b9c11",
  reference: "KE-1042",
  pricePeriod: "night",
  negotiable: false,
  title: "Villa </script> with pool",
  type: "villa",
  status: "for-rent",
  price: 2500000,
  location: "Rebero, Kigali",
  bedrooms: 4,
  bathrooms: 3,
  area: 320,
  description: "A villa.",
  amenities: [],
  images: ["/uploads/abc-1600.webp", "https://cdn.example.com/x.jpg"],
  youtubeLink: null,
  featured: false,
  promoted: false,
  rating: null,
  views: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  dateAdded: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  languages: ["en"],
};

describe("propertyJsonLd", () => {
  it("describes the listing as a RealEstateListing with an Offer in RWF", () => {
    const ld = propertyJsonLd(property, "https://kigaliestates.rw/");
    expectJsonLd(ld, "RealEstateListing", {
      url: `https://kigaliestates.rw/properties/${property._id}`,
      identifier: "KE-1042",
      image: ["https://kigaliestates.rw/uploads/abc-1600.webp", "https://cdn.example.com/x.jpg"],
      offers: {
        "@type": "Offer",
        price: 2500000,
        priceCurrency: "RWF",
        availability: "https://schema.org/InStock",
        priceSpecification: { "@type": "UnitPriceSpecification", price: 2500000, unitCode: "DAY", unitText: "night" },
      },
      about: {
        "@type": "House",
        floorSize: { "@type": "QuantitativeValue", value: 320, unitCode: "MTK" },
        numberOfRooms: 4,
        numberOfBedrooms: 4,
        address: { addressLocality: "Kigali", addressCountry: "RW" },
      },
    });
  });

  it("marks sold listings as sold out and land as a place without rooms", () => {
    const ld = propertyJsonLd({ ...property, type: "land", status: "sold" }, "https://x.rw") as {
      offers: { availability: string };
      about: Record<string, unknown>;
    };
    expect(ld.offers.availability).toBe("https://schema.org/SoldOut");
    expect(ld.about["@type"]).toBe("Place");
    expect(ld.about.numberOfRooms).toBeUndefined();
  });
});

describe("mainImageUrl", () => {
  it("is the absolute URL of the 1600 variant", () => {
    expect(mainImageUrl({ images: ["/uploads/abc-800.webp"] }, "https://x.rw")).toBe("https://x.rw/uploads/abc-1600.webp");
    expect(mainImageUrl({ images: [] }, "https://x.rw")).toBeUndefined();
  });
});
