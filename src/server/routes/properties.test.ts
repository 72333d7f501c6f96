import { readdir } from "node:fs/promises";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../domain/languages.ts";
import {
  filterProperties,
  insideBox,
  LISTING_TAB_IDS,
  type ListingFilters,
  sortProperties,
} from "../../domain/listing-filters.ts";
import type { Property } from "../../domain/property.ts";
import { activityLog, properties, propertyTitleWords, propertyWords, TEXT_SEARCH_CONFIG, uploads } from "../db/schema.ts";
import { fixtureImage, multipartBody, setPermissions, type TestStaff, useStaff, useTestContext } from "../testing.ts";

const TOO_MANY = "Maximum 20 images allowed. Please remove some images first.";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** A varied catalogue: every tab has members and non-members (a townhouse, an apartment for rent, LIKE wildcards in text). */
const CATALOGUE = [
  {
    title: "Family house in Kibagabaga",
    type: "house",
    status: "now-selling",
    price: 285_000_000,
    location: "Kibagabaga, Kigali",
    bedrooms: 4,
    featured: true,
  },
  {
    title: "Townhouse near Kimihurura",
    type: "townhouse",
    status: "now-selling",
    price: 180_000_000,
    location: "Kimihurura",
    bedrooms: 3,
  },
  { title: "Townhouse to let", type: "townhouse", status: "for-rent", price: 1_500_000, location: "Kacyiru", bedrooms: 3 },
  {
    title: "Furnished apartment",
    type: "apartment",
    status: "for-rent",
    price: 1_200_000,
    location: "Kiyovu",
    bedrooms: 2,
    featured: true,
  },
  {
    title: "Apartment with 100% natural_light",
    type: "apartment",
    status: "now-selling",
    price: 95_000_000,
    location: "kiyovu",
    bedrooms: 2,
  },
  { title: "Garden condo", type: "condo", status: "coming-soon", price: 70_000_000, location: "Gacuriro", bedrooms: 2 },
  { title: "Plot in Rebero", type: "land", status: "now-selling", price: 45_000_000, location: "Rebero, Kigali", bedrooms: 0 },
  { title: "Lakeside plot", type: "land", status: "coming-soon", price: 30_000_000, location: "Rubavu", bedrooms: 0 },
  { title: "Hillside villa", type: "villa", status: "now-selling", price: 650_000_000, location: "Nyarutarama", bedrooms: 5 },
  { title: "Sold villa", type: "villa", status: "sold", price: 500_000_000, location: "Nyarutarama", bedrooms: 6 },
  { title: "House for rent", type: "house", status: "for-rent", price: 2_000_000, location: "Kibagabaga, Kigali", bedrooms: 4 },
  { title: "Shop front", type: "commercial", status: "now-selling", price: 120_000_000, location: "Nyamirambo", bedrooms: 0 },
  { title: "Flat by the lake", type: "apartment", status: "now-selling", price: 80_000_000, location: "Rubavu", bedrooms: 1 },
] as const;

/** The newest listing mentions villas in its description only: a search for villas ranks it after the villas. */
const DESCRIPTIONS: Record<number, string> = {
  5: "Quiet compound with a shared GARDEN",
  12: "Five minutes from the villas on the lakeshore.",
};

/** Where each catalogue listing is, by its location: district, sector and point (some have none). */
const PLACES: Record<string, { district: string; sector: string; latitude?: number; longitude?: number }> = {
  "Kibagabaga, Kigali": { district: "Gasabo", sector: "Kimironko", latitude: -1.935, longitude: 30.115 },
  Kimihurura: { district: "Gasabo", sector: "Kimihurura", latitude: -1.953, longitude: 30.085 },
  Kacyiru: { district: "Gasabo", sector: "Kacyiru" },
  Kiyovu: { district: "Nyarugenge", sector: "Nyarugenge", latitude: -1.952, longitude: 30.06 },
  Nyarutarama: { district: "Gasabo", sector: "Remera", latitude: -1.94, longitude: 30.1 },
  "Rebero, Kigali": { district: "Kicukiro", sector: "Kigarama", latitude: -1.99, longitude: 30.08 },
  Rubavu: { district: "Rubavu", sector: "Gisenyi", latitude: -1.7, longitude: 29.26 },
  Nyamirambo: { district: "Nyarugenge", sector: "Nyamirambo", latitude: -1.98, longitude: 30.045 },
};

describe("properties API", () => {
  const t = useTestContext();
  const admin = useStaff(t);
  const superadmin = useStaff(t, { role: "superadmin" });
  let uploadedUrl: string;

  const list = async (query = "") => {
    const res = await t.app.inject({ method: "GET", url: `/api/properties${query}` });
    expect(res.statusCode).toBe(200);
    return { body: res.json() as Property[], total: Number(res.headers["x-total-count"]) };
  };
  /** The stored rows with the points visitors see (the map-area filter's), as the pure rules read them. */
  const stored = async () =>
    (await t.db.select().from(properties)).map((row) => ({
      ...row,
      latitude: row.mapLatitude,
      longitude: row.mapLongitude,
      _id: row.id,
      createdAt: row.createdAt.toISOString(),
    }));
  const propertyCount = async () => (await t.db.select({ n: count() }).from(properties))[0]?.n ?? 0;
  const activityFor = (id: string) => t.db.select().from(activityLog).where(eq(activityLog.entityId, id));
  const storedFiles = async () => (await readdir(path.join(t.dataDir, "uploads"))).length;
  const upload = async (url: string, data: Buffer, staff: TestStaff | null = admin, field = "image") => {
    const { payload, headers } = multipartBody({}, [{ field, filename: "photo.jpg", contentType: "image/jpeg", data }]);
    return t.app.inject({ method: "POST", url, payload, headers: { ...headers, ...staff?.headers } });
  };
  const validBody = () => ({
    title: "Modern villa in Nyarutarama",
    type: "Villa",
    price: "RWF 450,000,000",
    location: "Nyarutarama, Kigali",
    bedrooms: 5,
    bathrooms: 4,
    area: "620 sqm",
    description: "A modern villa with a pool.",
    images: [uploadedUrl, "https://images.example.com/villa.jpg"],
    amenities: ["Swimming Pool", " Garden "],
    youtubeLink: "https://youtu.be/dQw4w9WgXcQ",
    featured: true,
    promoted: false,
  });

  beforeAll(async () => {
    const start = Date.parse("2026-10-01T10:00:00Z");
    await t.db.insert(properties).values(
      CATALOGUE.map((p, i) => ({
        ...p,
        ...PLACES[p.location],
        bathrooms: 1,
        // Sizes repeat so the size sort needs its tie-breaker.
        area: 300 + (i % 4) * 50,
        description: DESCRIPTIONS[i] ?? "A listing in Kigali.",
        images: ["https://images.example.com/a.jpg"],
        createdAt: new Date(start + i * 3_600_000),
      })),
    );
    const res = await upload("/api/properties/upload-image", await fixtureImage("villa.png"));
    uploadedUrl = res.json().url;
  });

  describe("GET /api/properties", () => {
    it("returns every property, newest first, with the count in X-Total-Count", async () => {
      const { body, total } = await list();
      expect(body.map((p) => p.title)).toEqual(CATALOGUE.map((p) => p.title).reverse());
      expect(total).toBe(CATALOGUE.length);
      expect(body.at(-1)).toMatchObject({
        type: "house",
        price: 285_000_000,
        bedrooms: 4,
        featured: true,
        dateAdded: "2026-10-01T10:00:00.000Z",
      });
      expect(typeof body[0]?._id).toBe("string");
    });

    it.each(LISTING_TAB_IDS)("tab %s: SQL returns what the shared pure rule selects", async (tab) => {
      const { body: all } = await list();
      const { body, total } = await list(`?tab=${tab}`);
      const expected = filterProperties(all, { tab });
      expect(body.map((p) => p._id)).toEqual(expected.map((p) => p._id));
      expect(total).toBe(expected.length);
      if (tab !== "all") expect(expected.length).toBeGreaterThan(0);
    });

    it("puts the townhouse in Houses for Sale and the rented apartment and townhouse in Homes for Rent", async () => {
      expect((await list("?tab=houses-for-sale")).body.map((p) => p.title)).toEqual(
        expect.arrayContaining(["Townhouse near Kimihurura", "Family house in Kibagabaga"]),
      );
      expect((await list("?tab=homes-for-rent")).body.map((p) => p.title).sort()).toEqual(
        ["Furnished apartment", "House for rent", "Townhouse to let"].sort(),
      );
    });

    it.each<[string, ListingFilters]>([
      ["?minPrice=45000000&maxPrice=180000000", { minPrice: 45_000_000, maxPrice: 180_000_000 }],
      ["?minBeds=4", { minBeds: 4 }],
      ["?location=KIYOVU", { location: "KIYOVU" }],
      ["?q=garden&sort=newest", { q: "garden", sort: "newest" }],
      ["?q=kigali&sort=newest", { q: "kigali", sort: "newest" }],
      ["?q=4%20bedroom%20house%20Kibagabaga&sort=price-asc", { q: "4 bedroom house Kibagabaga", sort: "price-asc" }],
      ["?q=villa%20Gasabo&sort=newest", { q: "villa Gasabo", sort: "newest" }],
      ["?featured=true", { featured: true }],
      ["?featured=false&tab=villas", { featured: false, tab: "villas" }],
      [
        "?tab=houses-for-sale&minBeds=4&location=kibagabaga,%20kigali",
        { tab: "houses-for-sale", minBeds: 4, location: "kibagabaga, kigali" },
      ],
      ["?q=&location=&minPrice=", {}],
      ["?district=Gasabo", { district: "Gasabo" }],
      ["?district=Gasabo&sector=Remera", { district: "Gasabo", sector: "Remera" }],
      ["?sector=Nyamirambo", { sector: "Nyamirambo" }],
      ["?district=Kicukiro&sector=Remera", { district: "Kicukiro", sector: "Remera" }],
      ["?bbox=30.05,-1.96,30.12,-1.93", { bbox: { minLng: 30.05, minLat: -1.96, maxLng: 30.12, maxLat: -1.93 } }],
      [
        "?bbox=30.05,-1.96,30.12,-1.93&tab=villas&district=Gasabo",
        { bbox: { minLng: 30.05, minLat: -1.96, maxLng: 30.12, maxLat: -1.93 }, tab: "villas", district: "Gasabo" },
      ],
      ["?bbox=28.8,-2.9,31,-1", { bbox: { minLng: 28.8, minLat: -2.9, maxLng: 31, maxLat: -1 } }],
    ])("filters %s in SQL exactly as filterProperties does", async (query, filters) => {
      const { body, total } = await list(query);
      const expected = sortProperties(filterProperties(await stored(), filters), filters);
      expect(body.map((p) => p._id)).toEqual(expected.map((p) => p._id));
      expect(total).toBe(expected.length);
    });

    it("finds in a box only listings whose point shown to visitors is inside it, edges included", async () => {
      const shown = (await list()).body.filter((p) => p.latitude !== null);
      const chosen = shown.filter((p) => ["Hillside villa", "Sold villa", "Townhouse near Kimihurura"].includes(p.title));
      const lats = chosen.map((p) => p.latitude ?? 0);
      const lngs = chosen.map((p) => p.longitude ?? 0);
      const box = { minLng: Math.min(...lngs), minLat: Math.min(...lats), maxLng: Math.max(...lngs), maxLat: Math.max(...lats) };
      const { body, total } = await list(`?bbox=${box.minLng},${box.minLat},${box.maxLng},${box.maxLat}`);
      const inside = shown.filter((p) => insideBox(p, box)).map((p) => p.title);
      expect(inside).toEqual(expect.arrayContaining(["Hillside villa", "Sold villa", "Townhouse near Kimihurura"]));
      expect(body.map((p) => p.title).sort()).toEqual(inside.sort());
      expect(total).toBe(inside.length);
      // Kacyiru has a district but no point: no box holds it.
      expect((await list("?bbox=-180,-90,180,90&sector=Kacyiru")).total).toBe(0);
      expect((await list("?sector=Kacyiru")).total).toBe(1);
    });

    it.each(["newest", "price-asc", "price-desc", "size"] as const)(
      "sort=%s: SQL orders as sortProperties does, across pages",
      async (sort) => {
        const all = await stored();
        const expected = sortProperties(all, { sort }).map((p) => p._id);
        const { body, total } = await list(`?sort=${sort}`);
        expect(body.map((p) => p._id)).toEqual(expected);
        expect(total).toBe(all.length);
        const pages = [...(await list(`?sort=${sort}&limit=5`)).body, ...(await list(`?sort=${sort}&limit=5&offset=5`)).body];
        expect(pages.map((p) => p._id)).toEqual(expected.slice(0, 10));
      },
    );

    it("sorts by price and size as a visitor expects", async () => {
      const prices = (await list("?sort=price-asc&tab=villas")).body.map((p) => p.price);
      expect(prices).toEqual([500_000_000, 650_000_000]);
      expect((await list("?sort=price-desc")).body[0]?.title).toBe("Hillside villa");
      const areas = (await list("?sort=size")).body.map((p) => p.area);
      expect(areas).toEqual([...areas].sort((a, b) => b - a));
    });

    it("gives each listing its own reference in order, and finds a listing by it however it is typed", async () => {
      const { body: all } = await list();
      const numbers = all.map((p) => Number(p.reference.replace(/^KE-/, "")));
      expect(all.every((p) => /^KE-\d+$/.test(p.reference))).toBe(true);
      expect(new Set(numbers).size).toBe(all.length);
      // Newest first: the references count down.
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
      const target = all[2];
      if (!target) throw new Error("no listing");
      const bare = target.reference.replace("-", "").toLowerCase();
      for (const typed of [target.reference, bare, target.reference.replace("-", " ")]) {
        const { body, total } = await list(`?q=${encodeURIComponent(typed)}`);
        expect(body.map((p) => p._id)).toEqual([target._id]);
        expect(total).toBe(1);
        expect(filterProperties(all, { q: typed }).map((p) => p._id)).toEqual([target._id]);
      }
      const one = await t.app.inject({ method: "GET", url: `/api/properties/${target._id}` });
      expect(one.json().reference).toBe(target.reference);
    });

    const titles = async (query: string) => (await list(query)).body.map((p) => p.title);

    it("finds a misspelt place name", async () => {
      expect((await titles("?q=Nyarutarma")).sort()).toEqual(["Hillside villa", "Sold villa"]);
      expect((await titles("?q=nyarutarma%20villa&tab=villas")).sort()).toEqual(["Hillside villa", "Sold villa"]);
      expect(await titles("?q=Kibagabga&tab=houses-for-sale")).toEqual(["Family house in Kibagabaga"]);
      expect((await list("?q=Nyarutarma%20apartment")).total).toBe(0);
    });

    it("finds a misspelling of a place only a listing added or moved since has", async () => {
      expect((await list("?q=Rusororro")).total).toBe(0);
      const added = await t.app.inject({
        method: "POST",
        url: "/api/properties",
        payload: { ...validBody(), title: "Bungalow", location: "Rusororo" },
        headers: admin.headers,
      });
      expect(added.statusCode).toBe(201);
      expect((await list("?q=Rusororro")).body.map((p) => p._id)).toEqual([added.json()._id]);

      expect((await list("?q=Bumbogoo")).total).toBe(0);
      const moved = await t.app.inject({
        method: "PUT",
        url: `/api/properties/${added.json()._id}`,
        payload: { location: "Bumbogo" },
        headers: admin.headers,
      });
      expect(moved.statusCode).toBe(200);
      expect((await list("?q=Bumbogoo")).body.map((p) => p._id)).toEqual([added.json()._id]);
      expect(
        (await t.app.inject({ method: "DELETE", url: `/api/properties/${added.json()._id}`, headers: admin.headers })).statusCode,
      ).toBe(200);
    });

    it("stores each listing's words as schema.ts works them out, in every language", async () => {
      const added = await t.app.inject({
        method: "POST",
        url: "/api/properties",
        payload: {
          ...validBody(),
          translations: {
            fr: { title: "Maison à Zubelwa", description: "Jardin et vue" },
            rw: { title: "Inzu i Zubelwa" },
          },
        },
        headers: admin.headers,
      });
      expect(added.statusCode).toBe(201);
      for (const language of LANGUAGES) {
        const column = (name: string) => sql.identifier(`search_${name}_${language}`);
        const [row] = await t.db
          .select({
            rows: count(),
            differ: count(
              sql`nullif(${column("words")} is distinct from ${propertyWords(properties, language)} or ${column("title")} is distinct from ${propertyTitleWords(properties, language)}, false)`,
            ),
            zubelwa: count(
              sql`nullif(${column("words")} @@ plainto_tsquery(${TEXT_SEARCH_CONFIG[language]}::regconfig, 'zubelwa'), false)`,
            ),
          })
          .from(properties);
        expect(row?.differ).toBe(0);
        expect(row?.rows).toBeGreaterThan(1);
        // Only the translations name Zubelwa, a word no other listing has.
        expect(row?.zubelwa).toBe(language === "en" ? 0 : 1);
      }
      expect(
        (await t.app.inject({ method: "DELETE", url: `/api/properties/${added.json()._id}`, headers: admin.headers })).statusCode,
      ).toBe(200);
    });

    it("finds what a visitor types: a number of bedrooms, plural words, small words and a typo", async () => {
      const kibagabaga = ["Family house in Kibagabaga", "House for rent"];
      expect((await titles("?q=4%20bedroom%20house%20Kibagabaga")).sort()).toEqual(kibagabaga);
      expect((await titles("?q=4-bedroom%20houses%20in%20Kibagabga")).sort()).toEqual(kibagabaga);
      expect((await titles("?q=house%20with%204%20beds%20Gasabo")).sort()).toEqual(kibagabaga);
      expect(await titles("?q=3%20bedroom%20house%20Kibagabaga")).toEqual([]);
      expect(await titles("?q=5%20bedrooms&district=Gasabo")).toEqual(["Hillside villa"]);
      // The district and sector are searched too, as words.
      expect((await titles("?q=Kicukiro")).sort()).toEqual(["Plot in Rebero"]);
    });

    it("ranks listings whose title matches first while searching, newest first otherwise", async () => {
      const ranked = await titles("?q=villas");
      expect(ranked.slice(0, 2).sort()).toEqual(["Hillside villa", "Sold villa"]);
      expect(ranked[2]).toBe("Flat by the lake");
      expect(await titles("?q=villas&sort=relevance")).toEqual(ranked);
      expect((await titles("?q=villas&sort=newest"))[0]).toBe("Flat by the lake");
      expect(await titles("?q=villas&sort=price-asc")).toEqual(["Flat by the lake", "Sold villa", "Hillside villa"]);
      const { body, total } = await list("?q=villas&limit=1&offset=1");
      expect([body.length, total]).toEqual([1, 3]);
      const beyond = await list("?q=villas&limit=5&offset=10");
      expect([beyond.body.length, beyond.total]).toEqual([0, 3]);
      expect(await titles("?sort=relevance&limit=3")).toEqual(await titles("?limit=3"));
    });

    it("searches LIKE wildcards literally", async () => {
      expect((await list("?q=%25")).body.map((p) => p.title)).toEqual(["Apartment with 100% natural_light"]);
      expect((await list("?q=_")).body.map((p) => p.title)).toEqual(["Apartment with 100% natural_light"]);
      expect((await list("?q=%5C")).body).toEqual([]);
    });

    it("pages with limit and offset, keeping the total of matches in X-Total-Count", async () => {
      const { body: all } = await list("?tab=houses-for-sale");
      const page = await list("?tab=houses-for-sale&limit=1&offset=1");
      expect(page.body.map((p) => p._id)).toEqual(all.slice(1, 2).map((p) => p._id));
      expect(page.total).toBe(all.length);
      const beyond = await list("?limit=5&offset=1000");
      expect(beyond.body).toEqual([]);
      expect(beyond.total).toBeGreaterThanOrEqual(CATALOGUE.length);
    });

    it.each([
      ["?tab=castles", /^tab: /],
      ["?minPrice=cheap", /^minPrice: /],
      ["?maxPrice=-1", /^maxPrice: /],
      ["?minBeds=2.5", /^minBeds: /],
      ["?featured=yes", /^featured: /],
      ["?limit=0", /^limit: /],
      ["?limit=101", /^limit: /],
      ["?offset=-1", /^offset: /],
      ["?sort=price", /^sort: /],
      ["?sort=oldest", /^sort: /],
      ["?district=Kigali", /^district: /],
      ["?district=gasabo", /^district: /],
      ["?bbox=30,-2,29,-1", /^bbox: /],
      ["?bbox=30,-1,31,-2", /^bbox: /],
      ["?bbox=30,-2,31", /^bbox: /],
      ["?bbox=30,-2,31,-1,5", /^bbox: /],
      ["?bbox=190,-2,191,-1", /^bbox: /],
      ["?bbox=30,-95,31,-1", /^bbox: /],
      ["?bbox=a,b,c,d", /^bbox: /],
      ["?bbox=1e1,-2,31,-1", /^bbox: /],
      ["?order=price", /Unknown field: order/],
    ])("answers 400 for %s", async (query, message) => {
      const res = await t.app.inject({ method: "GET", url: `/api/properties${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    });
  });

  describe("GET /api/properties/:id", () => {
    it("returns one property", async () => {
      const { body } = await list("?tab=land-for-sale");
      const res = await t.app.inject({ method: "GET", url: `/api/properties/${body[0]?._id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ title: "Plot in Rebero", bedrooms: 0, type: "land" });
    });

    it("answers 404 for an unknown id and 400 for a malformed one", async () => {
      const missing = await t.app.inject({ method: "GET", url: `/api/properties/${UNKNOWN_ID}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: "Property not found" });
      const malformed = await t.app.inject({ method: "GET", url: "/api/properties/1;drop table properties" });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toMatch(/id/);
    });
  });

  describe("POST /api/properties", () => {
    const post = (body: unknown, staff: TestStaff | null = admin) =>
      t.app.inject({ method: "POST", url: "/api/properties", payload: body as object, headers: staff?.headers });

    it("keeps what a rent is for and whether the price is negotiable; a month and a fixed price by default", async () => {
      const plain = (await post(validBody())).json();
      expect(plain).toMatchObject({ pricePeriod: "month", negotiable: false });
      const stay = await post({ ...validBody(), status: "for-rent", pricePeriod: "night", negotiable: true });
      expect(stay.statusCode).toBe(201);
      expect(stay.json()).toMatchObject({ status: "for-rent", pricePeriod: "night", negotiable: true });
      const changed = await t.app.inject({
        method: "PUT",
        url: `/api/properties/${stay.json()._id}`,
        payload: { pricePeriod: "year", negotiable: false },
        headers: admin.headers,
      });
      expect(changed.json()).toMatchObject({ pricePeriod: "year", negotiable: false, title: stay.json().title });

      const before = (await t.app.inject({ method: "GET", url: "/api/properties" })).headers["x-total-count"];
      const weekly = await post({ ...validBody(), status: "for-rent", pricePeriod: "week" });
      expect(weekly.statusCode).toBe(400);
      expect(weekly.json()).toMatchObject({ error: expect.stringMatching(/^pricePeriod: /) });
      expect((await post({ ...validBody(), negotiable: "maybe" })).statusCode).toBe(400);
      expect((await t.app.inject({ method: "GET", url: "/api/properties" })).headers["x-total-count"]).toBe(before);
    });

    it("creates a property from the form's values, with an activity entry", async () => {
      const res = await post(validBody());
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({
        title: "Modern villa in Nyarutarama",
        type: "villa",
        status: "now-selling",
        price: 450_000_000,
        area: 620,
        bedrooms: 5,
        bathrooms: 4,
        amenities: ["Swimming Pool", "Garden"],
        images: [uploadedUrl, "https://images.example.com/villa.jpg"],
        youtubeLink: "https://youtu.be/dQw4w9WgXcQ",
        featured: true,
        promoted: false,
        views: 0,
      });
      // Staff read every version of the texts, as the reply to the creation showed them.
      const fetched = await t.app.inject({ method: "GET", url: `/api/properties/${created._id}`, headers: admin.headers });
      expect(fetched.json()).toEqual({ ...created, history: [], zoneName: null });
      expect(await activityFor(created._id)).toMatchObject([
        { action: "Property added", details: "Modern villa in Nyarutarama", status: "now-selling", actorId: admin.id },
      ]);
    });

    it("stores land with 0 bedrooms and bathrooms, an empty video link as null, and the status chosen", async () => {
      const res = await post({
        ...validBody(),
        type: "LAND",
        bedrooms: 3,
        bathrooms: "2",
        youtubeLink: "",
        status: "coming-soon",
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ type: "land", bedrooms: 0, bathrooms: 0, youtubeLink: null, status: "coming-soon" });
      const { bedrooms: _b, bathrooms: _c, ...withoutRooms } = validBody();
      const land = await post({ ...withoutRooms, type: "land", price: 30_000_000, area: 500 });
      expect(land.statusCode).toBe(201);
      expect(land.json()).toMatchObject({ bedrooms: 0, bathrooms: 0, price: 30_000_000, area: 500 });
    });

    it.each<[string, Record<string, unknown>, string | RegExp]>([
      ["no type", { type: undefined }, "Please select a property type."],
      ["an empty type", { type: "" }, "Please select a property type."],
      ["no images", { images: [] }, "Please upload at least one image."],
      ["missing images", { images: undefined }, "Please upload at least one image."],
      ["21 images", { images: Array.from({ length: 21 }, (_, i) => `https://images.example.com/${i}.jpg`) }, TOO_MANY],
      ["an unknown type", { type: "castle" }, /^type: /],
      ["a price without digits", { price: "on request" }, /^price: /],
      ["a negative area", { area: -5 }, /^area: /],
      ["a blank title", { title: "  " }, "Title is required"],
      ["no description", { description: undefined }, "Description is required"],
      ["no bedrooms for a house", { type: "house", bedrooms: undefined }, /^bedrooms: /],
      ["an unknown status", { status: "rented" }, /^status: /],
      ["a script URL as image", { images: ["javascript:alert(1)"] }, /^images\.0: /],
      [
        "an upload this site never stored",
        { images: ["/uploads/00000000-0000-4000-8000-000000000000-1600.webp"] },
        /^images: .* not an image uploaded/,
      ],
      ["an unknown field", { owner: "me" }, "Unknown field: owner"],
    ])("refuses %s with 400 and changes nothing", async (_name, change, message) => {
      const before = await propertyCount();
      const res = await post({ ...validBody(), ...change });
      expect(res.statusCode).toBe(400);
      if (typeof message === "string") expect(res.json()).toMatchObject({ error: message });
      else expect(res.json().error).toMatch(message);
      expect(await propertyCount()).toBe(before);
    });

    it("answers 401 without a session", async () => {
      const res = await post(validBody(), null);
      expect(res.statusCode).toBe(401);
    });

    it("answers 403 to an admin when creating is switched off, but lets a superadmin create", async () => {
      await setPermissions(t, { createProperties: false });
      try {
        const before = await propertyCount();
        const refused = await post(validBody());
        expect(refused.statusCode).toBe(403);
        expect(await propertyCount()).toBe(before);
        expect((await post(validBody(), superadmin)).statusCode).toBe(201);
      } finally {
        await setPermissions(t, { createProperties: true });
      }
    });
  });

  describe("PUT /api/properties/:id", () => {
    let id: string;
    beforeAll(async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/properties",
        payload: { ...validBody(), status: "for-rent" },
        headers: admin.headers,
      });
      id = res.json()._id;
    });
    const put = (propertyId: string, body: unknown, staff: TestStaff | null = admin) =>
      t.app.inject({ method: "PUT", url: `/api/properties/${propertyId}`, payload: body as object, headers: staff?.headers });

    it("toggles only the featured flag (the Settings screen), keeping everything else", async () => {
      const before = (await t.app.inject({ method: "GET", url: `/api/properties/${id}`, headers: admin.headers })).json();
      const res = await put(id, { featured: false });
      expect(res.statusCode).toBe(200);
      const { featured, updatedAt, ...rest } = res.json();
      const { featured: wasFeatured, updatedAt: _u, history: _h, zoneName: _z, ...restBefore } = before;
      expect([wasFeatured, featured]).toEqual([true, false]);
      expect(rest).toEqual(restBefore);
    });

    it("saves the edit form (no status field: the status stays), with an activity entry", async () => {
      const form = { ...validBody(), title: "Renovated villa", price: 400_000_000, bedrooms: "6" };
      expect(form).not.toHaveProperty("status");
      const res = await put(id, form);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ title: "Renovated villa", price: 400_000_000, bedrooms: 6, status: "for-rent" });
      const entries = await activityFor(id);
      expect(entries.filter((e) => e.action === "Property updated").at(-1)).toMatchObject({
        details: "Renovated villa",
        status: "for-rent",
      });
    });

    it("zeroes bedrooms and bathrooms when the type becomes land", async () => {
      const other = await t.app.inject({ method: "POST", url: "/api/properties", payload: validBody(), headers: admin.headers });
      const res = await put(other.json()._id, { type: "Land" });
      expect(res.json()).toMatchObject({ type: "land", bedrooms: 0, bathrooms: 0 });
    });

    it("refuses bad values with 400 and changes nothing", async () => {
      const before = (await t.app.inject({ method: "GET", url: `/api/properties/${id}` })).json();
      for (const body of [
        { price: "free" },
        { images: [] },
        { title: "" },
        { status: "gone" },
        { featured: "yes" },
        { id: "x" },
      ]) {
        const res = await put(id, body);
        expect(res.statusCode).toBe(400);
      }
      expect((await put(id, { images: [] })).json()).toMatchObject({ error: "Please upload at least one image." });
      expect((await t.app.inject({ method: "GET", url: `/api/properties/${id}` })).json()).toEqual(before);
    });

    it("answers 404 for an unknown id, 400 for a malformed one, 401 without a session", async () => {
      const missing = await put(UNKNOWN_ID, { featured: true });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: "Property not found" });
      expect((await put("nope", { featured: true })).statusCode).toBe(400);
      expect((await put(id, { featured: true }, null)).statusCode).toBe(401);
    });

    it("answers 403 to an admin when editing is switched off, but lets a superadmin edit", async () => {
      await setPermissions(t, { editProperties: false });
      try {
        expect((await put(id, { title: "Not allowed" })).statusCode).toBe(403);
        const res = await put(id, { title: "Superadmin edit" }, superadmin);
        expect(res.statusCode).toBe(200);
        expect(res.json().title).toBe("Superadmin edit");
      } finally {
        await setPermissions(t, { editProperties: true });
      }
    });
  });

  describe("history of price and status", () => {
    it("keeps each change of price and status with its date, newest first, and nothing for other edits", async () => {
      const created = (
        await t.app.inject({
          method: "POST",
          url: "/api/properties",
          payload: { ...validBody(), price: 100_000_000 },
          headers: admin.headers,
        })
      ).json();
      const detail = async () => (await t.app.inject({ method: "GET", url: `/api/properties/${created._id}` })).json();
      const put = (payload: object) =>
        t.app.inject({ method: "PUT", url: `/api/properties/${created._id}`, payload, headers: admin.headers });
      expect((await detail()).history).toEqual([]);

      await put({ title: "Renamed villa", price: 100_000_000 });
      expect((await detail()).history).toEqual([]);
      await put({ price: 95_000_000 });
      await t.app.inject({
        method: "PATCH",
        url: `/api/properties/${created._id}/status`,
        payload: { status: "sold" },
        headers: admin.headers,
      });
      const { history } = await detail();
      expect(history).toEqual([
        { kind: "status", from: "now-selling", to: "sold", at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
        { kind: "price", from: 100_000_000, to: 95_000_000, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      ]);
      // The list stays light: its items carry no history.
      const listed = (await t.app.inject({ method: "GET", url: "/api/properties" })).json() as Record<string, unknown>[];
      expect(listed.find((p) => p._id === created._id)).not.toHaveProperty("history");
    });
  });

  describe("PATCH /api/properties/:id/status", () => {
    let id: string;
    beforeAll(async () => {
      const res = await t.app.inject({ method: "POST", url: "/api/properties", payload: validBody(), headers: admin.headers });
      id = res.json()._id;
    });
    const patch = (propertyId: string, body: unknown, staff: TestStaff | null = admin) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/properties/${propertyId}/status`,
        payload: body as object,
        headers: staff?.headers,
      });
    const statusChanges = async (propertyId: string) =>
      (await activityFor(propertyId)).filter((e) => e.action === "Property status changed");

    it("moves a listing through each status, changing nothing else, with an activity entry per change", async () => {
      const before = (await t.app.inject({ method: "GET", url: `/api/properties/${id}` })).json();
      for (const status of ["coming-soon", "sold", "for-rent", "now-selling"]) {
        const res = await patch(id, { status });
        expect(res.statusCode).toBe(200);
        expect(res.json().status).toBe(status);
      }
      const { status, updatedAt, history, ...rest } = (
        await t.app.inject({ method: "GET", url: `/api/properties/${id}` })
      ).json();
      const { status: _s, updatedAt: _u, history: _h, ...restBefore } = before;
      expect(history.map((event: { to: string }) => event.to)).toEqual(["now-selling", "for-rent", "sold", "coming-soon"]);
      expect(rest).toEqual(restBefore);
      expect(await statusChanges(id)).toMatchObject([
        { details: "Modern villa in Nyarutarama: from now-selling to coming-soon", status: "coming-soon", actorId: admin.id },
        { details: "Modern villa in Nyarutarama: from coming-soon to sold", status: "sold" },
        { details: "Modern villa in Nyarutarama: from sold to for-rent", status: "for-rent" },
        { details: "Modern villa in Nyarutarama: from for-rent to now-selling", status: "now-selling" },
      ]);
    });

    it("logs nothing when the status stays the same", async () => {
      const logged = (await statusChanges(id)).length;
      const res = await patch(id, { status: "now-selling" });
      expect(res.statusCode).toBe(200);
      expect(await statusChanges(id)).toHaveLength(logged);
    });

    it("refuses a missing or unknown status and other fields with 400, changing nothing", async () => {
      for (const body of [{}, { status: "gone" }, { status: "Sold" }, { status: "sold", title: "x" }]) {
        const res = await patch(id, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toEqual(expect.any(String));
      }
      expect((await patch(id, { status: "gone" })).json()).toEqual({
        error: "status: must be one of now-selling, for-rent, coming-soon, sold",
        fields: { status: "must be one of now-selling, for-rent, coming-soon, sold" },
      });
      expect((await t.app.inject({ method: "GET", url: `/api/properties/${id}` })).json().status).toBe("now-selling");
    });

    it("answers 404 for an unknown id, 400 for a malformed one, 401 without a session", async () => {
      const missing = await patch(UNKNOWN_ID, { status: "sold" });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: "Property not found" });
      expect((await patch("nope", { status: "sold" })).statusCode).toBe(400);
      expect((await patch(id, { status: "sold" }, null)).statusCode).toBe(401);
    });

    it("follows the edit toggle: 403 to an admin when editing is switched off, allowed to a superadmin", async () => {
      await setPermissions(t, { editProperties: false });
      try {
        expect((await patch(id, { status: "sold" })).statusCode).toBe(403);
        expect((await patch(id, { status: "sold" }, superadmin)).json().status).toBe("sold");
      } finally {
        await setPermissions(t, { editProperties: true });
      }
    });
  });

  describe("DELETE /api/properties/:id", () => {
    const create = async () =>
      (await t.app.inject({ method: "POST", url: "/api/properties", payload: validBody(), headers: admin.headers })).json()
        ._id as string;
    const del = (id: string, staff: TestStaff | null = admin) =>
      t.app.inject({ method: "DELETE", url: `/api/properties/${id}`, headers: staff?.headers });

    it("deletes a property, with an activity entry", async () => {
      const id = await create();
      const res = await del(id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Property deleted" });
      expect((await t.app.inject({ method: "GET", url: `/api/properties/${id}` })).statusCode).toBe(404);
      expect((await activityFor(id)).map((e) => e.action)).toEqual(["Property added", "Property deleted"]);
    });

    it("answers 404 for an unknown id, 400 for a malformed one, 401 without a session", async () => {
      expect((await del(UNKNOWN_ID)).json()).toEqual({ error: "Property not found" });
      expect((await del(UNKNOWN_ID)).statusCode).toBe(404);
      expect((await del("123")).statusCode).toBe(400);
      const id = await create();
      expect((await del(id, null)).statusCode).toBe(401);
      expect((await t.app.inject({ method: "GET", url: `/api/properties/${id}` })).statusCode).toBe(200);
    });

    it("answers 403 to an admin when deleting is switched off, but lets a superadmin delete", async () => {
      const id = await create();
      await setPermissions(t, { deleteProperties: false });
      try {
        expect((await del(id)).statusCode).toBe(403);
        expect((await del(id, superadmin)).statusCode).toBe(200);
      } finally {
        await setPermissions(t, { deleteProperties: true });
      }
    });
  });

  describe("POST /api/properties/upload-image", () => {
    const url = "/api/properties/upload-image";

    it("stores a phone photo upright, as WebP, without EXIF or GPS, and serves it", async () => {
      const res = await upload(url, await fixtureImage("photo-with-gps.jpg"));
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.imageUrl).toBe(body.url);
      expect(body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}-\d+\.webp$/);
      const meta = await sharp(path.join(t.dataDir, "uploads", body.url.replace("/uploads/", ""))).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      // The source is 1200x800 with EXIF orientation 6: upright, it is taller than wide.
      expect([meta.width, meta.height]).toEqual([800, 1200]);
      const served = await t.app.inject({ method: "GET", url: body.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect((await t.db.select().from(uploads).where(eq(uploads.url, body.url))).length).toBe(1);
    });

    it("stores a 1200×630 JPEG under 300 KB for link previews, recorded with the upload and served as image/jpeg", async () => {
      const res = await upload(url, await fixtureImage("photo-with-gps.jpg"));
      expect(res.statusCode).toBe(201);
      const body = res.json();
      const ogUrl = body.url.replace(/-\d+\.webp$/, "-og.jpg");
      const [record] = await t.db.select().from(uploads).where(eq(uploads.url, body.url));
      expect(record?.keys).toContain(ogUrl.replace("/uploads/", ""));
      const served = await t.app.inject({ method: "GET", url: ogUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/jpeg");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.rawPayload.length).toBeLessThan(300_000);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
      expect(meta.exif).toBeUndefined();
      expect(meta.isProgressive).toBe(true);
    });

    it.each(["villa.png", "apartment.webp", "plot.gif", "interior.avif"])("accepts %s", async (name) => {
      const res = await upload(url, await fixtureImage(name));
      expect(res.statusCode).toBe(201);
      expect(res.json().url).toMatch(/\.webp$/);
    });

    it("refuses a file that is not an image (415), a damaged one (415) and one over 10 MB (413), storing nothing", async () => {
      const before = await storedFiles();
      const notImage = await upload(url, await fixtureImage("not-an-image.jpg"));
      expect(notImage.statusCode).toBe(415);
      expect(notImage.json().error).toMatch(/image/i);
      expect((await upload(url, await fixtureImage("truncated.jpg"))).statusCode).toBe(415);
      const huge = Buffer.alloc(11 * 1024 * 1024, 0x20);
      huge.set([0xff, 0xd8, 0xff, 0xe0]);
      expect((await upload(url, huge)).statusCode).toBe(413);
      expect(await storedFiles()).toBe(before);
    });

    it("answers 400 when no file is sent in the field image", async () => {
      const res = await upload(url, await fixtureImage("villa.png"), admin, "photo");
      expect(res.statusCode).toBe(400);
    });

    it("answers 401 without a session", async () => {
      expect((await upload(url, await fixtureImage("villa.png"), null)).statusCode).toBe(401);
    });

    it("is allowed with either the create or the edit toggle, refused (403) to an admin with neither, allowed to a superadmin", async () => {
      const image = await fixtureImage("apartment.webp");
      try {
        await setPermissions(t, { createProperties: false });
        expect((await upload(url, image)).statusCode).toBe(201);
        await setPermissions(t, { createProperties: true, editProperties: false });
        expect((await upload(url, image)).statusCode).toBe(201);
        await setPermissions(t, { createProperties: false, editProperties: false });
        expect((await upload(url, image)).statusCode).toBe(403);
        expect((await upload(url, image, superadmin)).statusCode).toBe(201);
      } finally {
        await setPermissions(t, { createProperties: true, editProperties: true });
      }
    });
  });

  describe("POST /api/properties/:id/images", () => {
    const create = async (images: string[]) =>
      (
        await t.app.inject({
          method: "POST",
          url: "/api/properties",
          payload: { ...validBody(), images },
          headers: admin.headers,
        })
      ).json()._id as string;

    it("appends an image to the property", async () => {
      const id = await create([uploadedUrl]);
      const res = await upload(`/api/properties/${id}/images`, await fixtureImage("plot.gif"));
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.imageUrl).toBe(body.url);
      expect(body.property.images).toEqual([uploadedUrl, body.url]);
      expect((await activityFor(id)).map((e) => e.action)).toContain("Property image added");
    });

    it("refuses a 21st image with 400, storing nothing", async () => {
      const id = await create(Array.from({ length: 20 }, (_, i) => `https://images.example.com/${i}.jpg`));
      const before = await storedFiles();
      const res = await upload(`/api/properties/${id}/images`, await fixtureImage("villa.png"));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: TOO_MANY });
      expect(await storedFiles()).toBe(before);
    });

    it("refuses a file that is not an image with 415, leaving the property as it was", async () => {
      const id = await create([uploadedUrl]);
      const res = await upload(`/api/properties/${id}/images`, await fixtureImage("not-an-image.jpg"));
      expect(res.statusCode).toBe(415);
      expect((await t.app.inject({ method: "GET", url: `/api/properties/${id}` })).json().images).toEqual([uploadedUrl]);
    });

    it("answers 404 for an unknown property (storing nothing), 400 for a malformed id, 401 without a session", async () => {
      const before = await storedFiles();
      const missing = await upload(`/api/properties/${UNKNOWN_ID}/images`, await fixtureImage("villa.png"));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: "Property not found" });
      expect(await storedFiles()).toBe(before);
      expect((await upload("/api/properties/abc/images", await fixtureImage("villa.png"))).statusCode).toBe(400);
      const id = await create([uploadedUrl]);
      expect((await upload(`/api/properties/${id}/images`, await fixtureImage("villa.png"), null)).statusCode).toBe(401);
    });

    it("answers 403 to an admin when editing is switched off, but lets a superadmin add", async () => {
      const id = await create([uploadedUrl]);
      await setPermissions(t, { editProperties: false });
      try {
        expect((await upload(`/api/properties/${id}/images`, await fixtureImage("villa.png"))).statusCode).toBe(403);
        expect((await upload(`/api/properties/${id}/images`, await fixtureImage("villa.png"), superadmin)).statusCode).toBe(201);
      } finally {
        await setPermissions(t, { editProperties: true });
      }
    });
  });
});
