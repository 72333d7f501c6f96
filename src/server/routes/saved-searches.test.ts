import { desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { newsletterSubscribers, outbox, properties, savedSearches } from "../db/schema.ts";
import { updateProperty } from "../services/properties.ts";
import { sendDueAlerts } from "../services/saved-searches.ts";
import { countRows, freshAddress, useStaff, useTestContext } from "../testing.ts";

describe("saved searches and alerts", () => {
  const t = useTestContext();
  const superadmin = useStaff(t, { role: "superadmin" });
  const staff = useStaff(t);

  const save = (payload: object) =>
    t.app.inject({ method: "POST", url: "/api/saved-searches", payload, remoteAddress: freshAddress() });
  const emailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt));
  const tokenIn = (body: string, page: string) => {
    const match = new RegExp(`${page}\\?token=([\\w.-]+)`).exec(body);
    if (!match?.[1]) throw new Error(`no ${page} link in: ${body}`);
    return match[1];
  };
  const confirmedSearch = async (email: string, query: string, frequency = "instant", language?: string) => {
    const res = await save({ email, query, frequency, consent: true, ...(language ? { language } : {}) });
    expect(res.statusCode).toBe(201);
    const [mail] = await emailsTo(email);
    const token = tokenIn(mail?.body ?? "", "/alerts/confirm");
    expect((await t.app.inject({ method: "POST", url: "/api/saved-searches/confirm", payload: { token } })).statusCode).toBe(200);
  };
  let n = 0;
  const publish = async (over: Partial<typeof properties.$inferInsert> = {}, db: Pick<typeof t.db, "insert"> = t.db) => {
    const [row] = await db
      .insert(properties)
      .values({
        title: `Garden house ${++n}`,
        type: "house",
        status: "now-selling",
        price: 150_000_000,
        location: "Kibagabaga",
        district: "Gasabo",
        area: 220,
        bedrooms: 4,
        description: "Four bedrooms and a garden",
        ...over,
      })
      .returning();
    if (!row) throw new Error("no row");
    return row;
  };
  const runAlerts = () => sendDueAlerts(t.db, t.app.linkKeys, new Date(Date.now() + 1000));

  it("refuses a sign-up without consent or with a bad address, and stores nothing", async () => {
    for (const payload of [
      { email: "buyer@example.rw", frequency: "daily", query: "tab=villas" },
      { email: "buyer@example.rw", frequency: "daily", query: "tab=villas", consent: false },
      { email: "not-an-email", frequency: "daily", consent: true },
      { email: "buyer@example.rw", frequency: "hourly", consent: true },
    ]) {
      const res = await save(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String) });
    }
    expect((await save({ email: "buyer@example.rw", query: "" })).json().fields).toMatchObject({
      consent: "Please tick the box to agree to receive these emails",
    });
    expect(await countRows(t, savedSearches)).toBe(0);
    expect(await countRows(t, outbox)).toBe(0);
  });

  it("stores the search unconfirmed, canonical and in the page's language, and emails a confirmation link in it", async () => {
    const res = await save({
      email: "Acheteur@Example.rw",
      frequency: "weekly",
      consent: "on",
      query: "?maxPrice=90000000&tab=homes-for-rent&offset=12",
      language: "fr",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ saved: true, email: "acheteur@example.rw" });
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.email, "acheteur@example.rw"));
    expect(row).toMatchObject({
      query: "tab=homes-for-rent&maxPrice=90000000",
      frequency: "weekly",
      language: "fr",
      confirmedAt: null,
    });
    expect(row?.consentAt).toBeInstanceOf(Date);
    const [mail] = await emailsTo("acheteur@example.rw");
    expect(mail?.subject).toBe("Confirmez votre alerte immobilière");
    expect(mail?.body).toContain("http://localhost:3000/fr/alerts/confirm?token=");
    expect(mail?.body).toContain("Une fois par semaine");
    expect(mail?.headers).toEqual({});
  });

  it("confirms with the link, refuses a tampered one, and sends nothing before confirmation", async () => {
    await save({ email: "waiting@example.rw", frequency: "instant", consent: true, query: "tab=houses-for-sale" });
    const [mail] = await emailsTo("waiting@example.rw");
    const token = tokenIn(mail?.body ?? "", "/alerts/confirm");
    await publish();
    expect(await runAlerts()).toBe(0);
    expect(await emailsTo("waiting@example.rw")).toHaveLength(1);

    const tampered = await t.app.inject({
      method: "POST",
      url: "/api/saved-searches/confirm",
      payload: { token: `${token.slice(0, -2)}xx` },
    });
    expect(tampered.statusCode).toBe(400);
    const confirmed = await t.app.inject({ method: "POST", url: "/api/saved-searches/confirm", payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ confirmed: true, frequency: "instant", query: "tab=houses-for-sale" });
    // The listing published before confirmation is not news.
    expect(await runAlerts()).toBe(0);
  });

  it("a newly published matching listing gives one email with one-click unsubscribe; a retry sends nothing more", async () => {
    await confirmedSearch("alert@example.rw", "tab=houses-for-sale&district=Gasabo");
    const house = await publish({ title: "Matching house in Gasabo" });
    await publish({ title: "House in Kicukiro", district: "Kicukiro" });
    await runAlerts();
    const [alert, ...before] = await emailsTo("alert@example.rw");
    expect(before).toHaveLength(1);
    expect(alert?.subject).toBe("1 update for your property search");
    expect(alert?.body).toContain("Matching house in Gasabo, RWF 150,000,000");
    expect(alert?.body).toContain(`http://localhost:3000/properties/${house.id}`);
    expect(alert?.body).not.toContain("House in Kicukiro");
    expect(alert?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(alert?.headers["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/api\/saved-searches\/unsubscribe\?token=[\w.-]+>$/,
    );
    // The job again (a retry, another instance): the window is told already.
    expect(await runAlerts()).toBe(0);
    expect(await emailsTo("alert@example.rw")).toHaveLength(2);
  });

  it("the job running on two instances at the same moment sends one email", async () => {
    await confirmedSearch("together@example.rw", "tab=coming-soon");
    await publish({ title: "Coming soon house", status: "coming-soon" });
    const now = new Date(Date.now() + 1000);
    const runs = await Promise.all([sendDueAlerts(t.db, t.app.linkKeys, now), sendDueAlerts(t.db, t.app.linkKeys, now)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await emailsTo("together@example.rw")).toHaveLength(2);
  });

  it("a run with the server's clock ahead of the database's still tells what is published after it", async () => {
    await confirmedSearch("ahead@example.rw", "tab=houses-for-sale&district=Nyarugenge");
    expect(await sendDueAlerts(t.db, t.app.linkKeys, new Date(Date.now() + 60_000))).toBe(0);
    await publish({ title: "House published after the run", district: "Nyarugenge" });
    await runAlerts();
    const [alert, ...before] = await emailsTo("ahead@example.rw");
    expect(before).toHaveLength(1);
    expect(alert?.body).toContain("House published after the run");
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "a listing whose write began before a run and commits after it is told by the next run",
    async () => {
      await confirmedSearch("late@example.rw", "tab=houses-for-sale&district=Rubavu");
      const writer = new pg.Client({ connectionString: t.databaseUrl });
      await writer.connect();
      try {
        // Another connection's transaction stamps the listing with its start, then the alert runs before it commits.
        await writer.query("begin");
        await publish({ title: "House committed late", district: "Rubavu" }, drizzle({ client: writer }));
        await runAlerts();
        expect(await emailsTo("late@example.rw")).toHaveLength(1);
        await writer.query("commit");
      } finally {
        await writer.end();
      }
      await runAlerts();
      const [alert, ...before] = await emailsTo("late@example.rw");
      expect(before).toHaveLength(1);
      expect(alert?.body).toContain("House committed late");
      // Told once: the next run has nothing more.
      expect(await runAlerts()).toBe(0);
    },
  );

  it("a non-matching listing gives no email", async () => {
    await confirmedSearch("villas@example.rw", "tab=villas");
    await publish({ title: "Not a villa" });
    await runAlerts();
    expect(await emailsTo("villas@example.rw")).toHaveLength(1);
  });

  it("a price drop of a listing in the search is told, in the subscriber's language", async () => {
    const house = await publish({ title: "House whose price drops", price: 200_000_000 });
    await runAlerts();
    await confirmedSearch("baisse@example.rw", "district=Gasabo", "instant", "fr");
    await updateProperty(t.db, house.id, { price: 180_000_000 }, null);
    await runAlerts();
    const [alert] = await emailsTo("baisse@example.rw");
    expect(alert?.subject).toBe("1 nouveauté pour votre recherche immobilière");
    expect(alert?.body).toContain("Prix en baisse");
    expect(alert?.body).toContain("House whose price drops : 200\u202f000\u202f000 RWF → 180\u202f000\u202f000 RWF");
    expect(alert?.body).toContain(`http://localhost:3000/fr/properties/${house.id}`);
    expect(alert?.body).toContain("http://localhost:3000/fr/alerts/manage?token=");
  });

  it("the manage link changes the frequency; one-click POST unsubscribes without a page, and deletes the search", async () => {
    await confirmedSearch("stop@example.rw", "tab=land-for-sale");
    await publish({ title: "A plot", type: "land" });
    await runAlerts();
    const [alert] = await emailsTo("stop@example.rw");
    const manage = tokenIn(alert?.body ?? "", "/alerts/manage");
    const view = await t.app.inject({ method: "GET", url: `/api/saved-searches/manage?token=${manage}` });
    expect(view.json()).toMatchObject({ frequency: "instant", confirmed: true });
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/saved-searches/manage",
      payload: { token: manage, frequency: "daily" },
    });
    expect(changed.json()).toMatchObject({ frequency: "daily" });

    const opened = await t.app.inject({ method: "GET", url: `/api/saved-searches/unsubscribe?token=${manage}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/alerts/manage?token=${manage}`);

    const oneClick = await t.app.inject({
      method: "POST",
      url: `/api/saved-searches/unsubscribe?token=${manage}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ unsubscribed: true });
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.email, "stop@example.rw"))).toEqual([]);
    const again = await t.app.inject({
      method: "POST",
      url: `/api/saved-searches/unsubscribe?token=${manage}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(again.statusCode).toBe(404);
    const forged = await t.app.inject({ method: "POST", url: "/api/saved-searches/unsubscribe?token=abc.def.ghi" });
    expect(forged.statusCode).toBe(400);
  });

  it("a confirmed address saving the same search again changes nothing", async () => {
    await confirmedSearch("twice@example.rw", "tab=villas", "weekly");
    await save({ email: "twice@example.rw", frequency: "instant", consent: true, query: "tab=villas" });
    const rows = await t.db.select().from(savedSearches).where(eq(savedSearches.email, "twice@example.rw"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.frequency).toBe("weekly");
    expect(await emailsTo("twice@example.rw")).toHaveLength(1);
  });

  it("staff see each search with its counts; addresses only for a superadmin", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/saved-searches" })).statusCode).toBe(401);
    const list = await t.app.inject({ method: "GET", url: "/api/saved-searches", headers: staff.headers });
    expect(list.statusCode).toBe(200);
    const villas = (list.json() as { query: string }[]).find((group) => group.query === "tab=villas");
    expect(villas).toMatchObject({ subscribers: 2, confirmed: 2, frequencies: { instant: 1, daily: 0, weekly: 1 } });
    expect(villas).not.toHaveProperty("emails");
    const full = await t.app.inject({ method: "GET", url: "/api/saved-searches", headers: superadmin.headers });
    const withEmails = (full.json() as { query: string; emails: { email: string }[] }[]).find(
      (group) => group.query === "tab=villas",
    );
    expect(withEmails?.emails.map((e) => e.email).sort()).toEqual(["twice@example.rw", "villas@example.rw"]);
  });
});

describe("newsletter double opt-in", () => {
  const t = useTestContext();
  const staff = useStaff(t);

  it("stores an unconfirmed subscriber, emails the link, and lists the address once confirmed", async () => {
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "reader@example.rw" },
      remoteAddress: freshAddress(),
    });
    expect(missing.statusCode).toBe(400);
    expect(await countRows(t, newsletterSubscribers)).toBe(0);

    const res = await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "reader@example.rw", consent: true, language: "rw" },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(newsletterSubscribers);
    expect(row).toMatchObject({ confirmedAt: null, language: "rw" });
    const list = async () =>
      (await t.app.inject({ method: "GET", url: "/api/newsletter", headers: staff.headers })).json() as { email: string }[];
    expect(await list()).toEqual([]);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, "reader@example.rw"));
    expect(mail?.subject).toBe("Emeza kwiyandikisha ku makuru yacu");
    const token = /\/rw\/newsletter\/confirm\?token=([\w.-]+)/.exec(mail?.body ?? "")?.[1];
    const confirmed = await t.app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: { token } });
    expect(confirmed.json()).toEqual({ confirmed: true });
    expect((await list()).map((s) => s.email)).toEqual(["reader@example.rw"]);
  });
});
