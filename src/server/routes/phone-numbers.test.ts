import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { consultations, contacts, developments, people, submissions, users } from "../db/schema.ts";
import { freshAddress, type TestStaff, uploadPlainImage, useStaff, useTestContext } from "../testing.ts";

const REFUSED = { error: "Please enter a valid phone number" };

/**
 * Every phone a visitor or staff member gives is a number (Rwandan written 07…, 7…, 250… or +250 7…,
 * or any international one), stored one way (+2507…), and found again written any of those ways.
 */
describe("phone numbers", () => {
  const t = useTestContext();
  const superadmin = useStaff(t, { role: "superadmin" });
  const agent = useStaff(t, { role: "agent", username: "Agent Claire" });
  let images: string[];

  beforeAll(async () => {
    images = await Promise.all(
      ["#579", "#975", "#795"].map((colour) => uploadPlainImage(t, superadmin, "/api/properties/upload-image", colour)),
    );
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers, remoteAddress: freshAddress() });
  const send = (method: "PUT" | "POST", url: string, payload: object, staff: TestStaff = superadmin) =>
    t.app.inject({ method, url, payload, headers: staff.headers });
  const lead = (phone: string, email = "aline@example.rw") =>
    post("/api/consultations", { name: "Aline Uwase", email, phone, message: "Is the villa free?" });
  const message = (phone: string, email = "eric@example.rw") =>
    post("/api/contacts", { name: "Eric Mugisha", email, phone, subject: "Visit", message: "Hello" });
  const submission = (contactPhone: string, contactWhatsApp?: string, contactEmail = "jean@example.rw") =>
    post("/api/submissions", {
      title: "Plot in Bugesera",
      location: "Bugesera",
      description: "Flat land.",
      type: "land",
      price: 20_000_000,
      area: 600,
      contactName: "Jean Habimana",
      contactEmail,
      contactPhone,
      ...(contactWhatsApp === undefined ? {} : { contactWhatsApp }),
      images,
    });

  it("refuses a text that is not a phone number on every public form, and stores nothing", async () => {
    const before = {
      leads: (await t.db.select().from(consultations)).length,
      messages: (await t.db.select().from(contacts)).length,
      submissions: (await t.db.select().from(submissions)).length,
    };
    for (const res of [
      await lead("abc-not-a-phone"),
      await message("abc-not-a-phone"),
      await submission("abc-not-a-phone"),
      await submission("0788 123 456", "abc-not-a-phone"),
      await lead("0788 123"),
      await lead("+250 758 123 456"),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject(REFUSED);
    }
    expect(await lead("abc-not-a-phone").then((res) => res.json().fields)).toEqual({ phone: REFUSED.error });
    expect({
      leads: (await t.db.select().from(consultations)).length,
      messages: (await t.db.select().from(contacts)).length,
      submissions: (await t.db.select().from(submissions)).length,
    }).toEqual(before);
  });

  it("stores a number written any accepted way in one form, and answers with it", async () => {
    const stored = async (res: Awaited<ReturnType<typeof lead>>) => {
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.db
        .select({ phone: consultations.phone })
        .from(consultations)
        .where(eq(consultations.id, res.json()._id));
      expect(res.json().phone).toBe(row?.phone);
      return row?.phone;
    };
    for (const typed of ["0788 123 456", "788123456", "250788123456", "+250 788 123 456", "00250788123456"])
      expect(await stored(await lead(typed)), typed).toBe("+250788123456");
    expect(await stored(await lead("0252 123 456"))).toBe("+250252123456");
    expect(await stored(await lead("+1 (202) 555-0143"))).toBe("+12025550143");
    expect(await stored(await lead(""))).toBe("");

    const sent = await message("0722-123-456");
    expect(sent.statusCode).toBe(201);
    const [row] = await t.db.select({ phone: contacts.phone }).from(contacts).where(eq(contacts.id, sent.json()._id));
    expect(row?.phone).toBe("+250722123456");

    const listed = await submission("788 000 111", "0033 6 12 34 56 78");
    expect(listed.statusCode, listed.body).toBe(201);
    const [owner] = await t.db
      .select({ phone: submissions.contactPhone, whatsApp: submissions.contactWhatsApp })
      .from(submissions)
      .where(eq(submissions.id, listed.json()._id));
    expect(owner).toEqual({ phone: "+250788000111", whatsApp: "+33612345678" });
  });

  it("checks and stores the phones staff give: a lead by hand, a staff account, the company's, a development's", async () => {
    expect(
      (
        await send("POST", "/api/consultations/manual", { source: "phone", name: "Eric", phone: "abc-not-a-phone" }, agent)
      ).json(),
    ).toMatchObject(REFUSED);
    const byHand = await send(
      "POST",
      "/api/consultations/manual",
      { source: "phone", name: "Eric", phone: "0788 765 432" },
      agent,
    );
    expect(byHand.json()).toMatchObject({ phone: "+250788765432" });

    expect(
      (
        await send("PUT", `/api/auth/admins/${agent.id}`, {
          username: "Agent Claire",
          email: agent.email,
          phone: "abc-not-a-phone",
        })
      ).json(),
    ).toMatchObject(REFUSED);
    const account = await send("PUT", `/api/auth/admins/${agent.id}`, {
      username: "Agent Claire",
      email: agent.email,
      phone: "722 000 111",
    });
    expect(account.statusCode, account.body).toBe(200);
    const [staff] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, agent.id));
    expect(staff?.phone).toBe("+250722000111");

    const company = { name: "Kigali Estates", email: "info@kigaliestates.rw", website: "", address: "Kigali" };
    expect((await send("PUT", "/api/settings/company-info", { ...company, phone: "abc-not-a-phone" })).json()).toMatchObject(
      REFUSED,
    );
    expect((await send("PUT", "/api/settings/company-info", { ...company, phone: "0788 123 456" })).json()).toMatchObject({
      phone: "+250788123456",
    });

    const development = { title: "Green Hills", location: "Rebero", description: "Homes." };
    expect(
      (await send("POST", "/api/developments", { ...development, contactInfo: { phone: "abc-not-a-phone" } })).json(),
    ).toMatchObject(REFUSED);
    const created = await send("POST", "/api/developments", { ...development, contactInfo: { phone: "0738 200 300" } });
    expect(created.json().contactInfo).toMatchObject({ phone: "+250738200300" });
    // An edit that leaves the phone out keeps it.
    await send("PUT", `/api/developments/${created.json()._id}`, { contactInfo: { email: "sales@greenhills.rw" } });
    const [kept] = await t.db
      .select({ phone: developments.contactPhone })
      .from(developments)
      .where(eq(developments.id, created.json()._id));
    expect(kept?.phone).toBe("+250738200300");
  });

  it("finds a lead, a message, a submission and a person by the phone written any way, or part of it", async () => {
    const leadId = (await lead("0789 456 123", "search.lead@example.rw")).json()._id as string;
    const messageId = (await message("+250 789 456 124")).json()._id as string;
    const submissionId = (await submission("250789456125")).json()._id as string;
    const [person] = await t.db.select({ id: consultations.personId }).from(consultations).where(eq(consultations.id, leadId));
    const found = async (url: string) =>
      ((await t.app.inject({ method: "GET", url, headers: superadmin.headers })).json() as { _id: string }[]).map((r) => r._id);
    for (const typed of ["0789456123", "789 456 123", "250789456123", "+250 789 456 123", "0789 456 12"]) {
      const q = encodeURIComponent(typed);
      expect(await found(`/api/consultations?q=${q}`), typed).toContain(leadId);
      expect(await found(`/api/people?q=${q}`), typed).toContain(person?.id);
    }
    for (const typed of ["0789456124", "789 456 124", "+250 789 456 124"])
      expect(await found(`/api/contacts?q=${encodeURIComponent(typed)}`), typed).toEqual([messageId]);
    for (const typed of ["0789456125", "789 456 125", "+250 789 456 125"])
      expect(await found(`/api/submissions?q=${encodeURIComponent(typed)}`), typed).toEqual([submissionId]);
  });

  it("finds the same person again by their phone written another way", async () => {
    const first = await lead("0783 111 222", "first.way@example.rw");
    const second = await message("+250 783 111 222", "second.way@example.rw");
    const third = await submission("783111222", undefined, "third.way@example.rw");
    const personOf = async (table: typeof consultations | typeof contacts | typeof submissions, id: string) =>
      (await t.db.select({ person: table.personId }).from(table).where(eq(table.id, id)))[0]?.person;
    const person = await personOf(consultations, first.json()._id);
    expect(await personOf(contacts, second.json()._id)).toBe(person);
    expect(await personOf(submissions, third.json()._id)).toBe(person);
    const [row] = await t.db
      .select({ phone: people.phone })
      .from(people)
      .where(eq(people.id, person as string));
    expect(row?.phone).toBe("+250783111222");
  });
});
