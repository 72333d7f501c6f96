import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../db/schema.ts";
import { createTestContext, type TestContext } from "../testing.ts";

describe("properties API", () => {
  let t: TestContext;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestContext();
    const rows = await t.db
      .insert(properties)
      .values([
        {
          title: "Family house in Kibagabaga",
          type: "house",
          status: "now-selling",
          price: 285_000_000,
          location: "Kibagabaga, Kigali",
          bedrooms: 4,
          bathrooms: 3,
          area: 450,
          description: "A bright family home.",
          amenities: ["Garden", "Parking"],
          images: ["/uploads/x.webp"],
          createdAt: new Date("2026-11-01T10:00:00Z"),
        },
        {
          title: "Plot in Rebero",
          type: "land",
          status: "now-selling",
          price: 45_000_000,
          location: "Rebero, Kigali",
          area: 600,
          description: "Serviced plot with views.",
          createdAt: new Date("2026-11-10T10:00:00Z"),
        },
      ])
      .returning({ id: properties.id });
    ids = rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  it("lists every property, newest first, with string ids as _id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/properties" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((p: { title: string }) => p.title)).toEqual(["Plot in Rebero", "Family house in Kibagabaga"]);
    expect(body[1]).toMatchObject({
      _id: ids[0],
      price: 285_000_000,
      bedrooms: 4,
      area: 450,
      amenities: ["Garden", "Parking"],
      featured: false,
      dateAdded: "2026-11-01T10:00:00.000Z",
    });
  });

  it("returns one property", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/properties/${ids[1]}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: "Plot in Rebero", bedrooms: 0, type: "land" });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/api/properties/00000000-0000-4000-8000-000000000000" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Property not found" });
    const malformed = await t.app.inject({ method: "GET", url: "/api/properties/1;drop table properties" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/id/);
  });
});
