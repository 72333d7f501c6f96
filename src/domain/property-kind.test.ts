import { describe, expect, it } from "vitest";
import { hasRooms, isLand, roomsFor } from "./property-kind.ts";

describe("property kinds", () => {
  it("knows land in any casing and with stray spaces, and nothing else as land", () => {
    expect(isLand("land")).toBe(true);
    expect(isLand("Land")).toBe(true);
    expect(isLand(" LAND ")).toBe(true);
    for (const type of ["house", "apartment", "villa", "townhouse", "condo", "commercial", "", "Landmark tower"]) {
      expect(isLand(type)).toBe(false);
    }
  });

  it("asks for rooms for every type but land", () => {
    expect(hasRooms("Villa")).toBe(true);
    expect(hasRooms("")).toBe(true);
    expect(hasRooms("Land")).toBe(false);
  });

  it("keeps the room counts except for land, which has none", () => {
    expect(roomsFor("house", 4, 3)).toEqual({ bedrooms: 4, bathrooms: 3 });
    expect(roomsFor("Land", 4, 3)).toEqual({ bedrooms: 0, bathrooms: 0 });
    expect(roomsFor("apartment", "2", "")).toEqual({ bedrooms: "2", bathrooms: "" });
  });
});
