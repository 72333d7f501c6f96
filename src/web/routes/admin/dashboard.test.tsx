import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, consultations, outbox } from "../../../server/db/schema.ts";
import { createFormServices, refusingWrites } from "../../../server/services/form-services.ts";
import { MAX_ATTEMPTS } from "../../../server/services/mailer.ts";
import { createWebServices } from "../../../server/services/web-services.ts";
import { createStaff, createTestContext, type TestContext, type TestStaff } from "../../../server/testing.ts";
import { UndeliveredMessages } from "../../features/admin/dashboard/undelivered-messages.tsx";
import { appContext } from "../../lib/app-context.ts";
import { action, loader } from "./dashboard.tsx";

/** One failed SMS about a lead, as the dashboard's loader gives it. */
const ONE_FAILED = {
  total: 1,
  messages: [
    {
      _id: "7f0c2a5e-0000-4000-8000-000000000001",
      channel: "sms" as const,
      to: "+250788123456",
      subject: "New consultation request",
      status: "failed" as const,
      attempts: MAX_ATTEMPTS,
      lastError: "SMS provider answered 503: try later",
      createdAt: "2026-09-01T06:00:00.000Z",
      lastAttemptAt: "2026-09-02T06:15:00.000Z",
      lead: { type: "consultation" as const, id: "c1", href: "/admin/consultations?open=c1" },
    },
  ],
};

/** The list on the dashboard's address, just after a resend went through. */
const ListOnItsPage = createRoutesStub([
  { path: "/admin/dashboard", Component: () => <UndeliveredMessages failed={ONE_FAILED} outcome="done" /> },
]);

describe("the dashboard's undelivered emails and SMS, resent without scripts", () => {
  let t: TestContext;
  let agent: TestStaff;
  let colleague: TestStaff;

  beforeAll(async () => {
    t = await createTestContext();
    agent = await createStaff(t, { role: "agent", username: "Eric Agent" });
    colleague = await createStaff(t, { role: "agent" });
  });
  afterAll(() => t.close());

  /** An email about a lead of `assigneeId` that failed on its last try. */
  async function failedAbout(assigneeId: string, subject: string) {
    const [lead] = await t.db
      .insert(consultations)
      .values({ kind: "consultation", name: "Aline Uwase", email: "aline@example.rw", message: "A villa?", assigneeId })
      .returning({ id: consultations.id });
    const [row] = await t.db
      .insert(outbox)
      .values({
        to: "agent@kigaliestates.rw",
        subject,
        body: "Aline Uwase",
        status: "failed",
        attempts: MAX_ATTEMPTS,
        lastError: "421 Service not available",
        lastAttemptAt: new Date(),
        leadType: "consultation",
        leadId: lead?.id,
      })
      .returning({ id: outbox.id });
    return row?.id ?? "";
  }

  function contextFor(options: { crossSite?: boolean } = {}) {
    const context = new RouterContextProvider();
    const forms = createFormServices(t.app)({ ip: "10.9.0.2", headers: {}, cookies: {} } as unknown as FastifyRequest);
    context.set(appContext, {
      services: createWebServices(t.db),
      forms: options.crossSite ? refusingWrites(forms) : forms,
      nonce: "test",
      publicUrl: "http://localhost",
    });
    return context;
  }

  const cookieOf = (staff: TestStaff) => ({ cookie: `session=${encodeURIComponent(staff.token)}` });

  async function post(staff: TestStaff | undefined, message: string, options: { crossSite?: boolean } = {}) {
    const request = new Request("http://localhost/admin/dashboard", {
      method: "POST",
      headers: staff ? cookieOf(staff) : {},
      body: new URLSearchParams({ message }),
    });
    try {
      await action({ request, context: contextFor(options), params: {} } as unknown as Parameters<typeof action>[0]);
    } catch (thrown) {
      // The answer is a redirect, thrown as a Response.
      return thrown as Response;
    }
    throw new Error("the action answered without a redirect");
  }

  const row = async (id: string) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0];

  it("lists on the server the messages the staff member may resend, and tells how a resend ended", async () => {
    const mine = await failedAbout(agent.id, "A lead was assigned to you");
    await failedAbout(colleague.id, "A lead was assigned to you");
    const request = new Request("http://localhost/admin/dashboard?resend=done", { headers: cookieOf(agent) });
    const data = await loader({ request, context: contextFor(), params: {} } as unknown as Parameters<typeof loader>[0]);
    expect(data.outcome).toBe("done");
    expect(data.failed.total).toBe(1);
    expect(data.failed.messages.map((message) => message._id)).toEqual([mine]);
    const unknown = new Request("http://localhost/admin/dashboard?resend=<b>hi</b>", { headers: cookieOf(agent) });
    expect((await loader({ request: unknown, context: contextFor(), params: {} } as never)).outcome).toBeNull();
  });

  it("renders each message with a real form that posts its id to the dashboard", () => {
    const html = renderToStaticMarkup(<ListOnItsPage initialEntries={["/admin/dashboard"]} />);
    expect(html).toContain('<form class="shrink-0" data-discover="true" action="/admin/dashboard" method="post">');
    expect(html).toContain('<input type="hidden" name="message" value="7f0c2a5e-0000-4000-8000-000000000001"/>');
    expect(html).toMatch(
      /<button type="submit"[^>]*aria-label="Resend “New consultation request” to \+250788123456">Resend<\/button>/,
    );
    expect(html).toContain("Last tried 2 Sept 2026, 08:15, 14 tries");
    expect(html).toContain("Error: SMS provider answered 503: try later");
    expect(html).toContain('href="/admin/consultations?open=c1"');
    expect(html).toContain('role="status"');
    expect(html).toContain("The message is being sent again.");
  });

  it("resends a message on a post and answers with a redirect to the list, in the staff member's name", async () => {
    const id = await failedAbout(agent.id, "New consultation request");
    const answer = await post(agent, id);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/dashboard?resend=done#undelivered-messages");
    await t.app.deliverOutbox();
    // No SMTP server in this test: the message is kept for the back office instead of failing again.
    expect(await row(id)).toMatchObject({ status: "kept", attempts: 0 });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.entityType, "outbox-message")));
    expect(entry).toMatchObject({ actorId: agent.id, actorName: "Eric Agent", after: { status: "pending", attempts: 0 } });
  });

  it("changes nothing for a message outside the scope, a post from another site, or a visitor", async () => {
    const theirs = await failedAbout(colleague.id, "New consultation request");
    expect((await post(agent, theirs)).headers.get("location")).toBe("/admin/dashboard?resend=gone#undelivered-messages");
    expect((await post(agent, "not-an-id")).headers.get("location")).toBe("/admin/dashboard?resend=gone#undelivered-messages");
    const mine = await failedAbout(agent.id, "New consultation request");
    expect((await post(agent, mine, { crossSite: true })).headers.get("location")).toBe(
      "/admin/dashboard?resend=refused#undelivered-messages",
    );
    expect((await post(undefined, mine)).headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fdashboard");
    for (const id of [theirs, mine]) expect(await row(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });
});
