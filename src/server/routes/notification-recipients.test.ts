import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../../domain/notification-preferences.ts";
import { notifications, outbox, users } from "../db/schema.ts";
import { notifyStaff, notifyUser } from "../services/notifier.ts";
import { createStaff, freshAddress, type TestStaff, useTestContext, withSetting } from "../testing.ts";

describe("notifications for each staff member", () => {
  const t = useTestContext();
  let manager: TestStaff;
  let agent: TestStaff;
  let quiet: TestStaff;
  let gone: TestStaff;
  const everyone = () => [manager, agent, quiet, gone].map((staff) => staff.id);

  beforeAll(async () => {
    manager = await createStaff(t, { role: "manager" });
    agent = await createStaff(t, { role: "agent" });
    quiet = await createStaff(t, { role: "agent" });
    gone = await createStaff(t, { role: "agent" });
    await t.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
  });

  const rowsFor = (type: string, title?: string) =>
    t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.type, type),
          inArray(notifications.userId, everyone()),
          ...(title ? [eq(notifications.title, title)] : []),
        ),
      );
  const mailTo = (email: string, subject: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.subject, subject)));
  const setPreferences = (staff: TestStaff, payload: object) =>
    t.app.inject({ method: "PUT", url: "/api/auth/me/notification-preferences", headers: staff.headers, payload });

  it("each staff member reads and changes their own choice; one schema checks it whole", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/me/notification-preferences", headers: quiet.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const choice = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      contact: { bell: false, email: false },
      consultation: { bell: true, email: false },
    };
    const saved = await setPreferences(quiet, choice);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(choice);
    const [row] = await t.db.select({ prefs: users.notificationPrefs }).from(users).where(eq(users.id, quiet.id));
    expect(row?.prefs).toEqual(choice);
    // Another staff member's choice is their own.
    const other = await t.app.inject({ method: "GET", url: "/api/auth/me/notification-preferences", headers: agent.headers });
    expect(other.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    for (const bad of [
      { ...choice, contact: { bell: "no", email: false } },
      { ...choice, contact: { bell: true } },
      { ...choice, sms: { bell: true, email: true } },
    ]) {
      const refused = await setPreferences(quiet, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: expect.any(String) });
    }
    const [unchanged] = await t.db.select({ prefs: users.notificationPrefs }).from(users).where(eq(users.id, quiet.id));
    expect(unchanged?.prefs).toEqual(choice);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me/notification-preferences" })).statusCode).toBe(401);
  });

  it("a new unassigned lead reaches every active staff member, one row each, as each chose", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contacts",
      remoteAddress: freshAddress(),
      payload: { name: "Jean Bosco", email: "jean@example.rw", subject: "Renting in Kimihurura", message: "Is the flat free?" },
    });
    expect(res.statusCode).toBe(201);
    const contactId = res.json()._id;
    const rows = await rowsFor("contact");
    // The quiet agent turned contact messages off; the inactive one gets nothing.
    expect(rows.map((row) => row.userId).sort()).toEqual([manager.id, agent.id].sort());
    expect(rows.every((row) => row.link === `/admin/contacts?open=${contactId}`)).toBe(true);
    expect(await mailTo(manager.email, "New contact message")).toHaveLength(1);
    expect(await mailTo(quiet.email, "New contact message")).toHaveLength(0);
    expect(await mailTo(gone.email, "New contact message")).toHaveLength(0);
  });

  it("an assigned lead's notification goes to its assignee alone; email follows each one's choice and the agency's switch", async () => {
    const event = {
      type: "consultation" as const,
      title: "Consultation for the assignee",
      message: () => "m",
      link: "/admin/consultations?open=x",
    };
    await notifyStaff(t.db, event, { site: t.app.linkKeys, assigneeId: quiet.id });
    const rows = await rowsFor("consultation", event.title);
    expect(rows.map((row) => row.userId)).toEqual([quiet.id]);
    // The quiet agent wants consultations in the bell only.
    expect(await mailTo(quiet.email, event.title)).toHaveLength(0);

    await notifyStaff(t.db, { ...event, title: "Consultation for the agent" }, { site: t.app.linkKeys, assigneeId: agent.id });
    expect(await mailTo(agent.email, "Consultation for the agent")).toHaveLength(1);
    await withSetting(t, "notificationSettings", { emailNotifications: false }, async () => {
      await notifyUser(
        t.db,
        agent.id,
        { type: "assignment", title: "Assigned while email is off", message: () => "m" },
        { site: t.app.linkKeys },
      );
    });
    expect(await mailTo(agent.email, "Assigned while email is off")).toHaveLength(0);
    expect(await rowsFor("assignment", "Assigned while email is off")).toHaveLength(1);
  });

  it("lists and counts only the signed-in staff member's notifications and the older ones meant for everyone", async () => {
    await t.db.insert(notifications).values([
      { type: "system", title: "For everyone (before recipients)", message: "m" },
      { type: "system", title: "Only the manager's", message: "m", userId: manager.id },
    ]);
    const list = async (staff: TestStaff) =>
      (await t.app.inject({ method: "GET", url: "/api/notifications", headers: staff.headers }))
        .json()
        .map((n: { title: string }) => n.title);
    expect(await list(manager)).toEqual(expect.arrayContaining(["For everyone (before recipients)", "Only the manager's"]));
    expect(await list(agent)).toContain("For everyone (before recipients)");
    expect(await list(agent)).not.toContain("Only the manager's");

    const count = async (staff: TestStaff) =>
      (await t.app.inject({ method: "GET", url: "/api/notifications/unread-count", headers: staff.headers })).json().count;
    const [managersOwn] = await t.db.select().from(notifications).where(eq(notifications.title, "Only the manager's"));
    // Another's notification cannot be marked read.
    const foreign = await t.app.inject({
      method: "PATCH",
      url: `/api/notifications/${managersOwn?.id}/read`,
      headers: agent.headers,
    });
    expect(foreign.statusCode).toBe(404);

    const managerBefore = await count(manager);
    const agentUnread = await count(agent);
    expect(agentUnread).toBeGreaterThan(0);
    const readAll = await t.app.inject({ method: "POST", url: "/api/notifications/read-all", headers: agent.headers });
    expect(readAll.statusCode).toBe(200);
    expect(readAll.json()).toEqual({ count: agentUnread });
    expect(await count(agent)).toBe(0);
    // The legacy one meant for everyone is read now; the manager's own ones are not.
    expect(await count(manager)).toBe(managerBefore - 1);
    expect((await t.app.inject({ method: "POST", url: "/api/notifications/read-all" })).statusCode).toBe(401);
  });
});
