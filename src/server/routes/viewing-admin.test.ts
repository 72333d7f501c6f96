import { and, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ViewingStatus } from "../../domain/enums.ts";
import {
  activityLog,
  consultations,
  notifications,
  outbox,
  properties,
  users,
  viewingExceptions,
  viewingHours,
  viewings,
} from "../db/schema.ts";
import { countRows, createStaff, latestActivity, MISSING_ID, type TestStaff, useTestContext } from "../testing.ts";

const HOUR = 3_600_000;

describe("viewing hours and days off", () => {
  const t = useTestContext();
  let agent: TestStaff;
  let otherAgent: TestStaff;
  let manager: TestStaff;

  beforeAll(async () => {
    agent = await createStaff(t, { role: "agent", username: "Agent Aline" });
    otherAgent = await createStaff(t, { role: "agent", username: "Agent Eric" });
    manager = await createStaff(t, { role: "manager", username: "Manager Grace" });
  });

  const putHours = (staff: TestStaff | null, userId: string, payload: unknown) =>
    t.app.inject({
      method: "PUT",
      url: `/api/viewing-hours/${userId}`,
      headers: staff?.headers ?? {},
      payload: payload as object,
    });
  const week = [
    { weekday: 1, startMinute: 14 * 60, endMinute: 17 * 60 },
    { weekday: 1, startMinute: 9 * 60, endMinute: 12 * 60 },
    { weekday: 6, startMinute: 10 * 60, endMinute: 13 * 60 },
  ];

  it("lets an agent set their own week, replacing what was there, and reads it back in day order", async () => {
    expect((await putHours(agent, agent.id, { hours: [{ weekday: 3, startMinute: 60, endMinute: 120 }] })).statusCode).toBe(200);
    const res = await putHours(agent, agent.id, { hours: week });
    expect(res.statusCode).toBe(200);
    expect(res.json().hours).toEqual([week[1], week[0], week[2]]);
    const read = await t.app.inject({ method: "GET", url: `/api/viewing-hours/${agent.id}`, headers: otherAgent.headers });
    expect(read.json()).toMatchObject({ userId: agent.id, username: "Agent Aline", hours: [week[1], week[0], week[2]] });
    expect((await latestActivity(t, agent.id))?.action).toBe("Viewing hours updated");
  });

  it("refuses ranges that end before they start, overlap, or fall outside the week, changing nothing", async () => {
    const before = await countRows(t, viewingHours);
    const bad = [
      { hours: [{ weekday: 2, startMinute: 600, endMinute: 600 }] },
      { hours: [{ weekday: 7, startMinute: 60, endMinute: 120 }] },
      { hours: [{ weekday: 2, startMinute: 0, endMinute: 1441 }] },
      {
        hours: [
          { weekday: 2, startMinute: 540, endMinute: 720 },
          { weekday: 2, startMinute: 700, endMinute: 800 },
        ],
      },
      { hours: "Mondays" },
    ];
    for (const payload of bad) {
      const res = await putHours(agent, agent.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(/hours/);
    }
    expect((await putHours(agent, agent.id, bad[3])).json().error).toContain("must not overlap");
    expect(await countRows(t, viewingHours)).toBe(before);
    // Ranges that only touch are two halves of one afternoon.
    const touching = [
      { weekday: 2, startMinute: 540, endMinute: 720 },
      { weekday: 2, startMinute: 720, endMinute: 800 },
    ];
    expect((await putHours(otherAgent, otherAgent.id, { hours: touching })).statusCode).toBe(200);
  });

  it("keeps another agent's hours to themselves and their managers", async () => {
    const refused = await putHours(otherAgent, agent.id, { hours: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("You can change only your own viewing hours");
    expect((await putHours(null, agent.id, { hours: [] })).statusCode).toBe(401);
    const byManager = await putHours(manager, agent.id, { hours: [week[2]] });
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json().hours).toEqual([week[2]]);
    expect((await putHours(manager, MISSING_ID, { hours: [] })).statusCode).toBe(404);
  });

  it("shows the team's week by name to any staff member", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/viewing-hours", headers: otherAgent.headers });
    expect(res.statusCode).toBe(200);
    const team = res.json() as { username: string; hours: unknown[] }[];
    const names = team.map((member) => member.username);
    expect(names.indexOf("Agent Aline")).toBeLessThan(names.indexOf("Manager Grace"));
    expect(team.find((member) => member.username === "Agent Aline")?.hours).toEqual([week[2]]);
  });

  it("adds, lists and removes days off, refusing a range that ends before it starts", async () => {
    const post = (staff: TestStaff, userId: string, payload: object) =>
      t.app.inject({ method: "POST", url: `/api/viewing-hours/${userId}/exceptions`, headers: staff.headers, payload });
    const leave = await post(agent, agent.id, { startsOn: "2026-12-24", endsOn: "2026-12-26", reason: " Christmas " });
    expect(leave.statusCode).toBe(201);
    expect(leave.json()).toMatchObject({ userId: agent.id, startsOn: "2026-12-24", endsOn: "2026-12-26", reason: "Christmas" });
    expect((await post(agent, agent.id, { startsOn: "2027-01-01", endsOn: "2027-01-01" })).statusCode).toBe(201);

    const backwards = await post(agent, agent.id, { startsOn: "2026-12-26", endsOn: "2026-12-24" });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toContain("The last day must be on or after the first day");
    expect((await post(agent, agent.id, { startsOn: "24/12/2026", endsOn: "2026-12-26" })).statusCode).toBe(400);
    expect((await post(otherAgent, agent.id, { startsOn: "2026-12-24", endsOn: "2026-12-24" })).statusCode).toBe(403);
    expect((await post(manager, agent.id, { startsOn: "2027-02-01", endsOn: "2027-02-03", reason: "Training" })).statusCode).toBe(
      201,
    );

    const listed = await t.app.inject({
      method: "GET",
      url: `/api/viewing-hours/${agent.id}/exceptions`,
      headers: agent.headers,
    });
    expect(listed.json().map((e: { startsOn: string }) => e.startsOn)).toEqual(["2026-12-24", "2027-01-01", "2027-02-01"]);

    const id = leave.json()._id;
    const remove = (staff: TestStaff, userId: string, exceptionId: string) =>
      t.app.inject({ method: "DELETE", url: `/api/viewing-hours/${userId}/exceptions/${exceptionId}`, headers: staff.headers });
    expect((await remove(otherAgent, agent.id, id)).statusCode).toBe(403);
    // Another person's day off is not found under one's own name.
    expect((await remove(otherAgent, otherAgent.id, id)).statusCode).toBe(404);
    expect((await remove(agent, agent.id, id)).statusCode).toBe(204);
    expect((await remove(agent, agent.id, id)).statusCode).toBe(404);
    expect(await countRows(t, viewingExceptions)).toBe(2);
    expect((await latestActivity(t, agent.id))?.action).toBe("Day off removed");
  });

  it("saves hours and days off that leave booked viewings outside, and names those viewings ahead with a calendar link", async () => {
    const claude = await createStaff(t, { role: "agent", username: "Agent Claude" });
    const [property] = await t.db
      .insert(properties)
      .values({
        title: "Flat in Kimihurura",
        type: "apartment",
        price: 1,
        location: "Kimihurura",
        area: 90,
        description: "A flat.",
      })
      .returning({ id: properties.id });
    await t.db
      .insert(viewingHours)
      .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ userId: claude.id, weekday, startMinute: 0, endMinute: 1440 })));
    async function booked(visitor: string, startsAt: Date, status: ViewingStatus) {
      const [lead] = await t.db
        .insert(consultations)
        .values({ kind: "viewing", name: visitor, email: "v@example.rw", message: "Visit", propertyId: property?.id })
        .returning({ id: consultations.id });
      const [row] = await t.db
        .insert(viewings)
        .values({
          consultationId: lead?.id ?? "",
          propertyId: property?.id,
          agentId: claude.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + HOUR),
          status,
        })
        .returning({ id: viewings.id });
      return row?.id ?? "";
    }
    // Monday 4 and Tuesday 5 January 2027, Kigali time.
    const monday = await booked("Monday Visitor", new Date("2027-01-04T10:00:00+02:00"), "requested");
    const tuesday = await booked("Tuesday Visitor", new Date("2027-01-05T15:00:00+02:00"), "confirmed");
    await booked("Cancelled Visitor", new Date("2027-01-05T15:00:00+02:00"), "cancelled");
    await booked("Past Visitor", new Date(Date.now() - 30 * 24 * HOUR), "confirmed");

    const mornings = [1, 2].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 12 * 60 }));
    const saved = await putHours(claude, claude.id, { hours: mornings });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().hours).toEqual(mornings);
    expect(saved.json().affectedViewings).toEqual([
      {
        _id: tuesday,
        status: "confirmed",
        startsAt: "2027-01-05T13:00:00.000Z",
        endsAt: "2027-01-05T14:00:00.000Z",
        visitor: "Tuesday Visitor",
        listing: "Flat in Kimihurura",
        link: `/admin/viewings?date=2027-01-05&viewing=${tuesday}`,
      },
    ]);
    expect((await latestActivity(t, claude.id))?.details).toBe(
      "Agent Claude: 2 range(s) a week; 1 booked viewing(s) left outside",
    );
    // A manager saving someone's week is told the same.
    const byManager = await putHours(manager, claude.id, { hours: [] });
    expect(byManager.json().affectedViewings.map((v: { _id: string }) => v._id)).toEqual([monday, tuesday]);
    expect((await putHours(manager, claude.id, { hours: mornings })).json().affectedViewings).toHaveLength(1);

    const dayOff = (payload: object) =>
      t.app.inject({ method: "POST", url: `/api/viewing-hours/${claude.id}/exceptions`, headers: claude.headers, payload });
    const leave = await dayOff({ startsOn: "2027-01-04", endsOn: "2027-01-04", reason: "Leave" });
    expect(leave.statusCode).toBe(201);
    expect(leave.json()).toMatchObject({
      startsOn: "2027-01-04",
      affectedViewings: [{ _id: monday, visitor: "Monday Visitor", link: `/admin/viewings?date=2027-01-04&viewing=${monday}` }],
    });
    expect(leave.json().affectedViewings).toHaveLength(1);
    expect((await dayOff({ startsOn: "2027-01-06", endsOn: "2027-01-08" })).json().affectedViewings).toEqual([]);
    // Nothing was cancelled: the viewings stay booked until someone deals with them.
    const [kept] = await t.db.select({ status: viewings.status }).from(viewings).where(eq(viewings.id, monday));
    expect(kept?.status).toBe("requested");
  });
});

describe("a listing's responsible agent", () => {
  const t = useTestContext();
  let manager: TestStaff;
  let agent: TestStaff;

  beforeAll(async () => {
    manager = await createStaff(t, { role: "manager" });
    agent = await createStaff(t, { role: "agent" });
  });

  const listing = {
    title: "Apartment in Kimihurura",
    type: "apartment",
    price: 180_000_000,
    location: "Kimihurura",
    bedrooms: 3,
    bathrooms: 2,
    area: 140,
    description: "Three bedrooms.",
    images: ["https://images.example.com/flat.jpg"],
  };

  it("is whoever added the listing, changeable to another staff member, and never shown to visitors", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/properties", headers: manager.headers, payload: listing });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    expect(created.json().agentId).toBe(manager.id);

    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/properties/${id}`,
      headers: manager.headers,
      payload: { agentId: agent.id },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().agentId).toBe(agent.id);
    const staffRead = await t.app.inject({ method: "GET", url: `/api/properties/${id}`, headers: agent.headers });
    expect(staffRead.json().agentId).toBe(agent.id);

    const visitor = await t.app.inject({ method: "GET", url: `/api/properties/${id}` });
    expect(visitor.json()).not.toHaveProperty("agentId");
    const visitorList = await t.app.inject({ method: "GET", url: "/api/properties" });
    expect(visitorList.body).not.toContain(agent.id);
    expect(visitorList.body).not.toContain(manager.id);
  });

  it("can be named on create, or nobody, and must be a staff member", async () => {
    const named = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: manager.headers,
      payload: { ...listing, agentId: agent.id },
    });
    expect(named.json().agentId).toBe(agent.id);
    const nobody = await t.app.inject({
      method: "PUT",
      url: `/api/properties/${named.json()._id}`,
      headers: manager.headers,
      payload: { agentId: null },
    });
    expect(nobody.json().agentId).toBeNull();
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: manager.headers,
      payload: { ...listing, agentId: MISSING_ID },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { agentId: "Responsible agent not found" } });
  });
});

describe("the viewings calendar and status flow", () => {
  const t = useTestContext();
  let aline: TestStaff;
  let eric: TestStaff;
  let manager: TestStaff;
  let propertyId: string;
  const base = Date.parse("2026-12-07T08:00:00Z");

  beforeAll(async () => {
    aline = await createStaff(t, { role: "agent", username: "Aline" });
    eric = await createStaff(t, { role: "agent", username: "Eric" });
    manager = await createStaff(t, { role: "manager" });
    const [property] = await t.db
      .insert(properties)
      .values({
        title: "Villa in Rebero",
        type: "villa",
        price: 300_000_000,
        location: "Rebero",
        area: 400,
        description: "A villa.",
        agentId: aline.id,
      })
      .returning({ id: properties.id });
    propertyId = property?.id ?? "";
  });

  /** A viewing request and its viewing, as the public booking stores them. */
  async function bookedViewing(agent: TestStaff, startsAt: Date, status: ViewingStatus = "requested", name = "Jean Mugabo") {
    const [lead] = await t.db
      .insert(consultations)
      .values({
        kind: "viewing",
        name,
        email: "jean@example.rw",
        phone: "+250788123456",
        message: "May I see it?",
        propertyId,
        listingTitle: "Villa in Rebero",
        assigneeId: agent.id,
        notes: "[1 Dec 2026, 09:00] Called back.",
      })
      .returning({ id: consultations.id });
    const [viewing] = await t.db
      .insert(viewings)
      .values({
        consultationId: lead?.id ?? "",
        propertyId,
        agentId: agent.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR),
        status,
      })
      .returning({ id: viewings.id });
    return { leadId: lead?.id ?? "", id: viewing?.id ?? "" };
  }

  const range = (from: number, to: number, agentId?: string) =>
    `/api/viewings?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}${agentId ? `&agentId=${agentId}` : ""}`;
  const list = (staff: TestStaff, url: string) => t.app.inject({ method: "GET", url, headers: staff.headers });
  const patch = (staff: TestStaff, id: string, payload: object) =>
    t.app.inject({ method: "PATCH", url: `/api/viewings/${id}`, headers: staff.headers, payload });

  it("lists a week's viewings in time order with visitor, listing and lead; an agent sees only their own", async () => {
    const mine = await bookedViewing(aline, new Date(base + 2 * HOUR));
    const theirs = await bookedViewing(eric, new Date(base + HOUR), "confirmed", "Eric's visitor");
    await bookedViewing(aline, new Date(base + 8 * 24 * HOUR));
    const week = range(base, base + 7 * 24 * HOUR);

    const all = await list(manager, week);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((v: { _id: string }) => v._id)).toEqual([theirs.id, mine.id]);
    expect(all.json()[1]).toMatchObject({
      status: "requested",
      startsAt: new Date(base + 2 * HOUR).toISOString(),
      agent: { _id: aline.id, username: "Aline" },
      lead: { _id: mine.leadId, name: "Jean Mugabo", email: "jean@example.rw", phone: "+250788123456" },
      listing: { _id: propertyId, title: "Villa in Rebero", reference: expect.stringMatching(/^KE-\d+$/) },
    });
    expect((await list(manager, range(base, base + 7 * 24 * HOUR, eric.id))).json()).toHaveLength(1);

    const asAline = await list(aline, week);
    expect(asAline.json().map((v: { _id: string }) => v._id)).toEqual([mine.id]);
    expect((await list(aline, range(base, base + 7 * 24 * HOUR, eric.id))).json()).toEqual([]);
  });

  it("refuses a range that ends before it starts or is longer than 62 days", async () => {
    const backwards = await list(manager, range(base, base - HOUR));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toContain("The end of the range must be after its start");
    expect((await list(manager, range(base, base + 63 * 24 * HOUR))).statusCode).toBe(400);
    expect((await list(manager, "/api/viewings?from=monday&to=friday")).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: range(base, base + HOUR) })).statusCode).toBe(401);
  });

  it("confirms a request, then after its start marks it done with feedback appended to the lead's notes", async () => {
    const past = await bookedViewing(aline, new Date(Date.now() - 2 * HOUR));
    const skipped = await patch(aline, past.id, { status: "done" });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().error).toBe("A viewing that is requested cannot become done");

    const confirmed = await patch(aline, past.id, { status: "confirmed" });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe("confirmed");
    expect((await latestActivity(t, past.id))?.action).toBe("Viewing confirmed");

    const done = await patch(aline, past.id, { status: "done", feedback: "Liked the garden; asks about the price." });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: "done", feedback: "Liked the garden; asks about the price." });
    expect(done.json().lead.notes).toMatch(
      /^\[1 Dec 2026, 09:00\] Called back\.\n\n\[.+\] Viewing of .+ \(done\): Liked the garden; asks about the price\.$/,
    );
    const [lead] = await t.db.select().from(consultations).where(eq(consultations.id, past.leadId));
    expect(lead?.notes).toContain("Liked the garden");
    expect(lead?.firstResponseAt).not.toBeNull();
    expect(await latestActivity(t, past.id)).toMatchObject({ action: "Viewing done", status: "done", actorId: aline.id });

    const reopened = await patch(aline, past.id, { status: "cancelled" });
    expect(reopened.statusCode).toBe(400);
    expect(reopened.json().error).toBe("A viewing that is done cannot become cancelled");
  });

  it("marks done or no-show only once the viewing has started", async () => {
    const future = await bookedViewing(aline, new Date(Date.now() + 24 * HOUR), "confirmed");
    for (const status of ["done", "no-show"]) {
      const early = await patch(aline, future.id, { status });
      expect(early.statusCode).toBe(400);
      expect(early.json().error).toBe("A viewing can be marked done or no-show only after it starts");
    }
    const cancelled = await patch(aline, future.id, { status: "cancelled", feedback: "The visitor found another house." });
    expect(cancelled.json().status).toBe("cancelled");
    expect((await latestActivity(t, future.id))?.action).toBe("Viewing cancelled");
    // A cancelled viewing frees the slot: another can be booked then.
    const again = await bookedViewing(aline, new Date(Date.parse(cancelled.json().startsAt)));
    expect(again.id).not.toBe(future.id);
  });

  it("records a missed viewing, without feedback leaving the lead's notes as they were", async () => {
    const missed = await bookedViewing(aline, new Date(Date.now() - HOUR), "confirmed");
    const res = await patch(aline, missed.id, { status: "no-show" });
    expect(res.json()).toMatchObject({ status: "no-show", feedback: "" });
    expect(res.json().lead.notes).toBe("[1 Dec 2026, 09:00] Called back.");
    expect((await latestActivity(t, missed.id))?.action).toBe("Viewing missed");
  });

  it("keeps an agent's hands off another agent's viewing and refuses unknown statuses", async () => {
    const theirs = await bookedViewing(eric, new Date(Date.now() + 48 * HOUR));
    expect((await patch(aline, theirs.id, { status: "confirmed" })).statusCode).toBe(404);
    expect((await patch(manager, theirs.id, { status: "maybe" })).statusCode).toBe(400);
    expect((await patch(manager, theirs.id, { status: "confirmed" })).json().status).toBe("confirmed");
    expect((await patch(manager, MISSING_ID, { status: "confirmed" })).statusCode).toBe(404);
  });

  it("tells the visitor (in their language) when staff confirm or cancel a viewing ahead, and the agent of the cancellation", async () => {
    await t.db.update(users).set({ language: "fr" }).where(eq(users.id, aline.id));
    const visitorEmail = "umushyitsi@example.rw";
    const since = new Date();
    const ahead = await bookedViewing(aline, new Date(Date.now() + 72 * HOUR));
    await t.db.update(consultations).set({ email: visitorEmail, language: "rw" }).where(eq(consultations.id, ahead.leadId));
    const sent = (to: string) =>
      t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, to), gt(outbox.createdAt, since)))
        .orderBy(outbox.createdAt);

    expect((await patch(manager, ahead.id, { status: "confirmed" })).statusCode).toBe(200);
    const [confirmation, ...none] = await sent(visitorEmail);
    expect(none).toEqual([]);
    expect(confirmation?.subject).toMatch(/^Gusura Villa in Rebero byemejwe: /);
    expect(confirmation?.body).toMatch(/Aline yemeje gusura/);
    expect(confirmation?.body).toMatch(/\/rw\/viewings\/manage\?token=/);
    expect(confirmation?.attachments.map((file) => file.filename)).toEqual(["viewing.ics"]);
    expect(confirmation?.attachments[0]?.content).toContain("METHOD:REQUEST");
    // A confirmation is the agent's own doing (or their manager's): they are not emailed about it.
    expect(await sent(aline.email)).toEqual([]);

    expect((await patch(aline, ahead.id, { status: "cancelled" })).statusCode).toBe(200);
    const cancellation = (await sent(visitorEmail))[1];
    expect(cancellation?.subject).toBe("Gusura Villa in Rebero byahagaritswe");
    expect(cancellation?.body).toContain("byahagaritswe n’ikipe yacu");
    const [visitorInvite] = cancellation?.attachments ?? [];
    expect(visitorInvite).toMatchObject({
      filename: "viewing-cancelled.ics",
      contentType: "text/calendar; charset=utf-8; method=CANCEL",
    });
    expect(visitorInvite?.content).toContain("METHOD:CANCEL");
    expect(visitorInvite?.content).toContain("STATUS:CANCELLED");
    // The cancellation replaces the confirmation's event: same UID, a later sequence.
    const uid = (ics = "") => /UID:(.+)/.exec(ics)?.[1];
    const sequence = (ics = "") => Number(/SEQUENCE:(\d+)/.exec(ics)?.[1]);
    const confirmedInvite = confirmation?.attachments[0]?.content;
    expect(uid(visitorInvite?.content)).toBe(uid(confirmedInvite));
    expect(sequence(visitorInvite?.content)).toBeGreaterThan(sequence(confirmedInvite));

    const [toAgent, ...more] = await sent(aline.email);
    expect(more).toEqual([]);
    expect(toAgent?.subject).toMatch(/^Visite annulée : Villa in Rebero, /);
    expect(toAgent?.body).toContain("a été annulée dans l’espace d’administration");
    expect(toAgent?.attachments[0]?.content).toContain("METHOD:CANCEL");
    await t.db.update(users).set({ language: "en" }).where(eq(users.id, aline.id));
  });

  it("emails nobody when a viewing is marked done or missed, nor about one that has already started", async () => {
    const since = new Date();
    const done = await bookedViewing(aline, new Date(Date.now() - 3 * HOUR), "confirmed", "Done Visitor");
    const missed = await bookedViewing(aline, new Date(Date.now() - 5 * HOUR), "confirmed", "Missed Visitor");
    const late = await bookedViewing(aline, new Date(Date.now() - 7 * HOUR), "requested", "Late Visitor");
    const started = await bookedViewing(aline, new Date(Date.now() - 9 * HOUR), "requested", "Started Visitor");
    expect((await patch(aline, done.id, { status: "done" })).statusCode).toBe(200);
    expect((await patch(aline, missed.id, { status: "no-show" })).statusCode).toBe(200);
    expect((await patch(aline, late.id, { status: "confirmed" })).statusCode).toBe(200);
    expect((await patch(aline, started.id, { status: "cancelled" })).statusCode).toBe(200);
    expect(await t.db.select().from(outbox).where(gt(outbox.createdAt, since))).toEqual([]);
  });

  it("moves a viewing ahead to another time, keeping its status, and sends both sides the invitation that replaces the old one", async () => {
    const move = (staff: TestStaff, id: string, payload: object) =>
      t.app.inject({ method: "POST", url: `/api/viewings/${id}/move`, headers: staff.headers, payload });
    const startsAt = new Date(Math.ceil((Date.now() + 96 * HOUR) / HOUR) * HOUR);
    const viewing = await bookedViewing(aline, startsAt, "confirmed", "Moving Visitor");
    await t.db
      .update(consultations)
      .set({ email: "moving@example.rw", language: "fr" })
      .where(eq(consultations.id, viewing.leadId));
    await t.db.update(viewings).set({ reminderSentAt: new Date() }).where(eq(viewings.id, viewing.id));
    const since = new Date();
    const later = new Date(startsAt.getTime() + 26 * HOUR).toISOString();

    // Another agent cannot see it; a bad time is refused with its field named.
    expect((await move(eric, viewing.id, { startsAt: later })).statusCode).toBe(404);
    expect((await move(aline, viewing.id, { startsAt: "tomorrow" })).json().error).toMatch(/^startsAt: /);
    expect((await move(aline, viewing.id, { startsAt: startsAt.toISOString() })).json()).toEqual({
      error: "The viewing is already at that time",
    });

    const moved = await move(aline, viewing.id, { startsAt: later });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: "confirmed", startsAt: later, agent: { _id: aline.id } });
    expect(Date.parse(moved.json().endsAt) - Date.parse(later)).toBe(HOUR);
    const [stored] = await t.db.select().from(viewings).where(eq(viewings.id, viewing.id));
    expect(stored?.reminderSentAt).toBeNull();

    const sent = await t.db.select().from(outbox).where(gt(outbox.createdAt, since));
    const toVisitor = sent.find((email) => email.to === "moving@example.rw");
    expect(toVisitor?.subject).toMatch(/^Votre visite de Villa in Rebero est déplacée : /);
    expect(toVisitor?.body).toContain("Comme convenu avec notre équipe");
    expect(toVisitor?.body).toMatch(/\/fr\/viewings\/manage\?token=/);
    const toAgent = sent.find((email) => email.to === aline.email);
    expect(toAgent?.subject).toMatch(/^Viewing moved: Villa in Rebero, /);
    expect(toAgent?.body).toContain("has been moved to");
    for (const email of [toVisitor, toAgent]) {
      const ics = email?.attachments[0]?.content ?? "";
      expect(ics).toContain("METHOD:REQUEST");
      expect(ics).toContain(`DTSTART:${later.replace(/[-:]/g, "").replace(".000", "")}`);
    }
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, viewing.id), eq(activityLog.action, "Viewing moved")));
    expect(entry?.details).toMatch(/^Moving Visitor: .+ → .+/);

    // The agent's other viewing holds its time; a closed viewing stays where it was.
    const other = await bookedViewing(aline, new Date(startsAt.getTime() + 50 * HOUR));
    const taken = await move(manager, other.id, { startsAt: later });
    expect([taken.statusCode, taken.json().error]).toEqual([409, "The agent already has a viewing at that time"]);
    await patch(manager, other.id, { status: "cancelled" });
    expect((await move(manager, other.id, { startsAt: new Date(startsAt.getTime() + 80 * HOUR).toISOString() })).json()).toEqual({
      error: "Only a requested or confirmed viewing can be moved",
    });
  });

  describe("handed over with its lead", () => {
    const move = (staff: TestStaff, id: string, payload: object) =>
      t.app.inject({ method: "POST", url: `/api/viewings/${id}/move`, headers: staff.headers, payload });
    const reassign = (leadId: string, assigneeId: string, by = manager) =>
      t.app.inject({ method: "PUT", url: `/api/consultations/${leadId}`, headers: by.headers, payload: { assigneeId } });
    const ids = (res: { json(): unknown }) => (res.json() as { _id: string }[]).map((v) => v._id);
    const uid = (ics = "") => /UID:(.+)/.exec(ics)?.[1];
    const sequence = (ics = "") => Number(/SEQUENCE:(\d+)/.exec(ics)?.[1]);
    const mailTo = (to: string, since: Date) =>
      t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, to), gt(outbox.createdAt, since)))
        .orderBy(outbox.createdAt);

    it("goes to the lead's new agent: the old one loses it and every viewing of the lead, the new one is told, the visitor gets the invitation naming them", async () => {
      const startsAt = new Date(Math.ceil((Date.now() + 120 * HOUR) / HOUR) * HOUR);
      const ahead = await bookedViewing(aline, startsAt, "requested", "Handed Visitor");
      await t.db
        .update(consultations)
        .set({ email: "handed@example.rw", language: "fr" })
        .where(eq(consultations.id, ahead.leadId));
      // An earlier viewing of the same lead, already done: it stays Aline's, but follows the lead.
      const earlierStart = new Date(Date.now() - 20 * 24 * HOUR);
      const [earlier] = await t.db
        .insert(viewings)
        .values({
          consultationId: ahead.leadId,
          propertyId,
          agentId: aline.id,
          startsAt: earlierStart,
          endsAt: new Date(earlierStart.getTime() + HOUR),
          status: "done",
          feedback: "Wants a second look.",
        })
        .returning({ id: viewings.id });
      const earlierId = earlier?.id ?? "";
      const before = new Date();
      expect((await patch(manager, ahead.id, { status: "confirmed" })).statusCode).toBe(200);
      const [confirmation] = await mailTo("handed@example.rw", before);
      const firstInvite = confirmation?.attachments[0]?.content;
      const around = range(earlierStart.getTime() - HOUR, earlierStart.getTime() + 60 * 24 * HOUR);
      expect(ids(await list(aline, around))).toEqual(expect.arrayContaining([earlierId, ahead.id]));

      const since = new Date();
      const handed = await reassign(ahead.leadId, eric.id);
      expect(handed.statusCode).toBe(200);

      // Aline lost the lead, and every way to it through its viewings.
      expect(
        (await t.app.inject({ method: "GET", url: `/api/consultations/${ahead.leadId}`, headers: aline.headers })).statusCode,
      ).toBe(404);
      const asAline = ids(await list(aline, around));
      expect(asAline).not.toContain(ahead.id);
      expect(asAline).not.toContain(earlierId);
      expect((await list(aline, range(earlierStart.getTime() - HOUR, earlierStart.getTime() + HOUR, aline.id))).json()).toEqual(
        [],
      );
      for (const res of [
        await patch(aline, ahead.id, { status: "cancelled" }),
        await patch(aline, earlierId, { status: "cancelled" }),
        await move(aline, ahead.id, { startsAt: new Date(startsAt.getTime() + 24 * HOUR).toISOString() }),
      ])
        expect([res.statusCode, res.json()]).toEqual([404, { error: "Viewing not found" }]);

      // Eric has both: the one ahead in his calendar, the earlier one still shown by Aline.
      const asEric = (await list(eric, around)).json() as { _id: string; agent: { _id: string }; lead: { name: string } }[];
      expect(asEric.find((v) => v._id === ahead.id)).toMatchObject({
        status: "confirmed",
        agent: { _id: eric.id, username: "Eric" },
        lead: { _id: ahead.leadId, name: "Handed Visitor" },
      });
      expect(asEric.find((v) => v._id === earlierId)).toMatchObject({ status: "done", agent: { _id: aline.id } });
      const stored = await t.db.select().from(viewings).where(eq(viewings.consultationId, ahead.leadId));
      expect(Object.fromEntries(stored.map((v) => [v.id, v.agentId]))).toEqual({ [ahead.id]: eric.id, [earlierId]: aline.id });
      expect((await latestActivity(t, ahead.id))?.details).toMatch(/^Handed Visitor, .+: Aline → Eric$/);

      // Eric is told in his bell and by email, with the invitation for his calendar.
      const link = `/admin/viewings?date=${new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kigali" }).format(startsAt)}&viewing=${ahead.id}`;
      const bell = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, eric.id), eq(notifications.title, "A viewing was handed to you")));
      expect(bell).toEqual([
        expect.objectContaining({
          type: "assignment",
          link,
          message: expect.stringMatching(
            /^Handed Visitor \(handed@example\.rw, \+250788123456\) views "Villa in Rebero" on .+ \(Kigali time\)\.$/,
          ),
        }),
      ]);
      const toEric = (await mailTo(eric.email, since)).filter((email) => email.subject === "A viewing was handed to you");
      expect(toEric).toHaveLength(1);
      expect(toEric[0]?.body).toContain(`${t.app.linkKeys.publicUrl}${link}`);
      const ericInvite = toEric[0]?.attachments[0]?.content ?? "";
      expect(ericInvite).toContain("METHOD:REQUEST");
      expect(ericInvite).toContain(eric.email);
      expect(uid(ericInvite)).toBe(uid(firstInvite));

      // The visitor's invitation replaces the old one and names Eric; Aline is emailed nothing.
      const [toVisitor, ...more] = await mailTo("handed@example.rw", since);
      expect(more).toEqual([]);
      expect(toVisitor?.subject).toMatch(/^Votre visite de Villa in Rebero : désormais avec Eric, /);
      expect(toVisitor?.body).toContain("se fera désormais avec Eric");
      expect(toVisitor?.body).toMatch(/\/fr\/viewings\/manage\?token=/);
      const visitorInvite = toVisitor?.attachments[0]?.content ?? "";
      expect(visitorInvite).toContain("METHOD:REQUEST");
      expect(visitorInvite).toContain("Eric");
      expect(uid(visitorInvite)).toBe(uid(firstInvite));
      expect(sequence(visitorInvite)).toBeGreaterThan(sequence(firstInvite));
      expect(await mailTo(aline.email, since)).toEqual([]);

      // Eric moves it as his own.
      expect((await move(eric, ahead.id, { startsAt: new Date(startsAt.getTime() + 24 * HOUR).toISOString() })).statusCode).toBe(
        200,
      );
    });

    it("tells the new agent only as they chose, nobody of a lead they took themselves, and refuses a time they have taken", async () => {
      const startsAt = new Date(Math.ceil((Date.now() + 150 * HOUR) / HOUR) * HOUR);
      await t.db
        .update(users)
        .set({ notificationPrefs: { assignment: { bell: true, email: false } } })
        .where(eq(users.id, eric.id));
      const quiet = await bookedViewing(aline, startsAt, "confirmed", "Quiet Visitor");
      const since = new Date();
      expect((await reassign(quiet.leadId, eric.id)).statusCode).toBe(200);
      const bell = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, eric.id), gt(notifications.createdAt, since)));
      expect(bell.map((n) => n.title).sort()).toEqual(["A lead was assigned to you", "A viewing was handed to you"]);
      expect(await mailTo(eric.email, since)).toEqual([]);
      await t.db.update(users).set({ notificationPrefs: null }).where(eq(users.id, eric.id));

      // Taking a lead oneself hands its viewings over without telling anyone but the visitor.
      const taken = await bookedViewing(aline, new Date(startsAt.getTime() + 3 * HOUR), "requested", "Taken Visitor");
      await t.db.update(consultations).set({ assigneeId: null }).where(eq(consultations.id, taken.leadId));
      const later = new Date();
      expect((await reassign(taken.leadId, eric.id, eric)).statusCode).toBe(200);
      expect(await t.db.select().from(notifications).where(gt(notifications.createdAt, later))).toEqual([]);
      expect((await t.db.select().from(viewings).where(eq(viewings.id, taken.id)))[0]?.agentId).toBe(eric.id);

      // Eric already shows another house at the time of Aline's viewing: the lead stays hers.
      const clash = await bookedViewing(aline, new Date(startsAt.getTime() + 6 * HOUR), "requested", "Clash Visitor");
      await bookedViewing(eric, new Date(startsAt.getTime() + 6 * HOUR), "confirmed", "Eric's Visitor");
      const refused = await reassign(clash.leadId, eric.id);
      expect([refused.statusCode, refused.json()]).toEqual([
        409,
        { error: "The new assignee already has a viewing at the time of one of this lead's viewings; move one of them first" },
      ]);
      const [lead] = await t.db.select().from(consultations).where(eq(consultations.id, clash.leadId));
      expect(lead?.assigneeId).toBe(aline.id);
      expect((await t.db.select().from(viewings).where(eq(viewings.id, clash.id)))[0]?.agentId).toBe(aline.id);
    });
  });

  it("books a viewing with the agent named, else the lead's assignee or its listing's agent; a named agent takes an assigned lead", async () => {
    const [lead] = await t.db
      .insert(consultations)
      .values({ kind: "viewing", name: "Walk-in Visitor", email: "walkin@example.rw", message: "Saw the sign.", propertyId })
      .returning({ id: consultations.id });
    const book = (staff: TestStaff, payload: object) =>
      t.app.inject({ method: "POST", url: `/api/consultations/${lead?.id}/viewings`, headers: staff.headers, payload });
    const startsAt = new Date(base + 30 * 24 * HOUR).toISOString();
    const since = new Date();
    const booked = await book(manager, { startsAt });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ status: "requested", startsAt, agent: { _id: aline.id } });
    expect(Date.parse(booked.json().endsAt) - Date.parse(startsAt)).toBe(HOUR);

    // The visitor and the agent get the invitation, as for a booking from the website.
    const sent = await t.db.select().from(outbox).where(gt(outbox.createdAt, since));
    const toVisitor = sent.find((email) => email.to === "walkin@example.rw");
    expect(toVisitor?.attachments[0]?.content).toContain("METHOD:REQUEST");
    expect(toVisitor?.body).toMatch(/\/viewings\/manage\?token=/);
    expect(sent.find((email) => email.to === aline.email)?.attachments[0]?.filename).toBe("viewing.ics");

    const taken = await book(manager, { startsAt, agentId: aline.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe("The agent already has a viewing at that time");
    expect((await book(eric, { startsAt, agentId: aline.id })).statusCode).toBe(403);
    expect((await book(eric, { startsAt })).json().agent._id).toBe(eric.id);

    // An assigned lead: booked with its assignee, or the agent named takes it with its viewings ahead.
    const [erics] = await t.db
      .insert(consultations)
      .values({ kind: "viewing", name: "Eric's Client", email: "erics@example.rw", message: "Phoned.", assigneeId: eric.id })
      .returning({ id: consultations.id });
    const bookFor = (payload: object) =>
      t.app.inject({ method: "POST", url: `/api/consultations/${erics?.id}/viewings`, headers: manager.headers, payload });
    const place = "Office, KG 7 Ave";
    const first = await bookFor({ startsAt: new Date(base + 31 * 24 * HOUR).toISOString(), place });
    expect(first.json().agent._id).toBe(eric.id);
    const since2 = new Date();
    const handed = await bookFor({ startsAt: new Date(base + 32 * 24 * HOUR).toISOString(), agentId: aline.id, place });
    expect(handed.statusCode).toBe(201);
    expect(handed.json().agent._id).toBe(aline.id);
    const [lead2] = await t.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, erics?.id ?? ""));
    expect(lead2).toMatchObject({ assigneeId: aline.id, assignedTo: "Aline" });
    expect((await t.db.select().from(viewings).where(eq(viewings.id, first.json()._id)))[0]?.agentId).toBe(aline.id);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, aline.id), gt(notifications.createdAt, since2)));
    expect(told.map((n) => n.title).sort()).toEqual(["A lead was assigned to you", "A viewing was handed to you"]);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/consultations/${erics?.id}`, headers: eric.headers })).statusCode,
    ).toBe(404);
  });

  it("books a viewing for a lead with no listing only with where it takes place, which its emails and invitation give", async () => {
    const [lead] = await t.db
      .insert(consultations)
      .values({ kind: "viewing", name: "Phoned Visitor", email: "placed@example.rw", message: "Flats in Kacyiru?" })
      .returning({ id: consultations.id });
    const book = (payload: object) =>
      t.app.inject({ method: "POST", url: `/api/consultations/${lead?.id}/viewings`, headers: manager.headers, payload });
    const startsAt = new Date(base + 40 * 24 * HOUR).toISOString();
    const since = new Date();
    for (const place of [undefined, "", "   "]) {
      const refused = await book({ startsAt, place });
      expect([refused.statusCode, refused.json()], String(place)).toEqual([
        400,
        { error: "Please enter where the viewing takes place: this lead has no listing" },
      ]);
    }
    expect(
      await t.db
        .select()
        .from(viewings)
        .where(eq(viewings.consultationId, lead?.id ?? "")),
    ).toEqual([]);
    expect(await t.db.select().from(outbox).where(gt(outbox.createdAt, since))).toEqual([]);

    const booked = await book({ startsAt, place: " Office, KG 7 Ave " });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ listing: null, place: "Office, KG 7 Ave", agent: { _id: manager.id } });
    const listed = await list(manager, range(Date.parse(startsAt), Date.parse(startsAt) + HOUR));
    expect(listed.json()).toEqual([expect.objectContaining({ _id: booked.json()._id, place: "Office, KG 7 Ave" })]);

    const sent = await t.db.select().from(outbox).where(gt(outbox.createdAt, since));
    const toVisitor = sent.find((email) => email.to === "placed@example.rw");
    expect(toVisitor?.subject).toMatch(/^Your viewing at Office, KG 7 Ave: \w+day \w+ \d+, 2027, \d\d:\d\d–\d\d:\d\d$/);
    expect(toVisitor?.body).toMatch(/^Hello Phoned Visitor,\n\nYour viewing at Office, KG 7 Ave is booked for \w+day /);
    const toAgent = sent.find((email) => email.to === manager.email);
    expect(toAgent?.subject).toMatch(/^New viewing booked: Office, KG 7 Ave, /);
    expect(toAgent?.body).toContain("Phoned Visitor booked a viewing at Office, KG 7 Ave on ");
    for (const email of [toVisitor, toAgent]) {
      // Nothing is said of a listing there is none of.
      expect(email?.body).not.toMatch(/“”|\(\)|The property/);
      const ics = email?.attachments[0]?.content ?? "";
      expect(ics).toContain("LOCATION:Office\\, KG 7 Ave");
      expect(ics).toContain("SUMMARY:Viewing: Office\\, KG 7 Ave");
      expect(ics).not.toContain("URL:");
    }

    // A lead with a listing: the viewing takes place at the listing, as its emails say; a place given is not kept.
    const [withListing] = await t.db
      .insert(consultations)
      .values({ kind: "viewing", name: "Listing Visitor", email: "listing@example.rw", message: "The villa.", propertyId })
      .returning({ id: consultations.id });
    const since2 = new Date();
    const atListing = await t.app.inject({
      method: "POST",
      url: `/api/consultations/${withListing?.id}/viewings`,
      headers: manager.headers,
      payload: { startsAt: new Date(base + 41 * 24 * HOUR).toISOString(), place: "Elsewhere" },
    });
    expect(atListing.json()).toMatchObject({ listing: { _id: propertyId, title: "Villa in Rebero" }, place: null });
    const [toListingVisitor] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, "listing@example.rw"), gt(outbox.createdAt, since2)));
    expect(toListingVisitor?.subject).toMatch(/^Your viewing of Villa in Rebero: /);
    expect(toListingVisitor?.body).toContain("Your viewing of “Villa in Rebero” (Rebero) is booked for ");
    expect(toListingVisitor?.body).toMatch(/\n\nThe property: http\S+\/properties\/[\w-]+$/);
    expect(toListingVisitor?.attachments[0]?.content).toContain("LOCATION:Rebero");
  });

  it("records a walk-in booked after the fact without emailing anyone", async () => {
    const [lead] = await t.db
      .insert(consultations)
      .values({ kind: "viewing", name: "Earlier Visitor", email: "earlier@example.rw", message: "Came by.", propertyId })
      .returning({ id: consultations.id });
    const since = new Date();
    const startsAt = new Date(Date.now() - 26 * HOUR).toISOString();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/consultations/${lead?.id}/viewings`,
      headers: manager.headers,
      payload: { startsAt },
    });
    expect(res.statusCode).toBe(201);
    expect(await t.db.select().from(outbox).where(gt(outbox.createdAt, since))).toEqual([]);
  });
});
