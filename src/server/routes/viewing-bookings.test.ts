import path from "node:path";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarLink } from "../../domain/viewing-calendar.ts";
import { kigaliDate, type ViewingSlots } from "../../domain/viewing-slots.ts";
import { type App, buildApp } from "../app.ts";
import { openDatabase } from "../db/client.ts";
import {
  consultations,
  notifications,
  outbox,
  properties,
  users,
  viewingExceptions,
  viewingHours,
  viewings,
} from "../db/schema.ts";
import { signLink } from "../services/signed-links.ts";
import { bookViewing as staffBookViewing } from "../services/viewing-admin.ts";
import { sendViewingReminders } from "../services/viewings.ts";
import { createLocalStorage } from "../storage/local-storage.ts";
import { freshAddress, MISSING_ID, type TestContext, useStaff, useTestContext, withSetting } from "../testing.ts";

const listing = {
  title: "Viewing villa in Rebero",
  type: "Villa",
  price: "RWF 250,000,000",
  location: "Rebero, Kigali",
  bedrooms: 4,
  bathrooms: 3,
  area: "380 sqm",
  description: "A villa to visit.",
  images: ["https://images.example.com/villa.jpg"],
};

const visitor = (email: string, extra: Record<string, unknown> = {}) => ({
  name: "Aline Uwase",
  email,
  phone: "+250788123456",
  message: "I would like to see it.",
  ...extra,
});

const slotsOf = async (app: App, id: string) =>
  (await app.inject({ method: "GET", url: `/api/properties/${id}/viewing-slots` })).json() as ViewingSlots;
const allStarts = (slots: ViewingSlots) => slots.days.flatMap((day) => day.slots.map((slot) => slot.startsAt));

function book(app: App, propertyId: string, startsAt: string, email: string, extra: Record<string, unknown> = {}) {
  return app.inject({
    method: "POST",
    url: `/api/properties/${propertyId}/viewings`,
    payload: visitor(email, { startsAt, ...extra }),
    remoteAddress: freshAddress(),
  });
}

const emailsTo = (t: Pick<TestContext, "db">, to: string) =>
  t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.createdAt);

/** The signed token of the first manage link in an email. */
function manageToken(body: string): string {
  const match = /\/viewings\/manage\?token=([\w.-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no manage link in: ${body}`);
  return match[1];
}

async function viewingsAt(t: Pick<TestContext, "db">, propertyId: string, startsAt: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(viewings)
    .where(and(eq(viewings.propertyId, propertyId), eq(viewings.startsAt, new Date(startsAt))));
  return row?.n ?? 0;
}

/** A listing whose responsible agent takes viewings all day, every day, one hour each. */
function useBookableListing(t: TestContext) {
  const superadmin = useStaff(t, { role: "superadmin" });
  const agent = useStaff(t, { role: "agent" });
  const ids = { property: "" };
  beforeAll(async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/properties", headers: superadmin.headers, payload: listing });
    ids.property = res.json()._id;
    await t.db.update(properties).set({ agentId: agent.id }).where(eq(properties.id, ids.property));
    await t.db
      .insert(viewingHours)
      .values([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ userId: agent.id, weekday, startMinute: 0, endMinute: 1440 })));
  });
  return { agent, ids, superadmin };
}

describe("viewings booked by visitors", () => {
  // One database for the file.
  const t = useTestContext();

  describe("a listing's free viewing slots", () => {
    const { agent, ids } = useBookableListing(t);

    it("are the responsible agent's hours cut into slots over 14 days, none within 2 hours, never cached", async () => {
      const res = await t.app.inject({ method: "GET", url: `/api/properties/${ids.property}/viewing-slots` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const slots = res.json() as ViewingSlots;
      expect(slots.slotMinutes).toBe(60);
      // Today and the 13 days after it, in Kigali; today drops out once its last slot is within the notice.
      const today = kigaliDate(new Date());
      const dates = slots.days.map((day) => day.date);
      expect(dates.at(-1)).toBe(kigaliDate(new Date(Date.now() + 13 * 24 * 3_600_000)));
      expect(dates).toHaveLength(dates[0] === today ? 14 : 13);
      const starts = allStarts(slots).map((start) => Date.parse(start));
      expect(Math.min(...starts)).toBeGreaterThanOrEqual(Date.now() + 2 * 3_600_000 - 60_000);
      expect(Math.max(...starts)).toBeLessThan(Date.now() + 15 * 24 * 3_600_000);
      expect(slots.days[1]?.slots).toHaveLength(24);
    });

    it("leave out the agent's days off", async () => {
      const day = (await slotsOf(t.app, ids.property)).days[3]?.date ?? "";
      await t.db.insert(viewingExceptions).values({ userId: agent.id, startsOn: day, endsOn: day, reason: "Leave" });
      expect((await slotsOf(t.app, ids.property)).days.map((d) => d.date)).not.toContain(day);
      await t.db.delete(viewingExceptions).where(eq(viewingExceptions.userId, agent.id));
    });

    it("are none when the agent has set no hours, or the listing has no agent; 404 for a missing listing", async () => {
      await t.db.update(properties).set({ agentId: null }).where(eq(properties.id, ids.property));
      expect((await slotsOf(t.app, ids.property)).days).toEqual([]);
      await t.db.update(properties).set({ agentId: agent.id }).where(eq(properties.id, ids.property));
      const missing = await t.app.inject({ method: "GET", url: `/api/properties/${MISSING_ID}/viewing-slots` });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe("booking a viewing slot", () => {
    const { agent, ids } = useBookableListing(t);

    it("stores the viewing lead (assigned to the agent) and the viewing, and emails both sides an .ics invitation", async () => {
      const [slot] = allStarts(await slotsOf(t.app, ids.property)).slice(30);
      const res = await book(t.app, ids.property, slot ?? "", "booked@example.rw", { language: "fr" });
      expect(res.statusCode).toBe(201);
      // The visitor's view of their viewing (as its link shows it), nothing of the lead staff work on.
      expect(res.json()).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: "requested",
        startsAt: slot,
        endsAt: expect.any(String),
        propertyId: ids.property,
        listingTitle: listing.title,
        place: null,
        changeable: true,
      });
      const [viewing] = await t.db.select().from(viewings).where(eq(viewings.id, res.json()._id));
      expect(viewing).toMatchObject({ agentId: agent.id, propertyId: ids.property, status: "requested", reminderSentAt: null });
      const [lead] = await t.db
        .select()
        .from(consultations)
        .where(eq(consultations.id, viewing?.consultationId ?? ""));
      expect(lead).toMatchObject({ kind: "viewing", email: "booked@example.rw", assigneeId: agent.id, language: "fr" });
      // The slot is no longer offered.
      expect(allStarts(await slotsOf(t.app, ids.property))).not.toContain(slot);

      const [toVisitor] = await emailsTo(t, "booked@example.rw");
      expect(toVisitor?.subject).toContain("Votre visite de Viewing villa in Rebero");
      expect(toVisitor?.body).toContain("heure de Kigali");
      expect(toVisitor?.body).toMatch(/\/fr\/viewings\/manage\?token=/);
      const [invite] = toVisitor?.attachments ?? [];
      expect(invite?.filename).toBe("viewing.ics");
      expect(invite?.contentType).toContain("text/calendar");
      expect(invite?.content).toContain("METHOD:REQUEST");
      expect(invite?.content).toContain(`UID:viewing-${viewing?.id}@kigali-estates`);
      expect(invite?.content).toContain(`DTSTART:${slot?.replace(/[-:]/g, "").replace(".000", "")}`);
      // Linked to the visitor's person record, as the lead is.
      expect(viewing?.personId).toBeTruthy();
      expect(viewing?.personId).toBe(lead?.personId);
      // The agent gets one email for the booking: the invitation, with the lead's details and the
      // calendar link to confirm it; the new lead is in their bell as every lead is.
      const toAgent = await emailsTo(t, agent.email);
      expect(toAgent.map((email) => email.subject)).toEqual([
        expect.stringContaining("New viewing booked: Viewing villa in Rebero"),
      ]);
      expect(toAgent[0]?.body).toContain("booked@example.rw");
      expect(toAgent[0]?.body).toContain(
        `Please confirm it in the back office:\n${t.app.linkKeys.publicUrl}${calendarLink({ _id: viewing?.id ?? "", startsAt: slot ?? "" })}\n`,
      );
      expect(toAgent[0]?.attachments[0]?.content).toContain("BEGIN:VEVENT");
      const bell = await t.db.select().from(notifications).where(eq(notifications.userId, agent.id));
      expect(bell).toContainEqual(
        expect.objectContaining({ type: "viewing", title: "New viewing request", link: `/admin/consultations?open=${lead?.id}` }),
      );
    });

    it("records where the visit came from on the viewing lead (page, referrer, UTM), as every website lead", async () => {
      // A week ahead: far from the times the reminder tests below send theirs for.
      const [slot] = allStarts(await slotsOf(t.app, ids.property)).slice(200);
      const origin = {
        sourcePage: `/properties/${ids.property}`,
        referrer: "https://www.google.com/search?q=villa+rebero",
        utm: { source: "newsletter", medium: "email", campaign: "december-villas" },
      };
      const res = await book(t.app, ids.property, slot ?? "", "origin@example.rw", origin);
      expect(res.statusCode).toBe(201);
      const [lead] = await t.db.select().from(consultations).where(eq(consultations.email, "origin@example.rw"));
      expect(lead).toMatchObject({ kind: "viewing", propertyId: ids.property, listingTitle: listing.title, ...origin });

      // Checked as every lead form's origin: bad values are refused, nothing booked.
      const before = await t.db.select({ n: count() }).from(consultations);
      for (const bad of [{ sourcePage: "https://elsewhere.example" }, { utm: { gclid: "x" } }, { referrer: "ftp://x" }]) {
        const refused = await book(
          t.app,
          ids.property,
          allStarts(await slotsOf(t.app, ids.property))[201] ?? "",
          "bad@example.rw",
          bad,
        );
        expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      }
      expect(await t.db.select({ n: count() }).from(consultations)).toEqual(before);
    });

    it("gives the lead to the agent whose slot it is when round-robin is on, taking nobody's turn", async () => {
      const turns = () => t.db.select({ id: users.id, at: users.lastAssignedAt }).from(users).orderBy(users.id);
      await withSetting(t, "crmSettings", { roundRobin: true }, async () => {
        const before = await turns();
        const [slot] = allStarts(await slotsOf(t.app, ids.property)).slice(220);
        expect((await book(t.app, ids.property, slot ?? "", "in-turn@example.rw")).statusCode).toBe(201);
        const [lead] = await t.db.select().from(consultations).where(eq(consultations.email, "in-turn@example.rw"));
        expect(lead?.assigneeId).toBe(agent.id);
        expect(await turns()).toEqual(before);
      });
    });

    it("refuses a time that is not one of the free slots, with the visitor's message, storing nothing", async () => {
      const before = await t.db.select({ n: count() }).from(consultations);
      const offHour = new Date(Date.parse(allStarts(await slotsOf(t.app, ids.property))[5] ?? "") + 30 * 60_000).toISOString();
      const res = await book(t.app, ids.property, offHour, "off@example.rw");
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: "That time has just been taken; please choose another." });
      const past = await book(t.app, ids.property, new Date(Date.now() - 3_600_000).toISOString(), "past@example.rw");
      expect(past.statusCode).toBe(409);
      expect(await t.db.select({ n: count() }).from(consultations)).toEqual(before);
      expect((await book(t.app, MISSING_ID, offHour, "gone@example.rw")).statusCode).toBe(404);
      expect((await book(t.app, ids.property, "tomorrow", "bad@example.rw")).statusCode).toBe(400);
    });

    it("gives a slot to exactly one of several visitors booking it at the same moment", async () => {
      const slot = allStarts(await slotsOf(t.app, ids.property))[40] ?? "";
      const before = (await t.db.select({ n: count() }).from(consultations))[0]?.n ?? 0;
      const replies = await Promise.all([1, 2, 3, 4, 5].map((n) => book(t.app, ids.property, slot, `race${n}@example.rw`)));
      expect(replies.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const res of replies.filter((r) => r.statusCode === 409))
        expect(res.json().error).toBe("That time has just been taken; please choose another.");
      expect(await viewingsAt(t, ids.property, slot)).toBe(1);
      // The losers' leads were not stored either: one transaction each.
      expect((await t.db.select({ n: count() }).from(consultations))[0]?.n).toBe(before + 1);
    });
  });

  describe("a listing no longer on sale or for rent", () => {
    const { ids } = useBookableListing(t);
    const setStatus = (status: string) => t.db.update(properties).set({ status }).where(eq(properties.id, ids.property));

    it("offers no viewing slots and takes no booking, storing nothing; back on the market it does again", async () => {
      // Far from the times the reminder tests below send theirs for.
      const [slot = ""] = allStarts(await slotsOf(t.app, ids.property)).slice(240);
      const refusal = { error: "This property can no longer be visited." };
      for (const status of ["sold", "coming-soon"]) {
        await setStatus(status);
        const slots = await t.app.inject({ method: "GET", url: `/api/properties/${ids.property}/viewing-slots` });
        expect([slots.statusCode, slots.json()], status).toEqual([409, refusal]);
        const before = await t.db.select({ n: count() }).from(consultations);
        const booked = await book(t.app, ids.property, slot, `${status}@example.rw`);
        expect([booked.statusCode, booked.json()], status).toEqual([409, refusal]);
        expect(await t.db.select({ n: count() }).from(consultations)).toEqual(before);
        expect(await viewingsAt(t, ids.property, slot)).toBe(0);
        expect(await emailsTo(t, `${status}@example.rw`)).toEqual([]);
      }
      await setStatus("for-rent");
      expect(allStarts(await slotsOf(t.app, ids.property))).toContain(slot);
      expect((await book(t.app, ids.property, slot, "rent@example.rw")).statusCode).toBe(201);
    });
  });

  describe("the visitor's link to move or cancel a viewing", () => {
    const { agent, ids } = useBookableListing(t);

    async function bookedToken(email: string, index: number) {
      const slot = allStarts(await slotsOf(t.app, ids.property))[index] ?? "";
      const res = await book(t.app, ids.property, slot, email);
      expect(res.statusCode).toBe(201);
      const [confirmation] = await emailsTo(t, email);
      return { slot, id: res.json()._id as string, token: manageToken(confirmation?.body ?? "") };
    }

    it("shows the viewing and the agent's other free times, and moves it to one of them", async () => {
      const { slot, id, token } = await bookedToken("move@example.rw", 10);
      const view = await t.app.inject({ method: "GET", url: `/api/viewings/manage?token=${token}` });
      expect(view.statusCode).toBe(200);
      expect(view.json().viewing).toMatchObject({ _id: id, startsAt: slot, changeable: true });
      const choices = view.json().days.flatMap((day: { slots: { startsAt: string }[] }) => day.slots.map((s) => s.startsAt));
      expect(choices).not.toContain(slot);
      const target = choices[20];
      await t.db.update(viewings).set({ status: "confirmed" }).where(eq(viewings.id, id));

      const moved = await t.app.inject({ method: "PUT", url: "/api/viewings/manage", payload: { token, startsAt: target } });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ startsAt: target, status: "requested" });
      // The old time is free again, the new one taken.
      const free = allStarts(await slotsOf(t.app, ids.property));
      expect(free).toContain(slot);
      expect(free).not.toContain(target);
      const emails = await emailsTo(t, "move@example.rw");
      expect(emails.map((e) => e.subject)).toEqual([
        expect.stringContaining("Your viewing of"),
        expect.stringContaining("is moved"),
      ]);
      const invite = emails[1]?.attachments[0]?.content ?? "";
      expect(invite).toMatch(/SEQUENCE:[1-9]/);
      expect((await emailsTo(t, agent.email)).at(-1)?.subject).toContain("Viewing moved");

      // Another visitor's slot cannot be taken by moving.
      const other = await bookedToken("other@example.rw", 30);
      const clash = await t.app.inject({ method: "PUT", url: "/api/viewings/manage", payload: { token, startsAt: other.slot } });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().error).toBe("That time has just been taken; please choose another.");
    });

    it("cancels it, freeing the slot; a cancelled viewing cannot change again", async () => {
      const { slot, token } = await bookedToken("cancel@example.rw", 12);
      const cancelled = await t.app.inject({ method: "POST", url: "/api/viewings/manage/cancel", payload: { token } });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: "cancelled", changeable: false });
      expect(allStarts(await slotsOf(t.app, ids.property))).toContain(slot);
      const [, cancellation] = await emailsTo(t, "cancel@example.rw");
      expect(cancellation?.subject).toContain("is cancelled");
      expect(cancellation?.attachments[0]?.content).toContain("METHOD:CANCEL");
      const again = await t.app.inject({ method: "POST", url: "/api/viewings/manage/cancel", payload: { token } });
      expect(again.statusCode).toBe(409);
      const move = await t.app.inject({ method: "PUT", url: "/api/viewings/manage", payload: { token, startsAt: slot } });
      expect(move.statusCode).toBe(409);
      // The freed slot can be booked by someone else.
      expect((await book(t.app, ids.property, slot, "next@example.rw")).statusCode).toBe(201);
    });

    it("refuses forged, expired and other links", async () => {
      const { id, token } = await bookedToken("links@example.rw", 14);
      const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
      const expired = signLink(t.app.linkKeys.secret, "manage-viewing", id, new Date(Date.now() - 31 * 24 * 3_600_000));
      const alertLink = signLink(t.app.linkKeys.secret, "manage-search", id);
      for (const [bad, status] of [
        [forged, 400],
        [expired, 410],
        [alertLink, 400],
        ["nonsense", 400],
      ] as const) {
        const view = await t.app.inject({ method: "GET", url: `/api/viewings/manage?token=${bad}` });
        expect(view.statusCode).toBe(status);
        const cancel = await t.app.inject({ method: "POST", url: "/api/viewings/manage/cancel", payload: { token: bad } });
        expect(cancel.statusCode).toBe(status);
      }
      const [still] = await t.db.select().from(viewings).where(eq(viewings.id, id));
      expect(still?.status).toBe("requested");
    });
  });

  describe("the reminder 24 hours before", () => {
    const { agent, ids } = useBookableListing(t);

    it("goes once to the visitor and the agent, however many runs of the job there are", async () => {
      const slot = allStarts(await slotsOf(t.app, ids.property))[72] ?? "";
      expect((await book(t.app, ids.property, slot, "remind@example.rw")).statusCode).toBe(201);
      const startsAt = Date.parse(slot);
      // A day and an hour before: not yet.
      expect(await sendViewingReminders(t.db, t.app.linkKeys, new Date(startsAt - 25 * 3_600_000))).toBe(0);
      const now = new Date(startsAt - 23 * 3_600_000);
      const runs = await Promise.all([
        sendViewingReminders(t.db, t.app.linkKeys, now),
        sendViewingReminders(t.db, t.app.linkKeys, now),
      ]);
      expect(runs[0] + runs[1]).toBe(1);
      expect(await sendViewingReminders(t.db, t.app.linkKeys, new Date(startsAt - 3_600_000))).toBe(0);
      const reminders = (await emailsTo(t, "remind@example.rw")).filter((e) => e.subject.startsWith("Reminder"));
      expect(reminders).toHaveLength(1);
      expect(reminders[0]?.body).toMatch(/\/viewings\/manage\?token=/);
      expect((await emailsTo(t, agent.email)).filter((e) => e.subject.startsWith("Reminder"))).toHaveLength(1);
    });

    it("is not sent for a viewing booked less than a day ahead (its confirmation is fresh), nor for a cancelled one", async () => {
      const soon = allStarts(await slotsOf(t.app, ids.property))[3] ?? "";
      const res = await book(t.app, ids.property, soon, "soon@example.rw");
      const [row] = await t.db.select().from(viewings).where(eq(viewings.id, res.json()._id));
      expect(row?.reminderSentAt).not.toBeNull();
      const later = allStarts(await slotsOf(t.app, ids.property))[100] ?? "";
      const other = await book(t.app, ids.property, later, "cancelled@example.rw");
      await t.db.update(viewings).set({ status: "cancelled" }).where(eq(viewings.id, other.json()._id));
      expect(await sendViewingReminders(t.db, t.app.linkKeys, new Date(Date.parse(later) - 3_600_000))).toBe(0);
    });
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL database", () => {
    // PGlite is one process's database: only PostgreSQL has several instances.
    const { agent, ids, superadmin } = useBookableListing(t);
    let other: { app: App; close(): Promise<void> };

    beforeAll(async () => {
      const database = await openDatabase({ databaseUrl: t.databaseUrl, ownerUrl: t.databaseOwnerUrl, pgliteDir: "memory://" });
      const app = await buildApp({ config: t.config, database, storage: createLocalStorage(path.join(t.dataDir, "uploads")) });
      await app.ready();
      other = {
        app,
        close: async () => {
          await app.close();
          await database.close();
        },
      };
    });
    afterAll(async () => {
      await other?.close();
    });

    it("make a visitor's booking wait for a staff booking under way in the agent's calendar, and see the overlapping time taken", async () => {
      const [slot = ""] = allStarts(await slotsOf(t.app, ids.property)).slice(260);
      // Half an hour into the visitor's hour: a different start, which the slot index does not catch.
      const staffStart = new Date(Date.parse(slot) + 30 * 60_000);
      const [lead] = await t.db
        .insert(consultations)
        .values({ kind: "viewing", name: "Walk-in", email: "walk-in@example.rw", message: "-", propertyId: ids.property })
        .returning();
      const waitingForLock = async () => {
        const { rows } = (await t.database.db.execute(
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
        )) as unknown as { rows: { n: number }[] };
        return (rows[0]?.n ?? 0) > 0;
      };
      let visitorDone = false;
      let visitor: ReturnType<typeof book> | undefined;
      await t.db.transaction(async (tx) => {
        await staffBookViewing(tx, t.app.linkKeys, { id: superadmin.id, role: "superadmin" }, lead?.id ?? "", {
          startsAt: staffStart,
          agentId: agent.id,
        });
        visitor = book(t.app, ids.property, slot, "overlap@example.rw");
        void visitor.then(() => {
          visitorDone = true;
        });
        // The visitor's booking must not get past its check while the staff booking is uncommitted.
        await expect.poll(async () => visitorDone || (await waitingForLock())).toBe(true);
        expect(visitorDone).toBe(false);
      });
      expect((await visitor)?.statusCode).toBe(409);
      expect(await viewingsAt(t, ids.property, slot)).toBe(0);
    });

    it("give a slot booked through both at the same moment to exactly one visitor", async () => {
      for (const index of [5, 6, 7]) {
        const slot = allStarts(await slotsOf(t.app, ids.property))[index * 3] ?? "";
        const replies = await Promise.all(
          [t.app, other.app, t.app, other.app].map((app, n) => book(app, ids.property, slot, `pair${index}-${n}@example.rw`)),
        );
        expect(replies.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409]);
        expect(await viewingsAt(t, ids.property, slot)).toBe(1);
      }
    });
  });
});
