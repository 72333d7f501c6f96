import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app.ts";
import { type Db, openDatabase } from "../db/client.ts";
import { blogs, properties, uploads } from "../db/schema.ts";
import { createLocalStorage } from "../storage/local-storage.ts";
import { freshAddress, heardAllChanges, MISSING_ID, stubWebBuild, useStaff, useTestContext, withSetting } from "../testing.ts";
import { PRIVATE_NO_STORE } from "./public-cache.ts";

const PUBLIC = "public, max-age=0, must-revalidate";
const CACHE_ON = { CACHE_SIZE_MB: "16" };

const read = (app: App, url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

/** Reads `url` until `done` holds, for at most `ms` milliseconds; answers the read that did. */
async function readUntil(app: App, url: string, done: (res: Awaited<ReturnType<typeof read>>) => boolean, ms = 1000) {
  const started = Date.now();
  for (;;) {
    const res = await read(app, url);
    if (done(res)) return res;
    if (Date.now() - started > ms)
      throw new Error(`${url}: not the awaited reply after ${ms} ms (x-cache: ${res.headers["x-cache"]})`);
    await new Promise((next) => setImmediate(next));
  }
}

/** Reads `url` into the cache and proves the next read is served from there. */
async function primed(app: App, url: string, db: Db) {
  await heardAllChanges(app, db);
  await read(app, url);
  const again = await read(app, url);
  expect(again.headers["x-cache"], url).toBe("hit");
  return again;
}

/** Polls a read until `fresh` holds, for at most a second (the freshness promise across instances). */
const freshWithinASecond = (app: App, url: string, fresh: (body: string) => boolean) =>
  readUntil(app, url, (res) => fresh(res.body));

const property = {
  title: "Cached villa in Rebero",
  type: "Villa",
  price: "RWF 300,000,000",
  location: "Rebero, Kigali",
  bedrooms: 4,
  bathrooms: 3,
  area: "400 sqm",
  description: "A villa seen by many.",
  images: ["https://images.example.com/villa.jpg"],
};

describe("the public cache over the API", () => {
  const t = useTestContext({ env: CACHE_ON });
  const staff = useStaff(t);
  const superadmin = useStaff(t, { role: "superadmin" });
  const send = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: staff.headers });
  let propertyId: string;

  beforeAll(async () => {
    const created = await send("POST", "/api/properties", property);
    expect(created.statusCode, created.body).toBe(201);
    propertyId = created.json()._id;
    // A list long enough to be worth compressing.
    for (let n = 1; n <= 6; n++) await send("POST", "/api/properties", { ...property, title: `Neighbour ${n}` });
  });

  it("serves an anonymous read from the cache the second time, with a strong ETag and public headers", async () => {
    await heardAllChanges(t.app, t.db);
    const first = await read(t.app, "/api/properties?limit=5");
    expect(first.headers["x-cache"]).toBe("miss");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe(PUBLIC);
    expect(first.headers.etag).toMatch(/^"[\w-]{32}"$/);
    const second = await read(t.app, "/api/properties?limit=5");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["x-total-count"]).toBe(first.headers["x-total-count"]);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(second.json()).toEqual(first.json());
  });

  it("answers 304 without a body to a client holding the current version, and 200 to one holding another", async () => {
    const { headers } = await primed(t.app, `/api/properties/${propertyId}`, t.db);
    const notModified = await read(t.app, `/api/properties/${propertyId}`, { "if-none-match": String(headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe("");
    expect(notModified.headers.etag).toBe(headers.etag);
    expect(notModified.headers["cache-control"]).toBe(PUBLIC);
    const other = await read(t.app, `/api/properties/${propertyId}`, { "if-none-match": '"another"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ title: property.title });
  });

  it("sends the Brotli form kept with the reply to a client that accepts it", async () => {
    await primed(t.app, "/api/properties", t.db);
    const res = await t.app.inject({ method: "GET", url: "/api/properties", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    const plain = await read(t.app, "/api/properties");
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it("never serves signed-in staff from the cache, and tells every cache not to keep their replies", async () => {
    await primed(t.app, "/api/blogs", t.db);
    const res = await t.app.inject({ method: "GET", url: "/api/blogs", headers: staff.headers });
    expect(res.headers["x-cache"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
    expect(res.headers.etag).toBeUndefined();
  });

  it("does not keep a reply that sets a cookie or an error", async () => {
    const missing = await read(t.app, `/api/properties/${MISSING_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe(PRIVATE_NO_STORE);
    expect((await read(t.app, `/api/properties/${MISSING_ID}`)).headers["x-cache"]).toBeUndefined();
  });

  describe("each kind of write leaves no instance serving the old version", () => {
    it("a listing: its page in the list and its detail", async () => {
      await primed(t.app, "/api/properties", t.db);
      await primed(t.app, `/api/properties/${propertyId}`, t.db);
      expect((await send("PUT", `/api/properties/${propertyId}`, { title: "Renamed villa" })).statusCode).toBe(200);
      expect((await read(t.app, `/api/properties/${propertyId}`)).json().title).toBe("Renamed villa");
      expect((await read(t.app, "/api/properties")).json().map((p: { title: string }) => p.title)).toContain("Renamed villa");
      await primed(t.app, `/api/properties/${propertyId}`, t.db);
      expect((await send("PATCH", `/api/properties/${propertyId}/status`, { status: "sold" })).statusCode).toBe(200);
      expect((await read(t.app, `/api/properties/${propertyId}`)).json().status).toBe("sold");
    });

    it("a development", async () => {
      const created = await send("POST", "/api/developments", {
        title: "Vision Heights",
        location: "Gacuriro",
        description: "Flats",
      });
      const id = created.json()._id as string;
      await primed(t.app, "/api/developments", t.db);
      await primed(t.app, `/api/developments/${id}`, t.db);
      await send("PUT", `/api/developments/${id}`, { title: "Vision Heights II" });
      expect((await read(t.app, `/api/developments/${id}`)).json().title).toBe("Vision Heights II");
      expect((await read(t.app, "/api/developments")).json()[0].title).toBe("Vision Heights II");
    });

    it("an article", async () => {
      const created = await send("POST", "/api/blogs", {
        title: "Renting in Kigali",
        category: "news",
        content: "Body",
        status: "published",
      });
      const id = created.json()._id as string;
      await primed(t.app, "/api/blogs", t.db);
      await primed(t.app, `/api/blogs/${id}`, t.db);
      await send("PUT", `/api/blogs/${id}`, {
        title: "Renting in Kigali, 2027",
        category: "news",
        content: "Body",
        status: "published",
      });
      expect((await read(t.app, `/api/blogs/${id}`)).json().title).toBe("Renting in Kigali, 2027");
      expect((await read(t.app, "/api/blogs")).json()[0].title).toBe("Renting in Kigali, 2027");
      await send("DELETE", `/api/blogs/${id}`, {});
      expect((await read(t.app, `/api/blogs/${id}`)).statusCode).toBe(404);
    });

    it("a testimonial", async () => {
      const created = await send("POST", "/api/testimonials", { name: "Grace M.", quote: "They found us a home." });
      await primed(t.app, "/api/testimonials", t.db);
      await send("PUT", `/api/testimonials/${created.json()._id}`, { name: "Grace M.", quote: "A home, found from abroad." });
      expect((await read(t.app, "/api/testimonials")).json()[0].quote).toBe("A home, found from abroad.");
    });

    it("the settings", async () => {
      const { websiteSettings } = (await read(t.app, "/api/settings/public")).json();
      await primed(t.app, "/api/settings/public", t.db);
      const banner = { ...websiteSettings.homepageBanner, show: true, text: "Open on Sunday" };
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/settings/website-settings",
        headers: superadmin.headers,
        payload: { ...websiteSettings, homepageBanner: banner },
      });
      expect(res.statusCode).toBe(200);
      expect((await read(t.app, "/api/settings/public")).json().websiteSettings.homepageBanner.text).toBe("Open on Sunday");
    });

    it("the approval of a submission, by staff or at once by auto-approve", async () => {
      const urls = Array.from({ length: 3 }, () => `/uploads/${crypto.randomUUID()}-1600.webp`);
      await t.db.insert(uploads).values(urls.map((url) => ({ url, keys: [], width: 10, height: 10, bytes: 10 })));
      const form = (title: string) => ({
        ...property,
        title,
        type: "House",
        bedrooms: "3",
        propertyStatus: "now-selling",
        contactName: "Patrick N.",
        contactEmail: "patrick@example.rw",
        contactPhone: "+250 788 444 555",
        images: urls,
      });
      const submit = (title: string) =>
        t.app.inject({ method: "POST", url: "/api/submissions", payload: form(title), remoteAddress: freshAddress() });
      const titles = async () => (await read(t.app, "/api/properties")).json().map((p: { title: string }) => p.title);

      const submitted = await submit("House from a visitor");
      expect(submitted.statusCode, submitted.body).toBe(201);
      await primed(t.app, "/api/properties", t.db);
      await send("PATCH", `/api/submissions/${submitted.json()._id}/status`, { status: "approved" });
      expect(await titles()).toContain("House from a visitor");

      await withSetting(t, "systemPreferences", { autoApproveSubmissions: true }, async () => {
        await primed(t.app, "/api/properties", t.db);
        expect((await submit("Approved at once")).statusCode).toBe(201);
        expect(await titles()).toContain("Approved at once");
      });
    });

    it("but a visitor's lead or a view counted does not empty the cache", async () => {
      const post = (
        await send("POST", "/api/blogs", { title: "Counted", category: "news", content: "c", status: "published" })
      ).json();
      await primed(t.app, `/api/blogs/${post._id}`, t.db);
      const emptiedBy: string[] = [];
      const stop = t.app.publicCache.observe({ invalidated: ({ source }) => emptiedBy.push(source) });
      await t.app.inject({ method: "POST", url: `/api/blogs/${post._id}/increment-views`, remoteAddress: freshAddress() });
      const lead = await t.app.inject({
        method: "POST",
        url: "/api/contacts",
        remoteAddress: freshAddress(),
        payload: { name: "Amina", email: "amina@example.rw", subject: "Visit", message: "Hello" },
      });
      expect(lead.statusCode, lead.body).toBe(201);
      await heardAllChanges(t.app, t.db);
      stop();
      expect(emptiedBy.filter((source) => !source.startsWith("probe-"))).toEqual([]);
    });

    it("a change written by another instance (straight to the database) is seen within a second", async () => {
      await primed(t.app, `/api/properties/${propertyId}`, t.db);
      await t.db.update(properties).set({ title: "Changed elsewhere" }).where(eq(properties.id, propertyId));
      await freshWithinASecond(t.app, `/api/properties/${propertyId}`, (body) => body.includes("Changed elsewhere"));
    });
  });

  it("shows a scheduled article once its publish date comes, with no write", async () => {
    const at = new Date(Date.now() + 1500);
    await t.db
      .insert(blogs)
      .values({ title: "Goes live by itself", category: "news", content: "c", status: "scheduled", publishDate: at });
    // The insert is announced; wait until the list read after it is cached without the future post.
    await freshWithinASecond(t.app, "/api/blogs", (body) => !body.includes("Goes live by itself"));
    await primed(t.app, "/api/blogs", t.db);
    const started = Date.now();
    while (!(await read(t.app, "/api/blogs")).body.includes("Goes live by itself")) {
      expect(Date.now() - started, "the post did not appear after its publish date").toBeLessThan(5000);
      await new Promise((next) => setTimeout(next, 50));
    }
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  });

  it("sends private, no-store on every API route but the public reads", async () => {
    const publicReads = new Set(t.app.routeTable.filter((route) => route.publicRead).map((route) => route.url));
    expect([...publicReads].sort()).toEqual([
      "/api/blogs",
      "/api/blogs/:id",
      "/api/developments",
      "/api/developments/:id",
      "/api/developments/:id/properties",
      "/api/properties",
      "/api/properties/:id",
      "/api/properties/:id/similar",
      "/api/properties/points",
      "/api/settings/public",
      "/api/testimonials",
      "/api/zones",
    ]);
    const { id: blogId } = (await t.db.select({ id: blogs.id }).from(blogs).limit(1))[0] ?? { id: MISSING_ID };
    for (const route of t.app.routeTable.filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs"))) {
      const url = route.url.replace(":id", route.url.startsWith("/api/blogs") ? blogId : propertyId).replace("*", "unknown");
      for (const headers of [{}, staff.headers]) {
        const res = await t.app.inject({
          method: route.method as "GET",
          url,
          headers,
          payload: route.method === "GET" ? undefined : {},
        });
        const expected =
          publicReads.has(route.url) && route.method === "GET" && res.statusCode === 200 && !("authorization" in headers);
        expect(res.headers["cache-control"], `${route.method} ${route.url} ${res.statusCode}`).toBe(
          expected ? PUBLIC : PRIVATE_NO_STORE,
        );
      }
    }
  });
});

describe("the public cache over pages, whatever the encoding of their address", () => {
  const web = stubWebBuild();
  // Pages are served at PUBLIC_URL's host, the one app.inject asks at.
  const t = useTestContext({ env: { ...CACHE_ON, PUBLIC_URL: "http://localhost" }, web });
  afterAll(() => web.remove());

  /** Reads `url` twice: the second read must be rendered again, not served from the cache. */
  async function neverKept(url: string) {
    await heardAllChanges(t.app, t.db);
    const first = await read(t.app, url);
    const second = await read(t.app, url);
    expect(first.statusCode, url).toBe(200);
    expect(second.headers["x-cache"], url).toBeUndefined();
    expect(second.headers["cache-control"], url).toBe(PRIVATE_NO_STORE);
    expect(second.body, url).not.toBe(first.body);
    return second;
  }

  it("never keeps a visitor's signed link page, however the name of its token is written", async () => {
    for (const query of ["token=abc", "%74oken=abc", "t%6Fk%65n=abc", "from=email&%74oken=abc"]) {
      const page = await neverKept(`/viewings/manage?${query}`);
      expect(page.body).toContain('["token","abc"]');
    }
    await neverKept("/%76iewings/manage?%74oken=abc");
  });

  it("never keeps a viewing form (its free times change with each booking), however its lead is written", async () => {
    for (const query of [
      "lead=viewing",
      "%6cead=viewing",
      "lead=vi%65wing",
      "%6C%65%61%64=%76iewing",
      "property=1&%6cead=viewing",
    ])
      await neverKept(`/request?${query}&property=${MISSING_ID}`);
  });

  it("keeps one copy of a page for every way of writing its address", async () => {
    await primed(t.app, "/properties?type=House&bedrooms=2", t.db);
    for (const url of ["/properties?%74ype=House&bedrooms=2", "/%70roperties?type=Hous%65&b%65drooms=%32"])
      expect((await read(t.app, url)).headers["x-cache"], url).toBe("hit");
    expect((await read(t.app, "/properties?type=Villa&bedrooms=2")).headers["x-cache"]).toBe("miss");
  });

  it("keeps one copy of an API reply for every way of writing its address", async () => {
    await primed(t.app, "/api/properties?limit=5", t.db);
    for (const url of ["/api/properties?%6cimit=5", "/api/propert%69es?limit=%35"])
      expect((await read(t.app, url)).headers["x-cache"], url).toBe("hit");
  });
});

describe("a CDN allowed to keep public replies", () => {
  const t = useTestContext({ env: { ...CACHE_ON, CDN_MAX_AGE: "30" } });

  it("may serve them for CDN_MAX_AGE seconds and refresh them in the background as long", async () => {
    const res = await read(t.app, "/api/properties");
    expect(res.headers["cache-control"]).toBe(`${PUBLIC}, s-maxage=30, stale-while-revalidate=30`);
    expect(res.headers.vary).toContain("Cookie");
  });
});

describe("the API with the cache off", () => {
  const t = useTestContext();
  const staff = useStaff(t);

  beforeAll(async () => {
    for (let n = 1; n <= 6; n++) {
      const created = await t.app.inject({
        method: "POST",
        url: "/api/properties",
        payload: { ...property, title: `Uncached ${n}` },
        headers: staff.headers,
      });
      expect(created.statusCode).toBe(201);
    }
  });

  it("compresses each reply only as its request accepts, and keeps none", async () => {
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/properties",
        headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
      });
    const plain = await get();
    expect(plain.headers["x-cache"]).toBe("bypass");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const gzip = await get("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const brotli = await get("gzip, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(brotli.headers.etag).toBe(plain.headers.etag);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL database", () => {
  // PGlite is one process's database: a second instance cannot open it, and nothing can cut its notifications.
  const t = useTestContext({ env: CACHE_ON });
  const staff = useStaff(t);
  let other: { app: App; close(): Promise<void> };

  beforeAll(async () => {
    const database = await openDatabase({ databaseUrl: t.databaseUrl, ownerUrl: t.databaseOwnerUrl, pgliteDir: "memory://" });
    const app = await buildApp({ config: t.config, database, storage: createLocalStorage(path.join(t.dataDir, "uploads")) });
    await app.ready();
    other = {
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(async () => {
    await other?.close();
  });

  it("a listing edited through one is shown fresh by the other within a second", async () => {
    const id = (await t.app.inject({ method: "POST", url: "/api/properties", headers: staff.headers, payload: property })).json()
      ._id;
    await primed(other.app, `/api/properties/${id}`, t.db);
    await primed(other.app, "/api/properties", t.db);
    await t.app.inject({
      method: "PUT",
      url: `/api/properties/${id}`,
      headers: staff.headers,
      payload: { title: "Edited on A" },
    });
    await freshWithinASecond(other.app, `/api/properties/${id}`, (body) => body.includes("Edited on A"));
    await freshWithinASecond(other.app, "/api/properties", (body) => body.includes("Edited on A"));
  });

  it("when its notification connection drops, an instance bypasses its cache until it listens again", async () => {
    await primed(other.app, "/api/properties", t.db);
    const { rows } = (await t.db.execute(
      sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(2);
    // Both instances lost their listener: neither serves nor keeps anything until it is back.
    const during = await readUntil(other.app, "/api/properties", (res) => res.headers["x-cache"] !== "hit");
    expect(during.statusCode).toBe(200);
    expect(during.headers["x-cache"]).toBe("bypass");
    await readUntil(other.app, "/api/properties", (res) => res.headers["x-cache"] === "hit", 5000);
  });
});
