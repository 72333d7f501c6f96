import { describe, expect, it } from "vitest";
import { priceChangePercent } from "./listing-history.ts";

describe("a listing's price change", () => {
  it("is given in whole percent of the old price, up or down", () => {
    expect(priceChangePercent(100_000_000, 95_000_000)).toBe(5);
    expect(priceChangePercent(100_000_000, 97_400_000)).toBe(3);
    expect(priceChangePercent(80_000_000, 100_000_000)).toBe(25);
  });

  it("is at least 1 % for any real change, and 0 for none or no old price", () => {
    expect(priceChangePercent(450_000_000, 449_900_000)).toBe(1);
    expect(priceChangePercent(450_000_000, 450_000_000)).toBe(0);
    expect(priceChangePercent(0, 1_000)).toBe(0);
  });
});
