import { count, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../db/schema.ts";
import { freshAddress, useStaff, useTestContext } from "../testing.ts";

describe("newsletter API", () => {
  const t = useTestContext();
  const staff = useStaff(t);
  const subscribe = (payload: unknown, remoteAddress = freshAddress()) =>
    t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: (payload && typeof payload === "object" && !("consent" in payload)
        ? { ...payload, consent: true }
        : payload) as object,
      remoteAddress,
    });
  // Confirming stands in for each subscriber opening the link of the confirmation email.
  const confirmAll = () =>
    t.db.update(newsletterSubscribers).set({ confirmedAt: new Date() }).where(isNull(newsletterSubscribers.confirmedAt));
  const subscribers = async () => (await t.db.select({ n: count() }).from(newsletterSubscribers))[0]?.n ?? 0;

  it("subscribes an address once, and answers a repeat in any letter case exactly as the first time", async () => {
    const first = await subscribe({ email: " Diaspora.Buyer@Example.com " });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ subscribed: true, email: "diaspora.buyer@example.com" });
    // The same status and body: the reply does not tell whether the address was already subscribed.
    const again = await subscribe({ email: "DIASPORA.BUYER@example.com" });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await subscribers()).toBe(1);
  });

  it("refuses a missing or malformed address with the form's message", async () => {
    for (const payload of [{}, { email: "" }, { email: "not-an-email" }, { email: 42 }]) {
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: "Please enter a valid email address",
        fields: { email: "Please enter a valid email address" },
      });
    }
    for (const consent of [false, "no"]) {
      const res = await subscribe({ email: "a@b.rw", consent });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ consent: "Please tick the box to agree to receive these emails" });
    }
    expect((await subscribe({ email: "a@b.rw", name: "x" })).statusCode).toBe(400);
    expect(await subscribers()).toBe(1);
  });

  it("limits each address to 10 attempts in 10 minutes", async () => {
    for (let i = 0; i < 10; i++) expect((await subscribe({ email: `reader${i}@example.rw` }, "10.97.0.1")).statusCode).toBe(201);
    const limited = await subscribe({ email: "one-more@example.rw" }, "10.97.0.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.any(String) });
  });

  it("lists subscribers for staff only, newest first", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/newsletter" })).statusCode).toBe(401);
    await confirmAll();
    const res = await t.app.inject({ method: "GET", url: "/api/newsletter", headers: staff.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { _id: string; email: string; createdAt: string }[];
    expect(list).toHaveLength(11);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(["_id", "createdAt", "email", "language"]);
    expect(list.at(-1)?.email).toBe("diaspora.buyer@example.com");
  });

  it("keeps the language the address was given in, for the newsletter in that language", async () => {
    await subscribe({ email: "lecteur@example.rw", language: "fr" });
    await confirmAll();
    const list = await t.app.inject({ method: "GET", url: "/api/newsletter", headers: staff.headers });
    expect(list.json().find((s: { email: string }) => s.email === "lecteur@example.rw")).toMatchObject({ language: "fr" });
  });
});
