import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../../domain/notification-preferences.ts";
import { DEFAULT_SETTINGS, SMS_NOT_CONFIGURED } from "../../domain/settings.ts";
import { outbox, users } from "../db/schema.ts";
import {
  createStaff,
  createTestContext,
  freshAddress,
  type TestContext,
  type TestStaff,
  useStaff,
  useTestContext,
} from "../testing.ts";

/** A stand-in SMS provider: records what it is sent, and fails while `failing` is set. */
function standInProvider() {
  const received: { body: Record<string, string>; authorization: string | undefined }[] = [];
  const state = { failing: false };
  const server: Server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", () => {
      if (state.failing) {
        response.writeHead(503, { "content-type": "application/json" }).end('{"error":"try later"}');
        return;
      }
      received.push({ body: JSON.parse(text), authorization: request.headers.authorization });
      response.writeHead(200, { "content-type": "application/json" }).end('{"status":"queued"}');
    });
  });
  return { server, received, state };
}

const lead = {
  name: "Aline Uwase",
  email: "aline@example.rw",
  phone: "+250 788 000 111",
  message: "Is the villa still for sale?",
};

describe("SMS notifications through the provider's HTTP API", () => {
  const provider = standInProvider();
  let t: TestContext;
  let superadmin: TestStaff;
  let withPhone: TestStaff;
  let optedOut: TestStaff;
  let noPhone: TestStaff;

  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.server.listen(0, "127.0.0.1", resolve));
    const { port } = provider.server.address() as AddressInfo;
    t = await createTestContext({
      env: { SMS_URL: `http://127.0.0.1:${port}/messages`, SMS_TOKEN: "provider-token", SMS_FROM: "KigaliEst" },
    });
    superadmin = await createStaff(t, { role: "superadmin" });
    withPhone = await createStaff(t, { role: "agent" });
    optedOut = await createStaff(t, { role: "agent" });
    noPhone = await createStaff(t, { role: "manager" });
    await t.db.update(users).set({ phone: "+250788123456" }).where(eq(users.id, withPhone.id));
    await t.db
      .update(users)
      .set({
        phone: "+250788654321",
        notificationPrefs: { ...DEFAULT_NOTIFICATION_PREFERENCES, consultation: { bell: false, email: false } },
      })
      .where(eq(users.id, optedOut.id));
    // Only the superadmin of this file has no phone either; the manager has none.
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => provider.server.close(resolve));
  });

  const smsRows = () => t.db.select().from(outbox).where(like(outbox.to, "sms:%"));

  it("says SMS is configured, and lets a superadmin turn it on", async () => {
    const status = await t.app.inject({ method: "GET", url: "/api/settings/sms", headers: noPhone.headers });
    expect(status.json()).toEqual({ configured: true });
    const on = await t.app.inject({
      method: "PUT",
      url: "/api/settings/notification-settings",
      headers: superadmin.headers,
      payload: { ...DEFAULT_SETTINGS.notificationSettings, smsNotifications: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().smsNotifications).toBe(true);
  });

  it("texts a new lead to the staff told of it who have a phone number, through the provider", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/consultations", payload: lead, remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(201);
    const rows = await smsRows();
    // The opted-out agent and the staff without a phone get none.
    expect(rows.map((row) => row.to)).toEqual(["sms:+250788123456"]);
    await t.app.deliverOutbox();
    expect(provider.received).toHaveLength(1);
    expect(provider.received[0]).toEqual({
      authorization: "Bearer provider-token",
      body: {
        from: "KigaliEst",
        to: "+250788123456",
        text: expect.stringMatching(/^New consultation request: Aline Uwase \(aline@example\.rw, \+250 788 000 111\)/),
      },
    });
    const [sent] = await smsRows();
    expect(sent).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("keeps an SMS the provider refused for another try", async () => {
    provider.state.failing = true;
    try {
      await t.app.inject({
        method: "POST",
        url: "/api/contacts",
        remoteAddress: freshAddress(),
        payload: { ...lead, subject: "Visit" },
      });
      await t.app.deliverOutbox();
    } finally {
      provider.state.failing = false;
    }
    // The agent who turned consultations off still gets contact messages.
    const waiting = await t.db
      .select()
      .from(outbox)
      .where(and(like(outbox.to, "sms:%"), eq(outbox.status, "pending")));
    expect(waiting.map((row) => row.to).sort()).toEqual(["sms:+250788123456", "sms:+250788654321"]);
    for (const row of waiting) expect(row).toMatchObject({ attempts: 1, lastError: expect.stringContaining("503") });
    // Tried again a minute later: the test brings that minute forward.
    await t.app.deliverOutbox();
    expect(provider.received).toHaveLength(1);
    for (const row of waiting) expect((row.nextAttemptAt?.getTime() ?? 0) - (row.lastAttemptAt?.getTime() ?? 0)).toBe(60_000);
    await t.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.status, "pending"));
    await t.app.deliverOutbox();
    expect(provider.received).toHaveLength(3);
  });

  it("sends no SMS for kinds that are not leads, nor while the setting is off", async () => {
    const before = provider.received.length;
    await t.app.inject({
      method: "PUT",
      url: "/api/settings/notification-settings",
      headers: superadmin.headers,
      payload: { ...DEFAULT_SETTINGS.notificationSettings, smsNotifications: false },
    });
    await t.app.inject({ method: "POST", url: "/api/consultations", payload: lead, remoteAddress: freshAddress() });
    await t.app.deliverOutbox();
    expect(provider.received.length).toBe(before);
  });
});

describe("without an SMS provider", () => {
  const t = useTestContext();
  const superadmin = useStaff(t, { role: "superadmin" });

  it("says SMS is not configured and refuses to turn it on, so the setting never does nothing", async () => {
    const status = await t.app.inject({ method: "GET", url: "/api/settings/sms", headers: superadmin.headers });
    expect(status.json()).toEqual({ configured: false });
    const put = (smsNotifications: boolean) =>
      t.app.inject({
        method: "PUT",
        url: "/api/settings/notification-settings",
        headers: superadmin.headers,
        payload: { ...DEFAULT_SETTINGS.notificationSettings, smsNotifications },
      });
    const refused = await put(true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: SMS_NOT_CONFIGURED });
    expect((await put(false)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/settings/sms" })).statusCode).toBe(401);
  });
});
