import { describe, expect, it } from "vitest";
import {
  effectiveSort,
  filterProperties,
  formatBoundingBox,
  LISTING_TAB_IDS,
  LISTING_TABS,
  type Listable,
  listingQuerySchema,
  matchesTab,
  parseBoundingBox,
  searchTerms,
  sortProperties,
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
    expect(listingQuerySchema.safeParse({ order: "price" }).success).toBe(false);
  });

  it("reads the district, sector, box and sort", () => {
    expect(
      listingQuerySchema.parse({ district: "Gasabo", sector: " Remera ", bbox: "30.05,-1.99,30.15,-1.9", sort: "price-asc" }),
    ).toEqual({
      district: "Gasabo",
      sector: "Remera",
      bbox: { minLng: 30.05, minLat: -1.99, maxLng: 30.15, maxLat: -1.9 },
      sort: "price-asc",
    });
    expect(listingQuerySchema.parse({ district: "", sector: "", bbox: "", sort: "" })).toEqual({});
  });

  it.each([
    [{ district: "Kigali" }, "district"],
    [{ sort: "cheapest" }, "sort"],
    [{ bbox: "30,-2,29,-1" }, "bbox"],
    [{ bbox: "x".repeat(121) }, "bbox"],
  ])("rejects %o", (query, field) => {
    const result = listingQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe("parseBoundingBox", () => {
  it("reads minLng,minLat,maxLng,maxLat and writes it back the same", () => {
    const box = parseBoundingBox("29.9, -2.1,30.25,-1.85");
    expect(box).toEqual({ minLng: 29.9, minLat: -2.1, maxLng: 30.25, maxLat: -1.85 });
    expect(box && formatBoundingBox(box)).toBe("29.9,-2.1,30.25,-1.85");
    expect(parseBoundingBox("-180,-90,180,90")).toEqual({ minLng: -180, minLat: -90, maxLng: 180, maxLat: 90 });
  });

  it.each([
    "30,-2,30,-1",
    "30,-1,31,-2",
    "31,-2,30,-1",
    "30,-2,31",
    "30,-2,31,-1,0",
    "-181,-2,31,-1",
    "30,-91,31,-1",
    "30,-2,181,-1",
    "1e1,-2,31,-1",
    "0x1e,-2,31,-1",
    "Infinity,-2,31,-1",
    "30,,31,-1",
    "",
  ])("rejects %s", (value) => {
    expect(parseBoundingBox(value)).toBeUndefined();
  });
});

describe("places, box and sort", () => {
  const at = (title: string, extra: Partial<Listable>): Listable => ({ ...listing("house", "now-selling"), title, ...extra });
  const list: Listable[] = [
    at("Remera house", {
      district: "Gasabo",
      sector: "Remera",
      latitude: -1.95,
      longitude: 30.11,
      price: 200,
      area: 150,
      createdAt: "2026-10-03T00:00:00.000Z",
      _id: "b",
    }),
    at("Unplaced house", {
      district: "Gasabo",
      sector: "Remera",
      price: 100,
      area: 300,
      createdAt: "2026-10-01T00:00:00.000Z",
      _id: "c",
    }),
    at("Kicukiro flat", {
      district: "Kicukiro",
      sector: "Niboye",
      latitude: -1.98,
      longitude: 30.1,
      price: "RWF 150",
      area: 150,
      createdAt: "2026-10-03T00:00:00.000Z",
      _id: "a",
    }),
    at("Remera garden house", {
      district: "Gasabo",
      sector: "Remera",
      price: 300,
      area: 90,
      createdAt: "2026-10-02T00:00:00.000Z",
      _id: "d",
    }),
  ];
  const titles = (items: Listable[]) => items.map((p) => p.title);

  it("filters by district and sector exactly", () => {
    expect(titles(filterProperties(list, { district: "Gasabo" }))).toEqual([
      "Remera house",
      "Unplaced house",
      "Remera garden house",
    ]);
    expect(titles(filterProperties(list, { district: "Kicukiro", sector: "Remera" }))).toEqual([]);
    expect(titles(filterProperties(list, { sector: "Niboye" }))).toEqual(["Kicukiro flat"]);
  });

  it("keeps only listings with a point inside the box, edges included", () => {
    expect(titles(filterProperties(list, { bbox: { minLng: 30.1, minLat: -1.98, maxLng: 30.11, maxLat: -1.95 } }))).toEqual([
      "Remera house",
      "Kicukiro flat",
    ]);
    expect(titles(filterProperties(list, { bbox: { minLng: -180, minLat: -90, maxLng: 180, maxLat: 90 } }))).toHaveLength(2);
  });

  it("sorts newest first by default, breaking ties by id, and by relevance while searching", () => {
    expect(effectiveSort({})).toBe("newest");
    expect(effectiveSort({ q: "pool" })).toBe("relevance");
    expect(effectiveSort({ q: "pool", sort: "size" })).toBe("size");
    expect(titles(sortProperties(list, {}))).toEqual(["Remera house", "Kicukiro flat", "Remera garden house", "Unplaced house"]);
    expect(titles(sortProperties(list, { q: "GARDEN" }))[0]).toBe("Remera garden house");
  });

  it("sorts by price either way and by floor area, largest first, keeping newest first among equals", () => {
    expect(titles(sortProperties(list, { sort: "price-asc" }))).toEqual([
      "Unplaced house",
      "Kicukiro flat",
      "Remera house",
      "Remera garden house",
    ]);
    expect(titles(sortProperties(list, { sort: "price-desc" }))[0]).toBe("Remera garden house");
    expect(titles(sortProperties(list, { sort: "size" }))).toEqual([
      "Unplaced house",
      "Remera house",
      "Kicukiro flat",
      "Remera garden house",
    ]);
  });
});

describe("searchTerms", () => {
  it.each([
    ["4 bedroom house Kibagabaga", { words: ["house", "kibagabaga"], bedrooms: 4 }],
    ["4-Bedroom houses in Kibagabaga", { words: ["houses", "in", "kibagabaga"], bedrooms: 4 }],
    ["villa 5 beds", { words: ["villa"], bedrooms: 5 }],
    ["appartement 2 chambres Kiyovu", { words: ["appartement", "kiyovu"], bedrooms: 2 }],
    ["inzu ibyumba 3", { words: ["inzu"], bedrooms: 3 }],
    ["Nyarutarma", { words: ["nyarutarma"] }],
    ["plot 600 sqm, Rebero!", { words: ["plot", "600", "sqm", "rebero"] }],
    ["pool pool POOL", { words: ["pool"] }],
    ["100% natural_light", { words: ["100", "natural", "light"] }],
    ["%", { words: [] }],
  ])("%s", (q, expected) => {
    expect(searchTerms(q)).toEqual(expected);
  });

  it("keeps at most 8 words", () => {
    expect(searchTerms("a b c d e f g h i j").words).toHaveLength(8);
  });
});

describe("filterProperties' search by words", () => {
  const homes: Listable[] = [
    listing("house", "now-selling", {
      title: "Family home",
      location: "Kigali",
      district: "Gasabo",
      sector: "Kimironko",
      bedrooms: 4,
    }),
    listing("house", "for-rent", { title: "Garden house", location: "Kibagabaga, Kigali", bedrooms: 3 }),
    listing("apartment", "now-selling", { title: "Flat", location: "Kiyovu", description: "Four bedroom flat", bedrooms: 4 }),
  ];
  const found = (q: string) => filterProperties(homes, { q }).map((p) => p.title);

  it("finds every word anywhere in the listing, its kind, district and sector included", () => {
    expect(found("house Gasabo")).toEqual(["Family home"]);
    expect(found("kimironko home")).toEqual(["Family home"]);
    expect(found("garden kibagabaga")).toEqual(["Garden house"]);
    expect(found("garden gasabo")).toEqual([]);
  });

  it("reads a number of bedrooms", () => {
    expect(found("4 bedroom house")).toEqual(["Family home"]);
    expect(found("3-bed house")).toEqual(["Garden house"]);
    expect(found("4 bedrooms")).toEqual(["Family home", "Flat"]);
  });
});
