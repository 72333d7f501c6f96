import { describe, expect, it } from "vitest";
import { distinctLocations, isUnfiltered, listingApiQuery, listingSearch, parseWholeNumber } from "./listing-params.ts";
import { parseListingParams } from "./listing-query.server.ts";

describe("listingSearch", () => {
  it("keeps only the values set, in a stable order, without the default tab", () => {
    expect(listingSearch({})).toBe("");
    expect(listingSearch({ tab: "all" })).toBe("");
    expect(listingSearch({ location: "Kacyiru, Kigali", minBeds: 2, q: "pool", tab: "villas", minPrice: 0 })).toBe(
      "tab=villas&q=pool&minPrice=0&minBeds=2&location=Kacyiru%2C+Kigali",
    );
  });

  it("round-trips through the server's parser", () => {
    const state = {
      tab: "homes-for-rent",
      q: "garden",
      minPrice: 100,
      maxPrice: 5000,
      minBeds: 3,
      location: "Rebero, Kigali",
    } as const;
    expect(parseListingParams(new URLSearchParams(listingSearch(state)))).toEqual(state);
  });

  it("keeps the district, sector, map box and sort in the address", () => {
    const state = {
      district: "Gasabo",
      sector: "Remera",
      bbox: { minLng: 30.05, minLat: -1.99, maxLng: 30.15, maxLat: -1.9 },
      sort: "price-desc",
    } as const;
    const search = listingSearch(state);
    expect(search).toBe("district=Gasabo&sector=Remera&bbox=30.05%2C-1.99%2C30.15%2C-1.9&sort=price-desc");
    expect(parseListingParams(new URLSearchParams(search))).toEqual(state);
    expect(parseListingParams(new URLSearchParams("district=Atlantis&bbox=1,2&sort=cheap&sector=Remera"))).toEqual({
      sector: "Remera",
    });
  });
});

describe("parseListingParams", () => {
  it("ignores values that do not pass the API's rules", () => {
    expect(parseListingParams(new URLSearchParams("tab=castles&minPrice=abc&maxPrice=-5&minBeds=2&q=%20&location="))).toEqual({
      minBeds: 2,
    });
  });
});

describe("listingApiQuery", () => {
  it("adds the page to the filters", () => {
    expect(listingApiQuery({}, 12, "en")).toBe("limit=12&offset=12&lang=en");
    expect(listingApiQuery({ tab: "villas" }, 24, "fr")).toBe("tab=villas&limit=12&offset=24&lang=fr");
  });
});

describe("isUnfiltered", () => {
  it("is true only for the first tab without filters", () => {
    expect(isUnfiltered({ tab: "all" })).toBe(true);
    expect(isUnfiltered({ q: "x" })).toBe(false);
  });
});

describe("distinctLocations", () => {
  it("drops blanks and case-insensitive duplicates, sorted", () => {
    expect(distinctLocations(["Rebero, Kigali", " ", "rebero, kigali", "Kacyiru, Kigali", ""])).toEqual([
      "Kacyiru, Kigali",
      "Rebero, Kigali",
    ]);
  });
});

describe("parseWholeNumber", () => {
  it("reads digits only", () => {
    expect(parseWholeNumber(" 45000000 ")).toBe(45000000);
    expect(parseWholeNumber("")).toBeUndefined();
    expect(parseWholeNumber("-1")).toBeUndefined();
    expect(parseWholeNumber("1.5")).toBeUndefined();
  });
});

describe("the category tabs", () => {
  it("are the 7 tabs of listing-filters.ts, in order", async () => {
    const { LISTING_TAB_IDS } = await import("../../../domain/listing-filters.ts");
    const { tabOrder } = await import("./category-tabs.tsx");
    expect(tabOrder()).toEqual([...LISTING_TAB_IDS]);
  });
});

describe("parseListingParams with a crafted link", () => {
  it("drops control characters the database would refuse", () => {
    expect(parseListingParams(new URLSearchParams("q=vi%00lla&location=%00"))).toEqual({ q: "villa" });
  });
});
