import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { LeadSource, ViewingStatus } from "../../domain/enums.ts";
import { addDays, kigaliToday, MAX_REPORT_DAYS, PERIOD_MESSAGES, type Report } from "../../domain/reports.ts";
import { auditLog, consultations, contacts, properties, submissions, viewings } from "../db/schema.ts";
import { AUTO_APPROVED_NOTE } from "../services/submissions.ts";
import { createStaff, freshAddress, setPermissions, type TestStaff, useTestContext } from "../testing.ts";

/**
 * Three weeks of November 2025 (Monday 3 to Sunday 23, Africa/Kigali): six leads inside, two just
 * outside at each end, and viewings booked and held in different weeks.
 */
const PERIOD = "from=2025-11-03&to=2025-11-23";
const HOUR = 3_600_000;

describe("reports", () => {
  const t = useTestContext();
  let manager: TestStaff;
  let alice: TestStaff;
  let bob: TestStaff;
  let villa: string;
  let apartment: string;

  const lead = async (
    createdAt: string,
    source: LeadSource,
    assigneeId: string | null,
    listing: { propertyId?: string; listingTitle?: string },
    responseHours?: number,
  ) => {
    const created = new Date(createdAt);
    const [row] = await t.db
      .insert(consultations)
      .values({
        name: "Visitor",
        email: "visitor@example.rw",
        message: "About a listing",
        source,
        assigneeId,
        ...listing,
        createdAt: created,
        firstResponseAt: responseHours === undefined ? null : new Date(created.getTime() + responseHours * HOUR),
      })
      .returning({ id: consultations.id });
    return row?.id as string;
  };

  const viewing = (consultationId: string, agentId: string, createdAt: string, startsAt: string, status: ViewingStatus) =>
    t.db.insert(viewings).values({
      consultationId,
      agentId,
      createdAt: new Date(createdAt),
      startsAt: new Date(startsAt),
      endsAt: new Date(new Date(startsAt).getTime() + HOUR),
      status,
    });

  const report = async (query: string, staff: TestStaff = manager) => {
    const res = await t.app.inject({ method: "GET", url: `/api/reports?${query}`, headers: staff.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as Report;
  };

  const csv = async (query: string, staff: TestStaff = manager) => {
    const res = await t.app.inject({ method: "GET", url: `/api/reports.csv?${query}`, headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    return { text: res.body, disposition: res.headers["content-disposition"] };
  };

  beforeAll(async () => {
    manager = await createStaff(t, { role: "manager", username: "Mary Manager" });
    alice = await createStaff(t, { role: "agent", username: "Alice" });
    bob = await createStaff(t, { role: "agent", username: "Bob" });
    const listing = { type: "villa", price: 1, location: "Kigali", area: 100, description: "A listing" };
    [villa, apartment] = (
      await t.db
        .insert(properties)
        .values([
          { ...listing, title: "Villa in Nyarutarama" },
          { ...listing, title: "Apartment in Kacyiru" },
        ])
        .returning({ id: properties.id })
    ).map((row) => row.id) as [string, string];

    // Monday 3 November, 08:00 in Kigali: week 45.
    const first = await lead("2025-11-03T06:00:00Z", "website", alice.id, { propertyId: villa }, 2);
    const second = await lead("2025-11-05T10:00:00Z", "phone", alice.id, { propertyId: villa }, 4);
    const third = await lead("2025-11-12T09:00:00Z", "whatsapp", bob.id, { propertyId: apartment }, 1);
    await lead("2025-11-13T09:00:00Z", "website", null, {});
    // A listing deleted since, known by its title; a title that a spreadsheet would run as a formula.
    await lead("2025-11-20T12:00:00Z", "referral", bob.id, { listingTitle: '=HYPERLINK("http://x.example","Old plot")' }, 10);
    // 00:30 on 3 November in Kigali is still 2 November in UTC: inside the period.
    await lead("2025-11-02T22:30:00Z", "website", null, {});
    // 23:30 on 2 November and 00:30 on 24 November in Kigali: outside.
    await lead("2025-11-02T21:30:00Z", "website", alice.id, { propertyId: villa }, 1);
    await lead("2025-11-23T22:30:00Z", "phone", bob.id, { propertyId: villa }, 1);

    await viewing(first, alice.id, "2025-11-04T10:00:00Z", "2025-11-06T10:00:00Z", "done");
    await viewing(second, alice.id, "2025-11-05T10:00:00Z", "2025-11-11T10:00:00Z", "no-show");
    await viewing(third, bob.id, "2025-11-12T10:00:00Z", "2025-11-18T10:00:00Z", "done");
    // Booked in the period, due after it; booked before it, cancelled within it.
    await viewing(third, bob.id, "2025-11-19T10:00:00Z", "2025-11-25T10:00:00Z", "confirmed");
    await viewing(third, bob.id, "2025-10-30T10:00:00Z", "2025-11-20T10:00:00Z", "cancelled");
    await viewing(first, alice.id, "2025-11-20T10:00:00Z", "2025-11-21T08:00:00Z", "requested");
  });

  it("counts a manager's leads, response times and viewings over the period", async () => {
    const r = await report(PERIOD);
    expect(r.period).toEqual({ from: "2025-11-03", to: "2025-11-23", days: 21 });
    expect(r.totals).toEqual({
      leads: 6,
      responded: 4,
      medianResponseHours: 3,
      averageResponseHours: 4.3,
      viewingsBooked: 5,
      viewingsDone: 2,
      viewingsNoShow: 1,
      viewingsCancelled: 1,
    });
    expect(r.bySource).toEqual([
      { source: "website", leads: 3 },
      { source: "phone", leads: 1 },
      { source: "walk-in", leads: 0 },
      { source: "whatsapp", leads: 1 },
      { source: "referral", leads: 1 },
      { source: "portal", leads: 0 },
      { source: "other", leads: 0 },
    ]);
    expect(r.byListing).toEqual({
      top: [
        { propertyId: villa, title: "Villa in Nyarutarama", leads: 2 },
        { propertyId: null, title: '=HYPERLINK("http://x.example","Old plot")', leads: 1 },
        { propertyId: apartment, title: "Apartment in Kacyiru", leads: 1 },
      ],
      other: 0,
      none: 2,
    });
  });

  it("splits leads, response times and viewings by agent, the unassigned leads last", async () => {
    const r = await report(PERIOD);
    const figures = (leads: number, responded: number, median: number | null, average: number | null) => ({
      leads,
      responded,
      medianResponseHours: median,
      averageResponseHours: average,
    });
    expect(r.byAgent).toEqual([
      {
        agentId: alice.id,
        name: "Alice",
        ...figures(2, 2, 3, 3),
        viewingsBooked: 3,
        viewingsDone: 1,
        viewingsNoShow: 1,
        viewingsCancelled: 0,
      },
      {
        agentId: bob.id,
        name: "Bob",
        ...figures(2, 2, 5.5, 5.5),
        viewingsBooked: 2,
        viewingsDone: 1,
        viewingsNoShow: 0,
        viewingsCancelled: 1,
      },
      {
        agentId: null,
        name: null,
        ...figures(2, 0, null, null),
        viewingsBooked: 0,
        viewingsDone: 0,
        viewingsNoShow: 0,
        viewingsCancelled: 0,
      },
    ]);
  });

  it("gives every ISO week of the period, in Africa/Kigali", async () => {
    const r = await report(PERIOD);
    expect(r.byWeek).toEqual([
      {
        week: "2025-11-03",
        isoWeek: "2025-W45",
        leads: 3,
        responded: 2,
        medianResponseHours: 3,
        averageResponseHours: 3,
        viewingsBooked: 2,
        viewingsDone: 1,
        viewingsNoShow: 0,
        viewingsCancelled: 0,
      },
      {
        week: "2025-11-10",
        isoWeek: "2025-W46",
        leads: 2,
        responded: 1,
        medianResponseHours: 1,
        averageResponseHours: 1,
        viewingsBooked: 1,
        viewingsDone: 0,
        viewingsNoShow: 1,
        viewingsCancelled: 0,
      },
      {
        week: "2025-11-17",
        isoWeek: "2025-W47",
        leads: 1,
        responded: 1,
        medianResponseHours: 10,
        averageResponseHours: 10,
        viewingsBooked: 2,
        viewingsDone: 1,
        viewingsNoShow: 0,
        viewingsCancelled: 1,
      },
    ]);
  });

  it("counts only the days asked for", async () => {
    const r = await report("from=2025-11-10&to=2025-11-12");
    expect(r.totals).toMatchObject({ leads: 1, viewingsBooked: 1, viewingsNoShow: 1 });
    expect(r.byWeek.map((w) => w.week)).toEqual(["2025-11-10"]);
    const empty = await report("from=2024-01-01&to=2024-01-07");
    expect(empty.totals).toMatchObject({ leads: 0, responded: 0, medianResponseHours: null, viewingsBooked: 0 });
    expect(empty.byAgent).toEqual([]);
  });

  it("names the ten listings with the most leads and counts the others together", async () => {
    for (let n = 0; n < 12; n++) await lead("2025-12-01T08:00:00Z", "portal", null, { listingTitle: `Plot ${n}` });
    await lead("2025-12-01T09:00:00Z", "portal", null, { listingTitle: "Plot 5" });
    const { byListing } = await report("from=2025-12-01&to=2025-12-01");
    expect(byListing.top).toHaveLength(10);
    expect(byListing.top[0]).toEqual({ propertyId: null, title: "Plot 5", leads: 2 });
    expect(byListing.top.slice(1).map((row) => row.title)).toEqual([0, 1, 10, 11, 2, 3, 4, 6, 7].map((n) => `Plot ${n}`));
    expect(byListing).toMatchObject({ other: 2, none: 0 });
  });

  it("counts for an agent only their own and the unassigned leads, and their own viewings", async () => {
    const r = await report(PERIOD, alice);
    expect(r.totals).toEqual({
      leads: 4,
      responded: 2,
      medianResponseHours: 3,
      averageResponseHours: 3,
      viewingsBooked: 3,
      viewingsDone: 1,
      viewingsNoShow: 1,
      viewingsCancelled: 0,
    });
    expect(r.byAgent.map((row) => row.agentId)).toEqual([alice.id, null]);
    expect(r.bySource.filter((row) => row.leads > 0)).toEqual([
      { source: "website", leads: 3 },
      { source: "phone", leads: 1 },
    ]);
    expect(r.byListing).toEqual({ top: [{ propertyId: villa, title: "Villa in Nyarutarama", leads: 2 }], other: 0, none: 2 });
    const agents = await csv(`${PERIOD}&section=agents`, alice);
    expect(agents.text).not.toContain("Bob");
  });

  it("covers the last 30 days when no period is given", async () => {
    await lead(new Date().toISOString(), "walk-in", null, {});
    const r = await report("");
    const today = kigaliToday();
    expect(r.period).toEqual({ from: addDays(today, -29), to: today, days: 30 });
    expect(r.bySource.find((row) => row.source === "walk-in")).toEqual({ source: "walk-in", leads: 1 });
  });

  it("exports each section as CSV with a header row, formulas defused", async () => {
    const weeks = await csv(`${PERIOD}&section=weeks`);
    expect(weeks.disposition).toBe('attachment; filename="report-weeks-2025-11-03-to-2025-11-23.csv"');
    expect(weeks.text).toBe(
      "\uFEFFWeek starting (Monday),ISO week,Leads,Responded,Median first response (hours),Average first response (hours),Viewings booked,Viewings done,No-shows,Cancelled\r\n" +
        "2025-11-03,2025-W45,3,2,3,3,2,1,0,0\r\n" +
        "2025-11-10,2025-W46,2,1,1,1,1,0,1,0\r\n" +
        "2025-11-17,2025-W47,1,1,10,10,2,1,0,1\r\n",
    );
    expect((await csv(`${PERIOD}&section=sources`)).text).toBe(
      "\uFEFFSource,Leads\r\nWebsite,3\r\nPhone call,1\r\nWalk-in,0\r\nWhatsApp,1\r\nReferral,1\r\nPortal,0\r\nOther,0\r\n",
    );
    expect((await csv(`${PERIOD}&section=listings`)).text).toBe(
      "\uFEFFListing,Listing ID,Leads\r\n" +
        `Villa in Nyarutarama,${villa},2\r\n` +
        `"'=HYPERLINK(""http://x.example"",""Old plot"")",,1\r\n` +
        `Apartment in Kacyiru,${apartment},1\r\n` +
        "Other listings,,0\r\nNo listing,,2\r\n",
    );
    expect((await csv(`${PERIOD}&section=agents`)).text).toBe(
      "\uFEFFAgent,Leads,Responded,Median first response (hours),Average first response (hours),Viewings booked,Viewings done,No-shows,Cancelled\r\n" +
        "Alice,2,2,3,3,3,1,1,0\r\n" +
        "Bob,2,2,5.5,5.5,2,1,0,1\r\n" +
        "Unassigned,2,0,,,0,0,0,0\r\n",
    );
  });

  describe("contact messages and submissions", () => {
    /** Monday 5 to Sunday 11 January 2026: one week of every kind of lead. */
    const WEEK = "from=2026-01-05&to=2026-01-11";

    const message = async (createdAt: Date, assigneeId: string | null, personId: string | null = null) => {
      const [row] = await t.db
        .insert(contacts)
        .values({
          name: "Writer",
          email: "writer@example.rw",
          subject: "A question",
          message: "Hello",
          assigneeId,
          personId,
          createdAt,
        })
        .returning({ id: contacts.id });
      return row?.id as string;
    };
    const submission = async (
      createdAt: Date,
      assigneeId: string | null,
      more: Partial<typeof submissions.$inferInsert> = {},
    ) => {
      const [row] = await t.db
        .insert(submissions)
        .values({
          title: "House to sell",
          type: "house",
          price: 1,
          location: "Kigali",
          area: 100,
          description: "A house",
          contactName: "Owner",
          contactEmail: "owner@example.rw",
          contactPhone: "+250788000000",
          assigneeId,
          createdAt,
          ...more,
        })
        .returning({ id: submissions.id });
      return row?.id as string;
    };
    /**
     * What the audit trigger writes when a staff member changes a record: its changed columns. Written
     * as the log's owner, back-dated: the app's role may not write the log itself.
     */
    const staffChange = (entityType: string, entityId: string, at: Date, after: Record<string, unknown>) =>
      t.owner.insert(auditLog).values({ actorId: manager.id, action: "update", entityType, entityId, after, createdAt: at });
    const hoursAfter = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR);

    beforeAll(async () => {
      const monday = new Date("2026-01-05T08:00:00Z");
      const answeredMessage = await message(monday, alice.id);
      await staffChange("contact", answeredMessage, hoursAfter(monday, 2), { status: "read" });
      const noted = new Date("2026-01-06T08:00:00Z");
      const notedMessage = await message(noted, bob.id);
      await staffChange("contact", notedMessage, hoursAfter(noted, 6), { notes: "Called back" });
      await staffChange("contact", notedMessage, hoursAfter(noted, 9), { status: "replied" });
      await message(new Date("2026-01-07T08:00:00Z"), null);
      const reviewed = new Date("2026-01-08T08:00:00Z");
      const reviewedSubmission = await submission(reviewed, alice.id);
      await staffChange("submission", reviewedSubmission, hoursAfter(reviewed, 4), { status: "approved", admin_notes: "Fine" });
      await submission(new Date("2026-01-09T08:00:00Z"), bob.id);
      const request = await lead("2026-01-05T10:00:00Z", "website", alice.id, { propertyId: villa }, 1);
      await t.db.update(consultations).set({ kind: "viewing" }).where(eq(consultations.id, request));
      await viewing(request, alice.id, "2026-01-06T10:00:00Z", "2026-01-08T10:00:00Z", "done");
    });

    it("counts them as leads by kind, source, listing, agent and week, with their first responses", async () => {
      const r = await report(WEEK);
      expect(r.totals).toEqual({
        leads: 6,
        responded: 4,
        medianResponseHours: 3,
        averageResponseHours: 3.3,
        viewingsBooked: 1,
        viewingsDone: 1,
        viewingsNoShow: 0,
        viewingsCancelled: 0,
      });
      const kind = (leads: number, responded: number, median: number | null, average: number | null) => ({
        leads,
        responded,
        medianResponseHours: median,
        averageResponseHours: average,
      });
      expect(r.byKind).toEqual([
        { kind: "consultation", ...kind(0, 0, null, null) },
        { kind: "inquiry", ...kind(0, 0, null, null) },
        { kind: "viewing", ...kind(1, 1, 1, 1) },
        { kind: "contact", ...kind(3, 2, 4, 4) },
        { kind: "submission", ...kind(2, 1, 4, 4) },
      ]);
      expect(r.bySource.filter((row) => row.leads > 0)).toEqual([{ source: "website", leads: 6 }]);
      // Messages and submissions are about no listing.
      expect(r.byListing).toEqual({ top: [{ propertyId: villa, title: "Villa in Nyarutarama", leads: 1 }], other: 0, none: 5 });
      expect(r.byAgent.map((row) => [row.name, row.leads, row.responded, row.medianResponseHours, row.viewingsDone])).toEqual([
        ["Alice", 3, 3, 2, 1],
        ["Bob", 2, 1, 6, 0],
        [null, 1, 0, null, 0],
      ]);
      expect(r.byWeek).toEqual([expect.objectContaining({ week: "2026-01-05", leads: 6, responded: 4, viewingsBooked: 1 })]);
    });

    it("counts for an agent only their own and the unassigned messages and submissions", async () => {
      const r = await report(WEEK, alice);
      expect(r.totals).toMatchObject({ leads: 4, responded: 3 });
      expect(r.byKind.filter((row) => row.leads > 0).map((row) => [row.kind, row.leads])).toEqual([
        ["viewing", 1],
        ["contact", 2],
        ["submission", 1],
      ]);
      expect(r.byAgent.map((row) => row.agentId)).toEqual([alice.id, null]);
      expect((await csv(`${WEEK}&section=kinds`, alice)).text).toBe(
        "\uFEFFKind,Leads,Responded,Median first response (hours),Average first response (hours)\r\n" +
          "Consultation request,0,0,,\r\nProperty inquiry,0,0,,\r\nViewing request,1,1,1,1\r\n" +
          "Contact message,2,1,2,2\r\nProperty submission,1,1,4,4\r\n",
      );
      expect((await csv(`${WEEK}&section=agents`, alice)).text).not.toContain("Bob");
    });

    it("takes a staff member's change in the back office as the first response, not round-robin or an erasure", async () => {
      const today = kigaliToday();
      const days = `from=${addDays(today, -1)}&to=${today}`;
      const before = (await report(days)).byKind;
      const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
      // Given in turn to Alice by round-robin, then answered by the manager.
      const answered = await message(twoHoursAgo, alice.id);
      const marked = await t.app.inject({
        method: "PATCH",
        url: `/api/contacts/${answered}`,
        headers: manager.headers,
        payload: { status: "read" },
      });
      expect(marked.statusCode).toBe(200);
      await message(twoHoursAgo, alice.id);
      const assigned = await submission(twoHoursAgo, null);
      const assign = await t.app.inject({
        method: "PATCH",
        url: `/api/submissions/${assigned}/assignee`,
        headers: manager.headers,
        payload: { assigneeId: bob.id },
      });
      expect(assign.statusCode).toBe(200);
      // Erasing the data of a writer, whose message and automatically approved submission nobody answered, is no answer.
      const sent = await t.app.inject({
        method: "POST",
        url: "/api/contacts",
        payload: { name: "Claude Mugisha", email: "claude@example.rw", subject: "Erase me", message: "Please forget me." },
        remoteAddress: freshAddress(),
      });
      expect(sent.statusCode).toBe(201);
      const [written] = await t.db.select({ personId: contacts.personId }).from(contacts).where(eq(contacts.id, sent.json()._id));
      const personId = written?.personId as string;
      await submission(twoHoursAgo, null, { personId, status: "approved", adminNotes: AUTO_APPROVED_NOTE });
      const erased = await t.app.inject({ method: "POST", url: `/api/people/${personId}/erase`, headers: manager.headers });
      expect(erased.statusCode).toBe(200);
      expect(erased.json()).toMatchObject({ messages: 1, submissions: 1 });

      const after = (await report(days)).byKind;
      const figures = (rows: Report["byKind"], kind: string) => rows.find((row) => row.kind === kind);
      expect(figures(after, "contact")).toEqual({
        kind: "contact",
        leads: (figures(before, "contact")?.leads ?? 0) + 3,
        responded: (figures(before, "contact")?.responded ?? 0) + 1,
        medianResponseHours: 2,
        averageResponseHours: 2,
      });
      expect(figures(after, "submission")).toMatchObject({ leads: 2, responded: 1, medianResponseHours: 2 });
    });
  });

  it("refuses a bad period or section with 400 and a message", async () => {
    const tooLong = `from=${addDays("2025-11-23", 1 - MAX_REPORT_DAYS - 1)}&to=2025-11-23`;
    for (const [url, message] of [
      ["/api/reports?from=2025-11-10&to=2025-11-01", PERIOD_MESSAGES.order],
      [`/api/reports?${tooLong}`, PERIOD_MESSAGES.length],
      ["/api/reports?from=2025-02-30", PERIOD_MESSAGES.date],
      ["/api/reports?to=yesterday", PERIOD_MESSAGES.date],
      ["/api/reports.csv?from=2025-11-10&to=2025-11-01&section=weeks", PERIOD_MESSAGES.order],
      [`/api/reports.csv?${PERIOD}`, PERIOD_MESSAGES.section],
      [`/api/reports.csv?${PERIOD}&section=everything`, PERIOD_MESSAGES.section],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url, headers: manager.headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toContain(message);
    }
  });

  it("is refused to staff not allowed to see reports", async () => {
    await setPermissions(t, { viewReports: false });
    try {
      for (const url of [`/api/reports?${PERIOD}`, `/api/reports.csv?${PERIOD}&section=weeks`]) {
        const res = await t.app.inject({ method: "GET", url, headers: manager.headers });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: expect.any(String) });
      }
    } finally {
      await setPermissions(t, { viewReports: true });
    }
  });

  it("is for signed-in staff only", async () => {
    for (const url of [`/api/reports?${PERIOD}`, `/api/reports.csv?${PERIOD}&section=weeks`]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });
});
