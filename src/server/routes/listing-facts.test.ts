import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { approximatePoint, distanceBetween } from "../../domain/map-point.ts";
import { placeCentre } from "../../domain/places.ts";
import type { Property, PropertyDetail } from "../../domain/property.ts";
import { MISSING_ID, useStaff, useTestContext } from "../testing.ts";

const EXACT = { latitude: -1.9521, longitude: 30.0917 };

const listing = (extra: Record<string, unknown> = {}) => ({
  title: "Villa in Kimihurura",
  type: "villa",
  price: 450_000_000,
  location: "Kimihurura, Kigali",
  bedrooms: 5,
  bathrooms: 4,
  area: 420,
  description: "A villa with a garden.",
  images: ["https://example.com/villa.jpg"],
  ...extra,
});

const FACTS = {
  district: "Gasabo",
  sector: "kimihurura",
  neighbourhood: "Rugando",
  ...EXACT,
  plotSize: 900,
  yearBuilt: 2019,
  furnished: "semi-furnished",
  parkingSpaces: 3,
  floorNumber: 0,
  upi: " 1/02/08/03/1234 ",
  zone: "r1",
  titleChecked: true,
};

describe("a listing's place and facts", () => {
  const t = useTestContext({ env: { CACHE_SIZE_MB: "8" } });
  const admin = useStaff(t);

  const create = async (body: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/properties", payload: body, headers: admin.headers });
  const update = async (id: string, body: Record<string, unknown>) =>
    t.app.inject({ method: "PUT", url: `/api/properties/${id}`, payload: body, headers: admin.headers });
  const visitorGet = async <T>(url: string) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };
  const staffGet = async <T>(url: string) => {
    const res = await t.app.inject({ method: "GET", url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };

  it("stores every fact and gives them back to staff as sent, the sector spelled as shipped", async () => {
    const res = await create(listing(FACTS));
    expect(res.statusCode).toBe(201);
    const created = res.json<Property>();
    expect(created).toMatchObject({
      ...FACTS,
      sector: "Kimihurura",
      upi: "1/02/08/03/1234",
      zone: "R1",
      exactLocation: false,
      developmentId: null,
    });
    const detail = await staffGet<PropertyDetail>(`/api/properties/${created._id}`);
    expect(detail).toMatchObject({ ...EXACT, zone: "R1", zoneName: "Low-density residential", titleChecked: true });
  });

  it("never gives visitors the exact point, cached or not, while staff keep getting it", async () => {
    const { _id: id } = (await create(listing({ ...FACTS, title: "Private villa" }))).json<Property>();
    const expected = approximatePoint(id, [EXACT.latitude, EXACT.longitude]);
    // A staff read first: it must not leave the exact point in the cache for visitors.
    expect(await staffGet<Property>(`/api/properties/${id}`)).toMatchObject(EXACT);
    for (const cache of ["miss", "hit"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/properties/${id}` });
      expect(res.headers["x-cache"]).toBe(cache);
      const detail = res.json<PropertyDetail>();
      expect([detail.latitude, detail.longitude]).toEqual(expected);
      const listed = (await visitorGet<Property[]>("/api/properties?q=Private")).find((p) => p._id === id);
      expect(listed && [listed.latitude, listed.longitude]).toEqual(expected);
    }
    // Every listing here sits on the same exact point; none of them may be shown on it.
    const everyListing = (await t.app.inject({ method: "GET", url: "/api/properties" })).json<Property[]>();
    for (const shown of everyListing) {
      expect(shown.latitude, shown.reference).not.toBe(EXACT.latitude);
      expect(shown.longitude, shown.reference).not.toBe(EXACT.longitude);
    }
    const moved = distanceBetween([EXACT.latitude, EXACT.longitude], expected);
    expect(moved).toBeGreaterThan(140);
    expect(moved).toBeLessThan(260);
    expect((await staffGet<Property[]>("/api/properties?q=Private"))[0]).toMatchObject(EXACT);
  });

  it("keeps in the database the same visitor's point as the page shows, for any id", async () => {
    const { rows } = (await t.db.execute(sql`
      select id::text as id, listing_map_latitude(id, -1.9521) as lat, listing_map_longitude(id, -1.9521, 30.0917) as lng
      from (select gen_random_uuid() as id from generate_series(1, 300)) ids`)) as unknown as {
      rows: { id: string; lat: number; lng: number }[];
    };
    for (const row of rows) {
      const [lat, lng] = approximatePoint(row.id, [EXACT.latitude, EXACT.longitude]);
      // Both round to 1e-5 degree (about 1 m); a tie may round either way.
      expect(Math.abs(Number(row.lat) - lat), row.id).toBeLessThanOrEqual(1.01e-5);
      expect(Math.abs(Number(row.lng) - lng), row.id).toBeLessThanOrEqual(1.01e-5);
    }
  });

  it("never finds a listing by a map area drawn around its exact point, only around the point shown", async () => {
    const { _id: id } = (await create(listing({ ...FACTS, title: "Hidden garden villa" }))).json<Property>();
    const box = ([lat, lng]: readonly [number, number], half: number) =>
      [lng - half, lat - half, lng + half, lat + half].map((degrees) => degrees.toFixed(6)).join(",");
    const found = async (bbox: string) =>
      (await visitorGet<Property[]>(`/api/properties?bbox=${bbox}`)).some((property) => property._id === id);
    // 0.0005° is about 55 m: the exact point is inside, the shown one (150-250 m away) outside.
    expect(await found(box([EXACT.latitude, EXACT.longitude], 0.0005))).toBe(false);
    expect(await found(box(approximatePoint(id, [EXACT.latitude, EXACT.longitude]), 0.0005))).toBe(true);
    await update(id, { exactLocation: true });
    expect(await found(box([EXACT.latitude, EXACT.longitude], 0.0005))).toBe(true);
  });

  it("shows visitors the exact point once staff allow it", async () => {
    const { _id: id } = (await create(listing({ ...FACTS, exactLocation: true }))).json<Property>();
    expect(await visitorGet<PropertyDetail>(`/api/properties/${id}`)).toMatchObject({ ...EXACT, exactLocation: true });
  });

  it("places a listing given a sector without a point at the sector's centre, and moves it with its place", async () => {
    const res = await create(listing({ district: "Kicukiro", sector: "Kagarama" }));
    const created = res.json<Property>();
    expect([created.latitude, created.longitude]).toEqual(placeCentre("Kicukiro", "Kagarama"));
    expect(created.exactLocation).toBe(false);
    const moved = (await update(created._id, { district: "Nyarugenge", sector: "Nyarugenge" })).json<Property>();
    expect([moved.latitude, moved.longitude]).toEqual(placeCentre("Nyarugenge", "Nyarugenge"));
    const pinned = (await update(created._id, { ...EXACT, exactLocation: true })).json<Property>();
    expect(pinned).toMatchObject({ ...EXACT, exactLocation: true, district: "Nyarugenge" });
    const renamed = (await update(created._id, { title: "Renamed" })).json<Property>();
    expect(renamed).toMatchObject({ ...EXACT, exactLocation: true });
    const cleared = (await update(created._id, { district: null, sector: null })).json<Property>();
    expect(cleared).toMatchObject({ district: null, sector: null, latitude: null, longitude: null });
  });

  it("clears a fact sent as null and keeps those not sent", async () => {
    const { _id: id } = (await create(listing(FACTS))).json<Property>();
    const updated = (await update(id, { upi: null, yearBuilt: null, parkingSpaces: 4 })).json<Property>();
    expect(updated).toMatchObject({ upi: null, yearBuilt: null, parkingSpaces: 4, plotSize: 900, zone: "R1" });
  });

  it("drops the UPI and zone when the type becomes one without a parcel", async () => {
    const { _id: id } = (await create(listing(FACTS))).json<Property>();
    const flat = (await update(id, { type: "apartment", floorNumber: 3 })).json<Property>();
    expect(flat).toMatchObject({ type: "apartment", upi: null, zone: null, floorNumber: 3 });
  });

  it.each([
    [{ upi: "1-02-08-03-1234" }, "upi", "UPI must look like 1/02/08/03/1234"],
    [{ district: "Atlantis" }, "district", "District must be one of Rwanda's 30 districts"],
    [{ district: "Gasabo", sector: "Nyamirambo" }, "sector", "Sector must be one of the sectors of Gasabo"],
    [{ sector: "Remera" }, "sector", "Sector needs a district"],
    [{ latitude: -1.95 }, "longitude", "Latitude and longitude must be given together"],
    [{ latitude: 0.5, longitude: 30 }, "latitude", "Latitude must be within Rwanda (-2.9 to -1)"],
    [{ yearBuilt: 1799 }, "yearBuilt", `Year built must be a year from 1800 to ${new Date().getUTCFullYear() + 5}`],
    [
      { yearBuilt: new Date().getUTCFullYear() + 6 },
      "yearBuilt",
      `Year built must be a year from 1800 to ${new Date().getUTCFullYear() + 5}`,
    ],
    [{ floorNumber: -6 }, "floorNumber", "Floor must be a whole number from -5 to 200"],
    [{ parkingSpaces: 1.5 }, "parkingSpaces", "Parking spaces must be a whole number from 0 to 1000"],
    [{ plotSize: -1 }, "plotSize", "Plot size must be a whole number of at least 0"],
    [{ furnished: "partly" }, "furnished", "Furnished must be one of furnished, semi-furnished, unfurnished"],
    [{ neighbourhood: "x".repeat(121) }, "neighbourhood", "Neighbourhood must be at most 120 characters"],
    [{ type: "apartment", upi: "1/02/08/03/1234" }, "upi", "UPI is kept only for land, houses, villas and townhouses"],
    [{ zone: "ZZ9" }, "zone", "Zone ZZ9 is not one of the land-use zones"],
    [{ developmentId: MISSING_ID }, "developmentId", "Development not found"],
    [{ developmentId: "dev-1" }, "developmentId", "Development must be a development's id"],
  ])("refuses %j with a message naming the field", async (facts, field, message) => {
    const before = (await staffGet<Property[]>("/api/properties")).length;
    const res = await create(listing(facts));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: `${field}: ${message}`, fields: { [field]: message } });
    expect((await staffGet<Property[]>("/api/properties")).length).toBe(before);
  });

  it("checks an edit's facts against the stored listing", async () => {
    const { _id: id } = (await create(listing({ district: "Gasabo", sector: "Remera" }))).json<Property>();
    const wrongSector = await update(id, { sector: "Gikondo" });
    expect(wrongSector.statusCode).toBe(400);
    expect(wrongSector.json().error).toBe("sector: Sector must be one of the sectors of Gasabo");
    const { _id: unplaced } = (await create(listing())).json<Property>();
    const halfPoint = await update(unplaced, { longitude: 30.1 });
    expect(halfPoint.json().error).toBe("latitude: Latitude and longitude must be given together");
    const badZone = await update(id, { zone: "Q9" });
    expect(badZone.json()).toMatchObject({ error: "zone: Zone Q9 is not one of the land-use zones" });
    expect(await staffGet<Property>(`/api/properties/${id}`)).toMatchObject({ sector: "Remera", zone: null });
  });

  it("links a listing to a development that exists", async () => {
    const development = await t.app.inject({
      method: "POST",
      url: "/api/developments",
      headers: admin.headers,
      payload: { title: "Green Hills", location: "Rebero", description: "Homes", status: "planning", projectType: "residential" },
    });
    expect(development.statusCode).toBe(201);
    const developmentId = development.json<{ _id: string }>()._id;
    const res = await create(listing({ developmentId }));
    expect(res.statusCode).toBe(201);
    expect(res.json<Property>().developmentId).toBe(developmentId);
    expect((await visitorGet<PropertyDetail>(`/api/properties/${res.json<Property>()._id}`)).developmentId).toBe(developmentId);
  });
});
