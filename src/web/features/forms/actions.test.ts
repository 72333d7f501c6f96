import { count, desc, eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ViewingSlots } from "../../../domain/viewing-slots.ts";
import { consultations, contacts, newsletterSubscribers, properties, viewingHours, viewings } from "../../../server/db/schema.ts";
import { guardPagePosts, isRefusedPost, redirectToPublicHost } from "../../../server/plugins/web.ts";
import { createStaff, createTestContext, type TestContext } from "../../../server/testing.ts";
import { setLocaleSource } from "../../i18n/i18n.ts";
import { postToAction } from "./action-testing.ts";
import { publicFormAction } from "./actions.server.ts";

let addressCounter = 0;
const freshAddress = () => `10.7.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

describe("public page form actions", () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  async function post(fields: Record<string, string>, ip = freshAddress()) {
    return postToAction(t, publicFormAction, "/contact", new URLSearchParams(fields), ip);
  }
  const countOf = async (table: typeof contacts | typeof consultations | typeof newsletterSubscribers) =>
    (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  const message = { intent: "contact", name: "Jean Bosco", email: "jean@example.rw", subject: "Visit", message: "Monday?" };

  it("stores a contact message and says so", async () => {
    const { status, result } = await post(message);
    expect(status).toBe(200);
    expect(result).toMatchObject({ form: "contact", sent: true, message: "Your message has been sent successfully!" });
    const [stored] = await t.db.select().from(contacts).orderBy(desc(contacts.createdAt)).limit(1);
    expect(stored).toMatchObject({ name: "Jean Bosco", email: "jean@example.rw", subject: "Visit", message: "Monday?" });
  });

  it("returns what was typed with each field's message, and stores nothing", async () => {
    const before = await countOf(contacts);
    const { status, result } = await post({ ...message, name: "  ", email: "jean@example" });
    expect(status).toBe(400);
    expect(result.sent).toBe(false);
    expect(result.fields).toEqual({ name: "Name is required", email: "Please enter a valid email address" });
    expect(result.values).toMatchObject({ name: "  ", email: "jean@example", subject: "Visit", message: "Monday?" });
    expect(await countOf(contacts)).toBe(before);
  });

  it("refuses a phone that is not a number in the page's language, keeping what was typed, and stores the others in one form", async () => {
    const before = await countOf(contacts);
    const refused = await post({ ...message, phone: "abc-not-a-phone" });
    expect(refused.status).toBe(400);
    expect(refused.result).toMatchObject({
      message: "Please enter a valid phone number",
      fields: { phone: "Please enter a valid phone number" },
    });
    expect(refused.result.values).toMatchObject({ phone: "abc-not-a-phone", subject: "Visit" });
    setLocaleSource(() => "fr");
    try {
      const inFrench = await post({ ...message, phone: "abc-not-a-phone" });
      expect(inFrench.result.fields).toEqual({ phone: "Veuillez saisir un numéro de téléphone valide" });
    } finally {
      setLocaleSource(() => "en");
    }
    expect(await countOf(contacts)).toBe(before);
    expect((await post({ ...message, phone: "0788 123 456" })).status).toBe(200);
    const [stored] = await t.db.select().from(contacts).orderBy(desc(contacts.createdAt)).limit(1);
    expect(stored?.phone).toBe("+250788123456");
  });

  it("answers a form another site posted with what was typed and why, in the page's language, and stores nothing", async () => {
    const before = await countOf(contacts);
    const crossSite = (fields: Record<string, string>) =>
      postToAction(t, publicFormAction, "/contact", new URLSearchParams(fields), freshAddress(), { crossSite: true });
    const refused = await crossSite(message);
    expect(refused.status).toBe(403);
    expect(refused.result).toMatchObject({
      form: "contact",
      sent: false,
      message:
        "This form was not accepted because it was sent from another website. Please open our site directly and send it again.",
      values: { name: "Jean Bosco", email: "jean@example.rw", subject: "Visit", message: "Monday?" },
    });
    setLocaleSource(() => "fr");
    try {
      expect((await crossSite({ ...message, intent: "lead" })).result).toMatchObject({
        form: "lead",
        message:
          "Ce formulaire n'a pas été accepté, car il a été envoyé depuis un autre site. Veuillez ouvrir directement notre site et l'envoyer à nouveau.",
        values: { name: "Jean Bosco", message: "Monday?" },
      });
    } finally {
      setLocaleSource(() => "en");
    }
    expect(await countOf(contacts)).toBe(before);
  });

  it("applies the API's rate limit to the same address", async () => {
    const ip = "10.99.0.1";
    for (let i = 0; i < 10; i++) expect((await post(message, ip)).status).toBe(200);
    const before = await countOf(contacts);
    const limited = await post(message, ip);
    expect(limited.status).toBe(429);
    expect(limited.result).toMatchObject({ sent: false, message: "Too many requests. Please wait a little and try again." });
    expect(limited.result.values.message).toBe("Monday?");
    expect(await countOf(contacts)).toBe(before);
  });

  it("shares the counter with the API: posts through either count together", async () => {
    const ip = "10.99.0.2";
    const { intent: _intent, ...payload } = message;
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/contacts", payload, remoteAddress: ip });
      expect(res.statusCode).toBe(201);
    }
    expect((await post(message, ip)).status).toBe(429);
  });

  it("stores a consultation request, and a lead's field messages are the spec's", async () => {
    const lead = {
      intent: "lead",
      kind: "consultation",
      name: "Aline",
      email: "aline@example.rw",
      phone: "",
      message: "Call me",
    };
    const { status, result } = await post(lead);
    expect(status).toBe(200);
    expect(result).toMatchObject({ form: "lead", sent: true });
    const [stored] = await t.db.select().from(consultations).orderBy(desc(consultations.createdAt)).limit(1);
    expect(stored).toMatchObject({ kind: "consultation", name: "Aline", message: "Call me" });

    const bad = await post({ ...lead, name: "", message: " " });
    expect(bad.status).toBe(400);
    expect(bad.result.fields).toEqual({ name: "Name is required", message: "Message is required" });
    expect(bad.result.values.email).toBe("aline@example.rw");
  });

  it("books a viewing's chosen time, keeping the page, the listing and the visit's origin on its lead", async () => {
    const agent = await createStaff(t, { role: "agent" });
    const [property] = await t.db
      .insert(properties)
      .values({
        title: "House to visit",
        type: "house",
        price: 90_000_000,
        location: "Kicukiro",
        area: 200,
        description: "A house.",
        agentId: agent.id,
      })
      .returning({ id: properties.id });
    const propertyId = property?.id ?? "";
    await t.db
      .insert(viewingHours)
      .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ userId: agent.id, weekday, startMinute: 0, endMinute: 1440 })));
    const slots = (
      await t.app.inject({ method: "GET", url: `/api/properties/${propertyId}/viewing-slots` })
    ).json() as ViewingSlots;
    const slot = slots.days[1]?.slots[0]?.startsAt ?? "";
    const { status, result } = await post({
      intent: "lead",
      kind: "viewing",
      propertyId,
      name: "Aline",
      email: "aline.viewing@example.rw",
      phone: "",
      message: "May I see it?",
      slot,
      // As the server writes the page: the page itself, the rest left for the visit's script to fill.
      sourcePage: `/properties/${propertyId}`,
      referrer: "",
      "utm.source": "",
      "utm.campaign": "",
    });
    expect(status).toBe(200);
    expect(result).toMatchObject({ form: "lead", sent: true, message: expect.stringContaining("Your viewing is booked for") });
    const [lead] = await t.db.select().from(consultations).where(eq(consultations.email, "aline.viewing@example.rw"));
    expect(lead).toMatchObject({ kind: "viewing", propertyId, sourcePage: `/properties/${propertyId}`, referrer: null, utm: {} });
    const [viewing] = await t.db
      .select()
      .from(viewings)
      .where(eq(viewings.consultationId, lead?.id ?? ""));
    expect(viewing).toMatchObject({ propertyId, startsAt: new Date(slot), status: "requested" });

    // With scripts the same form's hidden fields carry the referrer and UTM parameters too.
    const next = slots.days[1]?.slots[1]?.startsAt ?? "";
    const withOrigin = await post({
      intent: "lead",
      kind: "viewing",
      propertyId,
      name: "Eric",
      email: "eric.viewing@example.rw",
      message: "May I see it?",
      slot: next,
      sourcePage: `/properties/${propertyId}`,
      referrer: "https://www.facebook.com/",
      "utm.source": "facebook",
      "utm.campaign": "kicukiro-houses",
    });
    expect(withOrigin.result.sent).toBe(true);
    const [other] = await t.db.select().from(consultations).where(eq(consultations.email, "eric.viewing@example.rw"));
    expect(other).toMatchObject({
      propertyId,
      referrer: "https://www.facebook.com/",
      utm: { source: "facebook", campaign: "kicukiro-houses" },
    });
  });

  it("subscribes to the newsletter with consent, and refuses a malformed address with the spec's message", async () => {
    const before = await countOf(newsletterSubscribers);
    const unconsented = await post({ intent: "newsletter", email: "Reader@Example.rw" });
    expect(unconsented.result).toMatchObject({ sent: false });
    expect(await countOf(newsletterSubscribers)).toBe(before);
    expect((await post({ intent: "newsletter", email: "Reader@Example.rw", consent: "on" })).result).toMatchObject({
      sent: true,
    });
    expect(await countOf(newsletterSubscribers)).toBe(before + 1);
    const bad = await post({ intent: "newsletter", email: "reader@example", consent: "on" });
    expect(bad.status).toBe(400);
    expect(bad.result.fields).toEqual({ email: "Please enter a valid email address" });
  });
});

describe("page posts", () => {
  const app = Fastify();
  app.addHook("onRequest", guardPagePosts("https://kigaliestates.rw"));
  app.post("/*", async (request) => ({ refused: isRefusedPost(request) }));
  afterAll(() => app.close());

  it("marks a form post another site started as refused, for its page to say so, and lets the site's own through", async () => {
    const crossOrigin = await app.inject({ method: "POST", url: "/contact", headers: { origin: "https://evil.example" } });
    expect(crossOrigin.json()).toEqual({ refused: true });
    const crossSite = await app.inject({ method: "POST", url: "/contact", headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.json()).toEqual({ refused: true });
    const sameSite = await app.inject({ method: "POST", url: "/contact", headers: { origin: "https://kigaliestates.rw" } });
    expect(sameSite.json()).toEqual({ refused: false });
    // A page opened at another address of the site posts back to that address: its own origin.
    const sameHost = await app.inject({
      method: "POST",
      url: "/contact",
      headers: { host: "www.kigaliestates.rw", origin: "http://www.kigaliestates.rw" },
    });
    expect(sameHost.json()).toEqual({ refused: false });
  });

  it("lets only List With Us send a body over 1 MB", async () => {
    const large = { "content-type": "multipart/form-data; boundary=x", "content-length": String(2 * 1024 * 1024) };
    expect((await app.inject({ method: "POST", url: "/contact", headers: large })).statusCode).toBe(413);
  });
});

describe("page reads at another address than PUBLIC_URL's", () => {
  const app = Fastify();
  app.addHook(
    "onRequest",
    redirectToPublicHost("https://kigaliestates.rw", [
      { name: "10.0.0.11", port: "3000" },
      { name: "app2.internal", port: undefined },
    ]),
  );
  app.route({ method: ["GET", "HEAD", "POST"], url: "/*", handler: async () => "the page" });
  afterAll(() => app.close());
  const read = (host: string, url = "/contact?lead=viewing&x=1", method: "GET" | "HEAD" | "POST" = "GET") =>
    app.inject({ method, url, headers: { host } });

  it("are sent to the same path and query at PUBLIC_URL's address, for an hour at most", async () => {
    for (const host of ["www.kigaliestates.rw", "127.0.0.1:3000", "10.0.0.11:3001", "kigaliestates.rw.evil.example"]) {
      const res = await read(host);
      expect(res.statusCode, host).toBe(301);
      expect(res.headers.location).toBe("https://kigaliestates.rw/contact?lead=viewing&x=1");
      expect(res.headers["cache-control"]).toBe("max-age=3600");
    }
    expect((await read("www.kigaliestates.rw", "/", "HEAD")).headers.location).toBe("https://kigaliestates.rw/");
    // Only the path and query are kept: a request naming another site in its path goes to this one.
    expect((await read("127.0.0.1", "//evil.example/x")).headers.location).toBe("https://kigaliestates.rw/x");
  });

  it("are served at PUBLIC_URL's address, and at the hosts ALLOWED_HOSTS names", async () => {
    for (const host of ["kigaliestates.rw", "KigaliEstates.rw", "kigaliestates.rw:443", "10.0.0.11:3000", "app2.internal:8080"]) {
      const res = await read(host);
      expect([host, res.statusCode, res.body]).toEqual([host, 200, "the page"]);
    }
  });

  it("leave posts where they were sent, for the post check to judge", async () => {
    expect((await read("www.kigaliestates.rw", "/contact", "POST")).body).toBe("the page");
  });
});
