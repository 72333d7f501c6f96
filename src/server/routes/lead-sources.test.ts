import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { consultations, contacts, people, properties, submissions, uploads } from "../db/schema.ts";
import { countRows, createStaff, freshAddress, type TestStaff, useStaff, useTestContext } from "../testing.ts";

describe("where leads come from", () => {
  const t = useTestContext();
  const manager = useStaff(t);
  let agent: TestStaff;
  let propertyId: string;

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers, remoteAddress: freshAddress() });
  const origin = {
    sourcePage: "/properties/villa-in-rebero",
    referrer: "https://www.facebook.com/",
    utm: { source: "facebook", medium: "social", campaign: "launch" },
  };

  beforeAll(async () => {
    agent = await createStaff(t, { role: "agent", username: "Agent Claire" });
    const [property] = await t.db
      .insert(properties)
      .values({
        title: "Villa in Rebero",
        type: "villa",
        price: 250_000_000,
        location: "Rebero",
        area: 400,
        description: "Views.",
      })
      .returning({ id: properties.id });
    propertyId = property?.id ?? "";
  });

  describe("POST /api/consultations/manual", () => {
    it("stores a phone-call lead about a listing with its source, entered by and assigned to the staff member, linked to its person", async () => {
      const res = await post(
        "/api/consultations/manual",
        {
          source: "phone",
          name: "Eric Mugisha",
          phone: "0788 765 432",
          message: "Wants to see the villa on Saturday.",
          propertyId,
        },
        agent.headers,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        kind: "inquiry",
        source: "phone",
        name: "Eric Mugisha",
        email: "",
        phone: "+250788765432",
        propertyId,
        listingTitle: "Villa in Rebero",
        createdBy: agent.id,
        assignedTo: "Agent Claire",
        sourcePage: null,
        utm: {},
      });
      // The same person writing from the website later is found by the phone.
      const website = await post("/api/consultations", {
        name: "Eric M.",
        email: "eric.m@example.rw",
        phone: "+250788765432",
        message: "Hi",
      });
      const [fromWebsite] = await t.db.select().from(consultations).where(eq(consultations.id, website.json()._id));
      expect(fromWebsite?.personId).toBe(res.json().personId);
      const [person] = await t.db.select().from(people).where(eq(people.id, res.json().personId));
      expect(person).toMatchObject({ phone: "+250788765432", email: "eric.m@example.rw" });
      const [stored] = await t.db.select().from(consultations).where(eq(consultations.id, res.json()._id));
      expect(stored?.assigneeId).toBe(agent.id);
    });

    it("takes every source but the website, an email instead of a phone, and no listing", async () => {
      for (const source of ["walk-in", "whatsapp", "referral", "portal", "other"]) {
        const res = await post(
          "/api/consultations/manual",
          { source, name: `By ${source}`, email: `${source}@example.rw` },
          manager.headers,
        );
        expect(res.json()).toMatchObject({ source, kind: "consultation", propertyId: null, createdBy: manager.id });
      }
    });

    it("refuses a lead without a way to reach the person, with the website as source, or about a listing that is gone", async () => {
      const before = await countRows(t, consultations);
      const cases: [object, RegExp][] = [
        [{ source: "phone", name: "Nobody" }, /^phone: Enter a phone number or an email address$/],
        [{ source: "website", name: "Web", phone: "0788000000" }, /^source: Choose where the lead came from$/],
        [{ source: "phone", name: "Bad", email: "not-an-email" }, /valid email address/],
        [
          { source: "phone", name: "Gone", phone: "0788000000", propertyId: "00000000-0000-4000-8000-000000000000" },
          /no longer exists/,
        ],
      ];
      for (const [payload, message] of cases) {
        const res = await post("/api/consultations/manual", payload, manager.headers);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatch(message);
      }
      expect((await post("/api/consultations/manual", { source: "phone", name: "A", phone: "1" })).statusCode).toBe(401);
      expect(await countRows(t, consultations)).toBe(before);
    });
  });

  describe("website leads", () => {
    it("keep the page, referrer and UTM parameters of the visit on leads, contact messages and submissions", async () => {
      const lead = await post("/api/consultations", {
        kind: "inquiry",
        name: "Sandrine",
        email: "sandrine@example.rw",
        message: "Still available?",
        propertyId,
        ...origin,
      });
      expect(lead.statusCode).toBe(201);
      const [inquiry] = await t.db.select().from(consultations).where(eq(consultations.id, lead.json()._id));
      expect(inquiry).toMatchObject({ source: "website", propertyId, ...origin });

      const message = await post("/api/contacts", {
        name: "Sandrine",
        email: "sandrine@example.rw",
        subject: "Hello",
        message: "A question",
        sourcePage: "/contact",
        utm: { source: "newsletter", content: "footer" },
      });
      const [contact] = await t.db.select().from(contacts).where(eq(contacts.id, message.json()._id));
      expect(contact).toMatchObject({ sourcePage: "/contact", referrer: null, utm: { source: "newsletter", content: "footer" } });

      const images = [1, 2, 3].map(() => `/uploads/${crypto.randomUUID()}-1600.webp`);
      await t.db.insert(uploads).values(images.map((url) => ({ url, keys: [], width: 10, height: 10, bytes: 10 })));
      const submission = await post("/api/submissions", {
        title: "House in Kanombe",
        location: "Kanombe",
        description: "Four rooms.",
        type: "Land",
        price: "RWF 40,000,000",
        area: "500 sqm",
        contactName: "Sandrine",
        contactEmail: "sandrine@example.rw",
        contactPhone: "0788 222 333",
        images,
        sourcePage: "/fr/list-with-us",
        referrer: "https://www.google.com/",
        utm: { source: "google", medium: "cpc", term: "sell house kigali" },
      });
      const [stored] = await t.db.select().from(submissions).where(eq(submissions.id, submission.json()._id));
      expect(stored).toMatchObject({
        sourcePage: "/fr/list-with-us",
        referrer: "https://www.google.com/",
        utm: { source: "google", medium: "cpc", term: "sell house kigali" },
      });
    });

    it("refuses unknown UTM keys, over-long values and foreign pages with a clear error, storing nothing", async () => {
      const before = await countRows(t, consultations);
      const lead = { name: "Bad", email: "bad.utm@example.rw", message: "Hi" };
      const cases: [object, RegExp][] = [
        [
          { utm: { source: "facebook", gclid: "abc" } },
          /^utm: Only the UTM parameters source, medium, campaign, term, content are kept; not gclid$/,
        ],
        [{ utm: { campaign: "x".repeat(201) } }, /^utm.campaign: Must be at most 200 characters$/],
        [{ utm: "facebook" }, /^utm: Must be an object of UTM parameters$/],
        [{ sourcePage: "https://evil.example/page" }, /^sourcePage: Must be a path on this site/],
        [{ referrer: "javascript:alert(1)" }, /^referrer: Must be an http or https address$/],
      ];
      for (const [extra, message] of cases) {
        const res = await post("/api/consultations", { ...lead, ...extra });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatch(message);
      }
      expect(await countRows(t, consultations)).toBe(before);
      expect(await t.db.select().from(people).where(eq(people.email, "bad.utm@example.rw"))).toEqual([]);
    });
  });
});
