import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consultations, contacts, people, submissions, uploads, users, viewings } from "../db/schema.ts";
import { createStaff, freshAddress, type TestContext, useTestContext } from "../testing.ts";
import { backfillPeople, linkPerson } from "./people.ts";

describe("linking leads to people", () => {
  const t = useTestContext();
  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, remoteAddress: freshAddress() });
  const personOf = async (table: typeof consultations | typeof contacts | typeof submissions, id: string) => {
    const [row] = await t.db.select({ personId: table.personId }).from(table).where(eq(table.id, id));
    return row?.personId ?? null;
  };

  it("finds the same person by email in any case, or by the phone in another form, across leads, messages and submissions", async () => {
    const lead = await post("/api/consultations", {
      name: "Aline Uwase",
      email: "Aline.Uwase@Example.rw",
      message: "Is the villa still available?",
    });
    expect(lead.statusCode).toBe(201);
    const personId = await personOf(consultations, lead.json()._id);
    const [person] = await t.db
      .select()
      .from(people)
      .where(eq(people.id, personId ?? ""));
    expect(person).toMatchObject({ name: "Aline Uwase", email: "aline.uwase@example.rw", phone: "" });

    // The same email in other letters, now with a phone: the phone is added to her record.
    const message = await post("/api/contacts", {
      name: "Aline U.",
      email: "ALINE.UWASE@example.rw",
      phone: "0788 123 456",
      subject: "Visit",
      message: "Can I visit on Saturday?",
    });
    expect(message.statusCode).toBe(201);
    expect(await personOf(contacts, message.json()._id)).toBe(personId);
    const [withPhone] = await t.db
      .select()
      .from(people)
      .where(eq(people.id, personId ?? ""));
    expect(withPhone).toMatchObject({ name: "Aline Uwase", email: "aline.uwase@example.rw", phone: "+250788123456" });

    // Another email but her phone written the international way: still her.
    const images = [1, 2, 3].map(() => `/uploads/${crypto.randomUUID()}-1600.webp`);
    await t.db.insert(uploads).values(images.map((url) => ({ url, keys: [], width: 10, height: 10, bytes: 10 })));
    const submission = await post("/api/submissions", {
      title: "Plot in Rebero",
      location: "Rebero, Kigali",
      description: "A plot with a view.",
      type: "Land",
      price: "RWF 30,000,000",
      area: "600 sqm",
      propertyStatus: "now-selling",
      contactName: "Aline",
      contactEmail: "aline@work.rw",
      contactPhone: "+250 788-123-456",
      images,
    });
    expect(submission.json()).toMatchObject({ contactName: "Aline" });
    expect(await personOf(submissions, submission.json()._id)).toBe(personId);

    const other = await post("/api/consultations", { name: "Eric", email: "eric@example.rw", message: "Advice please." });
    expect(await personOf(consultations, other.json()._id)).not.toBe(personId);
  });

  it("creates one person when the same new visitor sends two forms at once", async () => {
    const send = () => post("/api/consultations", { name: "Jean", email: "jean.twice@example.rw", message: "Two tabs." });
    const [a, b] = await Promise.all([send(), send()]);
    expect(await personOf(consultations, a.json()._id)).toBe(await personOf(consultations, b.json()._id));
    expect(await t.db.select().from(people).where(eq(people.email, "jean.twice@example.rw"))).toHaveLength(1);
  });

  it("never matches a person whose data was erased, and links nobody without email or phone", async () => {
    const erased = await t.db.transaction((tx) => linkPerson(tx, { name: "Gone", email: "gone@example.rw" }));
    await t.db
      .update(people)
      .set({ erasedAt: new Date() })
      .where(eq(people.id, erased ?? ""));
    const again = await t.db.transaction((tx) => linkPerson(tx, { name: "Back", email: "gone@example.rw" }));
    expect(again).not.toBe(erased);
    expect(await t.db.transaction((tx) => linkPerson(tx, { name: "Nobody", email: " ", phone: "" }))).toBeNull();
  });
});

describe("linking earlier leads to people", () => {
  const t = useTestContext();

  it("links every unlinked lead, message, submission and viewing once, by email or phone, and finds nothing the second time", async () => {
    const [a, b] = await t.db
      .insert(consultations)
      .values([
        { name: "Claudine", email: "claudine@example.rw", phone: "", message: "First" },
        { name: "Claudine M.", email: "other@example.rw", phone: "0788 555 666", message: "Second" },
      ])
      .returning();
    const [message] = await t.db
      .insert(contacts)
      .values({ name: "C.", email: "CLAUDINE@example.rw", phone: "+250788555666", subject: "Hi", message: "Third" })
      .returning();
    const [anonymised] = await t.db
      .insert(contacts)
      .values({ name: "Anonymised", email: "anon@example.rw", subject: "-", message: "-", anonymisedAt: new Date() })
      .returning();
    const [agent] = await t.db.select({ id: users.id }).from(users).limit(1);
    const [viewing] = await t.db
      .insert(viewings)
      .values({
        consultationId: a?.id ?? "",
        agentId: agent?.id ?? (await createStaff(t)).id,
        startsAt: new Date("2026-12-01T08:00:00Z"),
        endsAt: new Date("2026-12-01T08:30:00Z"),
      })
      .returning();

    const runs = await Promise.all([backfillPeople(t.db), backfillPeople(t.db)]);
    expect(runs[0].linked + runs[1].linked).toBe(3);
    const personA = await personIdOf(t, consultations, a?.id);
    expect(personA).toEqual(expect.any(String));
    // The first lead gave the email; the contact message gave both, linking the second by phone.
    expect(await personIdOf(t, contacts, message?.id)).toBe(personA);
    expect([await personIdOf(t, consultations, b?.id)]).toEqual([expect.any(String)]);
    expect(await personIdOf(t, contacts, anonymised?.id)).toBeNull();
    const [linkedViewing] = await t.db
      .select()
      .from(viewings)
      .where(eq(viewings.id, viewing?.id ?? ""));
    expect(linkedViewing?.personId).toBe(personA);
    expect(await backfillPeople(t.db)).toEqual({ linked: 0 });
  });
});

async function personIdOf(t: Pick<TestContext, "db">, table: typeof consultations | typeof contacts, id: string | undefined) {
  const [row] = await t.db
    .select({ personId: table.personId })
    .from(table)
    .where(eq(table.id, id ?? ""));
  return row?.personId ?? null;
}
