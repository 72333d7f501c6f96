import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { consultations, contacts, submissions, uploads } from "../db/schema.ts";
import { createStaff, setPermissions, type TestStaff, useStaff, useTestContext } from "../testing.ts";

type Listed = { _id: string; name: string; status: string; assigneeId: string | null; createdAt: string; priority?: string };

/**
 * The lead lists on the server: 30 consultations spread over two agents and nobody, with known
 * statuses, priorities, sources and days, and a few contact messages and submissions.
 */
describe("lead lists: paging, search, filters, sort, counts and export", () => {
  const t = useTestContext();
  const manager = useStaff(t, { role: "manager" });
  const agent = useStaff(t, { role: "agent", username: "Eric Agent" });
  let other: TestStaff;
  const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 8));

  beforeAll(async () => {
    other = await createStaff(t, { role: "agent", username: "Olivier Agent" });
    const owners = [agent.id, other.id, null];
    await t.db.insert(consultations).values(
      Array.from({ length: 30 }, (_, i) => ({
        name: i === 7 ? "Zawadi Uwimana" : `Client ${String(i).padStart(2, "0")}`,
        email: `client${i}@example.rw`,
        phone: i === 11 ? "+250788999111" : "",
        message: i === 13 ? "Looking for a garden villa in Rebero" : "Hello",
        status: (["new", "in-progress", "contacted", "archived"] as const)[i % 4],
        priority: (["high", "medium", "low"] as const)[i % 3],
        kind: i % 5 === 0 ? ("viewing" as const) : ("consultation" as const),
        source: i % 6 === 0 ? ("phone" as const) : ("website" as const),
        assigneeId: owners[i % 3] ?? null,
        assignedTo: i % 3 === 0 ? "Eric Agent" : i % 3 === 1 ? "Olivier Agent" : "",
        createdAt: day(i),
        updatedAt: day(i),
      })),
    );
    await t.db.insert(contacts).values(
      Array.from({ length: 6 }, (_, i) => ({
        name: `Writer ${i}`,
        email: `writer${i}@example.rw`,
        subject: i === 2 ? "Office in Kacyiru" : "Question",
        message: "Hello",
        assigneeId: i % 2 === 0 ? agent.id : other.id,
        createdAt: i < 2 ? new Date(Date.now() - 3600_000) : day(i),
      })),
    );
    const images = [`/uploads/${crypto.randomUUID()}-1600.webp`];
    await t.db.insert(uploads).values(images.map((url) => ({ url, keys: [], width: 10, height: 10, bytes: 10 })));
    await t.db.insert(submissions).values(
      Array.from({ length: 4 }, (_, i) => ({
        title: `House ${i}`,
        type: "house",
        price: 100_000_000,
        location: i === 1 ? "Gisozi" : "Kicukiro",
        area: 200,
        description: "A house.",
        contactName: `Owner ${i}`,
        contactEmail: `owner${i}@example.rw`,
        contactPhone: "+250788000000",
        images,
        status: i === 3 ? "approved" : "pending",
        assigneeId: i === 0 ? agent.id : null,
      })),
    );
  });

  const get = async (url: string, staff: TestStaff = manager) => {
    const res = await t.app.inject({ method: "GET", url, headers: staff.headers });
    expect(res.statusCode, res.body).toBe(200);
    return { list: res.json() as Listed[], total: Number(res.headers["x-total-count"]), res };
  };
  const names = (list: Listed[]) => list.map((c) => c.name);

  it("answers the whole array, newest first, without paging parameters, as the specification reads it", async () => {
    const { list, total } = await get("/api/consultations");
    expect(list).toHaveLength(30);
    expect(total).toBe(30);
    expect(list[0]?.name).toBe("Client 29");
    const times = list.map((c) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get("/api/contacts")).list).toHaveLength(6);
    expect((await get("/api/submissions")).list).toHaveLength(4);
  });

  it("answers one page with the number of matches in X-Total-Count", async () => {
    const first = await get("/api/consultations?page=1&pageSize=12");
    expect(names(first.list)).toEqual(Array.from({ length: 12 }, (_, i) => `Client ${29 - i}`));
    expect(first.total).toBe(30);
    const last = await get("/api/consultations?page=3&pageSize=12");
    expect(last.list).toHaveLength(6);
    expect(last.total).toBe(30);
    expect((await get("/api/consultations?page=9&pageSize=12")).list).toEqual([]);
    // A page size alone is the first page.
    expect((await get("/api/consultations?pageSize=5")).list).toHaveLength(5);
  });

  it("searches name, email, phone and message, ignoring case, with LIKE's wildcards taken literally", async () => {
    expect(names((await get("/api/consultations?q=zawadi&page=1")).list)).toEqual(["Zawadi Uwimana"]);
    expect(names((await get("/api/consultations?q=999%20111")).list)).toEqual(["Client 11"]);
    expect(names((await get("/api/consultations?q=GARDEN%20VILLA")).list)).toEqual(["Client 13"]);
    expect((await get("/api/consultations?q=client1%40example")).total).toBe(1);
    expect((await get("/api/consultations?q=%25")).list).toEqual([]);
    expect(names((await get("/api/contacts?q=kacyiru")).list)).toEqual(["Writer 2"]);
    expect((await get("/api/submissions?q=gisozi")).list.map((s) => (s as unknown as { title: string }).title)).toEqual([
      "House 1",
    ]);
  });

  it("counts a search's matches in X-Total-Count and the stat cards, within the reader's scope", async () => {
    // "Client 1" is in the names of Client 10 to Client 19 only (the emails read client1…, no space).
    const page = await get("/api/consultations?q=client%201&page=2&pageSize=4");
    expect(names(page.list)).toEqual(["Client 15", "Client 14", "Client 13", "Client 12"]);
    expect(page.total).toBe(10);
    expect((await get("/api/consultations?q=client%201&page=1&pageSize=4", agent)).total).toBe(6);
    expect((await get("/api/consultations?q=%25&page=1")).total).toBe(0);
    const stats = await t.app.inject({
      method: "GET",
      url: "/api/consultations/stats?q=client%201&status=new",
      headers: manager.headers,
    });
    expect(stats.json()).toMatchObject({ total: 2, byStatus: { new: 2, "in-progress": 2, contacted: 3, archived: 3 } });
  });

  it("filters by status, priority, kind, source, assignee and days, together", async () => {
    const count = async (query: string) => (await get(`/api/consultations?${query}&page=1&pageSize=100`)).total;
    expect(await count("status=new")).toBe(8);
    expect(await count("priority=high")).toBe(10);
    expect(await count("kind=viewing")).toBe(6);
    expect(await count("source=phone")).toBe(5);
    expect(await count("status=new&priority=high")).toBe(3);
    expect(await count(`assignee=${agent.id}`)).toBe(10);
    expect(await count("assignee=none")).toBe(10);
    // Created from 2 to 4 November, Kigali days, both included.
    expect(await count("from=2026-11-02&to=2026-11-04")).toBe(3);
    const mine = await get("/api/consultations?assignee=me", agent);
    expect(mine.list.every((c) => c.assigneeId === agent.id)).toBe(true);
    expect(mine.total).toBe(10);
  });

  it("sorts by name, oldest or priority, and refuses what it does not know with 400", async () => {
    expect((await get("/api/consultations?sort=name&pageSize=2")).list.map((c) => c.name)).toEqual(["Client 00", "Client 01"]);
    expect((await get("/api/consultations?sort=oldest&pageSize=1")).list[0]?.name).toBe("Client 00");
    const byPriority = (await get("/api/consultations?sort=priority")).list.map((c) => c.priority);
    expect(byPriority.slice(0, 10).every((p) => p === "high")).toBe(true);
    expect(byPriority.at(-1)).toBe("low");
    for (const query of [
      "sort=price",
      "status=open",
      "assignee=somebody",
      "page=0",
      "pageSize=101",
      "from=yesterday",
      "colour=red",
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/api/consultations?${query}`, headers: manager.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it("counts the stat cards over the filter: by status without the status filter, and the filter's total", async () => {
    const stats = async (query: string, staff: TestStaff = manager) => {
      const res = await t.app.inject({ method: "GET", url: `/api/consultations/stats?${query}`, headers: staff.headers });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect(await stats("")).toMatchObject({ total: 30, byStatus: { new: 8, "in-progress": 8, contacted: 7, archived: 7 } });
    expect(await stats("status=new&priority=high")).toMatchObject({
      total: 3,
      byStatus: { new: 3, "in-progress": 2, contacted: 2, archived: 3 },
    });
    // The contact summary: the last 24 hours and the last 7 days.
    const contactStats = await t.app.inject({ method: "GET", url: "/api/contacts/stats", headers: manager.headers });
    expect(contactStats.json()).toMatchObject({ total: 6, today: 2, week: 2 });
    const submissionStats = await t.app.inject({ method: "GET", url: "/api/submissions/stats", headers: manager.headers });
    expect(submissionStats.json()).toMatchObject({ total: 4, byStatus: { pending: 3, approved: 1, rejected: 0 } });
  });

  it("keeps an agent to their own and unassigned leads in lists, pages, counts, single reads and the export", async () => {
    const visible = (c: Listed) => c.assigneeId === agent.id || c.assigneeId === null;
    const all = await get("/api/consultations", agent);
    expect(all.list).toHaveLength(20);
    expect(all.list.every(visible)).toBe(true);
    expect((await get("/api/consultations?page=2&pageSize=15", agent)).total).toBe(20);
    expect((await get(`/api/consultations?assignee=${other.id}`, agent)).list).toEqual([]);
    const stats = await t.app.inject({ method: "GET", url: "/api/consultations/stats", headers: agent.headers });
    expect(stats.json().total).toBe(20);
    expect((await get("/api/contacts", agent)).list.every(visible)).toBe(true);
    expect((await get("/api/submissions", agent)).list.every(visible)).toBe(true);

    const [colleagues] = await t.db.select().from(consultations).where(eq(consultations.assigneeId, other.id)).limit(1);
    const one = await t.app.inject({ method: "GET", url: `/api/consultations/${colleagues?.id}`, headers: agent.headers });
    expect(one.statusCode).toBe(404);
    const asManager = await t.app.inject({
      method: "GET",
      url: `/api/consultations/${colleagues?.id}`,
      headers: manager.headers,
    });
    expect(asManager.json()).toMatchObject({ _id: colleagues?.id, assigneeId: other.id, assignedTo: "Olivier Agent" });

    const csv = await t.app.inject({ method: "GET", url: "/api/consultations/export", headers: agent.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trimEnd().split("\r\n")).toHaveLength(21);
    expect(csv.body).not.toContain("Olivier Agent");
  });

  it("exports the filter's leads as CSV on the server, for staff allowed to export", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/consultations/export?status=new&sort=oldest",
      headers: manager.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="consultations-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, first, ...rest] = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header).toBe(
      "ID,Kind,Source,Name,Email,Phone,Property Type,Listing,Listing URL,Message,Status,Priority,Assigned To,Follow-up Date (Africa/Kigali),Notes,Created (Africa/Kigali),Updated (Africa/Kigali)",
    );
    expect(first).toContain(",phone,Client 00,client0@example.rw,");
    expect(first).toContain(",new,high,Eric Agent,,,2026-11-01 10:00,");
    expect(rest).toHaveLength(7);

    await setPermissions(t, { exportLeads: false });
    try {
      const refused = await t.app.inject({ method: "GET", url: "/api/consultations/export", headers: manager.headers });
      expect(refused.statusCode).toBe(403);
    } finally {
      await setPermissions(t, { exportLeads: true });
    }
  });
});
