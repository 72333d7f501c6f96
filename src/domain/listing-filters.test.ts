import { describe, expect, it } from "vitest";
import {
  filterProperties,
  LISTING_TAB_IDS,
  LISTING_TABS,
  type Listable,
  listingQuerySchema,
  matchesTab,
} from "./listing-filters.ts";

const listing = (type: string, status: string, extra: Partial<Listable> = {}): Listable => ({
  type,
  status,
  title: `${type} ${status}`,
  location: "Kigali",
  description: "",
  price: 0,
  bedrooms: 0,
  ...extra,
});

describe("listing tabs", () => {
  it("has the 7 tabs of the spec, in order, starting with All Properties", () => {
    expect(LISTING_TABS.map((t) => t.label)).toEqual([
      "All Properties",
      "Houses for Sale",
      "Homes for Rent",
      "Land for Sale",
      "Apartments & Condos",
      "Villas",
      "Coming Soon",
    ]);
    expect(LISTING_TABS.map((t) => t.id)).toEqual([...LISTING_TAB_IDS]);
  });

  it.each([
    ["houses-for-sale", "house", "now-selling", true],
    ["houses-for-sale", "townhouse", "now-selling", true],
    ["houses-for-sale", "House", "NOW-SELLING", true],
    ["houses-for-sale", "house", "for-rent", false],
    ["houses-for-sale", "villa", "now-selling", false],
    ["homes-for-rent", "house", "for-rent", true],
    ["homes-for-rent", "Family Home", "for-rent", true],
    ["homes-for-rent", "apartment", "for-rent", true],
    ["homes-for-rent", "townhouse", "For-Rent", true],
    ["homes-for-rent", "villa", "for-rent", false],
    ["homes-for-rent", "apartment", "now-selling", false],
    ["land-for-sale", "land", "now-selling", true],
    ["land-for-sale", "land", "coming-soon", false],
    ["apartments-condos", "apartment", "sold", true],
    ["apartments-condos", "Condo", "for-rent", true],
    ["apartments-condos", "house", "now-selling", false],
    ["villas", "Villa", "sold", true],
    ["villas", "house", "now-selling", false],
    ["coming-soon", "land", "coming-soon", true],
    ["coming-soon", "villa", "now-selling", false],
    ["all", "commercial", "sold", true],
  ] as const)("%s: type %s with status %s → %s", (tab, type, status, expected) => {
    expect(matchesTab({ type, status }, tab)).toBe(expected);
  });
});

describe("filterProperties", () => {
  const list: Listable[] = [
    listing("house", "now-selling", { title: "Family house", price: 285_000_000, bedrooms: 4, location: "Kibagabaga, Kigali" }),
    listing("apartment", "for-rent", { title: "City flat", price: "RWF 1,200,000", bedrooms: 2, location: "Kiyovu" }),
    listing("land", "now-selling", { title: "Plot", price: 45_000_000, bedrooms: null, location: "Rebero", featured: true }),
    listing("villa", "coming-soon", { title: "Lake villa", price: null, description: "Views of Lake KIVU", location: "Rubavu" }),
  ];
  const titles = (filters: Parameters<typeof filterProperties>[1]) => filterProperties(list, filters).map((p) => p.title);

  it("keeps everything, in order, without filters", () => {
    expect(titles({})).toEqual(["Family house", "City flat", "Plot", "Lake villa"]);
  });

  it("compares prices numerically after stripping non-digits; a missing price counts as 0", () => {
    expect(titles({ minPrice: 1_200_000, maxPrice: 45_000_000 })).toEqual(["City flat", "Plot"]);
    expect(titles({ maxPrice: 0 })).toEqual(["Lake villa"]);
  });

  it("filters bedrooms with >= (missing counts as 0)", () => {
    expect(titles({ minBeds: 2 })).toEqual(["Family house", "City flat"]);
    expect(titles({ minBeds: 0 })).toHaveLength(4);
  });

  it("matches the location exactly, ignoring case", () => {
    expect(titles({ location: "kiyovu" })).toEqual(["City flat"]);
    expect(titles({ location: "Kigali" })).toEqual([]);
  });

  it("searches title, location and description, ignoring case", () => {
    expect(titles({ q: "lake kivu" })).toEqual(["Lake villa"]);
    expect(titles({ q: "KIBAGABAGA" })).toEqual(["Family house"]);
    expect(titles({ q: "flat" })).toEqual(["City flat"]);
    expect(titles({ q: "%" })).toEqual([]);
  });

  it("filters by featured and combines filters with the tab", () => {
    expect(titles({ featured: true })).toEqual(["Plot"]);
    expect(titles({ featured: false })).toHaveLength(3);
    expect(titles({ tab: "homes-for-rent", minBeds: 2 })).toEqual(["City flat"]);
    expect(titles({ tab: "houses-for-sale", location: "rebero" })).toEqual([]);
  });
});

describe("listingQuerySchema", () => {
  it("reads query-string text into typed filters and treats blanks as absent", () => {
    expect(
      listingQuerySchema.parse({
        tab: "villas",
        q: "  pool ",
        minPrice: "100",
        maxPrice: "",
        minBeds: "3",
        location: " Kigali ",
        featured: "true",
        limit: "10",
        offset: "20",
      }),
    ).toEqual({ tab: "villas", q: "pool", minPrice: 100, minBeds: 3, location: "Kigali", featured: true, limit: 10, offset: 20 });
  });

  it.each([
    [{ tab: "castles" }, "tab"],
    [{ minPrice: "abc" }, "minPrice"],
    [{ maxPrice: "-1" }, "maxPrice"],
    [{ minBeds: "2.5" }, "minBeds"],
    [{ featured: "yes" }, "featured"],
    [{ limit: "0" }, "limit"],
    [{ limit: "101" }, "limit"],
    [{ offset: "-5" }, "offset"],
  ])("rejects %o", (query, field) => {
    const result = listingQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it("rejects unknown parameters", () => {
    expect(listingQuerySchema.safeParse({ sort: "price" }).success).toBe(false);
  });
});
