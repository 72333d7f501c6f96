import { describe, expect, it } from "vitest";
import { formatNumber, formatPrice, parseAmount } from "./format.ts";

describe("formatPrice", () => {
  it("writes RWF with thousands separators and no decimals", () => {
    expect(formatPrice(45_000_000)).toBe("RWF 45,000,000");
    expect(formatPrice(1_250_000.6)).toBe("RWF 1,250,001");
    expect(formatPrice(0)).toBe("RWF 0");
  });
});

describe("formatNumber", () => {
  it("groups thousands and keeps decimals, as toLocaleString('en-US') does", () => {
    for (const value of [0, 7, 999, 1_000, 12_345.5, 2_500_000, 0.125, 1_234.5678, -1_500, 123_456_789_012, 0.1 + 0.2]) {
      expect(formatNumber(value)).toBe(value.toLocaleString("en-US"));
    }
    expect(formatNumber(12_345)).toBe("12,345");
  });
});

describe("parseAmount", () => {
  it("strips everything but digits; missing counts as 0", () => {
    expect(parseAmount("RWF 1,200,000")).toBe(1_200_000);
    expect(parseAmount(45_000_000.9)).toBe(45_000_000);
    expect(parseAmount(-5)).toBe(0);
    expect(parseAmount(null)).toBe(0);
    expect(parseAmount("call us")).toBe(0);
  });
});
