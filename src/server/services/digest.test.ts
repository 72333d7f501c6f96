import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, contacts, outbox, users } from "../db/schema.ts";
import { DAILY_DIGEST, DIGEST_CRON, startDigestJobs } from "../jobs/digest.ts";
import { type JobQueue, startJobQueue } from "../jobs/queue.ts";
import { createStaff, type TestStaff, useTestContext } from "../testing.ts";
import { sendDailyDigests } from "./digest.ts";

const HOUR = 60 * 60 * 1000;
/** Thursday 26 November 2026, 07:00 in Kigali. */
const MORNING = new Date("2026-11-26T05:00:00Z");
const URL = "https://kigaliestates.rw";

describe("the morning digest", () => {
  const t = useTestContext();
  let agent: TestStaff;
  let manager: TestStaff;
  let away: TestStaff;

  beforeAll(async () => {
    agent = await createStaff(t, { role: "agent", username: "Aimée Agent" });
    manager = await createStaff(t, { role: "manager", username: "Marc Manager" });
    away = await createStaff(t, { role: "agent", username: "Inactive Agent" });
    await t.db.update(users).set({ language: "fr" }).where(eq(users.id, agent.id));
    await t.db.update(users).set({ active: false }).where(eq(users.id, away.id));
  });

  // The leads here are written straight to the database: the digests are the only emails staff get.
  const digestsTo = (staff: TestStaff) => t.db.select().from(outbox).where(eq(outbox.to, staff.email)).orderBy(outbox.createdAt);
  const lastDigestOf = async (staff: TestStaff) =>
    (await t.db.select({ at: users.lastDigestAt }).from(users).where(eq(users.id, staff.id)))[0]?.at;
  const lead = async (values: Partial<typeof consultations.$inferInsert> & { name: string }) => {
    const [row] = await t.db
      .insert(consultations)
      .values({ email: "client@example.rw", message: "Hello", ...values })
      .returning();
    return row?.id ?? "";
  };

  it("sends each active staff member one email with their follow-ups and new leads, in their language, and none when both are empty", async () => {
    const overdue = await lead({
      name: "Olive Overdue",
      assigneeId: agent.id,
      followUpDate: new Date(MORNING.getTime() - 20 * HOUR),
      createdAt: new Date(MORNING.getTime() - 5 * 24 * HOUR),
      listingTitle: "Villa in Kiyovu",
    });
    const fresh = await lead({ name: "Nadine New", assigneeId: agent.id, createdAt: new Date(MORNING.getTime() - 2 * HOUR) });
    await lead({ name: "Too Old", assigneeId: agent.id, createdAt: new Date(MORNING.getTime() - 3 * 24 * HOUR) });
    // A follow-up later today is due today; one for tomorrow is not told yet.
    await lead({
      name: "Later Today",
      assigneeId: agent.id,
      followUpDate: new Date(MORNING.getTime() + 6 * HOUR),
      createdAt: new Date(MORNING.getTime() - 4 * 24 * HOUR),
    });
    await lead({
      name: "Tomorrow",
      assigneeId: agent.id,
      followUpDate: new Date(MORNING.getTime() + 30 * HOUR),
      createdAt: new Date(MORNING.getTime() - 4 * 24 * HOUR),
    });
    const [message] = await t.db
      .insert(contacts)
      .values({
        name: "Carine Contact",
        email: "carine@example.rw",
        subject: "Land in Bugesera",
        message: "Hi",
        assigneeId: agent.id,
        createdAt: new Date(MORNING.getTime() - HOUR),
      })
      .returning();

    expect(await sendDailyDigests(t.db, URL, MORNING)).toBe(1);
    const [digest] = await digestsTo(agent);
    expect(digest?.subject).toBe("Votre journée : 2 relances, 2 nouveaux contacts");
    expect(await lastDigestOf(agent)).toEqual(MORNING);
    const body = digest?.body ?? "";
    expect(body).toContain("Bonjour Aimée Agent");
    expect(body).toContain("Olive Overdue (Villa in Kiyovu)");
    expect(body).toContain(`${URL}/admin/consultations?open=${overdue}`);
    expect(body).toContain("Later Today");
    expect(body).toContain(`${URL}/admin/consultations?open=${fresh}`);
    expect(body).toContain(`${URL}/admin/contacts?open=${message?.id}`);
    expect(body).not.toContain("Too Old");
    expect(body).not.toContain("Tomorrow");
    // Overdue first, with its own wording.
    expect(body.indexOf("Olive Overdue")).toBeLessThan(body.indexOf("Later Today"));
    expect(body).toContain("en retard");
    // The manager has nothing of theirs and nothing unassigned, yet their day is done; the inactive agent gets nothing.
    expect(await digestsTo(manager)).toHaveLength(0);
    expect(await lastDigestOf(manager)).toEqual(MORNING);
    expect(await digestsTo(away)).toHaveLength(0);
    expect(await lastDigestOf(away)).toBeNull();
  });

  it("sends once per day: again the same day, later that morning, or before the next 07:00, nothing more", async () => {
    expect(await sendDailyDigests(t.db, URL, MORNING)).toBe(0);
    expect(await sendDailyDigests(t.db, URL, new Date(MORNING.getTime() + 3 * HOUR))).toBe(0);
    expect(await sendDailyDigests(t.db, URL, new Date(MORNING.getTime() + 24 * HOUR - 60_000))).toBe(0);
    expect(await digestsTo(agent)).toHaveLength(1);
  });

  it("the next morning tells the leads since the last digest; two instances at the same moment queue one email", async () => {
    const unassigned = await lead({ name: "Unassigned Umutoni", createdAt: new Date(MORNING.getTime() + 3 * HOUR) });
    const nextMorning = new Date(MORNING.getTime() + 24 * HOUR);
    const runs = await Promise.all([sendDailyDigests(t.db, URL, nextMorning), sendDailyDigests(t.db, URL, nextMorning)]);
    // The agent (overdue follow-ups, the new unassigned lead) and the manager (the new unassigned lead), once each.
    expect(runs[0] + runs[1]).toBe(2);
    const agentDigests = await digestsTo(agent);
    expect(agentDigests).toHaveLength(2);
    const second = agentDigests[1]?.body ?? "";
    expect(second).toContain(`${URL}/admin/consultations?open=${unassigned}`);
    expect(second).not.toContain("Nadine New");
    expect(second).toContain("Olive Overdue");
    const [managers] = await digestsTo(manager);
    expect(managers?.subject).toBe("Your day: 0 follow-ups, 1 new lead");
    expect(managers?.body).toContain("Unassigned Umutoni");
  });

  it("a catch-up run after a 07:00 no instance was up for sends the day's digest to staff who had digests, not to newcomers", async () => {
    const newcomer = await createStaff(t, { role: "manager", username: "Nina Newcomer" });
    await lead({ name: "Missed Morning", createdAt: new Date(MORNING.getTime() + 30 * HOUR) });
    // Saturday 12:00 in Kigali: Saturday's 07:00 passed with nothing running.
    const saturdayNoon = new Date(MORNING.getTime() + 53 * HOUR);
    expect(await sendDailyDigests(t.db, URL, saturdayNoon, { catchUp: true })).toBe(2);
    expect((await digestsTo(manager)).at(-1)?.body).toContain("Missed Morning");
    expect(await digestsTo(newcomer)).toHaveLength(0);
    expect(await sendDailyDigests(t.db, URL, saturdayNoon, { catchUp: true })).toBe(0);
    // The scheduled run is for everyone.
    expect(await sendDailyDigests(t.db, URL, saturdayNoon)).toBe(1);
    expect((await digestsTo(newcomer))[0]?.body).toContain("Missed Morning");
  });

  describe("on the job queue", () => {
    const queues: JobQueue[] = [];
    afterAll(async () => {
      for (const queue of queues.splice(0)) await queue.stop();
    });

    it("is scheduled once, at 07:00 Kigali time, however many instances start it", async () => {
      const quiet = { error: () => {}, warn: () => {} } as unknown as Parameters<typeof startJobQueue>[1];
      for (let i = 0; i < 2; i++) {
        const queue = await startJobQueue(t.database, quiet);
        queues.push(queue);
        await startDigestJobs(t.app, queue);
      }
      const { rows } = (await t.database.db.execute(
        sql`select cron, options->>'tz' as tz from pgboss.schedule where name = ${DAILY_DIGEST}`,
      )) as unknown as { rows: { cron: string; tz: string }[] };
      expect(rows).toEqual([{ cron: DIGEST_CRON, tz: "Africa/Kigali" }]);
      expect(DIGEST_CRON).toBe("0 7 * * *");
      // Each start also asks for a catch-up run.
      const catchUps = (await t.database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${DAILY_DIGEST} and data->>'catchUp' = 'true'`,
      )) as unknown as { rows: { n: number }[] };
      expect(catchUps.rows[0]?.n).toBe(2);
    });
  });
});
