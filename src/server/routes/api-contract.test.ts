import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { type Document, OpenAPIBackend } from "openapi-backend";
import { beforeAll, describe, expect, it } from "vitest";
import { properties, viewingHours } from "../db/schema.ts";
import { freshAddress, MISSING_ID, useStaff, useTestContext } from "../testing.ts";

/** A reply as the replay sees it: what a client of the API receives. */
type Reply = { statusCode: number; headers: Record<string, unknown>; body: string };

/**
 * The API's document as a validator: openapi-backend matches a request to its operation and checks
 * a JSON body against the schema of the reply's status. OpenAPI 3.1's schemas are JSON Schema
 * 2020-12, so its Ajv is Ajv's 2020 dialect, with the formats the document uses (uuid, date-time, email).
 */
async function contractOf(document: Document): Promise<OpenAPIBackend> {
  const api = new OpenAPIBackend({
    definition: document,
    quick: true,
    customizeAjv: (_ajv, options) => addFormats(new Ajv2020({ ...options, strict: false })) as never,
  });
  await api.init();
  return api;
}

/**
 * What the document does not say of a reply: a status it does not list for the operation, a content
 * type it does not list for that status, a body where it has none (or none where it has one), or a
 * JSON body its schema refuses. Empty when the reply is as documented.
 */
function mismatchesOf(api: OpenAPIBackend, request: { method: string; url: string }, reply: Reply): string[] {
  const url = new URL(request.url, "http://localhost");
  const label = `${request.method} ${url.pathname}${url.search} → ${reply.statusCode}`;
  const operation = api.router.matchOperation({ method: request.method, path: url.pathname, query: url.search, headers: {} });
  if (!operation) return [`${label}: no operation of the document`];
  const responses = (operation.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>;
  const response =
    responses[String(reply.statusCode)] ?? responses[`${Math.floor(reply.statusCode / 100)}XX`] ?? responses.default;
  if (!response) return [`${label}: status not documented (${Object.keys(responses).join(", ")})`];
  const documented = Object.keys(response.content ?? {});
  const contentType = String(reply.headers["content-type"] ?? "")
    .split(";")[0]
    ?.trim()
    .toLowerCase();
  if (reply.body === "") return documented.length === 0 ? [] : [`${label}: empty body, documented ${documented.join(", ")}`];
  if (!contentType || !documented.includes(contentType)) {
    return [`${label}: content type ${contentType || "(none)"} not documented (${documented.join(", ") || "no body"})`];
  }
  // Only JSON has a schema to check beyond "a string" (CSV is text).
  if (!contentType.endsWith("json")) return [];
  const result = api.validator.validateResponse(JSON.parse(reply.body), operation, reply.statusCode);
  return (result.errors ?? []).map((error) => `${label}: body ${error.instancePath || "/"} ${error.message}`);
}

describe("API replies to real requests, checked against the OpenAPI document it serves", () => {
  const t = useTestContext();
  const superadmin = useStaff(t, { role: "superadmin" });
  const agent = useStaff(t, { role: "agent" });
  let api: OpenAPIBackend;
  const ids: Record<string, string> = {};

  /** Sends the requests one after the other; returns their replies and every mismatch with the document. */
  async function replay(requests: InjectOptions[]) {
    const replies: Reply[] = [];
    const mismatches: string[] = [];
    for (const request of requests) {
      const res = await t.app.inject(request);
      const reply = { statusCode: res.statusCode, headers: res.headers, body: res.body };
      replies.push(reply);
      mismatches.push(...mismatchesOf(api, { method: request.method ?? "GET", url: String(request.url) }, reply));
    }
    const statuses = Object.fromEntries(
      requests.map((request, i) => [`${request.method ?? "GET"} ${request.url}`, replies[i]?.statusCode]),
    );
    return { replies, mismatches, statuses };
  }
  const staffGet = (url: string): InjectOptions => ({ method: "GET", url, headers: superadmin.headers });
  const staffPost = (url: string, payload: object): InjectOptions => ({
    method: "POST",
    url,
    payload,
    headers: superadmin.headers,
  });

  beforeAll(async () => {
    const served = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    api = await contractOf(served.json() as Document);
    // Content made as staff make it, through the API: these replies are checked too.
    const { mismatches, replies } = await replay([
      staffPost("/api/properties", {
        title: "Villa in Rebero",
        type: "Villa",
        price: "RWF 250,000,000",
        location: "Rebero, Kigali",
        bedrooms: 4,
        bathrooms: 3,
        area: "380 sqm",
        description: "A villa with a view of the city.",
        images: ["https://images.example.com/villa.jpg"],
        featured: true,
      }),
      staffPost("/api/properties", {
        title: "Apartment in Kimihurura",
        type: "Apartment",
        status: "for-rent",
        price: "RWF 900,000",
        location: "Kimihurura, Kigali",
        bedrooms: 2,
        bathrooms: 2,
        area: "120 sqm",
        description: "Two bedrooms near the embassies.",
      }),
      staffPost("/api/developments", { title: "Vision City II", location: "Gacuriro", description: "Homes." }),
      staffPost("/api/blogs", {
        title: "Buying land in Kigali: a checklist",
        category: "buying-guide",
        excerpt: "What to check before you pay.",
        content: "## Title deeds\n- Check the UPI",
        status: "published",
        author: "Diane K.",
      }),
      staffPost("/api/testimonials", { name: "Grace M.", role: "Diaspora buyer", quote: "They found us a home from abroad." }),
    ]);
    expect(mismatches).toEqual([]);
    const [villa, apartment, development, blog] = replies.map((reply) => (JSON.parse(reply.body) as { _id: string })._id);
    Object.assign(ids, { villa, apartment, development, blog });
    // The villa's agent takes viewings all day, every day, so a visitor can book one.
    await t.db
      .update(properties)
      .set({ agentId: agent.id })
      .where(eq(properties.id, ids.villa ?? ""));
    await t.db
      .insert(viewingHours)
      .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ userId: agent.id, weekday, startMinute: 0, endMinute: 1440 })));
  });

  it("public reads, with filters and in each language, are as documented", async () => {
    const urls = [
      "/api/health",
      "/api/health/live",
      "/api/properties",
      "/api/properties?tab=villas&sort=price-desc&minPrice=1000000&limit=5",
      "/api/properties?tab=homes-for-rent&minBeds=2&district=Gasabo&lang=fr",
      "/api/properties?q=villa&sort=relevance&featured=true&lang=rw",
      "/api/properties?bbox=29.9,-2.1,30.3,-1.8&offset=0&limit=12",
      `/api/properties/${ids.villa}`,
      `/api/properties/${ids.villa}?lang=fr`,
      `/api/properties/${ids.villa}/similar`,
      `/api/properties/${ids.villa}/viewing-slots`,
      "/api/properties/points?tab=all&maxPrice=500000000",
      "/api/developments",
      `/api/developments/${ids.development}`,
      `/api/developments/${ids.development}/properties`,
      "/api/blogs?lang=rw",
      `/api/blogs/${ids.blog}`,
      "/api/testimonials",
      "/api/settings/public",
      "/api/zones",
    ];
    const { mismatches, statuses } = await replay(urls.map((url) => ({ method: "GET", url })));
    expect(mismatches).toEqual([]);
    expect(statuses).toEqual(Object.fromEntries(urls.map((url) => [`GET ${url}`, 200])));
  });

  it("a lead sent through a public form, then read by staff in the lists, people, viewings, dashboard and exports, is as documented", async () => {
    const slots = await t.app.inject({ method: "GET", url: `/api/properties/${ids.villa}/viewing-slots` });
    const startsAt = (slots.json() as { days: { slots: { startsAt: string }[] }[] }).days[1]?.slots[0]?.startsAt;
    const visitor = { name: "Aline Uwase", email: "aline@example.rw", phone: "+250788123456" };
    const sent = await replay([
      {
        method: "POST",
        url: "/api/consultations",
        payload: { ...visitor, kind: "inquiry", propertyId: ids.villa, message: "Is the villa still for sale?" },
        remoteAddress: freshAddress(),
      },
      {
        method: "POST",
        url: "/api/contacts",
        payload: { ...visitor, subject: "Renting", message: "Do you manage rentals in Kicukiro?" },
        remoteAddress: freshAddress(),
      },
      {
        method: "POST",
        url: `/api/properties/${ids.villa}/viewings`,
        payload: { ...visitor, startsAt, message: "I would like to see it." },
        remoteAddress: freshAddress(),
      },
      {
        method: "POST",
        url: "/api/newsletter",
        payload: { email: "aline@example.rw", consent: true },
        remoteAddress: freshAddress(),
      },
    ]);
    expect(sent.mismatches).toEqual([]);
    expect(Object.values(sent.statuses)).toEqual([201, 201, 201, 201]);
    const lead = (JSON.parse(sent.replies[0]?.body ?? "{}") as { _id: string })._id;
    const contact = (JSON.parse(sent.replies[1]?.body ?? "{}") as { _id: string })._id;

    const people = await t.app.inject(staffGet("/api/people?q=Aline"));
    const person = (people.json() as { _id: string }[])[0]?._id;
    const fortnight = `from=${new Date().toISOString()}&to=${new Date(Date.now() + 14 * 24 * 3_600_000).toISOString()}`;
    const urls = [
      "/api/consultations",
      "/api/consultations?status=new&kind=inquiry&sort=oldest&page=1&pageSize=10",
      "/api/consultations?q=Aline&source=website&priority=medium",
      `/api/consultations/${lead}`,
      "/api/consultations/stats",
      "/api/contacts?status=new&sort=name",
      `/api/contacts/${contact}`,
      "/api/contacts/stats",
      "/api/people?q=Aline&page=1&pageSize=20",
      `/api/people/${person}`,
      `/api/people/${person}/export`,
      `/api/viewings?${fortnight}`,
      `/api/viewings?${fortnight}&agentId=${agent.id}`,
      "/api/dashboard/stats",
      "/api/dashboard/recent-activity",
      "/api/follow-ups?scope=all",
      "/api/follow-ups/count",
      "/api/notifications",
      "/api/notifications/unread-count",
      "/api/newsletter",
      "/api/consultations/export",
      "/api/consultations/export?status=new&kind=inquiry",
      "/api/reports",
      "/api/reports.csv?section=weeks",
      "/api/reports.csv?section=sources",
      "/api/audit?entityType=consultation",
      "/api/auth/me",
      "/api/users/team",
      "/api/settings",
      "/api/outbox",
    ];
    const read = await replay(urls.map(staffGet));
    expect(read.mismatches).toEqual([]);
    expect(read.statuses).toEqual(Object.fromEntries(urls.map((url) => [`GET ${url}`, 200])));
  });

  it("error replies are as documented: a bad filter, a missing record, no session", async () => {
    const { mismatches, statuses } = await replay([
      { method: "GET", url: "/api/properties?sort=cheapest" },
      { method: "GET", url: `/api/properties/${MISSING_ID}` },
      { method: "GET", url: "/api/properties/not-an-id" },
      { method: "POST", url: "/api/consultations", payload: { name: "" }, remoteAddress: freshAddress() },
      { method: "GET", url: "/api/consultations" },
      { method: "GET", url: "/api/reports.csv?section=weeks" },
      staffGet(`/api/consultations/${MISSING_ID}`),
    ]);
    expect(mismatches).toEqual([]);
    expect(Object.values(statuses)).toEqual([400, 404, 400, 400, 401, 401, 404]);
  });

  it("finds a reply the document does not describe", () => {
    const request = { method: "GET", url: "/api/reports.csv?section=weeks" };
    const csv = { statusCode: 200, headers: { "content-type": "text/csv; charset=utf-8" }, body: "Week,Leads\n" };
    expect(mismatchesOf(api, request, csv)).toEqual([]);
    expect(mismatchesOf(api, request, { ...csv, headers: { "content-type": "application/json" } })).toEqual([
      "GET /api/reports.csv?section=weeks → 200: content type application/json not documented (text/csv)",
    ]);
    expect(mismatchesOf(api, request, { ...csv, statusCode: 500 })).toEqual([
      "GET /api/reports.csv?section=weeks → 500: status not documented (200, 400, 401, 403)",
    ]);
    const json = { statusCode: 200, headers: { "content-type": "application/json; charset=utf-8" } };
    expect(mismatchesOf(api, { method: "GET", url: "/api/consultations/stats" }, { ...json, body: '{"total":"many"}' })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^GET \/api\/consultations\/stats → 200: body /)]),
    );
  });
});
