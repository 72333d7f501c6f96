import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { pluralRules } from "../../domain/plural.ts";
import { compileCatalogue } from "./catalogue-plugin.ts";
import "./catalogues/about.ts";
import "./catalogues/blog.ts";
import "./catalogues/leads.ts";
import "./catalogues/listing.ts";
import "./catalogues/list-with-us.ts";
import { keysUnder, t, tItems, tOptional, withNumbers } from "./i18n.ts";
import { postedAgo, relativeTime } from "./relative-time.ts";

const now = new Date("2026-11-21T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const H = 3_600_000;

describe("English plurals", () => {
  it.each([
    [0, "0 Beds", "0 Baths"],
    [1, "1 Bed", "1 Bath"],
    [2, "2 Beds", "2 Baths"],
  ])("%d bedrooms and bathrooms", (n, beds, baths) => {
    expect(t("properties.bedCount", { n })).toBe(beds);
    expect(t("properties.bathCount", { n })).toBe(baths);
  });

  it("counts properties, articles, views and amenities", () => {
    expect(t("properties.count", { shown: 1, total: 1 })).toBe("Showing 1 of 1 property");
    expect(t("properties.count", { shown: 12, total: 40 })).toBe("Showing 12 of 40 properties");
    expect(t("properties.amenityCount", { n: 1 })).toBe("1 Amenity");
    expect(t("blog.views", { n: 1 })).toBe("1 view");
    expect(t("blog.views", { n: 12_345 })).toBe("12,345 views");
    expect(t("properties.views", { n: 0 })).toBe("0 views");
  });

  it("appends the blog search and category only when set", () => {
    const showing = (n: number, search: string, category: string, filter: string) =>
      t("blog.showing", { n, search, category, filter });
    expect(showing(1, "", "", "none")).toBe("Showing 1 article");
    expect(showing(3, "", "", "none")).toBe("Showing 3 articles");
    expect(showing(1, "kigali", "", "search")).toBe('Showing 1 article for "kigali"');
    expect(showing(2, "", "Investment", "category")).toBe("Showing 2 articles in Investment");
    expect(showing(2, "kigali", "Investment", "both")).toBe('Showing 2 articles for "kigali" in Investment');
  });
});

describe("English numbers", () => {
  it("writes every interpolated number with thousands separators, as on the server", () => {
    expect(t("properties.areaValue", { sqm: 1250 })).toBe("1,250 sqm");
    expect(t("listWithUs.uploading", { n: 2, total: 20 })).toBe("Uploading photo 2 of 20...");
    expect(t("inquiry.progress", { percent: 75 })).toBe("75% complete");
  });

  it("leaves text arguments as they are", () => {
    expect(t("properties.emptySearch", { search: "{villa} 1,000" })).toBe(
      'No properties match "{villa} 1,000". Try adjusting your search.',
    );
  });
});

describe("English relative times", () => {
  it.each([
    [0, "0h ago"],
    [5 * H, "5h ago"],
    [24 * H, "1d ago"],
    [167 * H, "6d ago"],
    [168 * H, "1 week ago"],
    [3 * 168 * H, "3 weeks ago"],
  ])("public cards: %d ms ago reads %s", (ms, text) => {
    expect(postedAgo(ago(ms), now)).toBe(text);
  });

  it.each([
    [30_000, "Just now"],
    [60_000, "1 minute ago"],
    [45 * 60_000, "45 minutes ago"],
    [H, "1 hour ago"],
    [5 * H, "5 hours ago"],
    [24 * H, "1 day ago"],
    [30 * 24 * H, "30 days ago"],
  ])("back office: %d ms ago reads %s", (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it("back office: the local date beyond 30 days", () => {
    expect(relativeTime(new Date("2026-09-01T23:30:00Z"), now)).toBe("2 Sept 2026");
  });
});

describe("lists and labels of stored values", () => {
  it("reads labelled sets and lists in catalogue order", () => {
    expect(keysUnder("properties.tabs")[0]).toBe("all");
    expect(tItems("about.values", ["title"]).map((value) => value.title)).toEqual(["Integrity", "Innovation", "Community"]);
  });

  it("has no label for an unknown stored value", () => {
    expect(tOptional("statuses.for-rent")).toBe("For Rent");
    expect(tOptional("statuses.demolished")).toBeUndefined();
  });
});

describe("plural branches come from the locale list's rule, not Intl", () => {
  const catalogue = compileCatalogue({
    beds: "{n, plural, =0 {No bed} one {# bed} many {# beds (many)} other {# beds}}",
  });
  const render = (locale: string, rule: (n: number) => "one" | "other" | "many", n: number) => {
    const i18n = setupI18n({ locale, messages: { [locale]: catalogue } });
    return i18n._("beds", withNumbers({ n }, { plural: rule, number: (value) => `<${value}>` }));
  };

  it("an exact match wins over the category", () => {
    expect(render("en", pluralRules.en, 0)).toBe("No bed");
  });

  it("French: 1.5 is singular and whole millions take 'many'", () => {
    expect(render("fr", pluralRules.fr, 1.5)).toBe("<1.5> bed");
    expect(render("fr", pluralRules.fr, 2_000_000)).toBe("<2000000> beds (many)");
  });

  it("Kinyarwanda, which Intl does not know: one is exactly 1", () => {
    expect(render("rw", pluralRules.rw, 1)).toBe("<1> bed");
    expect(render("rw", pluralRules.rw, 2)).toBe("<2> beds");
  });

  it("the catalogue compiler refuses what it cannot hand to the locale rule", () => {
    expect(() => compileCatalogue({ x: "{n, plural, offset:1 one {#} other {#}}" })).toThrow(/offset/);
    expect(() => compileCatalogue({ x: "{n, selectordinal, one {#st} other {#th}}" })).toThrow(/selectordinal/);
  });
});
