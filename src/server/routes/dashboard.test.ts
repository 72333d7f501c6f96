import { beforeAll, describe, expect, it } from "vitest";
import { activityLog, blogs, consultations, contacts, people, properties, submissions, viewings } from "../db/schema.ts";
import { createStaff, type TestStaff, useStaff, useTestContext } from "../testing.ts";

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
    // A second apart: entries written within the same instant have no order between them.
    await t.db.insert(activityLog).values(
      Array.from({ length: 12 }, (_, i) => ({
        action: `Action ${i}`,
        details: `Details ${i}`,
        status: i % 2 ? "new" : "pending",
        entityType: "blog",
        createdAt: new Date(base + (i + 1) * 1000),
      })),
    );
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

describe("dashboard within the reader's scope", () => {
  const t = useTestContext();
  let agent: TestStaff;
  let colleague: TestStaff;
  let manager: TestStaff;
  let superadmin: TestStaff;
  const stats = (staff: TestStaff) => t.app.inject({ method: "GET", url: "/api/dashboard/stats", headers: staff.headers });
  const activity = async (staff: TestStaff) => {
    const res = await t.app.inject({ method: "GET", url: "/api/dashboard/recent-activity", headers: staff.headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as { details: string }[]).map((entry) => entry.details).sort();
  };

  beforeAll(async () => {
    agent = await createStaff(t, { role: "agent", username: "Aline Agent" });
    colleague = await createStaff(t, { role: "agent", username: "Bob Agent" });
    manager = await createStaff(t, { role: "manager" });
    superadmin = await createStaff(t, { role: "superadmin" });
    const [property] = await t.db
      .insert(properties)
      .values([
        { title: "Listed house", type: "house", price: 1, location: "Gisozi", area: 100, description: "A house." },
        { title: "Sold house", type: "house", status: "sold", price: 1, location: "Gisozi", area: 100, description: "Sold." },
      ])
      .returning({ id: properties.id });
    const [secret] = await t.db
      .insert(people)
      .values({ name: "Secret Client", email: "secret@example.rw" })
      .returning({ id: people.id });
    const leads = await t.db
      .insert(consultations)
      .values([
        { name: "Own Client", status: "new", assigneeId: agent.id },
        { name: "Secret Client", status: "new", assigneeId: colleague.id, personId: secret?.id },
        { name: "Walk-in Client", status: "new" },
      ])
      .returning({ id: consultations.id, name: consultations.name });
    const leadOf = (name: string) => leads.find((lead) => lead.name === name)?.id ?? "";
    const message = (name: string, assigneeId: string | null) => ({
      name,
      email: "m@example.rw",
      subject: `${name}'s subject`,
      message: "Hello",
      assigneeId,
    });
    const messages = await t.db
      .insert(contacts)
      .values([message("Own Writer", agent.id), message("Secret Writer", colleague.id)])
      .returning({ id: contacts.id, name: contacts.name });
    const submission = (title: string, assigneeId: string | null) => ({
      title,
      type: "house" as const,
      price: 1,
      location: "Gisozi",
      area: 100,
      description: "From the public form.",
      contactName: "Owner",
      contactEmail: "owner@example.rw",
      contactPhone: "+250788000000",
      assigneeId,
    });
    await t.db
      .insert(submissions)
      .values([submission("Own submission", agent.id), submission("Secret submission", colleague.id)]);
    const [viewing] = await t.db
      .insert(viewings)
      .values({
        consultationId: leadOf("Secret Client"),
        agentId: colleague.id,
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 90_000_000),
      })
      .returning({ id: viewings.id });
    const entries = [
      { details: "Own Client: note added", entityType: "consultation", entityId: leadOf("Own Client") },
      { details: "Walk-in Client: status contacted", entityType: "consultation", entityId: leadOf("Walk-in Client") },
      { details: "Own Writer's subject", entityType: "contact", entityId: messages[0]?.id },
      { details: "Listed house", entityType: "property", entityId: property?.id },
      { details: "Secret Writer's subject", entityType: "contact", entityId: messages[1]?.id },
      { details: "Secret Client, Friday: requested", entityType: "viewing", entityId: viewing?.id },
      { details: "Secret Client merged into Secret Client", entityType: "person", entityId: secret?.id },
      { details: "Deleted Client about a house", entityType: "consultation", entityId: crypto.randomUUID() },
      { details: "Bob Agent (bob@kigaliestates.rw)", entityType: "user", entityId: colleague.id },
      { details: "Company information", entityType: "settings", entityId: "companyInfo" },
    ];
    // A second apart, older than the note below: entries written within the same instant have no order between them.
    const start = Date.now() - 60_000;
    await t.db
      .insert(activityLog)
      .values(entries.map((entry, i) => ({ action: "Changed", status: "new", ...entry, createdAt: new Date(start + i * 1000) })));
    // A colleague's note, through the API as the back office writes it.
    const note = await t.app.inject({
      method: "PUT",
      url: `/api/consultations/${leadOf("Secret Client")}`,
      headers: colleague.headers,
      payload: { notes: "Called back" },
    });
    expect(note.statusCode).toBe(200);
  });

  it("counts an agent's leads, messages and submissions within their scope, and every listing", async () => {
    const agency = { propertiesApproved: 1, recentUploads: 2, totalProperties: 2, totalBlogs: 0 };
    expect((await stats(agent)).json()).toEqual({
      ...agency,
      pendingReview: 1,
      consultations: 2,
      totalSubmissions: 1,
      totalContacts: 1,
    });
    expect((await stats(manager)).json()).toEqual({
      ...agency,
      pendingReview: 2,
      consultations: 3,
      totalSubmissions: 2,
      totalContacts: 2,
    });
    expect((await stats(superadmin)).json()).toEqual((await stats(manager)).json());
  });

  it("shows an agent only the activity of what they may see, and staff accounts and settings only to superadmins", async () => {
    expect(await activity(agent)).toEqual([
      "Listed house",
      "Own Client: note added",
      "Own Writer's subject",
      "Walk-in Client: status contacted",
    ]);
    const leads = [
      "Deleted Client about a house",
      "Listed house",
      "Own Client: note added",
      "Own Writer's subject",
      "Secret Client merged into Secret Client",
      "Secret Client, Friday: requested",
      "Secret Client: note added",
      "Secret Writer's subject",
      "Walk-in Client: status contacted",
    ];
    expect(await activity(manager)).toEqual(leads);
    // The ten latest: the first entry written is one too many.
    const everything = [...leads, "Bob Agent (bob@kigaliestates.rw)", "Company information"];
    expect(await activity(superadmin)).toEqual(everything.filter((details) => details !== "Own Client: note added").sort());
  });
});
