import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../domain/settings.ts";
import { developments, properties } from "../db/schema.ts";
import { MISSING_ID, useTestContext } from "../testing.ts";

type Listing = typeof properties.$inferInsert;

describe("listings related to a property or a development", () => {
  const t = useTestContext();

  let day = 0;
  /** Each listing a day newer than the one before, so 'newest first' is clear. */
  async function listing(title: string, changes: Partial<Listing> = {}): Promise<string> {
    day += 1;
    const at = new Date(Date.UTC(2026, 0, day));
    const [row] = await t.db
      .insert(properties)
      .values({
        title,
        type: "villa",
        status: "now-selling",
        price: 100_000_000,
        location: "Nyarutarama, Kigali",
        district: "Gasabo",
        area: 300,
        description: "A home.",
        images: ["https://images.example.com/home.jpg"],
        createdAt: at,
        updatedAt: at,
        ...changes,
      })
      .returning({ id: properties.id });
    if (!row) throw new Error("no listing inserted");
    return row.id;
  }

  const titles = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode, url).toBe(200);
    return (res.json() as { title: string }[]).map((p) => p.title);
  };

  it("offers up to four listings of the same kind, market and district within 30 % of the price, newest first", async () => {
    const subject = await listing("The villa itself");
    await listing("Older house nearby", { type: "house", price: 125_000_000 });
    for (const n of [1, 2, 3, 4]) await listing(`Townhouse ${n}`, { type: "townhouse", price: 80_000_000 });
    await listing("Too dear", { price: 140_000_000 });
    await listing("Too cheap", { price: 60_000_000 });
    await listing("Sold already", { status: "sold" });
    await listing("A rent", { status: "for-rent", price: 1_000_000 });
    await listing("An apartment", { type: "apartment" });
    await listing("Another district", { district: "Kicukiro", location: "Nyarutarama, Kigali" });

    expect(await titles(`/api/properties/${subject}/similar`)).toEqual([
      "Townhouse 4",
      "Townhouse 3",
      "Townhouse 2",
      "Townhouse 1",
    ]);
  });

  it("compares the location when the listing has no district, and rents with rents", async () => {
    const subject = await listing("Flat to rent", {
      type: "apartment",
      status: "for-rent",
      price: 900_000,
      district: null,
      location: "Kiyovu, Kigali",
    });
    await listing("Condo to rent in Kiyovu", {
      type: "condo",
      status: "for-rent",
      price: 1_000_000,
      district: null,
      location: "kiyovu, kigali",
    });
    await listing("Flat to rent in Remera", {
      type: "apartment",
      status: "for-rent",
      price: 900_000,
      district: null,
      location: "Remera, Kigali",
    });
    expect(await titles(`/api/properties/${subject}/similar`)).toEqual(["Condo to rent in Kiyovu"]);
  });

  it("answers 404 for a missing property and 400 for a malformed id", async () => {
    const missing = await t.app.inject({ method: "GET", url: `/api/properties/${MISSING_ID}/similar` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Property not found" });
    expect((await t.app.inject({ method: "GET", url: "/api/properties/not-an-id/similar" })).statusCode).toBe(400);
  });

  it("lists a development's listings, newest first, and nothing of other developments", async () => {
    const [heights, gardens] = await t.db
      .insert(developments)
      .values([
        { title: "Vision Heights", location: "Kacyiru", description: "Flats." },
        { title: "Green Gardens", location: "Rebero", description: "Houses." },
      ])
      .returning({ id: developments.id });
    if (!heights || !gardens) throw new Error("no developments inserted");
    await listing("Heights flat A", { type: "apartment", developmentId: heights.id });
    await listing("Heights flat B", { type: "apartment", developmentId: heights.id, status: "sold" });
    await listing("Gardens house", { developmentId: gardens.id });
    expect(await titles(`/api/developments/${heights.id}/properties`)).toEqual(["Heights flat B", "Heights flat A"]);
    const missing = await t.app.inject({ method: "GET", url: `/api/developments/${MISSING_ID}/properties` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Development not found" });
  });

  it("gives visitors the calculator's defaults with the public settings, the USD hint off", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/settings/public" });
    expect(res.json().pricingSettings).toEqual({
      mortgage: { ratePercent: 17, years: 20, depositPercent: 30 },
      usdHint: { show: false, rwfPerUsd: DEFAULT_SETTINGS.pricingSettings.usdHint.rwfPerUsd },
    });
  });
});
