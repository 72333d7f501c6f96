import { describe, expect, it } from "vitest";
import { pointsQueryOf } from "./map-prefetch.ts";
import {
  areaSearch,
  compactAmount,
  isMapDisplay,
  onlyDisplayDiffers,
  pointsQuery,
  toggledDisplay,
  withDisplay,
} from "./map-view.ts";

const area = { minLng: 30.05, minLat: -1.99, maxLng: 30.12, maxLat: -1.9 };

describe("the map view's address", () => {
  it("shows the map with display=map, beside the filters", () => {
    expect(isMapDisplay("?tab=villas&display=map")).toBe(true);
    expect(isMapDisplay("?tab=villas")).toBe(false);
    expect(withDisplay("tab=villas", true)).toBe("?tab=villas&display=map");
    expect(withDisplay("", false)).toBe("");
  });

  it("toggles the map keeping the filters, closing Quick View, and drops the area with the map", () => {
    expect(toggledDisplay("?tab=villas&view=abc&lead=inquiry", true)).toBe("?tab=villas&display=map");
    expect(toggledDisplay("?tab=villas&bbox=30.05,-1.99,30.12,-1.9&display=map", false)).toBe("?tab=villas");
    expect(toggledDisplay("?display=map", false)).toBe("");
  });

  it("searches an area with the same filters, the map still shown", () => {
    expect(areaSearch({ tab: "villas", minBeds: 3 }, area)).toBe(
      "?tab=villas&minBeds=3&bbox=30.05%2C-1.99%2C30.12%2C-1.9&display=map",
    );
    expect(areaSearch({ tab: "villas", bbox: area }, undefined)).toBe("?tab=villas&display=map");
  });

  it("asks the pins of every match of the filters, whatever the area and order, in the page's language", () => {
    expect(pointsQuery({ tab: "homes-for-rent", district: "Gasabo", bbox: area, sort: "price-asc" }, "fr")).toBe(
      "tab=homes-for-rent&district=Gasabo&lang=fr",
    );
    expect(pointsQuery({}, "en")).toBe("lang=en");
  });

  it("asks the same pins from the address alone, before the map's panel has the filters", () => {
    const search = "?display=map&minBeds=3&tab=homes-for-rent&bbox=30.05,-1.99,30.12,-1.9&district=Gasabo&sort=price-asc";
    expect(pointsQueryOf(search, "fr")).toBe(
      pointsQuery({ tab: "homes-for-rent", minBeds: 3, district: "Gasabo", bbox: area, sort: "price-asc" }, "fr"),
    );
    expect(pointsQueryOf("?tab=all&display=map", "en")).toBe("lang=en");
  });

  it("keeps the list's data when only the map is shown or hidden", () => {
    const list = { pathname: "/properties", search: "?tab=villas" };
    expect(onlyDisplayDiffers(list, { pathname: "/properties", search: "?tab=villas&display=map" })).toBe(true);
    expect(onlyDisplayDiffers(list, { pathname: "/properties", search: "?tab=villas&bbox=1,2,3,4&display=map" })).toBe(false);
    expect(onlyDisplayDiffers(list, list)).toBe(false);
  });
});

describe("a pin's price", () => {
  it("is short: thousands, millions and billions, one decimal below ten", () => {
    expect(compactAmount(45_000_000)).toBe("45M");
    expect(compactAmount(1_200_000)).toBe("1.2M");
    expect(compactAmount(1_250_000_000)).toBe("1.3B");
    expect(compactAmount(850_000)).toBe("850K");
    expect(compactAmount(999_600)).toBe("1M");
    expect(compactAmount(750)).toBe("750");
  });

  it("writes the decimal in the locale's mark", () => {
    expect(compactAmount(1_200_000, ",")).toBe("1,2M");
  });
});
