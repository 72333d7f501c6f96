import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Person, PersonTimeline } from "../../domain/person.ts";
import { activityLog, consultations, contacts, people, properties, viewings } from "../db/schema.ts";
import { createStaff, freshAddress, type TestStaff, useStaff, useTestContext } from "../testing.ts";

describe("people API", () => {
  const t = useTestContext();
  const manager = useStaff(t);
  let agent: TestStaff;
  let otherAgent: TestStaff;
  let propertyId: string;

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers, remoteAddress: freshAddress() });
  const get = (url: string, staff: Pick<TestStaff, "headers"> = manager) =>
    t.app.inject({ method: "GET", url, headers: staff.headers });
  const personOfLead = async (id: string) =>
    (await t.db.select({ personId: consultations.personId }).from(consultations).where(eq(consultations.id, id)))[0]?.personId ??
    "";

  beforeAll(async () => {
    agent = await createStaff(t, { role: "agent", username: "Agent Alice" });
    otherAgent = await createStaff(t, { role: "agent", username: "Agent Bob" });
    const [property] = await t.db
      .insert(properties)
      .values({
        title: "Apartment in Kimihurura",
        type: "apartment",
        price: 800_000,
        location: "Kimihurura",
        area: 120,
        description: "Bright.",
      })
      .returning({ id: properties.id });
    propertyId = property?.id ?? "";
  });

  it("lists a person's leads, messages, viewings and notes in time order, each note after its record", async () => {
    const lead = await post("/api/consultations", {
      kind: "inquiry",
      name: "Grace Mukamana",
      email: "grace@example.rw",
      phone: "0788 300 400",
      message: "Is the apartment furnished?",
      propertyId,
    });
    expect(lead.json()).toMatchObject({ kind: "inquiry" });
    const leadId = lead.json()._id as string;
    const personId = await personOfLead(leadId);
    const noted = await t.app.inject({
      method: "PUT",
      url: `/api/consultations/${leadId}`,
      headers: manager.headers,
      payload: { notes: "Called back, she wants to visit." },
    });
    expect(noted.json()).toMatchObject({ notes: expect.stringContaining("Called back") });
    const message = await post("/api/contacts", {
      name: "Grace M.",
      email: "other@example.rw",
      phone: "+250 788 300 400",
      subject: "Mortgage",
      message: "Which banks do you work with?",
    });
    // Stamps are to the minute: the message is put a minute later so its place is certain.
    await t.db
      .update(contacts)
      .set({ createdAt: new Date(Date.now() + 2 * 60_000) })
      .where(eq(contacts.id, message.json()._id));
    await t.db.insert(viewings).values({
      consultationId: leadId,
      agentId: agent.id,
      personId,
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000 + 1_800_000),
      createdAt: new Date(Date.now() + 3 * 60_000),
    });

    const res = await get(`/api/people/${personId}`);
    expect(res.statusCode).toBe(200);
    const { person, timeline } = res.json() as PersonTimeline;
    expect(person).toMatchObject({
      name: "Grace Mukamana",
      email: "grace@example.rw",
      phone: "+250788300400",
      records: 2,
      erasedAt: null,
    });
    expect(timeline.map((entry) => entry.type)).toEqual(["lead", "note", "contact", "viewing"]);
    expect(timeline[0]).toMatchObject({
      type: "lead",
      kind: "inquiry",
      listingTitle: "Apartment in Kimihurura",
      source: "website",
    });
    expect(timeline[1]).toMatchObject({ type: "note", on: "lead", id: leadId, text: "Called back, she wants to visit." });
    expect(timeline[2]).toMatchObject({ type: "contact", subject: "Mortgage" });
    const times = timeline.map((entry) => entry.at);
    expect([...times].sort()).toEqual(times);
  });

  it("finds people by name, email or a phone in any form, one page at a time", async () => {
    for (const [name, email] of [
      ["Patrick Habimana", "patrick@example.rw"],
      ["Patricia Uwera", "patricia@example.rw"],
      ["Olivier Nkurunziza", "olivier@example.rw"],
    ])
      await post("/api/consultations", {
        name,
        email,
        phone: name === "Olivier Nkurunziza" ? "0722 111 222" : "",
        message: "Hello",
      });

    const byName = await get("/api/people?q=patri&pageSize=1");
    expect(byName.headers["x-total-count"]).toBe("2");
    expect((byName.json() as Person[]).map((p) => [p.name, p.erasedAt])).toEqual([["Patricia Uwera", null]]);
    const second = await get("/api/people?q=patri&pageSize=1&page=2");
    expect((second.json() as Person[]).map((p) => p.name)).toEqual(["Patrick Habimana"]);
    expect((await get("/api/people?q=OLIVIER@EXAMPLE").then((r) => r.json())) as Person[]).toHaveLength(1);
    const byPhone = (await get(`/api/people?q=${encodeURIComponent("+250 722 111 222")}`)).json() as Person[];
    expect(byPhone.map((p) => p.name)).toEqual(["Olivier Nkurunziza"]);
    expect((await get("/api/people?pageSize=500")).statusCode).toBe(400);
  });

  it("shows an agent only the people and records of their own and unassigned leads", async () => {
    const mine = await post("/api/consultations", { name: "Diane Scope", email: "diane.scope@example.rw", message: "First" });
    const theirs = await post("/api/contacts", {
      name: "Diane Scope",
      email: "diane.scope@example.rw",
      subject: "Second",
      message: "Another question",
    });
    const hidden = await post("/api/consultations", {
      name: "Hidden Person",
      email: "hidden.scope@example.rw",
      message: "Only Bob's",
    });
    await t.db.update(consultations).set({ assigneeId: agent.id }).where(eq(consultations.id, mine.json()._id));
    await t.db.update(contacts).set({ assigneeId: otherAgent.id }).where(eq(contacts.id, theirs.json()._id));
    await t.db.update(consultations).set({ assigneeId: otherAgent.id }).where(eq(consultations.id, hidden.json()._id));
    const diane = await personOfLead(mine.json()._id);
    const hiddenPerson = await personOfLead(hidden.json()._id);

    const forAgent = (await get(`/api/people/${diane}`, agent)).json() as PersonTimeline;
    expect(forAgent.person.records).toBe(1);
    expect(forAgent.timeline.map((entry) => entry.type)).toEqual(["lead"]);
    expect(((await get(`/api/people/${diane}`)).json() as PersonTimeline).timeline.map((e) => e.type)).toEqual([
      "lead",
      "contact",
    ]);

    const missing = await get(`/api/people/${hiddenPerson}`, agent);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Person not found" });
    expect(((await get("/api/people?q=scope", agent)).json() as Person[]).map((p) => p.name)).toEqual(["Diane Scope"]);
    expect(((await get("/api/people?q=scope", otherAgent)).json() as Person[]).map((p) => p.name).sort()).toEqual([
      "Diane Scope",
      "Hidden Person",
    ]);
    const merge = await post(`/api/people/${diane}/merge`, { otherId: hiddenPerson }, agent.headers);
    expect(merge.statusCode).toBe(404);
  });

  it("lets an agent merge only a duplicate all of whose records they may see, moving nothing otherwise", async () => {
    const own = await post("/api/consultations", { name: "Claude Merge", email: "claude.merge@example.rw", message: "Mine" });
    const shared = await post("/api/contacts", {
      name: "C. Merge",
      email: "c.merge@example.rw",
      subject: "Seen by both",
      message: "Unassigned",
    });
    const colleagues = await post("/api/consultations", { name: "C. Merge", email: "c.merge@example.rw", message: "Bob's" });
    await t.db.update(consultations).set({ assigneeId: agent.id }).where(eq(consultations.id, own.json()._id));
    await t.db.update(consultations).set({ assigneeId: otherAgent.id }).where(eq(consultations.id, colleagues.json()._id));
    const keptId = await personOfLead(own.json()._id);
    const otherId = await personOfLead(colleagues.json()._id);
    const [viewing] = await t.db
      .insert(viewings)
      .values({
        consultationId: colleagues.json()._id,
        agentId: otherAgent.id,
        personId: otherId,
        startsAt: new Date(Date.now() + 48 * 3_600_000),
        endsAt: new Date(Date.now() + 49 * 3_600_000),
      })
      .returning({ id: viewings.id });
    // The agent sees the other person through the unassigned message, not Bob's lead.
    expect(((await get(`/api/people/${otherId}`, agent)).json() as PersonTimeline).person.records).toBe(1);

    const refused = await post(`/api/people/${keptId}/merge`, { otherId }, agent.headers);
    expect([refused.statusCode, refused.json()]).toEqual([404, { error: "Person not found" }]);
    expect((await t.db.select().from(people).where(eq(people.id, otherId))).map((p) => p.name)).toEqual(["C. Merge"]);
    const [lead] = await t.db.select().from(consultations).where(eq(consultations.id, colleagues.json()._id));
    expect(lead?.personId).toBe(otherId);
    expect(
      (
        await t.db
          .select()
          .from(viewings)
          .where(eq(viewings.id, viewing?.id ?? ""))
      )[0]?.personId,
    ).toBe(otherId);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.entityId, keptId))).toEqual([]);

    // Once Bob's lead is unassigned, everything that moves is the agent's to see.
    await t.db.update(consultations).set({ assigneeId: null }).where(eq(consultations.id, colleagues.json()._id));
    const merged = await post(`/api/people/${keptId}/merge`, { otherId }, agent.headers);
    expect(merged.statusCode).toBe(200);
    expect((merged.json() as PersonTimeline).timeline.map((entry) => entry.type)).toEqual(["lead", "contact", "lead", "viewing"]);
    expect(shared.statusCode).toBe(201);
  });

  it("merges a duplicate: its records move over, its email or phone fill the gaps, it is deleted and the merge is logged", async () => {
    const byEmail = await post("/api/consultations", { name: "Jean Bosco", email: "jbosco@example.rw", message: "By email" });
    const byPhone = await post("/api/contacts", {
      name: "J. Bosco",
      email: "bosco.work@example.rw",
      phone: "0788 999 000",
      subject: "By phone",
      message: "Call me",
    });
    const keptId = await personOfLead(byEmail.json()._id);
    const [contact] = await t.db.select().from(contacts).where(eq(contacts.id, byPhone.json()._id));
    const otherId = contact?.personId ?? "";
    expect(otherId).not.toBe(keptId);

    const res = await post(`/api/people/${keptId}/merge`, { otherId }, manager.headers);
    expect(res.statusCode).toBe(200);
    const merged = res.json() as PersonTimeline;
    expect(merged.person).toMatchObject({ name: "Jean Bosco", email: "jbosco@example.rw", phone: "+250788999000", records: 2 });
    expect(merged.timeline.map((entry) => entry.type)).toEqual(["lead", "contact"]);
    expect(await t.db.select().from(people).where(eq(people.id, otherId))).toEqual([]);
    const [logged] = await t.db.select().from(activityLog).where(eq(activityLog.entityId, keptId));
    expect(logged).toMatchObject({ action: "People merged", actorId: manager.id });
    expect(logged?.details).toContain("J. Bosco");

    // The phone now finds the kept person.
    const later = await post("/api/consultations", { name: "Bosco", email: "", phone: "+250788999000", message: "Again" });
    expect(later.statusCode).toBe(400);
    const again = await post("/api/contacts", {
      name: "Bosco",
      email: "new@example.rw",
      phone: "0788999000",
      subject: "Again",
      message: "Hi",
    });
    const [linked] = await t.db.select().from(contacts).where(eq(contacts.id, again.json()._id));
    expect(linked?.personId).toBe(keptId);

    expect((await post(`/api/people/${keptId}/merge`, { otherId: keptId }, manager.headers)).statusCode).toBe(400);
    expect((await post(`/api/people/${keptId}/merge`, { otherId }, manager.headers)).statusCode).toBe(404);
  });
});
