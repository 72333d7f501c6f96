import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, notifications, outbox } from "../db/schema.ts";
import { countRows, freshAddress, latestActivity, useStaff, useTestContext, withSetting } from "../testing.ts";

describe("contacts API", () => {
  const t = useTestContext();
  const staff = useStaff(t);
  const message = { name: "Jean Bosco", email: "jean@example.rw", subject: "Office visit", message: "Can I visit on Monday?" };

  const send = (payload: unknown, remoteAddress = freshAddress()) =>
    t.app.inject({ method: "POST", url: "/api/contacts", payload: payload as object, remoteAddress });
  const countOf = (table: typeof contacts | typeof notifications | typeof outbox) => countRows(t, table);

  describe("POST /api/contacts", () => {
    it("stores the message as new, notifies staff and queues their email", async () => {
      const outboxBefore = await countOf(outbox);
      const res = await send({ ...message, phone: "+250 788 222 333" });
      expect(res.statusCode).toBe(201);
      // The visitor gets back what they sent and its reference: nothing staff add or see.
      expect(res.json()).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        ...message,
        phone: "+250788222333",
        createdAt: expect.any(String),
      });
      const stored = async (id: string) =>
        (await t.app.inject({ method: "GET", url: `/api/contacts/${id}`, headers: staff.headers })).json();
      expect(await stored(res.json()._id)).toMatchObject({
        ...message,
        status: "new",
        notes: "",
        language: "en",
        personId: expect.any(String),
        assigneeId: null,
      });
      expect(await stored((await send({ ...message, language: "fr" })).json()._id)).toMatchObject({ language: "fr" });
      const [notification] = await t.db.select().from(notifications).orderBy(desc(notifications.createdAt)).limit(1);
      expect(notification).toMatchObject({
        type: "contact",
        title: "New contact message",
        link: expect.stringMatching(/^\/admin\/contacts\?open=[0-9a-f-]{36}$/),
      });
      expect(notification?.message).toContain("Jean Bosco");
      expect(await countOf(outbox)).toBeGreaterThan(outboxBefore);
      expect(await latestActivity(t, res.json()._id)).toMatchObject({ action: "New contact message", status: "new" });
    });

    it("names the missing or bad field, with its message at the field, and stores nothing", async () => {
      const before = await countOf(contacts);
      const cases: [object, string, string][] = [
        [{ ...message, name: " " }, "name", "Name is required"],
        [{ ...message, email: undefined }, "email", "Email is required"],
        [{ ...message, email: "jean at example" }, "email", "Please enter a valid email address"],
        [{ ...message, subject: "" }, "subject", "Subject is required"],
        [{ ...message, message: undefined }, "message", "Message is required"],
      ];
      for (const [payload, field, error] of cases) {
        const res = await send(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error, fields: { [field]: error } });
      }
      const twoBad = await send({ ...message, name: "", email: "x" });
      expect(twoBad.json()).toEqual({
        error: "Name is required",
        fields: { name: "Name is required", email: "Please enter a valid email address" },
      });
      expect((await send({ ...message, status: "replied" })).statusCode).toBe(400);
      expect(await countOf(contacts)).toBe(before);
    });

    it("skips the notification when new-consultation notifications are off", async () => {
      await withSetting(t, "notificationSettings", { newConsultations: false }, async () => {
        const before = await countOf(notifications);
        expect((await send(message)).statusCode).toBe(201);
        expect(await countOf(notifications)).toBe(before);
      });
    });

    it("limits each address to 10 messages in 10 minutes", async () => {
      for (let i = 0; i < 10; i++) expect((await send(message, "10.98.0.1")).statusCode).toBe(201);
      const limited = await send(message, "10.98.0.1");
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: expect.any(String) });
    });
  });

  describe("PATCH /api/contacts/:id", () => {
    let id: string;
    const patch = (payload: unknown) =>
      t.app.inject({ method: "PATCH", url: `/api/contacts/${id}`, headers: staff.headers, payload: payload as object });

    beforeAll(async () => {
      id = (await send({ ...message, name: "Claudine" })).json()._id;
    });

    it("changes the status", async () => {
      const res = await patch({ status: "replied" });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe("replied");
      expect(await latestActivity(t, id)).toMatchObject({ action: "Contact message marked replied", actorId: staff.id });
    });

    it("persists notes, appended with a timestamp", async () => {
      const first = await patch({ notes: "Replied by phone" });
      expect(first.json().notes).toMatch(/^\[[^\]]+\] Replied by phone$/);
      const second = await patch({ notes: "Sent the brochure", status: "archived" });
      expect(second.json()).toMatchObject({ status: "archived" });
      expect(second.json().notes).toMatch(/^\[[^\]]+\] Replied by phone\n\n\[[^\]]+\] Sent the brochure$/);
    });

    it("refuses an empty note, an unknown status and an empty change", async () => {
      const empty = await patch({ notes: "  " });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        error: "Note Required – Please enter a note",
        fields: { notes: "Note Required – Please enter a note" },
      });
      expect((await patch({ status: "spam" })).statusCode).toBe(400);
      const nothing = await patch({});
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json()).toEqual({ error: "Nothing to update: send a status or a note" });
      const [row] = await t.db.select().from(contacts).where(eq(contacts.id, id));
      expect(row?.status).toBe("archived");
      expect(row?.notes.split("\n\n")).toHaveLength(2);
    });
  });
});
