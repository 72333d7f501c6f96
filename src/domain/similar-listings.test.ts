import { describe, expect, it } from "vitest";
import { isSimilar, type SimilarSubject, similarRule, typeGroupOf } from "./similar-listings.ts";

const villa: SimilarSubject = {
  _id: "a",
  type: "villa",
  status: "now-selling",
  price: 100_000_000,
  location: "Nyarutarama, Kigali",
  district: "Gasabo",
};
const other = (changes: Partial<SimilarSubject>): SimilarSubject => ({ ...villa, _id: "b", ...changes });

describe("similar listings", () => {
  const rule = similarRule(villa);

  it("groups houses, villas and townhouses as homes, apartments with condos", () => {
    expect(typeGroupOf("Villa")).toEqual(["house", "villa", "townhouse"]);
    expect(typeGroupOf("condo")).toEqual(["apartment", "condo"]);
    expect(typeGroupOf("land")).toEqual(["land"]);
  });

  it("offers homes of the same district for sale within 30 % of the price", () => {
    expect(isSimilar(other({ type: "house", price: 130_000_000, location: "Kacyiru" }), rule)).toBe(true);
    expect(isSimilar(other({ price: 70_000_000, status: "coming-soon" }), rule)).toBe(true);
    expect(isSimilar(other({ price: 131_000_000 }), rule)).toBe(false);
    expect(isSimilar(other({ price: 69_000_000 }), rule)).toBe(false);
  });

  it("leaves out the listing itself, sold ones, rents, other kinds and other districts", () => {
    expect(isSimilar(villa, rule)).toBe(false);
    expect(isSimilar(other({ status: "sold" }), rule)).toBe(false);
    expect(isSimilar(other({ status: "for-rent" }), rule)).toBe(false);
    expect(isSimilar(other({ type: "apartment" }), rule)).toBe(false);
    expect(isSimilar(other({ district: "Kicukiro" }), rule)).toBe(false);
  });

  it("compares the location when the listing has no district", () => {
    const rent = similarRule({ ...villa, status: "for-rent", price: 1_000_000, district: null });
    expect(
      isSimilar(other({ status: "for-rent", price: 1_200_000, district: null, location: "nyarutarama, kigali" }), rent),
    ).toBe(true);
    expect(isSimilar(other({ status: "for-rent", price: 1_200_000, location: "Kiyovu, Kigali" }), rent)).toBe(false);
  });
});
