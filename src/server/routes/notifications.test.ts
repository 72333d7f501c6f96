import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../db/schema.ts";
import { useStaff, useTestContext } from "../testing.ts";

describe("notifications API", () => {
  const t = useTestContext();
  const staff = useStaff(t, { role: "manager" });
  let newestId: string;
  beforeAll(async () => {
    const base = Date.parse("2026-10-01T08:00:00Z");
    // 105 notifications, one a minute; the last three are already read.
    const rows = await t.db
      .insert(notifications)
      .values(
        Array.from({ length: 105 }, (_, i) => ({
          type: i % 2 === 0 ? ("consultation" as const) : ("submission" as const),
          title: `Notification ${i}`,
          message: `Message ${i}`,
          link: i % 2 === 0 ? "/admin/consultations" : null,
          read: i < 3,
          createdAt: new Date(base + i * 60_000),
        })),
      )
      .returning({ id: notifications.id, title: notifications.title });
    newestId = rows.find((r) => r.title === "Notification 104")?.id ?? "";
  });

  it("lists the 100 newest, newest first, with _id and id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/notifications", headers: staff.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(100);
    expect(list[0]).toEqual({
      _id: newestId,
      id: newestId,
      type: "consultation",
      title: "Notification 104",
      message: "Message 104",
      link: "/admin/consultations",
      read: false,
      createdAt: "2026-10-01T09:44:00.000Z",
    });
    expect(list[99].title).toBe("Notification 5");
    expect(list[1].link).toBeNull();
  });

  it("counts the unread ones", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/notifications/unread-count", headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 102 });
  });

  it("marks one as read without a body", async () => {
    const res = await t.app.inject({ method: "PATCH", url: `/api/notifications/${newestId}/read`, headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: newestId, read: true, title: "Notification 104" });
    const count = await t.app.inject({ method: "GET", url: "/api/notifications/unread-count", headers: staff.headers });
    expect(count.json()).toEqual({ count: 101 });
    // Again: still 200, nothing more changes.
    const again = await t.app.inject({ method: "PATCH", url: `/api/notifications/${newestId}/read`, headers: staff.headers });
    expect(again.statusCode).toBe(200);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const missing = await t.app.inject({
      method: "PATCH",
      url: "/api/notifications/00000000-0000-4000-8000-000000000000/read",
      headers: staff.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Notification not found" });
    const malformed = await t.app.inject({ method: "PATCH", url: "/api/notifications/42/read", headers: staff.headers });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/id/);
  });

  it("needs a session for every endpoint (401) and changes nothing without one", async () => {
    for (const [method, url] of [
      ["GET", "/api/notifications"],
      ["GET", "/api/notifications/unread-count"],
      ["PATCH", `/api/notifications/${newestId}/read`],
      ["PATCH", "/api/notifications/read-all"],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await t.db.select().from(notifications).where(eq(notifications.read, false))).length).toBe(101);
  });

  it("marks all as read and says how many changed", async () => {
    const res = await t.app.inject({ method: "PATCH", url: "/api/notifications/read-all", headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 101 });
    const count = await t.app.inject({ method: "GET", url: "/api/notifications/unread-count", headers: staff.headers });
    expect(count.json()).toEqual({ count: 0 });
    const again = await t.app.inject({ method: "PATCH", url: "/api/notifications/read-all", headers: staff.headers });
    expect(again.json()).toEqual({ count: 0 });
  });
});
