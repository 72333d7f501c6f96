import { count, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { TOGGLED_PERMISSIONS, withLeadGroup, withToggles } from "../../domain/permissions.ts";
import { DEFAULT_SETTINGS } from "../../domain/settings.ts";
import {
  activityLog,
  consultations,
  contacts,
  notifications,
  outbox,
  people,
  submissions,
  viewingExceptions,
  viewings,
} from "../db/schema.ts";
import { createStaff, setPermissions, type TestStaff, useTestContext } from "../testing.ts";

/**
 * The record scope over the route table, beside the policy matrix (authorization.test.ts): every
 * route whose path names a record (`:id`, `:code`, `:exceptionId`…) is called by each kind of staff
 * member on records inside and outside what they may read, and must answer as the record's read
 * does: the change or read made inside, 404 outside with nothing changed. A route added with an id
 * in its path and no case here fails the first test.
 */

/**
 * Who holds the record, seen from the caller: the caller, a colleague, nobody, or the caller until
 * a superadmin handed it to the colleague through the API (the reassignment path of its kind).
 */
type Holder = "theirs" | "a colleague's" | "unassigned" | "reassigned away";
const HOLDERS: readonly Holder[] = ["theirs", "a colleague's", "unassigned", "reassigned away"];

/**
 * The callers. `seesAll`: their lead scope is every lead (superadmins, and staff allowed to see all
 * leads); otherwise their own and the unassigned ones. Everyone holds every other toggle.
 */
const CALLERS = {
  superadmin: { role: "superadmin", seesAll: true },
  manager: { role: "manager", seesAll: true },
  agent: { role: "agent", seesAll: false },
  "manager not allowed to see all leads": { role: "manager", seesAll: false },
} as const;
type Caller = keyof typeof CALLERS;

type Call = { method?: "PATCH" | "PUT"; url: string; payload?: object };

/**
 * The record a call names, made fresh for it: its id, its row as stored (what must not change when
 * refused), the staff member it belongs to (a day off), and how a superadmin hands it to someone
 * else through the API.
 */
type Made = { id: string; row: () => Promise<unknown>; owner?: string; handOver?: (assigneeId: string) => Call };

/**
 * How a route's record is scoped:
 * - "lead": a lead, message, submission, or what hangs on one (its viewing, follow-up, person, an
 *   email or SMS about it): the lead scope, with 404 outside it; `seesAllOnly` routes are refused
 *   (403) to anyone whose scope is not every lead, whatever the record.
 * - "owner": the caller's own (a notification); anyone else's is missing.
 * - "staff member": a staff member's viewing hours, read by all staff, changed by themselves and by
 *   managers and superadmins (403 for an agent on a colleague's).
 */
type Scoped = {
  scope: "lead" | "owner" | "staff member";
  make: Maker;
  call: (made: Made, caller: TestStaff) => Call | Promise<Call>;
  /** The same route naming the record in its body instead (the duplicate a merge takes in). */
  bodyCall?: (made: Made) => Promise<Call>;
  /** The status of the call inside the scope. */
  ok: number;
  seesAllOnly?: boolean;
  write?: boolean;
};
type Unscoped = { unscoped: string };
type Maker = (holder: string | null) => Promise<Made>;

const HOUR = 3_600_000;
const note = { notes: "Scope check" };

describe("record scope over the route table", () => {
  const t = useTestContext();
  let staff: Record<Caller, TestStaff>;
  let colleague: TestStaff;
  /** Shows the viewings of unassigned leads. */
  let showing: TestStaff;
  let routes: string[];
  // Every viewing and every time a call asks for is a different hour, so no agent's slot is taken twice.
  const firstHour = Math.ceil((Date.now() + 40 * 24 * HOUR) / HOUR) * HOUR;
  let hours = 0;
  const nextTime = () => new Date(firstHour + ++hours * HOUR);

  const rowOf = (table: PgTable, id: string) => async () => (await t.db.select().from(table).where(sql`id = ${id}`))[0] ?? null;

  async function insertLead(assigneeId: string | null, extra: Partial<typeof consultations.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(consultations)
      .values({
        kind: "viewing",
        name: "Scope Visitor",
        email: "scope@example.rw",
        message: "May I see it?",
        assigneeId,
        ...extra,
      })
      .returning({ id: consultations.id });
    return row?.id ?? "";
  }

  const handLead = (leadId: string) => (assigneeId: string) =>
    ({ method: "PUT", url: `/api/consultations/${leadId}`, payload: { assigneeId } }) as const;
  const lead: Maker = async (assigneeId) => {
    const id = await insertLead(assigneeId);
    return { id, row: rowOf(consultations, id), handOver: handLead(id) };
  };
  const followUp: Maker = async (assigneeId) => {
    const id = await insertLead(assigneeId, { followUpDate: new Date(Date.now() - HOUR) });
    return { id, row: rowOf(consultations, id), handOver: handLead(id) };
  };
  const contact: Maker = async (assigneeId) => {
    const [row] = await t.db
      .insert(contacts)
      .values({ name: "Scope Writer", email: "writer@example.rw", subject: "Scope", message: "Hello", assigneeId })
      .returning({ id: contacts.id });
    const id = row?.id ?? "";
    return {
      id,
      row: rowOf(contacts, id),
      handOver: (to) => ({ method: "PATCH", url: `/api/contacts/${id}`, payload: { assigneeId: to } }),
    };
  };
  const submission: Maker = async (assigneeId) => {
    const [row] = await t.db
      .insert(submissions)
      .values({
        title: "Scope house",
        type: "house",
        price: 1,
        location: "Gisozi",
        area: 100,
        description: "From the public form.",
        contactName: "Owner",
        contactEmail: "owner@example.rw",
        contactPhone: "+250788000000",
        assigneeId,
      })
      .returning({ id: submissions.id });
    const id = row?.id ?? "";
    return {
      id,
      row: rowOf(submissions, id),
      handOver: (to) => ({ method: "PATCH", url: `/api/submissions/${id}/assignee`, payload: { assigneeId: to } }),
    };
  };
  const viewing: Maker = async (assigneeId) => {
    const leadId = await insertLead(assigneeId);
    const startsAt = nextTime();
    const [row] = await t.db
      .insert(viewings)
      .values({
        consultationId: leadId,
        agentId: assigneeId ?? showing.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR),
      })
      .returning({ id: viewings.id });
    const id = row?.id ?? "";
    return { id, row: rowOf(viewings, id), handOver: handLead(leadId) };
  };
  const person: Maker = async (assigneeId) => {
    const [row] = await t.db
      .insert(people)
      .values({ name: "Scope Person", email: "person@example.rw" })
      .returning({ id: people.id });
    const id = row?.id ?? "";
    const leadId = await insertLead(assigneeId, { personId: id });
    return { id, row: rowOf(people, id), handOver: handLead(leadId) };
  };
  /** An email about a lead that failed on its last try. */
  const failedMessage: Maker = async (assigneeId) => {
    const leadId = await insertLead(assigneeId);
    const [row] = await t.db
      .insert(outbox)
      .values({
        to: "agent@kigaliestates.rw",
        subject: "Scope",
        body: "About a lead",
        status: "failed",
        attempts: 14,
        leadType: "consultation",
        leadId,
      })
      .returning({ id: outbox.id });
    const id = row?.id ?? "";
    return { id, row: rowOf(outbox, id), handOver: handLead(leadId) };
  };
  const notification: Maker = async (userId) => {
    const [row] = await t.db
      .insert(notifications)
      .values({ type: "system", title: "Scope", message: "For one reader", userId })
      .returning({ id: notifications.id });
    const id = row?.id ?? "";
    return { id, row: rowOf(notifications, id) };
  };
  const staffMember: Maker = async (userId) => ({ id: userId ?? "", row: async () => null });
  const dayOff: Maker = async (userId) => {
    const [row] = await t.db
      .insert(viewingExceptions)
      .values({ userId: userId ?? "", startsOn: "2027-01-04", endsOn: "2027-01-05" })
      .returning({ id: viewingExceptions.id });
    const id = row?.id ?? "";
    return { id, row: rowOf(viewingExceptions, id), owner: userId ?? "" };
  };

  const CASES: Record<string, Scoped | Unscoped> = {
    "GET /api/consultations/:id": { scope: "lead", make: lead, call: (m) => ({ url: `/api/consultations/${m.id}` }), ok: 200 },
    "PUT /api/consultations/:id": {
      scope: "lead",
      make: lead,
      call: (m) => ({ url: `/api/consultations/${m.id}`, payload: note }),
      ok: 200,
    },
    "DELETE /api/consultations/:id": { scope: "lead", make: lead, call: (m) => ({ url: `/api/consultations/${m.id}` }), ok: 204 },
    "POST /api/consultations/:id/viewings": {
      scope: "lead",
      make: lead,
      call: (m) => ({
        url: `/api/consultations/${m.id}/viewings`,
        payload: { startsAt: nextTime().toISOString(), place: "Office, KG 7 Ave" },
      }),
      ok: 201,
    },
    "POST /api/follow-ups/:id/complete": {
      scope: "lead",
      make: followUp,
      call: (m) => ({ url: `/api/follow-ups/${m.id}/complete`, payload: {} }),
      ok: 200,
    },
    "POST /api/follow-ups/:id/snooze": {
      scope: "lead",
      make: followUp,
      call: (m) => ({ url: `/api/follow-ups/${m.id}/snooze`, payload: { preset: "tomorrow" } }),
      ok: 200,
    },
    "GET /api/contacts/:id": { scope: "lead", make: contact, call: (m) => ({ url: `/api/contacts/${m.id}` }), ok: 200 },
    "PATCH /api/contacts/:id": {
      scope: "lead",
      make: contact,
      call: (m) => ({ url: `/api/contacts/${m.id}`, payload: note }),
      ok: 200,
    },
    "DELETE /api/contacts/:id": { scope: "lead", make: contact, call: (m) => ({ url: `/api/contacts/${m.id}` }), ok: 204 },
    "GET /api/submissions/:id": { scope: "lead", make: submission, call: (m) => ({ url: `/api/submissions/${m.id}` }), ok: 200 },
    "PATCH /api/submissions/:id/assignee": {
      scope: "lead",
      make: submission,
      call: (m, caller) => ({ url: `/api/submissions/${m.id}/assignee`, payload: { assigneeId: caller.id } }),
      ok: 200,
    },
    "PATCH /api/submissions/:id/status": {
      scope: "lead",
      make: submission,
      call: (m) => ({ url: `/api/submissions/${m.id}/status`, payload: { status: "rejected" } }),
      ok: 200,
    },
    "PATCH /api/viewings/:id": {
      scope: "lead",
      make: viewing,
      call: (m) => ({ url: `/api/viewings/${m.id}`, payload: { status: "confirmed" } }),
      ok: 200,
    },
    "POST /api/viewings/:id/move": {
      scope: "lead",
      make: viewing,
      call: (m) => ({ url: `/api/viewings/${m.id}/move`, payload: { startsAt: nextTime().toISOString() } }),
      ok: 200,
    },
    "GET /api/people/:id": { scope: "lead", make: person, call: (m) => ({ url: `/api/people/${m.id}` }), ok: 200 },
    "POST /api/people/:id/merge": {
      scope: "lead",
      make: person,
      // The duplicate has an unassigned lead: every staff member sees all of it.
      call: async (m) => ({ url: `/api/people/${m.id}/merge`, payload: { otherId: (await person(null)).id } }),
      // The duplicate also wrote an unassigned message, so every staff member sees them: what moves decides.
      bodyCall: async (m) => {
        await t.db
          .insert(contacts)
          .values({ name: "Scope Person", email: "person@example.rw", subject: "Seen by all", message: "Hello", personId: m.id });
        return { url: `/api/people/${(await person(null)).id}/merge`, payload: { otherId: m.id } };
      },
      ok: 200,
    },
    "GET /api/people/:id/export": {
      scope: "lead",
      make: person,
      call: (m) => ({ url: `/api/people/${m.id}/export` }),
      ok: 200,
      seesAllOnly: true,
    },
    "POST /api/people/:id/erase": {
      scope: "lead",
      make: person,
      call: (m) => ({ url: `/api/people/${m.id}/erase` }),
      ok: 200,
      seesAllOnly: true,
    },
    "POST /api/outbox/:id/resend": {
      scope: "lead",
      make: failedMessage,
      call: (m) => ({ url: `/api/outbox/${m.id}/resend` }),
      ok: 200,
    },
    "PATCH /api/notifications/:id/read": {
      scope: "owner",
      make: notification,
      call: (m) => ({ url: `/api/notifications/${m.id}/read`, payload: {} }),
      ok: 200,
    },
    "GET /api/viewing-hours/:id": {
      scope: "staff member",
      make: staffMember,
      call: (m) => ({ url: `/api/viewing-hours/${m.id}` }),
      ok: 200,
    },
    "PUT /api/viewing-hours/:id": {
      scope: "staff member",
      make: staffMember,
      call: (m) => ({
        url: `/api/viewing-hours/${m.id}`,
        payload: { hours: [{ weekday: 1, startMinute: 540, endMinute: 720 }] },
      }),
      ok: 200,
      write: true,
    },
    "GET /api/viewing-hours/:id/exceptions": {
      scope: "staff member",
      make: staffMember,
      call: (m) => ({ url: `/api/viewing-hours/${m.id}/exceptions` }),
      ok: 200,
    },
    "POST /api/viewing-hours/:id/exceptions": {
      scope: "staff member",
      make: staffMember,
      call: (m) => ({ url: `/api/viewing-hours/${m.id}/exceptions`, payload: { startsOn: "2027-02-01", endsOn: "2027-02-02" } }),
      ok: 201,
      write: true,
    },
    "DELETE /api/viewing-hours/:id/exceptions/:exceptionId": {
      scope: "staff member",
      make: dayOff,
      call: (m) => ({ url: `/api/viewing-hours/${m.owner}/exceptions/${m.id}` }),
      ok: 204,
      write: true,
    },
    "PUT /api/auth/admins/:id": { unscoped: "A staff account: superadmins only, who manage every account (policy matrix)" },
    "DELETE /api/auth/admins/:id": { unscoped: "A staff account: superadmins only, who manage every account (policy matrix)" },
    "POST /api/auth/admins/:id/2fa/reset": {
      unscoped: "A staff account: superadmins only, who manage every account (policy matrix)",
    },
    "PUT /api/zones/:code": { unscoped: "A zone: superadmins only (policy matrix)" },
    "GET /api/properties/:id": { unscoped: "A listing: public" },
    "GET /api/properties/:id/similar": { unscoped: "A listing: public" },
    "GET /api/properties/:id/viewing-slots": { unscoped: "A listing's free viewing times: public" },
    "POST /api/properties/:id/viewings": { unscoped: "A visitor's booking of a listing: public" },
    "PUT /api/properties/:id": { unscoped: "A listing: agency content, changed by whoever holds the toggle (policy matrix)" },
    "DELETE /api/properties/:id": { unscoped: "A listing: agency content, deleted by whoever holds the toggle (policy matrix)" },
    "POST /api/properties/:id/images": { unscoped: "A listing's images: agency content (policy matrix)" },
    "PATCH /api/properties/:id/status": { unscoped: "A listing: agency content (policy matrix)" },
    "GET /api/developments/:id": { unscoped: "A development: public" },
    "GET /api/developments/:id/properties": { unscoped: "A development's listings: public" },
    "PUT /api/developments/:id": { unscoped: "A development: agency content any staff member edits (policy matrix)" },
    "DELETE /api/developments/:id": { unscoped: "A development: agency content (policy matrix)" },
    "PUT /api/developments/:id/with-images": { unscoped: "A development: agency content (policy matrix)" },
    "GET /api/blogs/:id": { unscoped: "An article: public" },
    "POST /api/blogs/:id/increment-views": { unscoped: "An article's view count: public" },
    "PUT /api/blogs/:id": { unscoped: "An article: agency content (policy matrix)" },
    "DELETE /api/blogs/:id": { unscoped: "An article: agency content (policy matrix)" },
    "PUT /api/testimonials/:id": { unscoped: "A testimonial: agency content any staff member edits (policy matrix)" },
    "DELETE /api/testimonials/:id": { unscoped: "A testimonial: agency content (policy matrix)" },
  };

  beforeAll(async () => {
    const allOn = withLeadGroup(DEFAULT_SETTINGS.userPermissions);
    staff = {
      superadmin: await createStaff(t, { role: "superadmin", username: "Scope Superadmin" }),
      manager: await createStaff(t, { role: "manager", username: "Scope Manager" }),
      agent: await createStaff(t, { role: "agent", username: "Scope Agent" }),
      "manager not allowed to see all leads": await createStaff(t, {
        role: "manager",
        username: "Scope Limited Manager",
        permissions: withToggles(allOn, { viewAllLeads: false }),
      }),
    };
    colleague = await createStaff(t, { role: "agent", username: "Scope Colleague" });
    showing = await createStaff(t, { role: "agent", username: "Scope Shower" });
    // Every toggle on for those following the defaults: only the lead scope tells the callers apart.
    await setPermissions(t, Object.fromEntries(TOGGLED_PERMISSIONS.map((permission) => [permission, true])));
    routes = t.app.routeTable.filter((r) => r.url.startsWith("/api/") && /\/:\w/.test(r.url)).map((r) => `${r.method} ${r.url}`);
  });

  it("has a scope case for every route that names a record, and none for a route that is gone", () => {
    expect(routes.filter((route) => !(route in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((route) => !routes.includes(route))).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
  });

  /** Hands a record of the caller's to the colleague, as a superadmin does in the back office. */
  async function reassignAway(made: Made) {
    const call = made.handOver?.(colleague.id);
    if (!call) throw new Error("a record that cannot be reassigned");
    const res = await t.app.inject({
      method: call.method ?? "PUT",
      url: call.url,
      headers: staff.superadmin.headers,
      payload: call.payload,
    });
    expect(res.statusCode).toBe(200);
  }

  /** Everything a refused call must leave as it was: the record, and what any change writes beside it. */
  async function snapshot(made: Made) {
    const counted = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]?.n;
    return {
      record: JSON.stringify(await made.row()),
      activity: await counted(activityLog),
      outbox: await counted(outbox),
      notifications: await counted(notifications),
      people: await counted(people),
      viewings: await counted(viewings),
    };
  }

  function expected(c: Scoped, caller: Caller, holder: Holder): "ok" | 403 | 404 {
    const { seesAll, role } = CALLERS[caller];
    if (c.scope === "owner") return holder === "theirs" ? "ok" : 404;
    if (c.scope === "staff member") return holder === "theirs" || !c.write || role !== "agent" ? "ok" : 403;
    if (c.seesAllOnly && !seesAll) return 403;
    return seesAll || holder === "theirs" || holder === "unassigned" ? "ok" : 404;
  }

  /** The holders a kind of record can have: a notification or a staff member's hours are someone's, never unassigned. */
  const holdersOf = (c: Scoped) => (c.scope === "lead" ? HOLDERS : HOLDERS.slice(0, 2));

  for (const caller of Object.keys(CALLERS) as Caller[]) {
    it(`answers ${caller} as the record's read does, on records inside and outside their scope`, async () => {
      const wrong: string[] = [];
      for (const route of routes) {
        const c = CASES[route];
        if (!c || "unscoped" in c) continue;
        const [method] = route.split(" ");
        const calls = [{ named: "", call: c.call }, ...(c.bodyCall ? [{ named: " (in the body)", call: c.bodyCall }] : [])];
        for (const { named, call } of calls)
          for (const holder of holdersOf(c)) {
            const me = staff[caller];
            const made = await c.make(holder === "a colleague's" ? colleague.id : holder === "unassigned" ? null : me.id);
            if (holder === "reassigned away") await reassignAway(made);
            const { url, payload } = await call(made, me);
            const before = await snapshot(made);
            const res = await t.app.inject({
              method: method as "GET",
              url,
              headers: me.headers,
              ...(payload ? { payload } : {}),
            });
            const want = expected(c, caller, holder);
            const got = `${route}${named} on ${holder} → ${res.statusCode}`;
            if (want === "ok") {
              if (res.statusCode !== c.ok) wrong.push(`${got} ${res.body}, expected ${c.ok}`);
              continue;
            }
            if (res.statusCode !== want) wrong.push(`${got}, expected ${want}`);
            else if (!res.json().error) wrong.push(`${got} without an error message`);
            else if (JSON.stringify(await snapshot(made)) !== JSON.stringify(before)) wrong.push(`${got} changed something`);
          }
      }
      expect(wrong).toEqual([]);
    });
  }
});
