import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { distanceBetween } from "../../domain/map-point.ts";
import { placeCentre } from "../../domain/places.ts";
import { propertyCreateSchema } from "../../domain/property.ts";
import { hasParcel, isLand } from "../../domain/property-kind.ts";
import { DEMO_DEVELOPMENTS } from "./developments.ts";
import { DEMO_PROPERTIES } from "./properties.ts";
import { DEMO_PROPERTY_FACTS, demoFactsRow } from "./property-facts.ts";

/** The zones the migration seeds. */
const SEEDED_ZONES = [
  ...readFileSync(
    path.resolve(import.meta.dirname, "../db/migrations/0011_listing_places_facts_and_saved_searches.sql"),
    "utf8",
  ).matchAll(/\('([A-Z][A-Z0-9]*)', '/g),
].map((match) => match[1]);

describe("the demo listings' places and facts", () => {
  it("gives every listing a place, a point near its sector and facts the API would accept", () => {
    expect(Object.keys(DEMO_PROPERTY_FACTS).sort()).toEqual(DEMO_PROPERTIES.map((p) => p.key).sort());
    for (const property of DEMO_PROPERTIES) {
      const { key, daysAgo: _, rating: __, views: ___, ...fields } = property;
      const row = demoFactsRow(key);
      const { latitude, longitude } = row;
      const parsed = propertyCreateSchema.safeParse({ ...fields, ...row, images: ["https://example.com/a.jpg"] });
      expect(parsed.error?.issues, key).toBeUndefined();
      const centre = placeCentre(row.district, row.sector);
      expect(centre && distanceBetween(centre, [latitude, longitude]), key).toBeLessThan(900);
      if (row.zone) expect(SEEDED_ZONES, key).toContain(row.zone);
      if (hasParcel(property.type)) expect(row.plotSize, key).not.toBeNull();
      if (isLand(property.type)) expect(row.plotSize, key).toBe(property.area);
      if (property.type === "apartment" || property.type === "condo") expect(row.floorNumber, key).not.toBeNull();
    }
  });

  it("has UPIs on land and houses, titles checked on a few, and listings in developments", () => {
    const rows = DEMO_PROPERTIES.map((p) => ({ type: p.type, ...demoFactsRow(p.key) }));
    expect(rows.filter((row) => isLand(row.type)).every((row) => row.upi !== null)).toBe(true);
    expect(new Set(rows.flatMap((row) => (row.upi ? [row.upi] : []))).size).toBe(rows.filter((row) => row.upi).length);
    expect(rows.filter((row) => row.titleChecked).length).toBeGreaterThanOrEqual(3);
    const linked = Object.values(DEMO_PROPERTY_FACTS).flatMap((facts) => (facts.development ? [facts.development] : []));
    expect(linked.length).toBeGreaterThanOrEqual(3);
    for (const development of linked) expect(DEMO_DEVELOPMENTS.map((d) => d.key)).toContain(development);
  });

  it("places each listing the same way on every seed", () => {
    expect(demoFactsRow("rebero-plot")).toEqual(demoFactsRow("rebero-plot"));
    expect(demoFactsRow("rebero-plot").upi).toBe("1/03/04/01/3306");
  });
});
