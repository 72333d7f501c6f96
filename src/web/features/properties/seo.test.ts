import { describe, expect, it } from "vitest";
import type { Property } from "../../../domain/property.ts";
import { expectJsonLd } from "../../lib/json-ld-testing.ts";
import { mainPreviewImage, propertyJsonLd, propertyPlaceMeta, propertyPreview } from "./seo.ts";

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
  district: null,
  sector: null,
  neighbourhood: null,
  latitude: null,
  longitude: null,
  exactLocation: false,
  plotSize: null,
  yearBuilt: null,
  furnished: null,
  parkingSpaces: null,
  floorNumber: null,
  upi: null,
  zone: null,
  titleChecked: false,
  developmentId: null,
};

/** The same villa placed and described: Kicukiro, Kagarama, with its point as visitors get it. */
const placed: Property = {
  ...property,
  district: "Kicukiro",
  sector: "Kagarama",
  neighbourhood: "Rebero",
  latitude: -1.99612,
  longitude: 30.10655,
  plotSize: 1200,
  yearBuilt: 2019,
  furnished: "furnished",
  parkingSpaces: 2,
  floorNumber: 0,
  upi: "1/03/04/02/1234",
  zone: "R1",
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

describe("a placed listing's JSON-LD and place tags", () => {
  it("gives the address by sector and district, the point, the plot beside the floor area, and the facts", () => {
    const ld = propertyJsonLd(placed, "https://kigaliestates.rw/");
    expectJsonLd(ld, "RealEstateListing", {
      about: {
        "@type": "House",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Rebero, Kigali",
          addressLocality: "Kagarama",
          addressRegion: "Kicukiro",
          addressCountry: "RW",
        },
        geo: { "@type": "GeoCoordinates", latitude: -1.99612, longitude: 30.10655 },
        floorSize: { "@type": "QuantitativeValue", value: 320, unitCode: "MTK" },
        additionalProperty: { "@type": "PropertyValue", name: "Lot size", value: 1200, unitCode: "MTK" },
        yearBuilt: 2019,
        floorLevel: "0",
        amenityFeature: [
          { "@type": "LocationFeatureSpecification", name: "Parking spaces", value: 2 },
          { "@type": "LocationFeatureSpecification", name: "Furnished", value: "furnished" },
        ],
        identifier: { "@type": "PropertyValue", propertyID: "UPI", value: "1/03/04/02/1234" },
      },
    });
  });

  it("gives land its plot size as the lot size, and no point or region when it has none", () => {
    const land = propertyJsonLd({ ...placed, type: "land", area: 0, plotSize: 900 }, "https://x.rw") as {
      about: Record<string, unknown>;
    };
    expect(land.about.additionalProperty).toEqual({ "@type": "PropertyValue", name: "Lot size", value: 900, unitCode: "MTK" });
    expect(land.about.floorSize).toBeUndefined();
    const bare = propertyJsonLd(property, "https://x.rw") as { about: Record<string, unknown> };
    expect(bare.about.geo).toBeUndefined();
    expect(bare.about.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Rebero, Kigali",
      addressLocality: "Kigali",
      addressCountry: "RW",
    });
  });

  it("tags a shared link with the point visitors get and the sector and district", () => {
    expect(propertyPlaceMeta(placed)).toEqual([
      { property: "place:location:latitude", content: "-1.99612" },
      { property: "place:location:longitude", content: "30.10655" },
      { property: "og:locality", content: "Kagarama" },
      { property: "og:region", content: "Kicukiro" },
      { property: "og:country-name", content: "Rwanda" },
    ]);
    expect(propertyPlaceMeta(property)).toEqual([]);
  });
});

describe("mainPreviewImage", () => {
  it("is the absolute URL of the main photo's 1200×630 JPEG, with its size and type", () => {
    const id = "5b0e7c1a-8f1d-4c2e-9a3b-6d7e8f9a0b1c";
    expect(mainPreviewImage({ images: [`/uploads/${id}-800.webp`, "https://cdn.example/b.webp"] }, "https://x.rw")).toEqual({
      image: `https://x.rw/uploads/${id}-og.jpg`,
      imageSize: { width: 1200, height: 630, type: "image/jpeg" },
      imageType: "image/jpeg",
    });
  });

  it("gives a listing's link preview its title as the picture's alt text", () => {
    const id = "5b0e7c1a-8f1d-4c2e-9a3b-6d7e8f9a0b1c";
    expect(propertyPreview({ ...property, images: [`/uploads/${id}-1600.webp`] }, "https://x.rw")).toMatchObject({
      title: property.title,
      image: `https://x.rw/uploads/${id}-og.jpg`,
      imageType: "image/jpeg",
      imageAlt: property.title,
    });
  });

  it("keeps an external photo as it is, its size unknown, and has none without photos", () => {
    expect(mainPreviewImage({ images: ["https://cdn.example/a-1600.webp"] }, "https://x.rw")).toEqual({
      image: "https://cdn.example/a-1600.webp",
    });
    expect(mainPreviewImage({ images: [] }, "https://x.rw")).toEqual({ image: null });
  });
});
