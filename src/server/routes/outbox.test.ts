import { beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema.ts";
import { useStaff, useTestContext } from "../testing.ts";

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
