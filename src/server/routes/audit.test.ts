import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AuditEntry, AuditPage } from "../../domain/audit.ts";
import { kigaliDate } from "../../domain/viewing-slots.ts";
import { auditLog } from "../db/schema.ts";
import { countRows, freshAddress, uploadPlainImage, useStaff, useTestContext } from "../testing.ts";

/** The audit entries about one record, oldest first. */
async function entriesOf(t: ReturnType<typeof useTestContext>, entityType: string, entityId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt));
}

describe("audit log of staff writes", () => {
  const t = useTestContext();
  const manager = useStaff(t, { role: "manager", username: "Diane Manager" });
  const superadmin = useStaff(t, { role: "superadmin", username: "Grace Owner" });
  const agent = useStaff(t, { role: "agent" });

  const call = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object, headers = manager.headers) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it("records a listing's creation, its changed values and its deletion, with who made them", async () => {
    const created = await call("POST", "/api/properties", {
      title: "Villa in Nyarutarama",
      type: "villa",
      status: "now-selling",
      price: 450_000_000,
      location: "Nyarutarama, Kigali",
      area: 620,
      description: "A villa with a garden.",
      bedrooms: 5,
      bathrooms: 4,
      images: [await uploadPlainImage(t, manager, "/api/properties/upload-image")],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    expect((await call("PUT", `/api/properties/${id}`, { title: "Villa with a pool", price: 420_000_000 })).statusCode).toBe(200);
    expect((await call("DELETE", `/api/properties/${id}`)).statusCode).toBe(200);

    const [create, update, remove, ...rest] = await entriesOf(t, "property", id);
    expect(rest).toEqual([]);
    for (const entry of [create, update, remove]) {
      expect(entry).toMatchObject({ actorId: manager.id, actorName: "Diane Manager" });
    }
    expect(create).toMatchObject({ action: "create", before: null });
    expect(create?.after).toMatchObject({ id, title: "Villa in Nyarutarama", price: 450_000_000, area: 620 });
    // Derived values (search words, the visitor's point) and the time of the change are not the record's content.
    expect(Object.keys(create?.after ?? {}).filter((key) => key.startsWith("search_") || key === "updated_at")).toEqual([]);
    expect(update).toMatchObject({
      action: "update",
      before: { title: "Villa in Nyarutarama", price: 450_000_000 },
      after: { title: "Villa with a pool", price: 420_000_000 },
    });
    expect(remove).toMatchObject({
      action: "delete",
      after: null,
      before: expect.objectContaining({ title: "Villa with a pool" }),
    });
  });

  it("records testimonials, zones and settings, each under its own record", async () => {
    const testimonial = await call("POST", "/api/testimonials", { name: "Grace M.", quote: "They found us a home." });
    const id = testimonial.json()._id as string;
    await call("PUT", `/api/testimonials/${id}`, { name: "Grace M.", quote: "They found us a home.", stars: 4 });
    await call("DELETE", `/api/testimonials/${id}`);
    expect(
      (await entriesOf(t, "testimonial", id)).map((e) => [e.action, e.before?.stars ?? null, e.after?.stars ?? null]),
    ).toEqual([
      ["create", null, 5],
      ["update", 5, 4],
      ["delete", 4, null],
    ]);

    expect((await call("POST", "/api/zones", { code: "R9", name: "Test zone" }, superadmin.headers)).statusCode).toBe(201);
    expect(await entriesOf(t, "zone", "R9")).toMatchObject([
      { action: "create", actorId: superadmin.id, after: { code: "R9", name: "Test zone" } },
    ]);

    const settings = await t.app.inject({ method: "GET", url: "/api/settings", headers: superadmin.headers });
    const company = settings.json().companyInfo;
    // Settings are stored on their first change (a create), then changed.
    for (const phone of ["+250 788 999 000", "+250 788 999 111"]) {
      expect((await call("PUT", "/api/settings/company-info", { ...company, phone }, superadmin.headers)).statusCode).toBe(200);
    }
    const [first, changed] = (await entriesOf(t, "settings", "companyInfo")).slice(-2);
    expect(first?.after).toMatchObject({ value: { phone: "+250788999000" } });
    expect(changed).toMatchObject({
      action: "update",
      actorId: superadmin.id,
      before: { value: { phone: "+250788999000" } },
      after: { value: { phone: "+250788999111" } },
    });
  });

  it("records staff accounts without their password or two-factor secret", async () => {
    const added = await call(
      "POST",
      "/api/auth/register",
      { username: "Eric Agent", email: "eric.audit@kigaliestates.rw", password: "a long enough password", role: "agent" },
      superadmin.headers,
    );
    expect(added.statusCode).toBe(201);
    const id = added.json()._id as string;
    const promoted = await call(
      "PUT",
      `/api/auth/admins/${id}`,
      { username: "Eric Agent", email: "eric.audit@kigaliestates.rw", role: "manager" },
      superadmin.headers,
    );
    expect(promoted.statusCode).toBe(200);
    const changed = await call(
      "POST",
      "/api/auth/change-password",
      { id: "current", currentPassword: "correct horse battery staple", newPassword: "another long password" },
      agent.headers,
    );
    expect(changed.statusCode).toBe(200);

    const [create, update] = await entriesOf(t, "user", id);
    expect(create?.after).toMatchObject({ email: "eric.audit@kigaliestates.rw", role: "agent", password_hash: "[hidden]" });
    expect(update).toMatchObject({ before: { role: "agent" }, after: { role: "manager" } });
    const [password] = (await entriesOf(t, "user", agent.id)).slice(-1);
    expect(password).toMatchObject({
      actorId: agent.id,
      before: { password_hash: "[hidden]" },
      after: { password_hash: "[hidden]" },
    });
    const everything = JSON.stringify(await t.db.select().from(auditLog));
    expect(everything).not.toMatch(/\$argon2/);
  });

  it("records staff handling leads, and nothing of what visitors send", async () => {
    const before = await countRows(t, auditLog);
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/contacts",
      remoteAddress: freshAddress(),
      payload: { name: "Jean Bosco", email: "jean@example.rw", subject: "Office visit", message: "Can I visit on Monday?" },
    });
    const consultation = await t.app.inject({
      method: "POST",
      url: "/api/consultations",
      remoteAddress: freshAddress(),
      payload: { name: "Aline Uwase", email: "aline@example.rw", message: "Advice on buying in Kigali, please." },
    });
    expect([contact.statusCode, consultation.statusCode]).toEqual([201, 201]);
    expect(await countRows(t, auditLog)).toBe(before);

    await call("PATCH", `/api/contacts/${contact.json()._id}`, { status: "replied" });
    await call("PUT", `/api/consultations/${consultation.json()._id}`, { status: "contacted" });
    expect(await entriesOf(t, "contact", contact.json()._id)).toMatchObject([
      { action: "update", actorId: manager.id, before: { status: "new" }, after: { status: "replied" } },
    ]);
    const [lead] = await entriesOf(t, "consultation", consultation.json()._id);
    expect(lead).toMatchObject({ action: "update", actorId: manager.id, after: { status: "contacted" } });
  });

  it("refuses to change or remove an entry", async () => {
    const [entry] = await t.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    const id = entry?.id as string;
    await expect(t.db.update(auditLog).set({ actorName: "Someone else" }).where(eq(auditLog.id, id))).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, id))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate table audit_log`)).rejects.toThrow();
    expect(await t.db.select({ actorName: auditLog.actorName }).from(auditLog).where(eq(auditLog.id, id))).toHaveLength(1);
  });

  describe("GET /api/audit", () => {
    const read = (query: string, headers: Record<string, string> = superadmin.headers) =>
      t.app.inject({ method: "GET", url: `/api/audit${query}`, headers });

    it("is for superadmins only", async () => {
      expect((await read("", {})).statusCode).toBe(401);
      expect((await read("", manager.headers)).statusCode).toBe(403);
      expect((await read("")).statusCode).toBe(200);
    });

    it("filters by actor, record and time, newest first, 50 a page", async () => {
      const all = (await read("")).json<AuditPage>();
      expect(all.total).toBe(await countRows(t, auditLog));
      const times = all.entries.map((e) => e.createdAt);
      expect([...times].sort().reverse()).toEqual(times);

      const byActor = (await read(`?actor=${superadmin.id}`)).json<AuditPage>();
      expect(byActor.entries.length).toBeGreaterThan(0);
      expect(byActor.entries.every((e: AuditEntry) => e.actorId === superadmin.id)).toBe(true);

      const zone = (await read("?entityType=zone&entityId=R9")).json<AuditPage>();
      expect(zone.entries).toMatchObject([{ action: "create", entityType: "zone", entityId: "R9", actorName: "Grace Owner" }]);

      // A day is a Kigali day: from 22:00 UTC it is already tomorrow there.
      const today = kigaliDate(new Date());
      expect((await read(`?from=${today}&to=${today}`)).json<AuditPage>().total).toBe(all.total);
      expect((await read("?to=2020-01-01")).json<AuditPage>().total).toBe(0);
      expect((await read("?page=2")).json<AuditPage>()).toMatchObject({ page: 2, pageSize: 50 });
      expect((await read("?entityType=spaceship")).statusCode).toBe(400);
      expect((await read("?from=yesterday")).statusCode).toBe(400);
    });
  });
});
