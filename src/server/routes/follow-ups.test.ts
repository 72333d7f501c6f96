import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { kigaliDayStart, snoozePresetTime } from "../../domain/follow-ups.ts";
import { consultations } from "../db/schema.ts";
import { updateConsultation } from "../services/consultations.ts";
import { completeFollowUp, listFollowUps } from "../services/follow-ups.ts";
import { MISSING_ID, useStaff, useTestContext } from "../testing.ts";

const HOUR = 60 * 60 * 1000;

describe("follow-ups", () => {
  const t = useTestContext();
  const manager = useStaff(t, { role: "manager", username: "Grace Manager" });
  const agent = useStaff(t, { role: "agent", username: "Eric Agent" });
  const otherAgent = useStaff(t, { role: "agent", username: "Diane Agent" });

  let n = 0;
  const lead = async (
    followUpDate: Date | null,
    assigneeId: string | null,
    over: Partial<typeof consultations.$inferInsert> = {},
  ) => {
    const [row] = await t.db
      .insert(consultations)
      .values({
        name: `Client ${++n}`,
        email: `client${n}@example.rw`,
        message: "Call me back",
        followUpDate,
        assigneeId,
        ...over,
      })
      .returning();
    if (!row) throw new Error("no row");
    return row;
  };
  const get = (headers: object, query = "") =>
    t.app.inject({ method: "GET", url: `/api/follow-ups${query}`, headers: headers as Record<string, string> });
  const names = (list: { name: string }[]) => list.map((item) => item.name);

  it("lists what is due today and overdue in Kigali days, oldest first, and leaves later, done and archived ones out", async () => {
    const now = new Date();
    const yesterday = await lead(new Date(kigaliDayStart(now).getTime() - HOUR), agent.id);
    const laterToday = await lead(new Date(kigaliDayStart(now, 1).getTime() - 60_000), agent.id);
    await lead(new Date(kigaliDayStart(now, 1).getTime() + HOUR), agent.id);
    await lead(new Date(now.getTime() - HOUR), agent.id, { followUpDoneAt: now });
    await lead(new Date(now.getTime() - HOUR), agent.id, { status: "archived" });

    const res = await get(agent.headers);
    expect(res.statusCode).toBe(200);
    const mine = res.json();
    expect(names(mine)).toEqual([yesterday.name, laterToday.name]);
    expect(mine[0]).toMatchObject({
      _id: yesterday.id,
      overdue: true,
      assigneeId: agent.id,
      assigneeName: "Eric Agent",
      link: `/admin/consultations?open=${yesterday.id}`,
    });
    expect(mine[1]).toMatchObject({ overdue: false });
  });

  it("gives each follow-up to its assignee, unassigned ones to everybody, and keeps agents to what they may see", async () => {
    const now = new Date();
    const due = new Date(now.getTime() - 2 * HOUR);
    const agents = await lead(due, agent.id, { name: "Agent's client" });
    const others = await lead(due, otherAgent.id, { name: "Other agent's client" });
    const nobodys = await lead(due, null, { name: "Nobody's client" });
    const managers = await lead(due, manager.id, { name: "Manager's client" });

    const mine = names((await get(agent.headers, "?scope=me")).json());
    expect(mine).toContain(agents.name);
    expect(mine).toContain(nobodys.name);
    expect(mine).not.toContain(others.name);
    expect(mine).not.toContain(managers.name);
    // An agent asking for everything still sees only their own and unassigned leads.
    const agentAll = names((await get(agent.headers, "?scope=all")).json());
    expect(agentAll).not.toContain(others.name);
    expect(names((await get(agent.headers, `?assignee=${otherAgent.id}`)).json())).toEqual([]);

    // A manager picks an agent, or sees everybody's.
    const picked = names((await get(manager.headers, `?assignee=${otherAgent.id}`)).json());
    expect(picked).toContain(others.name);
    expect(picked).not.toContain(agents.name);
    const everyone = names((await get(manager.headers, "?scope=all")).json());
    expect(everyone).toEqual(expect.arrayContaining([agents.name, others.name, nobodys.name, managers.name]));
    const managerMine = names((await get(manager.headers)).json());
    expect(managerMine).toContain(managers.name);
    expect(managerMine).not.toContain(agents.name);

    // The bell counts mine and the unassigned ones.
    const count = await t.app.inject({ method: "GET", url: "/api/follow-ups/count", headers: agent.headers });
    expect(count.json()).toEqual({ count: (await get(agent.headers)).json().length });
  });

  it("completes a follow-up (once), and a new follow-up date opens it again", async () => {
    const item = await lead(new Date(Date.now() - HOUR), agent.id, { name: "To complete" });
    const done = await t.app.inject({ method: "POST", url: `/api/follow-ups/${item.id}/complete`, headers: agent.headers });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ _id: item.id, done: true });
    expect(names((await get(agent.headers)).json())).not.toContain("To complete");
    const [stored] = await t.db.select().from(consultations).where(eq(consultations.id, item.id));
    const firstDone = stored?.followUpDoneAt;
    expect(firstDone).toBeInstanceOf(Date);
    await completeFollowUp(t.db, { id: agent.id, role: "agent" }, item.id);
    const [again] = await t.db.select().from(consultations).where(eq(consultations.id, item.id));
    expect(again?.followUpDoneAt).toEqual(firstDone);

    // Staff schedule the next one: it is open again, and due when its day comes.
    const next = new Date(Date.now() + 5 * 60_000);
    await updateConsultation(
      t.db,
      item.id,
      { followUpDate: next, notes: "Call again" },
      { actorId: agent.id, site: t.app.linkKeys },
    );
    const [reopened] = await t.db.select().from(consultations).where(eq(consultations.id, item.id));
    expect(reopened?.followUpDoneAt).toBeNull();
    const tomorrowNoon = new Date(kigaliDayStart(next, 1).getTime() + 12 * HOUR);
    const later = await listFollowUps(t.db, { id: agent.id, role: "agent" }, { scope: "me" }, tomorrowNoon);
    expect(later.find((entry) => entry._id === item.id)).toMatchObject({ overdue: true });
  });

  it("snoozes to tomorrow 09:00, next Monday 09:00 or a chosen later time, Kigali time", async () => {
    const item = await lead(new Date(Date.now() - HOUR), agent.id, { name: "To snooze", followUpDoneAt: null });
    const snooze = (payload: object, headers: object = agent.headers) =>
      t.app.inject({
        method: "POST",
        url: `/api/follow-ups/${item.id}/snooze`,
        headers: headers as Record<string, string>,
        payload,
      });

    const tomorrow = await snooze({ preset: "tomorrow" });
    expect(tomorrow.statusCode).toBe(200);
    const at = new Date(tomorrow.json().followUpDate);
    // 09:00 in Kigali is 07:00 UTC, on the next Kigali day.
    expect(at.getUTCHours()).toBe(7);
    expect(at.getTime()).toBe(kigaliDayStart(new Date(), 1).getTime() + 9 * HOUR);
    expect(names((await get(agent.headers)).json())).not.toContain("To snooze");

    const week = await snooze({ preset: "next-week" });
    const monday = new Date(week.json().followUpDate);
    expect(new Date(monday.getTime() + 2 * HOUR).getUTCDay()).toBe(1);
    expect(monday.getTime()).toBeGreaterThan(Date.now() + 24 * HOUR);

    const chosen = new Date(Date.now() + 3 * HOUR);
    expect((await snooze({ until: chosen.toISOString() })).json().followUpDate).toBe(chosen.toISOString());

    const past = await snooze({ until: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ error: "Snooze to a time later than now" });
    expect((await snooze({ preset: "someday" })).statusCode).toBe(400);
  });

  it("presets fall on Kigali days: a Sunday evening snoozes to Monday, a Monday to the next Monday", () => {
    // Sunday 22 November 2026, 23:30 in Kigali (21:30 UTC).
    const sunday = new Date("2026-11-22T21:30:00Z");
    expect(snoozePresetTime("tomorrow", sunday).toISOString()).toBe("2026-11-23T07:00:00.000Z");
    expect(snoozePresetTime("next-week", sunday).toISOString()).toBe("2026-11-23T07:00:00.000Z");
    // Monday 23 November, 01:00 in Kigali (Sunday 23:00 UTC).
    const monday = new Date("2026-11-22T23:00:00Z");
    expect(snoozePresetTime("tomorrow", monday).toISOString()).toBe("2026-11-24T07:00:00.000Z");
    expect(snoozePresetTime("next-week", monday).toISOString()).toBe("2026-11-30T07:00:00.000Z");
  });

  it("answers 404 for another agent's follow-up, a lead without one and an unknown id, changing nothing", async () => {
    const others = await lead(new Date(Date.now() - HOUR), otherAgent.id, { name: "Not yours" });
    const none = await lead(null, agent.id);
    for (const id of [others.id, none.id, MISSING_ID]) {
      const res = await t.app.inject({ method: "POST", url: `/api/follow-ups/${id}/complete`, headers: agent.headers });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: "Follow-up not found" });
    }
    const snoozed = await t.app.inject({
      method: "POST",
      url: `/api/follow-ups/${others.id}/snooze`,
      headers: agent.headers,
      payload: { preset: "tomorrow" },
    });
    expect(snoozed.statusCode).toBe(404);
    const [untouched] = await t.db.select().from(consultations).where(eq(consultations.id, others.id));
    expect(untouched?.followUpDoneAt).toBeNull();
    expect(untouched?.followUpDate).toEqual(others.followUpDate);
    // Needs a session.
    expect((await t.app.inject({ method: "GET", url: "/api/follow-ups" })).statusCode).toBe(401);
  });
});
