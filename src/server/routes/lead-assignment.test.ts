import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { consultations, contacts, notifications, outbox, submissions, uploads, users } from "../db/schema.ts";
import { createStaff, freshAddress, type TestStaff, useStaff, useTestContext, withSetting } from "../testing.ts";

/** Whom a lead sent to a public form's URL was given to, as stored (the visitor's reply does not say). */
async function storedAssignee(db: Db, url: string, id: string): Promise<string | null> {
  const table = url === "/api/contacts" ? contacts : url === "/api/submissions" ? submissions : consultations;
  const [row] = await db.select({ assigneeId: table.assigneeId }).from(table).where(eq(table.id, id));
  return row?.assigneeId ?? null;
}

const lead = { name: "Aline Uwase", email: "aline@example.rw", message: "I would like advice on buying in Kigali." };
const message = { name: "Jean Bosco", email: "jean@example.rw", subject: "Office visit", message: "Can I visit on Monday?" };

describe("assigning leads", () => {
  const t = useTestContext();
  const manager = useStaff(t, { role: "manager", username: "Grace Manager" });
  const agent = useStaff(t, { role: "agent", username: "Eric Agent" });
  const otherAgent = useStaff(t, { role: "agent", username: "Olivier Agent" });

  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, remoteAddress: freshAddress() });
  const assign = (id: string, assigneeId: string | null, by: TestStaff) =>
    t.app.inject({ method: "PUT", url: `/api/consultations/${id}`, headers: by.headers, payload: { assigneeId } });
  /** Assignments in one staff member's bell (unassigned new leads also reach every staff member). */
  const bellOf = (user: TestStaff) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, "assignment")));
  /** Assignment emails to one staff member (every staff member also gets the new-lead email). */
  const assignmentMailTo = (user: TestStaff) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, user.email), eq(outbox.subject, "A lead was assigned to you")));

  it("assigns a lead to a staff member chosen by id, who is told in the bell and by email with a link that opens it", async () => {
    const id = (await post("/api/consultations", lead)).json()._id;
    const res = await assign(id, agent.id, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ assigneeId: agent.id, assignedTo: "Eric Agent" });

    const bell = await bellOf(agent);
    expect(bell).toEqual([
      expect.objectContaining({
        type: "assignment",
        title: "A lead was assigned to you",
        message: expect.stringContaining("Aline Uwase (aline@example.rw)"),
        link: `/admin/consultations?open=${id}`,
        read: false,
      }),
    ]);
    expect(await assignmentMailTo(agent)).toEqual([
      expect.objectContaining({ body: expect.stringContaining(`${t.app.linkKeys.publicUrl}/admin/consultations?open=${id}`) }),
    ]);
    // Nobody else hears of it in their own bell.
    expect(await bellOf(otherAgent)).toEqual([]);

    // The list reads it back, and unassigning blanks the mirrored name.
    const unassigned = await assign(id, null, manager);
    expect(unassigned.json()).toMatchObject({ assigneeId: null, assignedTo: "" });
  });

  it("counts the first staff action as the first response, and tells nobody of a lead they took themselves", async () => {
    const id = (await post("/api/consultations", lead)).json()._id;
    const firstResponse = async () =>
      (await t.db.select({ at: consultations.firstResponseAt }).from(consultations).where(eq(consultations.id, id)))[0]?.at;
    expect(await firstResponse()).toBeNull();

    const before = (await bellOf(agent)).length;
    expect((await assign(id, agent.id, agent)).statusCode).toBe(200);
    const first = await firstResponse();
    expect(first).toBeInstanceOf(Date);
    expect(await bellOf(agent)).toHaveLength(before);

    // A later action keeps the first response where it was.
    await t.app.inject({
      method: "PUT",
      url: `/api/consultations/${id}`,
      headers: agent.headers,
      payload: { status: "contacted" },
    });
    expect(await firstResponse()).toEqual(first);
  });

  it("refuses an unknown or inactive assignee with 400, changing nothing", async () => {
    const id = (await post("/api/consultations", lead)).json()._id;
    const gone = await createStaff(t, { role: "agent" });
    await t.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    for (const assigneeId of [gone.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await assign(id, assigneeId, manager);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Choose an active staff member to assign the lead to" });
    }
    expect((await assign(id, "Diane", manager)).statusCode).toBe(400);
    const [row] = await t.db.select().from(consultations).where(eq(consultations.id, id));
    expect(row?.assigneeId).toBeNull();
  });

  it("lets an agent take an unassigned lead and hand it on, but answers another agent's lead as missing", async () => {
    const id = (await post("/api/consultations", lead)).json()._id;
    expect((await assign(id, otherAgent.id, agent)).json().assigneeId).toBe(otherAgent.id);
    const refused = await assign(id, agent.id, agent);
    expect(refused.statusCode).toBe(404);
    const note = await t.app.inject({
      method: "PUT",
      url: `/api/consultations/${id}`,
      headers: agent.headers,
      payload: { notes: "Not mine" },
    });
    expect(note.statusCode).toBe(404);
    expect((await assign(id, agent.id, otherAgent)).json().assigneeId).toBe(agent.id);
  });

  it("assigns contact messages and submissions with the same rules and tells the assignee", async () => {
    const contactId = (await post("/api/contacts", message)).json()._id;
    const contact = await t.app.inject({
      method: "PATCH",
      url: `/api/contacts/${contactId}`,
      headers: manager.headers,
      payload: { assigneeId: otherAgent.id },
    });
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toMatchObject({ assigneeId: otherAgent.id, status: "new" });

    const images = Array.from({ length: 3 }, () => `/uploads/${crypto.randomUUID()}-1600.webp`);
    await t.db.insert(uploads).values(images.map((url) => ({ url, keys: [], width: 10, height: 10, bytes: 10 })));
    const sent = await post("/api/submissions", {
      title: "Family house in Kicukiro",
      location: "Kicukiro, Kigali",
      description: "Four bedrooms and a garden.",
      type: "House",
      price: "RWF 120,000,000",
      bedrooms: 4,
      bathrooms: 3,
      area: "350 sqm",
      contactName: "Patrick N.",
      contactEmail: "patrick@example.rw",
      contactPhone: "+250 788 444 555",
      images,
    });
    expect(sent.statusCode).toBe(201);
    const submissionId = sent.json()._id;
    const assignSubmission = (assigneeId: string | null, by: TestStaff) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/submissions/${submissionId}/assignee`,
        headers: by.headers,
        payload: { assigneeId },
      });
    const submission = await assignSubmission(otherAgent.id, manager);
    expect(submission.statusCode).toBe(200);
    expect(submission.json()).toMatchObject({ assigneeId: otherAgent.id, status: "pending" });
    // Another agent cannot see it, so cannot take it.
    expect((await assignSubmission(agent.id, agent)).statusCode).toBe(404);

    const links = (await bellOf(otherAgent)).map((n) => n.link);
    expect(links).toEqual(
      expect.arrayContaining([`/admin/contacts?open=${contactId}`, `/admin/submissions?open=${submissionId}`]),
    );
  });
});

describe("round-robin", () => {
  const t = useTestContext();
  let first: TestStaff;
  let second: TestStaff;

  beforeAll(async () => {
    // Created in this order, none assigned yet: the first created waits longest.
    first = await createStaff(t, { role: "manager", username: "First in turn" });
    await createStaff(t, { role: "superadmin" });
    const away = await createStaff(t, { role: "agent" });
    const inactive = await createStaff(t, { role: "agent" });
    second = await createStaff(t, { role: "agent", username: "Second in turn" });
    await t.db.update(users).set({ away: true }).where(eq(users.id, away.id));
    await t.db.update(users).set({ active: false }).where(eq(users.id, inactive.id));
  });

  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, remoteAddress: freshAddress() });
  /** Sends a public form and answers whom its lead was given to. */
  const assigneeOfSent = async (url: string, payload: object) => storedAssignee(t.db, url, (await post(url, payload)).json()._id);

  it("leaves new leads unassigned while it is off", async () => {
    expect(await assigneeOfSent("/api/consultations", lead)).toBeNull();
    expect(await assigneeOfSent("/api/contacts", message)).toBeNull();
  });

  it("gives each new website lead in turn to active managers and agents who are not away, longest waiting first", async () => {
    const bellOfSecond = () => t.db.select().from(notifications).where(eq(notifications.userId, second.id));
    const before = new Set((await bellOfSecond()).map((n) => n.id));
    await withSetting(t, "crmSettings", { roundRobin: true }, async () => {
      const assignees: string[] = [];
      for (const url of ["/api/consultations", "/api/contacts", "/api/consultations", "/api/contacts"]) {
        const res = await post(url, url === "/api/contacts" ? message : lead);
        expect(res.statusCode).toBe(201);
        assignees.push((await storedAssignee(t.db, url, res.json()._id)) ?? "");
      }
      expect(assignees).toEqual([first.id, second.id, first.id, second.id]);
      const [consultation] = await t.db
        .select({ assignedTo: consultations.assignedTo })
        .from(consultations)
        .where(eq(consultations.assigneeId, first.id))
        .limit(1);
      expect(consultation?.assignedTo).toBe("First in turn");
      // Each new lead's notification goes to its assignee alone.
      const told = (await bellOfSecond()).filter((n) => !before.has(n.id));
      expect(told.map((n) => n.type)).toEqual(["contact", "contact"]);

      // A new agent, who never had a lead, waits longest and is next.
      const back = await createStaff(t, { role: "agent" });
      expect(await assigneeOfSent("/api/consultations", lead)).toBe(back.id);
    });
  });

  it("shares leads sent at the same moment evenly between the people in turn", async () => {
    await withSetting(t, "crmSettings", { roundRobin: true }, async () => {
      // Only these two take leads in turn here.
      await t.db.update(users).set({ away: true });
      await t.db.update(users).set({ away: false, lastAssignedAt: null }).where(eq(users.id, first.id));
      await t.db.update(users).set({ away: false, lastAssignedAt: null }).where(eq(users.id, second.id));
      const replies = await Promise.all(Array.from({ length: 10 }, () => post("/api/consultations", lead)));
      const counts = new Map<string, number>();
      for (const reply of replies) {
        expect(reply.statusCode).toBe(201);
        const id = (await storedAssignee(t.db, "/api/consultations", reply.json()._id)) ?? "";
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      expect(Object.fromEntries(counts)).toEqual({ [first.id]: 5, [second.id]: 5 });
    });
  });

  it("tells a website lead's assignee in turn once, in the bell and by email, with no second 'assigned to you'", async () => {
    await t.db.update(users).set({ away: true });
    // The only one taking leads in turn.
    const turn = await createStaff(t, { role: "agent", username: "Only in turn" });
    const images = Array.from({ length: 3 }, () => `/uploads/${crypto.randomUUID()}-1600.webp`);
    await t.db.insert(uploads).values(images.map((url) => ({ url, keys: [], width: 10, height: 10, bytes: 10 })));
    const submission = {
      title: "Plot in Rebero",
      location: "Rebero, Kigali",
      description: "A plot with a view.",
      type: "Land",
      price: "RWF 40,000,000",
      area: "600 sqm",
      contactName: "Patrick N.",
      contactEmail: "patrick@example.rw",
      contactPhone: "+250 788 444 555",
      images,
    };
    await withSetting(t, "crmSettings", { roundRobin: true }, async () => {
      for (const [url, payload, link, type] of [
        ["/api/consultations", lead, "/admin/consultations?open=", "consultation"],
        ["/api/contacts", message, "/admin/contacts?open=", "contact"],
        ["/api/submissions", submission, "/admin/submissions?open=", "submission"],
      ] as const) {
        const res = await post(url, payload);
        expect(res.statusCode, url).toBe(201);
        expect(await storedAssignee(t.db, url, res.json()._id), url).toBe(turn.id);
        const opens = `${link}${res.json()._id}`;
        const bell = await t.db.select().from(notifications).where(eq(notifications.link, opens));
        expect(
          bell.map((n) => [n.userId, n.type]),
          url,
        ).toEqual([[turn.id, type]]);
        const emails = (await t.db.select().from(outbox).where(eq(outbox.to, turn.email))).filter((m) => m.body.includes(opens));
        expect(emails, url).toHaveLength(1);
      }
    });
  });
});
