import { describe, expect, it } from "vitest";
import type { ListingPoint } from "../../domain/listing-points.ts";
import { approximatePoint, distanceBetween } from "../../domain/map-point.ts";
import { properties } from "../db/schema.ts";
import { useTestContext } from "../testing.ts";

type Row = typeof properties.$inferInsert;

const listing = (title: string, extra: Partial<Row>): Row => ({
  title,
  type: "house",
  status: "now-selling",
  price: 100_000_000,
  location: "Kigali",
  area: 200,
  description: `${title}, described.`,
  ...extra,
});

/** Listings in Kigali with points (one allowed to show its exact point), one without a point, one in Musanze. */
const LISTINGS: Row[] = [
  listing("Kimihurura house", { district: "Gasabo", sector: "Kimihurura", latitude: -1.953, longitude: 30.085, bedrooms: 4 }),
  listing("Kacyiru villa", {
    type: "villa",
    district: "Gasabo",
    sector: "Kacyiru",
    latitude: -1.938,
    longitude: 30.088,
    exactLocation: true,
    price: 650_000_000,
  }),
  listing("Nyamirambo apartment to let", {
    type: "apartment",
    status: "for-rent",
    price: 900_000,
    pricePeriod: "month",
    district: "Nyarugenge",
    sector: "Nyamirambo",
    latitude: -1.98,
    longitude: 30.04,
    translations: { fr: { title: "Appartement à louer à Nyamirambo" } },
  }),
  listing("House without a point", { district: "Kicukiro" }),
  listing("Musanze lodge", { type: "villa", district: "Musanze", latitude: -1.5, longitude: 29.63 }),
];

describe("GET /api/properties/points", () => {
  const t = useTestContext();
  const points = async (query = "") => {
    const res = await t.app.inject({ method: "GET", url: `/api/properties/points${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json() as ListingPoint[], total: Number(res.headers["x-total-count"]), res };
  };
  let rows: (typeof properties.$inferSelect)[] = [];
  const row = (title: string) => {
    const found = rows.find((r) => r.title === title);
    if (!found) throw new Error(title);
    return found;
  };

  it("gives every listing with a point as a pin, with the count of them", async () => {
    rows = await t.db.insert(properties).values(LISTINGS).returning();
    const { body, total, res } = await points();
    expect(total).toBe(4);
    expect(body.map((p) => p.title).sort()).toEqual([
      "Kacyiru villa",
      "Kimihurura house",
      "Musanze lodge",
      "Nyamirambo apartment to let",
    ]);
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const villa = body.find((p) => p.title === "Kacyiru villa");
    expect(villa).toEqual({
      id: row("Kacyiru villa").id,
      lat: -1.938,
      lng: 30.088,
      price: 650_000_000,
      status: "now-selling",
      title: "Kacyiru villa",
      reference: `KE-${row("Kacyiru villa").referenceNumber}`,
    });
    expect(body.find((p) => p.status === "for-rent")?.pricePeriod).toBe("month");
  });

  it("moves each point about 200 m, always the same way, unless staff allowed the exact one", async () => {
    const { body } = await points();
    const house = row("Kimihurura house");
    const pin = body.find((p) => p.id === house.id);
    const exact = [-1.953, 30.085] as const;
    expect([pin?.lat, pin?.lng]).toEqual(approximatePoint(house.id, exact));
    const moved = distanceBetween(exact, [pin?.lat ?? 0, pin?.lng ?? 0]);
    expect(moved).toBeGreaterThan(140);
    expect(moved).toBeLessThan(260);
    // Nothing in the reply is the exact point of a listing that keeps it private.
    expect(JSON.stringify(body)).not.toMatch(/-1\.953\b|30\.085\b|-1\.98\b|30\.04\b/);
    expect((await points()).body).toEqual(body);
  });

  it("applies the list's filters: tab, district, price, and a map area", async () => {
    expect((await points("?tab=villas")).body.map((p) => p.title).sort()).toEqual(["Kacyiru villa", "Musanze lodge"]);
    expect((await points("?tab=homes-for-rent")).total).toBe(1);
    const gasabo = await points("?district=Gasabo");
    expect(gasabo.total).toBe(2);
    expect(gasabo.body.map((p) => p.title).sort()).toEqual(["Kacyiru villa", "Kimihurura house"]);
    expect((await points("?minPrice=500000000")).body.map((p) => p.title)).toEqual(["Kacyiru villa"]);
    const kigali = await points("?bbox=29.98,-2.06,30.22,-1.84");
    expect(kigali.body.map((p) => p.title).sort()).toEqual(["Kacyiru villa", "Kimihurura house", "Nyamirambo apartment to let"]);
  });

  it("names each listing in the reader's language, English where it has no other", async () => {
    const { body, res } = await points("?lang=fr");
    expect(res.headers["content-language"]).toBe("fr");
    expect(body.map((p) => p.title).sort()).toEqual([
      "Appartement à louer à Nyamirambo",
      "Kacyiru villa",
      "Kimihurura house",
      "Musanze lodge",
    ]);
  });

  it("refuses paging and malformed filters with a message, as the list does", async () => {
    for (const query of ["?limit=10", "?bbox=30,-1,29,-2", "?tab=castles", "?district=Atlantis"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/properties/points${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toHaveProperty("error");
    }
  });
});
