import { describe, expect, it } from "vitest";
import { parseTags } from "./tags.ts";

describe("parseTags", () => {
  it("splits comma-separated text, trims, drops blanks and repeats in any casing", () => {
    expect(parseTags(" Kigali, investment ,, , Land,kigali, LAND ")).toEqual(["Kigali", "investment", "Land"]);
  });

  it("cleans a list that is already split the same way", () => {
    expect(parseTags(["Pool ", "", "pool", " Gym"])).toEqual(["Pool", "Gym"]);
  });

  it("gives no tags for empty or blank text", () => {
    expect(parseTags("")).toEqual([]);
    expect(parseTags(" , ,")).toEqual([]);
    expect(parseTags([])).toEqual([]);
  });
});
