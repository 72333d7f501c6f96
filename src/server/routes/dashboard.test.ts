import { beforeAll, describe, expect, it } from "vitest";
import { blogs, consultations, contacts, properties, submissions } from "../db/schema.ts";
import { logActivity } from "../services/activity.ts";
import { useStaff, useTestContext } from "../testing.ts";

const DAY = 24 * 60 * 60 * 1000;

describe("dashboard API", () => {
  const t = useTestContext();
  const staff = useStaff(t, { role: "manager" });
  beforeAll(async () => {
    const now = Date.now();
    const property = (title: string, status: "now-selling" | "coming-soon" | "sold" | "for-rent", ageDays: number) => ({
      title,
      type: "house" as const,
      status,
      price: 150_000_000,
      location: "Kicukiro, Kigali",
      area: 300,
      description: "A house.",
      createdAt: new Date(now - ageDays * DAY),
    });
    await t.db
      .insert(properties)
      .values([
        property("New and selling", "now-selling", 1),
        property("New for rent", "for-rent", 6),
        property("Old coming soon", "coming-soon", 30),
        property("Old and sold", "sold", 40),
        property("New but sold", "sold", 2),
      ]);
    const submission = (title: string, status: "pending" | "approved" | "rejected") => ({
      title,
      type: "house" as const,
      price: 90_000_000,
      location: "Gisozi",
      area: 200,
      description: "From the public form.",
      contactName: "Alice",
      contactEmail: "alice@example.com",
      contactPhone: "+250788000000",
      status,
    });
    await t.db
      .insert(submissions)
      .values([
        submission("A", "pending"),
        submission("B", "pending"),
        submission("C", "pending"),
        submission("D", "approved"),
        submission("E", "rejected"),
      ]);
    await t.db.insert(consultations).values([
      { name: "Jean", status: "new" },
      { name: "Marie", status: "new" },
      { name: "Paul", status: "contacted" },
      { name: "Aline", status: "archived" },
    ]);
    await t.db
      .insert(contacts)
      .values(
        Array.from({ length: 6 }, (_, i) => ({ name: `C${i}`, email: `c${i}@example.com`, subject: "Hi", message: "Hello" })),
      );
    await t.db.insert(blogs).values([
      { title: "Market 2026", category: "market-analysis", content: "…", status: "published" },
      { title: "Draft", category: "news", content: "…" },
    ]);
  });

  it("computes the stats from the data", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/dashboard/stats", headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      propertiesApproved: 3,
      pendingReview: 3,
      recentUploads: 3,
      consultations: 2,
      totalProperties: 5,
      totalSubmissions: 5,
      totalContacts: 6,
      totalBlogs: 2,
    });
  });

  it("lists the 10 latest activity entries, newest first", async () => {
    const base = Date.now() - 60 * 60 * 1000;
    for (let i = 0; i < 12; i++) {
      await logActivity(t.db, {
        action: `Action ${i}`,
        details: `Details ${i}`,
        status: i % 2 ? "new" : "pending",
        entityType: "test",
      });
    }
    const res = await t.app.inject({ method: "GET", url: "/api/dashboard/recent-activity", headers: staff.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({
      id: expect.any(String),
      action: "Action 11",
      details: "Details 11",
      status: "new",
      time: expect.any(String),
    });
    expect(Date.parse(list[0].time)).toBeGreaterThan(base);
    expect(list.map((a: { action: string }) => a.action)).toEqual(Array.from({ length: 10 }, (_, i) => `Action ${11 - i}`));
  });

  it("needs a session (401)", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/dashboard/stats" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/dashboard/recent-activity" })).statusCode).toBe(401);
  });
});
