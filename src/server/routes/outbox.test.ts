import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, consultations, outbox } from "../db/schema.ts";
import { MAX_ATTEMPTS } from "../services/mailer.ts";
import {
  createStaff,
  createTestContext,
  latestActivity,
  MISSING_ID,
  smtpStandIn,
  type TestContext,
  type TestStaff,
  useStaff,
  useTestContext,
} from "../testing.ts";

describe("outbox API", () => {
  const t = useTestContext();
  const superadmin = useStaff(t, { role: "superadmin" });
  const admin = useStaff(t, { role: "manager" });
  beforeAll(async () => {
    const base = Date.parse("2026-09-01T08:00:00Z");
    await t.db.insert(outbox).values(
      Array.from({ length: 102 }, (_, i) => ({
        to: "staff@kigaliestates.rw",
        subject: `New consultation ${i}`,
        body: `Someone asked about a villa (${i}).`,
        status: i === 101 ? ("sent" as const) : ("kept" as const),
        attempts: i === 101 ? 1 : 0,
        createdAt: new Date(base + i * 1000),
        sentAt: i === 101 ? new Date(base + i * 1000 + 500) : null,
      })),
    );
  });

  it("lists the 100 latest staff emails for a superadmin", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/outbox", headers: superadmin.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(100);
    expect(list[0]).toEqual({
      _id: expect.any(String),
      to: "staff@kigaliestates.rw",
      subject: "New consultation 101",
      body: "Someone asked about a villa (101).",
      headers: {},
      status: "sent",
      attempts: 1,
      lastError: null,
      createdAt: "2026-09-01T08:01:41.000Z",
      sentAt: "2026-09-01T08:01:41.500Z",
    });
    expect(list[1]).toMatchObject({ subject: "New consultation 100", status: "kept", sentAt: null });
    expect(list[99].subject).toBe("New consultation 2");
  });

  it("is for superadmins only: 403 for an admin, 401 without a session", async () => {
    const asAdmin = await t.app.inject({ method: "GET", url: "/api/outbox", headers: admin.headers });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toEqual({ error: "Only a superadmin can do this" });
    expect((await t.app.inject({ method: "GET", url: "/api/outbox" })).statusCode).toBe(401);
  });
});

describe("failed emails and SMS, and their resend", () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof smtpStandIn>>;
  let superadmin: TestStaff;
  let manager: TestStaff;
  let agent: TestStaff;
  let colleague: TestStaff;

  beforeAll(async () => {
    smtp = await smtpStandIn();
    t = await createTestContext({ env: { SMTP_URL: smtp.url } });
    superadmin = await createStaff(t, { role: "superadmin", username: "Grace Superadmin" });
    manager = await createStaff(t, { role: "manager" });
    agent = await createStaff(t, { role: "agent" });
    colleague = await createStaff(t, { role: "agent" });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await t.db.delete(outbox);
  });

  async function leadOf(assigneeId: string | null) {
    const [row] = await t.db
      .insert(consultations)
      .values({ kind: "consultation", name: "Aline Uwase", email: "aline@example.rw", message: "A villa?", assigneeId })
      .returning({ id: consultations.id });
    return row?.id ?? "";
  }

  /** A message that failed on its last try, about a lead or about none. */
  async function failed(subject: string, options: { to?: string; leadId?: string; at?: Date } = {}) {
    const at = options.at ?? new Date();
    const [row] = await t.db
      .insert(outbox)
      .values({
        to: options.to ?? "agent@kigaliestates.rw",
        subject,
        body: `${subject}: Aline Uwase`,
        status: "failed",
        attempts: MAX_ATTEMPTS,
        lastError: "421 Service not available",
        lastAttemptAt: at,
        createdAt: new Date(at.getTime() - 25 * 3_600_000),
        ...(options.leadId ? { leadType: "consultation" as const, leadId: options.leadId } : {}),
      })
      .returning({ id: outbox.id });
    return row?.id ?? "";
  }

  const list = (staff: TestStaff) => t.app.inject({ method: "GET", url: "/api/outbox/failed", headers: staff.headers });
  const resend = (staff: TestStaff | undefined, id: string) =>
    t.app.inject({ method: "POST", url: `/api/outbox/${id}/resend`, ...(staff ? { headers: staff.headers } : {}) });
  const row = async (id: string) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];

  it("lists the failed messages each staff member may resend, the last to fail first, with the lead each is about", async () => {
    const base = Date.now() - 3_600_000;
    const mine = await leadOf(agent.id);
    const theirs = await leadOf(colleague.id);
    const unassigned = await leadOf(null);
    const aboutMine = await failed("A lead was assigned to you", { leadId: mine, at: new Date(base + 4000) });
    const aboutTheirs = await failed("New consultation request", {
      to: "sms:+250788123456",
      leadId: theirs,
      at: new Date(base + 3000),
    });
    const aboutUnassigned = await failed("New consultation request", { leadId: unassigned, at: new Date(base + 2000) });
    const aboutNoLead = await failed("New sign-in", { at: new Date(base + 1000) });
    await t.db.insert(outbox).values({
      to: "agent@kigaliestates.rw",
      subject: "Sent",
      body: "b",
      status: "sent",
      leadType: "consultation",
      leadId: mine,
    });

    const everything = await list(manager);
    expect(everything.statusCode).toBe(200);
    expect(everything.json().total).toBe(4);
    expect(everything.json().messages.map((m: { _id: string }) => m._id)).toEqual([
      aboutMine,
      aboutTheirs,
      aboutUnassigned,
      aboutNoLead,
    ]);
    expect(everything.json().messages[1]).toEqual({
      _id: aboutTheirs,
      channel: "sms",
      to: "+250788123456",
      subject: "New consultation request",
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastError: "421 Service not available",
      createdAt: expect.any(String),
      lastAttemptAt: new Date(base + 3000).toISOString(),
      lead: { type: "consultation", id: theirs, href: `/admin/consultations?open=${theirs}` },
    });
    expect(everything.json().messages[3].lead).toBeNull();
    expect((await list(superadmin)).json().total).toBe(4);
    // An agent: messages about their own leads and the unassigned ones; none about a colleague's lead or about no lead.
    const own = (await list(agent)).json();
    expect(own.total).toBe(2);
    expect(own.messages.map((m: { _id: string }) => m._id)).toEqual([aboutMine, aboutUnassigned]);
    expect((await t.app.inject({ method: "GET", url: "/api/outbox/failed" })).statusCode).toBe(401);
  });

  it("sends a failed message again at once, with a new day of tries, in the staff member's name in the audit and activity logs", async () => {
    const id = await failed("A lead was assigned to you", { leadId: await leadOf(agent.id) });
    const before = smtp.received.length;
    const res = await resend(agent, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, status: "pending", attempts: 0, channel: "email" });
    await t.app.deliverOutbox();
    expect(smtp.received.slice(before)).toEqual([{ to: "agent@kigaliestates.rw", subject: "A lead was assigned to you" }]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, nextAttemptAt: null });

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    // The resend alone: the sender's own updates are not staff changes.
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: agent.id,
      action: "update",
      entityType: "outbox-message",
      before: { status: "failed", attempts: MAX_ATTEMPTS },
      after: { status: "pending", attempts: 0 },
    });
    expect(await latestActivity(t, id)).toMatchObject({
      action: "Message sent again",
      details: "A lead was assigned to you → agent@kigaliestates.rw",
      actorId: agent.id,
    });
  });

  it("answers 404 for a message outside the staff member's scope, and 409 for one that has not failed, changing nothing", async () => {
    const aboutColleagues = await failed("New consultation request", { leadId: await leadOf(colleague.id) });
    const aboutNoLead = await failed("New sign-in");
    for (const id of [aboutColleagues, aboutNoLead, MISSING_ID]) {
      const res = await resend(agent, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Message not found" });
    }
    expect(await row(aboutColleagues)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(await row(aboutNoLead)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    // A manager sends the one about no lead; then it is no longer failed.
    expect((await resend(manager, aboutNoLead)).statusCode).toBe(200);
    const again = await resend(manager, aboutNoLead);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "Only a message that could not be sent can be sent again" });
    expect((await resend(undefined, aboutColleagues)).statusCode).toBe(401);
    expect((await resend(superadmin, "not-an-id")).statusCode).toBe(400);
  });
});
