import { is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { type TestContext, uploadPlainImage, useStaff, useTestContext } from "../testing.ts";

const STATE_CHANGING = ["POST", "PUT", "PATCH", "DELETE"];
const REFUSED = { error: "Cross-site request refused" };

/** Every row of every table, in a stable order: what a refused request must leave as it was. */
async function snapshot(t: TestContext): Promise<string> {
  const tables = Object.values(schema).filter((value): value is typeof schema.users => is(value, PgTable));
  const dump: string[] = [];
  for (const table of tables) {
    const rows = (await t.db.select().from(table)).map((row) => JSON.stringify(row)).sort();
    dump.push(...rows);
  }
  return dump.join("\n");
}

/**
 * Cross-site request forgery: the session cookie rides along on requests another site makes, so
 * every state-changing API route must refuse a cookie-carried request that another origin started.
 * The routes come from the server's own table, so a new route is covered without being listed.
 */
describe("cross-site requests with the session cookie", () => {
  const t = useTestContext();
  const superadmin = useStaff(t, { role: "superadmin" });
  let cookieToken: string;
  let routes: { method: string; url: string }[];
  const ids: Record<string, string> = {};

  async function create(url: string, payload: object, headers: Record<string, string> = superadmin.headers) {
    const res = await t.app.inject({ method: "POST", url, payload, headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    return res.json() as { _id: string };
  }

  /** A real id for each route's resource, so a request that got through would visibly change something. */
  function concrete(url: string): string {
    const resource = url.split("/")[2] === "auth" ? "admins" : (url.split("/")[2] ?? "");
    return url.replace(":id", ids[resource] ?? "00000000-0000-4000-8000-000000000000").replace("*", "index.html");
  }

  beforeAll(async () => {
    const images = await Promise.all(
      ["#579", "#975", "#795"].map((colour) => uploadPlainImage(t, superadmin, "/api/properties/upload-image", colour)),
    );
    // One record of each kind; the public forms are sent without a session, as visitors send them.
    const records: [resource: string, url: string, payload: object, headers?: Record<string, string>][] = [
      [
        "properties",
        "/api/properties",
        {
          title: "House in Kicukiro",
          type: "house",
          price: 90_000_000,
          location: "Kicukiro",
          bedrooms: 3,
          bathrooms: 2,
          area: 250,
          description: "A house.",
          images: [images[0]],
        },
      ],
      ["developments", "/api/developments", { title: "Rebero Hills", location: "Rebero", description: "Homes." }],
      [
        "blogs",
        "/api/blogs",
        { title: "Buying land", category: "buying-guide", content: "Check the title deed.", status: "published" },
      ],
      ["testimonials", "/api/testimonials", { name: "Aline", quote: "Quick and honest." }],
      ["consultations", "/api/consultations", { name: "Eric", email: "eric@example.rw", message: "Call me." }, {}],
      ["contacts", "/api/contacts", { name: "Diane", email: "diane@example.rw", subject: "Hello", message: "Hi." }, {}],
      [
        "submissions",
        "/api/submissions",
        {
          title: "Plot in Bugesera",
          location: "Bugesera",
          description: "Flat land.",
          type: "land",
          price: 20_000_000,
          area: 600,
          contactName: "Jean",
          contactEmail: "jean@example.rw",
          contactPhone: "+250 788 000 111",
          images,
        },
        {},
      ],
      [
        "admins",
        "/api/auth/register",
        { username: "Other admin", email: "other@kigaliestates.rw", password: "another long password" },
      ],
    ];
    for (const [resource, url, payload, headers] of records) ids[resource] = (await create(url, payload, headers))._id;
    const notifications = await t.app.inject({ method: "GET", url: "/api/notifications", headers: superadmin.headers });
    ids.notifications = (notifications.json() as { _id: string }[])[0]?._id ?? "";
    expect(Object.values(ids).every(Boolean)).toBe(true);

    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: superadmin.email, password: superadmin.password },
    });
    cookieToken = login.cookies.find((c) => c.name === "session")?.value ?? "";
    expect(cookieToken).not.toBe("");
    // Logout last, so the session stays valid for every other call.
    routes = t.app.routeTable
      .filter((r) => r.url.startsWith("/api/") && r.url !== "/api/*" && STATE_CHANGING.includes(r.method))
      .sort((a, b) => Number(a.url.endsWith("/logout")) - Number(b.url.endsWith("/logout")));
  });

  /** Sends an empty JSON body with the session cookie to every state-changing route, in order. */
  async function callEveryRoute(session: string, headers: Record<string, string>) {
    const replies: { route: string; res: LightMyRequestResponse }[] = [];
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as "POST",
        url: concrete(route.url),
        cookies: { session },
        headers: { ...headers, "content-type": "application/json" },
        payload: "{}",
      });
      replies.push({ route: `${route.method} ${route.url}`, res });
    }
    return replies;
  }

  const crossSiteHeaders: [string, Record<string, string>][] = [
    ["Origin of another site", { origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site without Origin", { "sec-fetch-site": "cross-site" }],
    ["Origin: null (sandboxed frame, data: URL)", { origin: "null" }],
    ["an Origin that only starts like the site's", { origin: "http://localhost:3000.evil.example" }],
    ["a sibling subdomain (same-site)", { origin: "https://evil.kigaliestates.rw", "sec-fetch-site": "same-site" }],
  ];

  it("covers every state-changing API route", () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(crossSiteHeaders)("refuses every state-changing route with %s (403), changing nothing", async (_name, headers) => {
    const before = await snapshot(t);
    for (const id of Object.values(ids)) expect(before).toContain(id);
    const wrong = (await callEveryRoute(cookieToken, headers))
      .filter(({ res }) => res.statusCode !== 403 || res.body !== JSON.stringify(REFUSED))
      .map(({ route, res }) => `${route} → ${res.statusCode} ${res.body.slice(0, 80)}`);
    expect(wrong).toEqual([]);
    expect(await snapshot(t)).toBe(before);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", cookies: { session: cookieToken }, headers });
    expect(me.statusCode).toBe(200);
  });

  it("answers a cross-origin preflight without CORS permission, so a browser never sends the Bearer header", async () => {
    const res = await t.app.inject({
      method: "OPTIONS",
      url: "/api/properties",
      headers: {
        origin: "https://evil.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type",
      },
    });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("lets a Bearer token request from another origin through (it carries no ambient credential)", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/testimonials/${ids.testimonials}`,
      headers: { ...superadmin.headers, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      payload: { name: "Aline", quote: "Changed by an API client." },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().quote).toBe("Changed by an API client.");
  });

  it("lets the site's own pages through on every state-changing route", async () => {
    const own: Record<string, string>[] = [
      { origin: t.config.publicUrl, "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "same-origin" },
      // A request without Origin or Fetch metadata (an older browser, curl with the cookie).
      {},
    ];
    const refused: string[] = [];
    for (const headers of own) {
      const token = (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: superadmin.email, password: superadmin.password },
        })
      ).json().token as string;
      for (const { route, res } of await callEveryRoute(token, headers)) {
        if (res.statusCode === 401 || res.statusCode === 403) refused.push(`${route} → ${res.body}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
