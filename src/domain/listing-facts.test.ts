import { describe, expect, it } from "vitest";
import { factProblems, latestYearBuilt, latitudeProblem, longitudeProblem, sectorName } from "./listing-facts.ts";
import { isUpi, normalizeUpi } from "./parcel.ts";
import { propertyCreateSchema, propertyFormSchema } from "./property.ts";
import { hasParcel, PARCEL_TYPES, parcelFor } from "./property-kind.ts";
import { isZoneCode } from "./zone.ts";

const messages = (facts: Parameters<typeof factProblems>[0]) => factProblems(facts).map((p) => `${p.field}: ${p.message}`);

describe("a listing's place", () => {
  it("pairs a sector with its district, in any casing, and accepts any sector where none are shipped", () => {
    expect(sectorName("Gasabo", " remera ")).toBe("Remera");
    expect(sectorName("Gasabo", "Nyamirambo")).toBeUndefined();
    expect(sectorName("Rubavu", "Gisenyi")).toBe("Gisenyi");
    expect(messages({ type: "house", district: "Gasabo", sector: "Kimihurura" })).toEqual([]);
    expect(messages({ type: "house", district: "Gasabo", sector: "Gikondo" })).toEqual([
      "sector: Sector must be one of the sectors of Gasabo",
    ]);
    expect(messages({ type: "house", sector: "Remera" })).toEqual(["sector: Sector needs a district"]);
  });

  it("takes a point whole and inside Rwanda", () => {
    expect(messages({ type: "house", latitude: -1.95 })).toEqual(["longitude: Latitude and longitude must be given together"]);
    expect(messages({ type: "house", longitude: 30.1 })).toEqual(["latitude: Latitude and longitude must be given together"]);
    expect(messages({ type: "house", latitude: -1.95, longitude: 30.1 })).toEqual([]);
    expect(latitudeProblem(-1.95)).toBeUndefined();
    expect(latitudeProblem(1.2)).toBe("Latitude must be within Rwanda (-2.9 to -1)");
    expect(longitudeProblem(32)).toBe("Longitude must be within Rwanda (28.8 to 31)");
  });
});

describe("a listing's parcel", () => {
  it("reads a UPI of the land title's shape, trimmed", () => {
    expect(isUpi("1/02/08/03/1234")).toBe(true);
    expect(isUpi(" 5/30/15/22/1 ")).toBe(true);
    expect(normalizeUpi(" 1/02/08/03/1234 ")).toBe("1/02/08/03/1234");
    for (const wrong of ["6/02/08/03/1234", "1/2/08/03/1234", "1/02/08/03/1234567", "1-02-08-03-1234", "1/02/08/03/"])
      expect(isUpi(wrong), wrong).toBe(false);
  });

  it("keeps a UPI and a zone for land and houses only", () => {
    expect(PARCEL_TYPES).toEqual(["land", "house", "villa", "townhouse"]);
    expect(hasParcel("Land")).toBe(true);
    expect(hasParcel("apartment")).toBe(false);
    expect(parcelFor("condo", "1/02/08/03/1", "R1")).toEqual({ upi: null, zone: null });
    expect(parcelFor("villa", "1/02/08/03/1", "R1")).toEqual({ upi: "1/02/08/03/1", zone: "R1" });
    expect(messages({ type: "commercial", upi: "1/02/08/03/1", zone: "C2" })).toEqual([
      "upi: UPI is kept only for land, houses, villas and townhouses",
      "zone: Zone is kept only for land, houses, villas and townhouses",
    ]);
  });

  it("knows a zone code: a capital letter, then up to five capitals or digits", () => {
    for (const code of ["R1", "R1A", "C2", "P1", "A", "ABCDEF"]) expect(isZoneCode(code), code).toBe(true);
    for (const code of ["r1", "1R", "ABCDEFG", "R-1", ""]) expect(isZoneCode(code), code).toBe(false);
  });
});

describe("the facts in the property schemas", () => {
  const base = {
    title: "Plot",
    type: "land",
    price: 30_000_000,
    location: "Rebero",
    area: 600,
    description: "A plot.",
    images: ["https://example.com/p.jpg"],
  };
  const firstMessage = (input: Record<string, unknown>) =>
    propertyCreateSchema.safeParse({ ...base, ...input }).error?.issues[0]?.message;

  it("bounds the year built from 1800 to five years ahead", () => {
    const latest = latestYearBuilt();
    expect(latestYearBuilt(new Date("2026-06-01T00:00:00Z"))).toBe(2031);
    expect(firstMessage({ yearBuilt: 1800 })).toBeUndefined();
    expect(firstMessage({ yearBuilt: latest })).toBeUndefined();
    expect(firstMessage({ yearBuilt: latest + 1 })).toBe(`Year built must be a year from 1800 to ${latest}`);
    expect(firstMessage({ yearBuilt: 1799 })).toBe(`Year built must be a year from 1800 to ${latest}`);
  });

  it("takes floors from -5 (basements) to 200 and refuses a bad UPI in the back office's words", () => {
    expect(firstMessage({ type: "apartment", bedrooms: 2, bathrooms: 1, floorNumber: -5 })).toBeUndefined();
    expect(firstMessage({ floorNumber: 201 })).toBe("Floor must be a whole number from -5 to 200");
    expect(firstMessage({ upi: "1/2/3" })).toBe("UPI must look like 1/02/08/03/1234");
  });

  it("reads the form's inputs as text and leaves blanks unset", () => {
    const value = propertyFormSchema.parse({
      ...base,
      price: "30000000",
      area: "600",
      district: "Kicukiro",
      sector: "kagarama",
      latitude: "-1.995",
      longitude: "30.105",
      plotSize: "600",
      yearBuilt: "",
      upi: "1/03/04/02/77",
      zone: "r1",
    });
    expect(value).toMatchObject({ district: "Kicukiro", latitude: -1.995, longitude: 30.105, plotSize: 600, zone: "R1" });
    expect(value.yearBuilt).toBeUndefined();
    const wrong = propertyFormSchema.safeParse({ ...base, parkingSpaces: "two", district: "Gasabo", sector: "Gikondo" });
    const found = Object.fromEntries((wrong.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
    expect(found).toEqual({ parkingSpaces: "Parking spaces must be a whole number from 0 to 1000" });
  });
});
