import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, outbox, properties, users } from "../db/schema.ts";
import { createStaff, freshAddress, type TestStaff, useTestContext, withSetting } from "../testing.ts";

describe("staff notifications in each recipient's back-office language", () => {
  const t = useTestContext();
  let english: TestStaff;
  let french: TestStaff;
  let propertyId: string;

  beforeAll(async () => {
    english = await createStaff(t, { role: "manager", username: "Grace Manager" });
    french = await createStaff(t, { role: "agent", username: "Eric Agent" });
    const chosen = await t.app.inject({
      method: "PUT",
      url: "/api/auth/me/language",
      headers: french.headers,
      payload: { language: "fr" },
    });
    expect(chosen.statusCode).toBe(200);
    const [property] = await t.db
      .insert(properties)
      .values({
        title: "Villa in Nyarutarama",
        type: "villa",
        price: 450_000_000,
        location: "Nyarutarama",
        area: 600,
        description: "A villa.",
      })
      .returning({ id: properties.id });
    propertyId = property?.id ?? "";
  });

  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, remoteAddress: freshAddress() });
  const bellOf = async (staff: TestStaff, link: string) =>
    (
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, staff.id), eq(notifications.link, link)))
    ).map(({ type, title, message }) => ({ type, title, message }));
  const mailTo = async (address: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.to, address))).map(({ subject, body }) => ({ subject, body }));

  it("tells each staff member of a new lead in their language, the lead's details as the visitor typed them, the phone grouped", async () => {
    const lead = {
      kind: "inquiry",
      propertyId,
      name: "Aline Uwase",
      email: "aline@example.rw",
      phone: "0788 123 456",
      message: "Is it still available?",
    };
    const id = (await post("/api/consultations", lead)).json()._id;
    const link = `/admin/consultations?open=${id}`;

    const inEnglish = 'Aline Uwase (aline@example.rw, +250 788 123 456) sent a property inquiry about "Villa in Nyarutarama".';
    expect(await bellOf(english, link)).toEqual([{ type: "inquiry", title: "New property inquiry", message: inEnglish }]);
    expect(await mailTo(english.email)).toContainEqual({
      subject: "New property inquiry",
      body: `${inEnglish}\n\nOpen in the back office: ${t.app.linkKeys.publicUrl}${link}`,
    });

    // French sets « » and a colon apart with no-break spaces.
    const inFrench =
      "Aline Uwase (aline@example.rw, +250 788 123 456) a envoyé une demande de renseignements au sujet de «\u00a0Villa in Nyarutarama\u00a0».";
    expect(await bellOf(french, link)).toEqual([
      { type: "inquiry", title: "Nouvelle demande de renseignements sur un bien", message: inFrench },
    ]);
    expect(await mailTo(french.email)).toContainEqual({
      subject: "Nouvelle demande de renseignements sur un bien",
      body: `${inFrench}\n\nOuvrir dans l'espace d'administration\u00a0: ${t.app.linkKeys.publicUrl}${link}`,
    });
  });

  it("words a contact message in each one's language, its subject as written", async () => {
    const id = (
      await post("/api/contacts", { name: "Jean Bosco", email: "jean@example.rw", subject: "Office visit", message: "Monday?" })
    ).json()._id;
    const link = `/admin/contacts?open=${id}`;
    expect(await bellOf(english, link)).toEqual([
      { type: "contact", title: "New contact message", message: 'Jean Bosco (jean@example.rw) wrote: "Office visit".' },
    ]);
    expect(await bellOf(french, link)).toEqual([
      {
        type: "contact",
        title: "Nouveau message de contact",
        message: "Jean Bosco (jean@example.rw) a écrit\u00a0: «\u00a0Office visit\u00a0».",
      },
    ]);
  });

  it("sends the SMS of a new lead in the recipient's language", async () => {
    await t.db.update(users).set({ phone: "+250788000111" }).where(eq(users.id, french.id));
    await withSetting(t, "notificationSettings", { smsNotifications: true }, async () => {
      await post("/api/consultations", { name: "Paul Mugisha", email: "paul@example.rw", message: "Advice on land, please." });
    });
    expect(await mailTo("sms:+250788000111")).toEqual([
      {
        subject: "Nouvelle demande de consultation",
        body: "Nouvelle demande de consultation\u00a0: Paul Mugisha (paul@example.rw) a envoyé une demande de consultation.",
      },
    ]);
  });

  it("tells an assignee in their language, whoever assigned the lead", async () => {
    const lead = { name: "Claire Uwera", email: "claire@example.rw", message: "Looking for a flat." };
    const assign = async (assignee: TestStaff, by: TestStaff) => {
      const id = (await post("/api/consultations", lead)).json()._id;
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/consultations/${id}`,
        headers: by.headers,
        payload: { assigneeId: assignee.id },
      });
      expect(res.statusCode).toBe(200);
      return `/admin/consultations?open=${id}`;
    };

    const toFrench = await assign(french, english);
    const inFrench = "Claire Uwera (claire@example.rw) a envoyé une demande de consultation.";
    expect((await bellOf(french, toFrench)).filter((n) => n.type === "assignment")).toEqual([
      { type: "assignment", title: "Un contact vous a été attribué", message: inFrench },
    ]);
    expect(await mailTo(french.email)).toContainEqual({
      subject: "Un contact vous a été attribué",
      body: `${inFrench}\n\nOuvrir dans l'espace d'administration\u00a0: ${t.app.linkKeys.publicUrl}${toFrench}`,
    });

    const toEnglish = await assign(english, french);
    const inEnglish = "Claire Uwera (claire@example.rw) sent a consultation request.";
    expect((await bellOf(english, toEnglish)).filter((n) => n.type === "assignment")).toEqual([
      { type: "assignment", title: "A lead was assigned to you", message: inEnglish },
    ]);
    expect(await mailTo(english.email)).toContainEqual({
      subject: "A lead was assigned to you",
      body: `${inEnglish}\n\nOpen in the back office: ${t.app.linkKeys.publicUrl}${toEnglish}`,
    });
  });

  it("keeps a notification in the language it was written in when its reader changes theirs", async () => {
    const id = (await post("/api/consultations", { name: "Yves Habimana", email: "yves@example.rw", message: "A plot?" })).json()
      ._id;
    const link = `/admin/consultations?open=${id}`;
    const choose = (language: string) =>
      t.app.inject({ method: "PUT", url: "/api/auth/me/language", headers: english.headers, payload: { language } });
    expect((await choose("fr")).statusCode).toBe(200);
    try {
      const listed = await t.app.inject({ method: "GET", url: "/api/notifications", headers: english.headers });
      expect(listed.json().find((n: { link: string }) => n.link === link)).toMatchObject({
        title: "New consultation request",
        message: "Yves Habimana (yves@example.rw) sent a consultation request.",
      });
    } finally {
      await choose("en");
    }
  });
});
