import { describe, expect, it } from "vitest";
import { PROPERTY_STATUSES } from "./enums.ts";
import { canBeVisited } from "./visits.ts";

describe("which listings can be visited", () => {
  it("are those for sale now or for rent, in any casing", () => {
    expect(canBeVisited({ status: "now-selling" })).toBe(true);
    expect(canBeVisited({ status: "for-rent" })).toBe(true);
    expect(canBeVisited({ status: " For-Rent " })).toBe(true);
  });

  it("are not sold ones, nor those not yet on the market, nor an unknown status", () => {
    for (const status of ["sold", "Sold", "coming-soon", "rented", "withdrawn", "draft", ""])
      expect(canBeVisited({ status }), status).toBe(false);
  });

  it("covers every status a listing can have", () => {
    expect(PROPERTY_STATUSES.filter((status) => canBeVisited({ status }))).toEqual(["now-selling", "for-rent"]);
  });
});
