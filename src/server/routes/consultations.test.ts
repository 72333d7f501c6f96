import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { UNTOUCHED_LEAD } from "../../domain/test-records.ts";
import { consultations, developments, notifications, outbox, properties } from "../db/schema.ts";
import { countRows, freshAddress, latestActivity, MISSING_ID, useStaff, useTestContext, withSetting } from "../testing.ts";

describe("consultations API", () => {
  const t = useTestContext();
  const staff = useStaff(t);
  let propertyId: string;
  let developmentId: string;

  const send = (payload: unknown, remoteAddress = freshAddress()) =>
    t.app.inject({ method: "POST", url: "/api/consultations", payload: payload as object, remoteAddress });
  const countOf = (table: typeof consultations | typeof notifications | typeof outbox) => countRows(t, table);
  const lead = { name: "Aline Uwase", email: "aline@example.rw", message: "I would like advice on buying in Kigali." };
  /** The lead as staff read it. */
  const stored = async (id: string) =>
    (await t.app.inject({ method: "GET", url: `/api/consultations/${id}`, headers: staff.headers })).json();

  beforeAll(async () => {
    const [property] = await t.db
      .insert(properties)
      .values({
        title: "Villa in Nyarutarama",
        type: "villa",
        price: 450_000_000,
        location: "Nyarutarama",
        area: 600,
        description: "A villa.",
      })
      .returning({ id: properties.id });
    const [development] = await t.db
      .insert(developments)
      .values({ title: "Green Hills Residences", location: "Rebero", description: "Forty homes." })
      .returning({ id: developments.id });
    propertyId = property?.id ?? "";
    developmentId = development?.id ?? "";
  });

  describe("POST /api/consultations", () => {
    it("keeps the language the lead was written in: the page's, else the request's, else English", async () => {
      const post = async (payload: object, headers: Record<string, string> = {}) => {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/consultations",
          payload,
          headers,
          remoteAddress: freshAddress(),
        });
        return (await stored(res.json()._id)).language;
      };
      expect(await post({ ...lead, language: "rw" }, { "accept-language": "fr" })).toBe("rw");
      expect(await post(lead, { "accept-language": "fr-RW,fr;q=0.9,en;q=0.5" })).toBe("fr");
      expect(await post(lead, { "accept-language": "de" })).toBe("en");
      const listed = await t.app.inject({ method: "GET", url: "/api/consultations", headers: staff.headers });
      expect(
        listed
          .json()
          .slice(0, 3)
          .map((c: { language: string }) => c.language),
      ).toEqual(["en", "fr", "rw"]);

      const before = await countOf(consultations);
      const unknown = await send({ ...lead, language: "de" });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ error: expect.stringMatching(/^language: /) });
      expect(await countOf(consultations)).toBe(before);
    });

    it("stores a consultation request, notifies staff in the same transaction and queues their email", async () => {
      const outboxBefore = await countOf(outbox);
      const res = await send({ ...lead, phone: "+250 788 000 111", propertyType: "Villa" });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      // The visitor gets back what they sent and its reference: nothing staff add or see.
      expect(body).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        kind: "consultation",
        name: "Aline Uwase",
        email: "aline@example.rw",
        phone: "+250788000111",
        propertyType: "Villa",
        message: lead.message,
        propertyId: null,
        developmentId: null,
        createdAt: expect.any(String),
      });
      expect(await stored(body._id)).toMatchObject({
        ...lead,
        phone: "+250788000111",
        ...UNTOUCHED_LEAD,
        personId: expect.any(String),
        listingTitle: null,
      });

      const [notification] = await t.db.select().from(notifications).orderBy(desc(notifications.createdAt)).limit(1);
      expect(notification).toMatchObject({
        type: "consultation",
        title: "New consultation request",
        link: `/admin/consultations?open=${body._id}`,
      });
      expect(notification?.message).toContain("Aline Uwase");
      expect(await countOf(outbox)).toBeGreaterThan(outboxBefore);
      expect(await latestActivity(t, body._id)).toMatchObject({
        action: "New consultation request",
        status: "new",
        entityType: "consultation",
      });
    });

    it.each([
      {
        kind: "inquiry",
        listing: () => ({ propertyId }),
        propertyType: "villa",
        listingTitle: "Villa in Nyarutarama",
        notice: "New property inquiry",
      },
      {
        kind: "viewing",
        listing: () => ({ developmentId }),
        propertyType: "development",
        listingTitle: "Green Hills Residences",
        notice: "New viewing request",
      },
    ])("records the listing an $kind is about, with its title and type", async (c) => {
      const res = await send({ ...lead, kind: c.kind, ...c.listing() });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ kind: c.kind, ...c.listing(), propertyType: c.propertyType });
      expect(await stored(res.json()._id)).toMatchObject({ kind: c.kind, ...c.listing(), listingTitle: c.listingTitle });
      const [notification] = await t.db.select().from(notifications).orderBy(desc(notifications.createdAt)).limit(1);
      expect(notification).toMatchObject({ type: c.kind, title: c.notice });
      expect(notification?.message).toContain(c.listingTitle);
    });

    it("answers the inquiry form's exact messages and stores nothing", async () => {
      const before = await countOf(consultations);
      const cases: [object, string][] = [
        [{ email: "a@b.rw", message: "Hi" }, "Name is required"],
        [{ name: "   ", email: "a@b.rw", message: "Hi" }, "Name is required"],
        [{ name: "Aline", message: "Hi" }, "Email is required"],
        [{ name: "Aline", email: " ", message: "Hi" }, "Email is required"],
        [{ name: "Aline", email: "aline@example", message: "Hi" }, "Please enter a valid email address"],
        [{ name: "Aline", email: "a@b.rw" }, "Message is required"],
        [{ name: "Aline", email: "a@b.rw", message: "  " }, "Message is required"],
      ];
      for (const [payload, error] of cases) {
        const res = await send(payload);
        expect(res.statusCode).toBe(400);
        // The message on top, and the same at its field.
        expect(res.json().error).toBe(error);
        expect(Object.values(res.json().fields)).toEqual([error]);
      }
      const unknownField = await send({ ...lead, admin: true });
      expect(unknownField.statusCode).toBe(400);
      expect(unknownField.json().error).toMatch(/admin/);
      const badKind = await send({ ...lead, kind: "complaint" });
      expect(badKind.statusCode).toBe(400);
      expect(badKind.json().error).toMatch(/^kind/);
      expect(await countOf(consultations)).toBe(before);
    });

    it("refuses a listing that no longer exists, storing neither the lead nor a notification", async () => {
      const before = [await countOf(consultations), await countOf(notifications)];
      const gone = await send({ ...lead, kind: "inquiry", propertyId: MISSING_ID });
      expect(gone.statusCode).toBe(400);
      expect(gone.json()).toEqual({ error: "The property asked about no longer exists" });
      const goneDevelopment = await send({ ...lead, developmentId: MISSING_ID });
      expect(goneDevelopment.json()).toEqual({ error: "The development asked about no longer exists" });
      const malformed = await send({ ...lead, propertyId: "42" });
      expect(malformed.statusCode).toBe(400);
      expect([await countOf(consultations), await countOf(notifications)]).toEqual(before);
    });

    it("stores the lead without a notification when new-consultation notifications are off", async () => {
      await withSetting(t, "notificationSettings", { newConsultations: false }, async () => {
        const before = [await countOf(notifications), await countOf(outbox)];
        const res = await send(lead);
        expect(res.statusCode).toBe(201);
        expect([await countOf(notifications), await countOf(outbox)]).toEqual(before);
      });
    });

    it("notifies without queueing email when email notifications are off", async () => {
      await withSetting(t, "notificationSettings", { emailNotifications: false }, async () => {
        const before = [await countOf(notifications), await countOf(outbox)];
        await send(lead);
        expect([await countOf(notifications), await countOf(outbox)]).toEqual([(before[0] ?? 0) + 1, before[1]]);
      });
    });

    it("limits each address to 10 requests in 10 minutes", async () => {
      const address = "10.99.0.1";
      for (let i = 0; i < 10; i++) expect((await send(lead, address)).statusCode).toBe(201);
      const limited = await send(lead, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: expect.any(String) });
      expect(limited.headers["retry-after"]).toBeDefined();
      expect((await send(lead)).statusCode).toBe(201);
    });
  });

  describe("PUT /api/consultations/:id", () => {
    let id: string;
    const put = (payload: unknown, target = id) =>
      t.app.inject({ method: "PUT", url: `/api/consultations/${target}`, headers: staff.headers, payload: payload as object });

    beforeAll(async () => {
      id = (await send({ ...lead, name: "Eric Mugisha" })).json()._id;
    });

    it("changes the status, with the back office's activity label", async () => {
      const res = await put({ status: "contacted" });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe("contacted");
      expect(await latestActivity(t, id)).toMatchObject({ action: "Client contacted", status: "contacted", actorId: staff.id });
      await put({ status: "archived" });
      expect((await latestActivity(t, id))?.action).toBe("Consultation archived");
    });

    it("changes priority and assignee, a staff member named by id whose name assignedTo mirrors", async () => {
      const res = await put({ priority: "high", assigneeId: staff.id });
      expect(res.json()).toMatchObject({ priority: "high", assigneeId: staff.id, assignedTo: "Test manager" });
      expect((await latestActivity(t, id))?.action).toBe("Consultation updated");
    });

    it("schedules a follow-up with its note and moves the request to in-progress", async () => {
      const when = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
      const res = await put({ followUpDate: when, notes: "Call about the second viewing" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ followUpDate: when, status: "in-progress" });
      expect(res.json().notes).toMatch(/\] Call about the second viewing$/);
      expect((await latestActivity(t, id))?.action).toBe("Consultation in progress");
    });

    it("refuses a follow-up without a note with 'Please enter a note', changing nothing", async () => {
      const before = (await put({ priority: "medium" })).json();
      const when = new Date(Date.now() + 4 * 24 * 3600_000).toISOString();
      for (const payload of [
        { followUpDate: when },
        { followUpDate: when, notes: "  " },
        { followUpDate: when, status: "contacted" },
      ]) {
        const res = await put(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: "Please enter a note", fields: { notes: "Please enter a note" } });
      }
      const [row] = await t.db.select().from(consultations).where(eq(consultations.id, id));
      expect(row?.updatedAt.toISOString()).toBe(before.updatedAt);
      expect(row?.followUpDate?.toISOString()).toBe(before.followUpDate);
    });

    it("keeps a status sent with the follow-up date", async () => {
      const when = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
      const res = await put({ followUpDate: when, status: "contacted", notes: "Client asked to be called back" });
      expect(res.json()).toMatchObject({ followUpDate: when, status: "contacted" });
    });

    it("refuses a missing or past follow-up date and an empty change, changing nothing", async () => {
      const before = (await put({ priority: "low" })).json();
      const cases: [object, string][] = [
        [{ followUpDate: null }, "Please select a follow-up date"],
        [{ followUpDate: "" }, "Please select a follow-up date"],
        [
          { followUpDate: new Date(Date.now() - 24 * 3600_000).toISOString(), notes: "Too late" },
          "The follow-up date must be in the future",
        ],
        [{ notes: "   " }, "Please enter a note"],
        [{}, "Nothing to update: send a status, priority, assignee, follow-up date or note"],
      ];
      for (const [payload, error] of cases) {
        const res = await put(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe(error);
      }
      const badStatus = await put({ status: "done" });
      expect(badStatus.statusCode).toBe(400);
      expect(badStatus.json().error).toMatch(/^status/);
      const [row] = await t.db.select().from(consultations).where(eq(consultations.id, id));
      expect(row?.updatedAt.toISOString()).toBe(before.updatedAt);
    });

    it("appends notes with a Kigali timestamp, separated by a blank line", async () => {
      // A lead of its own: the follow-ups above already added notes to the shared one.
      const fresh = (await send({ ...lead, name: "Aline Uwase" })).json()._id;
      const first = await put({ notes: "Called, will visit Saturday" }, fresh);
      expect(first.statusCode).toBe(200);
      expect(first.json().notes).toMatch(/^\[\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\] Called, will visit Saturday$/);
      const second = await put({ notes: "Visit confirmed" }, fresh);
      const notes: string = second.json().notes;
      expect(notes.split("\n\n")).toHaveLength(2);
      expect(notes.startsWith(first.json().notes)).toBe(true);
      expect(notes).toMatch(/\n\n\[[^\]]+\] Visit confirmed$/);
    });
  });
});
