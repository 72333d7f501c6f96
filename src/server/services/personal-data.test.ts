import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PersonTimeline } from "../../domain/person.ts";
import { actAs } from "../db/actor.ts";
import {
  auditLog,
  consultations,
  contacts,
  newsletterSubscribers,
  people,
  savedSearches,
  submissions,
  viewings,
} from "../db/schema.ts";
import { countRows, freshAddress, setPermissions, useStaff, useTestContext, withSetting } from "../testing.ts";
import { anonymiseExpiredLeads, monthsBefore } from "./personal-data.ts";

describe("a person's data on request", () => {
  const t = useTestContext();
  const manager = useStaff(t, { role: "manager", username: "Diane Manager" });
  const agent = useStaff(t, { role: "agent" });

  let written = 0;
  // Each test's person has her own address and number, so no test finds another's person.
  const emailOf = () => `aline${written}.privacy@example.rw`;
  const phoneOf = () => `+25078855512${written}`;
  const nameOf = () => `Aline Uwase ${written}`;
  const renamedOf = () => `Aline Mugisha ${written}`;

  /** A person who wrote twice, booked a viewing, saved a search and subscribed; staff noted a call. */
  async function aline() {
    written++;
    const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, remoteAddress: freshAddress() });
    const lead = await post("/api/consultations", {
      name: nameOf(),
      email: emailOf(),
      phone: `0788 555 12${written}`,
      message: "I would like a house in Kicukiro for my family.",
    });
    expect(lead.statusCode).toBe(201);
    const message = await post("/api/contacts", {
      name: nameOf(),
      email: emailOf(),
      subject: "My visit",
      message: "Is Saturday fine?",
    });
    expect(message.statusCode).toBe(201);
    const [row] = await t.db
      .select({ personId: consultations.personId })
      .from(consultations)
      .where(eq(consultations.id, lead.json()._id));
    const personId = row?.personId as string;
    await t.db.insert(viewings).values({
      consultationId: lead.json()._id,
      agentId: agent.id,
      personId,
      startsAt: new Date(Date.UTC(2026, 11, 1 + written, 8)),
      endsAt: new Date(Date.UTC(2026, 11, 1 + written, 9)),
      feedback: "She liked the garden.",
    });
    await t.db.insert(savedSearches).values({ email: emailOf(), query: "tab=rent&district=Kicukiro", consentAt: new Date() });
    await t.db.insert(newsletterSubscribers).values({ email: emailOf().toUpperCase(), consentAt: new Date() });
    const noted = await t.app.inject({
      method: "PATCH",
      url: `/api/contacts/${message.json()._id}`,
      headers: manager.headers,
      payload: { notes: `Called her back on ${phoneOf()}` },
    });
    expect(noted.statusCode).toBe(200);
    // Staff correcting her name: her old and new names are both in the audit log.
    await actAs({ id: manager.id, name: "Diane Manager" }, async () => {
      await t.db.update(people).set({ name: renamedOf() }).where(eq(people.id, personId));
    });
    return { personId, leadId: lead.json()._id as string, messageId: message.json()._id as string };
  }

  it("exports everything stored about the person as a JSON file, to staff who see every lead", async () => {
    const { personId, leadId, messageId } = await aline();
    const url = `/api/people/${personId}/export`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url, headers: agent.headers })).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/people/00000000-0000-4000-8000-000000000000/export",
      headers: manager.headers,
    });
    expect(missing.statusCode).toBe(404);

    const res = await t.app.inject({ method: "GET", url, headers: manager.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="person-${personId}.json"`);
    const data = res.json();
    expect(data.person).toMatchObject({ id: personId, name: renamedOf(), email: emailOf(), phone: phoneOf() });
    expect(data.leads).toMatchObject([{ id: leadId, message: "I would like a house in Kicukiro for my family." }]);
    expect(data.messages).toMatchObject([{ id: messageId, subject: "My visit", message: "Is Saturday fine?" }]);
    expect(data.viewings).toMatchObject([{ consultationId: leadId, feedback: "She liked the garden." }]);
    expect(data.notes).toEqual(
      expect.arrayContaining([
        { on: "message", id: messageId, text: expect.stringContaining(`Called her back on ${phoneOf()}`) },
        { on: "viewing", id: expect.any(String), text: "She liked the garden." },
      ]),
    );
    expect(data.savedSearches).toMatchObject([{ email: emailOf(), query: "tab=rent&district=Kicukiro" }]);
    expect(data.newsletter).toMatchObject([{ email: emailOf().toUpperCase() }]);
  });

  it("erases the person's data from their records and the audit log, keeping every count", async () => {
    const { personId, leadId, messageId } = await aline();
    const url = `/api/people/${personId}/erase`;
    expect((await t.app.inject({ method: "POST", url, headers: agent.headers })).statusCode).toBe(403);
    const counts = async () => ({
      leads: await countRows(t, consultations),
      messages: await countRows(t, contacts),
      viewings: await countRows(t, viewings),
      people: await countRows(t, people),
    });
    const before = await counts();
    const auditBefore = await countRows(t, auditLog);
    expect(JSON.stringify(await t.db.select().from(auditLog))).toContain(renamedOf());

    const kept = await t.app.inject({ method: "GET", url: `/api/people/${personId}`, headers: manager.headers });
    expect((kept.json() as PersonTimeline).person.erasedAt).toBeNull();

    const res = await t.app.inject({ method: "POST", url, headers: manager.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ leads: 1, messages: 1, submissions: 0, viewings: 1, savedSearches: 1, newsletter: 1 });

    expect(await counts()).toEqual(before);
    const [lead] = await t.db.select().from(consultations).where(eq(consultations.id, leadId));
    expect(lead).toMatchObject({ name: "erased", email: "", phone: "", message: "", notes: "", anonymisedAt: expect.any(Date) });
    const [message] = await t.db.select().from(contacts).where(eq(contacts.id, messageId));
    expect(message).toMatchObject({
      name: "erased",
      email: "",
      subject: "erased",
      message: "",
      notes: "",
      anonymisedAt: expect.any(Date),
    });
    const [person] = await t.db.select().from(people).where(eq(people.id, personId));
    expect(person).toMatchObject({ name: "erased", email: "", phone: "", erasedAt: expect.any(Date) });
    // The person's page tells when.
    const shown = await t.app.inject({ method: "GET", url: `/api/people/${personId}`, headers: manager.headers });
    expect((shown.json() as PersonTimeline).person).toMatchObject({ name: "erased", erasedAt: person?.erasedAt?.toISOString() });
    const [visit] = await t.db.select().from(viewings).where(eq(viewings.consultationId, leadId));
    expect(visit?.feedback).toBe("");
    const mine = sql`lower(email) = ${emailOf()}`;
    expect(await t.db.select().from(savedSearches).where(mine)).toEqual([]);
    expect(await t.db.select().from(newsletterSubscribers).where(mine)).toEqual([]);

    // Entries are kept (the erasure adds its own), with her values replaced.
    const entries = await t.db.select().from(auditLog);
    expect(entries.length).toBeGreaterThanOrEqual(auditBefore);
    const text = JSON.stringify(entries);
    for (const value of [nameOf(), renamedOf(), emailOf(), phoneOf()]) expect(text).not.toContain(value);
    const rename = entries.find(
      (e) => e.entityType === "person" && e.entityId === personId && e.action === "update" && e.actorId === manager.id,
    );
    expect(rename).toMatchObject({ before: { name: "erased" }, after: { name: "erased" } });
    const erasure = entries.filter((e) => e.entityId === personId && e.after?.erased_at);
    expect(erasure).toHaveLength(1);
  });

  it("refuses export and erasure to managers whose toggles leave them out", async () => {
    const { personId } = await aline();
    await setPermissions(t, { exportLeads: false, deleteLeads: false });
    try {
      const exported = await t.app.inject({ method: "GET", url: `/api/people/${personId}/export`, headers: manager.headers });
      const erased = await t.app.inject({ method: "POST", url: `/api/people/${personId}/erase`, headers: manager.headers });
      expect([exported.statusCode, erased.statusCode]).toEqual([403, 403]);
    } finally {
      await setPermissions(t, { exportLeads: true, deleteLeads: true });
    }
    expect((await t.db.select().from(people).where(eq(people.id, personId)))[0]?.erasedAt).toBeNull();
  });
});

describe("retention of closed leads", () => {
  const t = useTestContext();
  const manager = useStaff(t, { role: "manager" });
  const NOW = new Date("2027-06-15T10:00:00Z");
  const monthsAgo = (months: number) => new Date(monthsBefore(NOW, months).getTime() - 60_000);

  it("counts months on the calendar", () => {
    expect(monthsBefore(new Date("2027-03-31T10:00:00Z"), 1).toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(monthsBefore(NOW, 12).toISOString()).toBe("2026-06-15T10:00:00.000Z");
  });

  it("anonymises archived leads and messages unchanged for longer than the period, and nothing when it is 0", async () => {
    const lead = (name: string, status: string, updatedAt: Date) =>
      t.db
        .insert(consultations)
        .values({ name, email: `${name.toLowerCase().replace(/ /g, ".")}@example.rw`, message: "Hello", status, updatedAt })
        .returning({ id: consultations.id })
        .then((rows) => rows[0]?.id as string);
    const expired = await lead("Old Archived", "archived", monthsAgo(7));
    const recent = await lead("Recent Archived", "archived", monthsAgo(5));
    const open = await lead("Old Open", "in-progress", monthsAgo(30));
    const [message] = await t.db
      .insert(contacts)
      .values({
        name: "Old Message",
        email: "old.message@example.rw",
        subject: "Hi",
        message: "Hello",
        status: "archived",
        updatedAt: monthsAgo(8),
      })
      .returning({ id: contacts.id });
    // A staff change to the expired lead earlier on: its copy of the name goes too.
    await actAs({ id: manager.id, name: "Manager" }, async () => {
      await t.db.update(consultations).set({ phone: "+250788000999" }).where(eq(consultations.id, expired));
    });
    await t.db
      .update(consultations)
      .set({ updatedAt: monthsAgo(7) })
      .where(eq(consultations.id, expired));

    await withSetting(t, "crmSettings", { retentionMonths: 0 }, async () => {
      expect(await anonymiseExpiredLeads(t.db, NOW)).toEqual({ leads: 0, messages: 0, submissions: 0 });
    });
    await withSetting(t, "crmSettings", { retentionMonths: 6 }, async () => {
      expect(await anonymiseExpiredLeads(t.db, NOW)).toEqual({ leads: 1, messages: 1, submissions: 0 });
      // A second run finds nothing more.
      expect(await anonymiseExpiredLeads(t.db, NOW)).toEqual({ leads: 0, messages: 0, submissions: 0 });
    });

    const byId = async (id: string) => (await t.db.select().from(consultations).where(eq(consultations.id, id)))[0];
    expect(await byId(expired)).toMatchObject({
      name: "erased",
      email: "",
      phone: "",
      message: "",
      status: "archived",
      anonymisedAt: NOW,
    });
    expect(await byId(recent)).toMatchObject({ name: "Recent Archived", anonymisedAt: null });
    expect(await byId(open)).toMatchObject({ name: "Old Open", anonymisedAt: null });
    const [anonymised] = await t.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, message?.id as string));
    expect(anonymised).toMatchObject({ name: "erased", email: "", subject: "erased", anonymisedAt: NOW });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, expired));
    expect(entry).toMatchObject({ before: { phone: "" }, after: { phone: "erased" } });
  });

  it("anonymises approved and rejected submissions unchanged for longer than the period, keeping them for counts", async () => {
    const submission = (contactName: string, status: string, updatedAt: Date) =>
      t.db
        .insert(submissions)
        .values({
          title: `${contactName}'s house`,
          type: "house",
          price: 90_000_000,
          location: "Kicukiro",
          area: 200,
          description: "Three bedrooms",
          contactName,
          contactEmail: `${contactName.toLowerCase().replace(/ /g, ".")}@example.rw`,
          contactPhone: "+250788111222",
          contactWhatsApp: "+250788111222",
          status,
          adminNotes: "Owner prefers calls",
          updatedAt,
        })
        .returning({ id: submissions.id })
        .then((rows) => rows[0]?.id as string);
    const approved = await submission("Old Approved", "approved", monthsAgo(7));
    const rejected = await submission("Old Rejected", "rejected", monthsAgo(13));
    const recent = await submission("Recent Approved", "approved", monthsAgo(5));
    const pending = await submission("Old Pending", "pending", monthsAgo(30));
    // A staff member's decision on it earlier on: the log's copy of the owner's contacts goes too.
    await actAs({ id: manager.id, name: "Manager" }, async () => {
      await t.db.update(submissions).set({ contactPhone: "+250788333444" }).where(eq(submissions.id, approved));
    });
    await t.db
      .update(submissions)
      .set({ updatedAt: monthsAgo(7) })
      .where(eq(submissions.id, approved));
    const total = await countRows(t, submissions);

    await withSetting(t, "crmSettings", { retentionMonths: 0 }, async () => {
      expect(await anonymiseExpiredLeads(t.db, NOW)).toMatchObject({ submissions: 0 });
    });
    await withSetting(t, "crmSettings", { retentionMonths: 6 }, async () => {
      expect(await anonymiseExpiredLeads(t.db, NOW)).toEqual({ leads: 0, messages: 0, submissions: 2 });
      expect(await anonymiseExpiredLeads(t.db, NOW)).toEqual({ leads: 0, messages: 0, submissions: 0 });
    });

    const byId = async (id: string) => (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0];
    const anonymised = {
      contactName: "erased",
      contactEmail: "",
      contactPhone: "",
      contactWhatsApp: null,
      adminNotes: "",
      updatedAt: NOW,
    };
    expect(await byId(approved)).toMatchObject({
      ...anonymised,
      status: "approved",
      title: "Old Approved's house",
      price: 90_000_000,
    });
    expect(await byId(rejected)).toMatchObject({ ...anonymised, status: "rejected" });
    expect(await byId(recent)).toMatchObject({ contactName: "Recent Approved", contactPhone: "+250788111222" });
    expect(await byId(pending)).toMatchObject({ contactName: "Old Pending", adminNotes: "Owner prefers calls" });
    expect(await countRows(t, submissions)).toBe(total);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, approved));
    expect(entry).toMatchObject({ before: { contact_phone: "erased" }, after: { contact_phone: "erased" } });
  });
});
