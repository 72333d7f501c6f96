import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "../../i18n/i18n.ts";
import type { Locale } from "../../i18n/locales.ts";
import { listingPrice, pricePerSquareMetre } from "./listing-price.ts";

const inLocale = (locale: Locale) => setLocaleSource(() => locale);
afterEach(() => inLocale("en"));

const rent = { price: 1_200_000, status: "for-rent", pricePeriod: "month", area: 90 } as const;
const sale = { price: 450_000_000, status: "now-selling", pricePeriod: "month", area: 1000 } as const;

describe("a listing's price", () => {
  it("says what a rent is for, in each language", () => {
    expect(listingPrice(rent)).toBe("RWF 1,200,000 / month");
    expect(listingPrice({ ...rent, pricePeriod: "night", price: 85_000 })).toBe("RWF 85,000 / night");
    expect(listingPrice({ ...rent, pricePeriod: "year" })).toBe("RWF 1,200,000 / year");
    inLocale("fr");
    expect(listingPrice(rent)).toBe("1\u202f200\u202f000 RWF / mois");
    inLocale("rw");
    expect(listingPrice({ ...rent, pricePeriod: "night" })).toBe("RWF 1.200.000 ku ijoro");
  });

  it("is the amount alone for a sale, whatever period was kept", () => {
    expect(listingPrice({ ...sale, pricePeriod: "night" })).toBe("RWF 450,000,000");
  });

  it("gives a sale's price per square metre, rounded to the franc, and none for a rent or without an area", () => {
    expect(pricePerSquareMetre(sale)).toBe("RWF 450,000 / m²");
    expect(pricePerSquareMetre({ ...sale, area: 3 })).toBe("RWF 150,000,000 / m²");
    expect(pricePerSquareMetre({ ...sale, price: 100, area: 3 })).toBe("RWF 33 / m²");
    expect(pricePerSquareMetre(rent)).toBeUndefined();
    expect(pricePerSquareMetre({ ...sale, area: 0 })).toBeUndefined();
  });
});
