import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../../domain/notification-preferences.ts";
import { knownNetworks, notifications, outbox, users } from "../db/schema.ts";
import { createStaff, type TestStaff, useTestContext, withSetting } from "../testing.ts";
import { networkOf } from "./known-networks.ts";
import { type SignInMeta, signIn } from "./users.ts";

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const DAY = 24 * 60 * 60 * 1000;

describe("sign-in alerts", () => {
  const t = useTestContext();

  const meta = (ip: string, deviceToken?: string): SignInMeta => ({
    ip,
    userAgent: FIREFOX,
    deviceToken,
    fromBrowser: true,
    canEmail: true,
    publicUrl: "https://kigaliestates.rw",
  });
  /** Signs in and returns the browser's device cookie (a new one, or the one it sent). */
  const signInFrom = async (staff: TestStaff, ip: string, deviceToken?: string) => {
    const result = await signIn(t.db, { email: staff.email, password: staff.password }, meta(ip, deviceToken));
    if (result.outcome !== "signed-in") throw new Error(`not signed in: ${result.outcome}`);
    return result.newDeviceToken ?? deviceToken ?? "";
  };
  const alertsOf = (staff: TestStaff) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, "login"), eq(notifications.userId, staff.id)));
  const loginEmailsTo = (staff: TestStaff) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, staff.email), eq(outbox.subject, "New sign-in")));

  it("groups addresses by IPv4 /24 and IPv6 /48", () => {
    expect(networkOf("197.243.10.25")).toBe("197.243.10.0/24");
    expect(networkOf("::ffff:197.243.10.99")).toBe("197.243.10.0/24");
    expect(networkOf("2c0f:eb68:61a:4e00::1")).toBe("2c0f:eb68:61a::/48");
    expect(networkOf("2c0f:eb68:061a:ffff:1:2:3:4")).toBe("2c0f:eb68:61a::/48");
    expect(networkOf("2c0f::1")).toBe("2c0f:0:0::/48");
  });

  it("alerts only the account that signed in, for a new browser", async () => {
    const owner = await createStaff(t, { username: "Alice Owner" });
    const colleague = await createStaff(t, { username: "Bob Colleague" });
    await signInFrom(owner, "197.243.10.25");
    const alerts = await alertsOf(owner);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.message).toMatch(/^Alice Owner signed in from a new browser \(Firefox on Windows\)/);
    expect(await alertsOf(colleague)).toHaveLength(0);
    // Nobody else reads it either: it is not a notification for everyone.
    const others = await t.app.inject({ method: "GET", url: "/api/notifications", headers: colleague.headers });
    expect(others.json().filter((n: { message: string }) => n.message.includes("Alice Owner"))).toEqual([]);
    const [email] = await loginEmailsTo(owner);
    expect(email?.body).toContain("If this was not you, change your password now.");
    expect(await loginEmailsTo(colleague)).toHaveLength(0);
  });

  it("writes the alert in French, bell and email, for a staff member who reads the back office in French", async () => {
    const staff = await createStaff(t, { username: "Diane Ingabire" });
    await t.db.update(users).set({ language: "fr" }).where(eq(users.id, staff.id));
    await signInFrom(staff, "197.243.50.8");
    const [alert] = await alertsOf(staff);
    expect(alert?.title).toBe("Nouvelle connexion");
    expect(alert?.message).toMatch(
      /^Diane Ingabire s'est connecté\(e\) depuis un nouveau navigateur \(Firefox sous Windows\) le \d{1,2} [a-zéû.]+ \d{4}, \d\d:\d\d \(Africa\/Kigali\)\.$/,
    );
    const [email] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, staff.email), eq(outbox.subject, "Nouvelle connexion")));
    expect(email?.body).toBe(
      `${alert?.message}\n\nSi ce n'était pas vous, changez votre mot de passe dès maintenant.\n\nOuvrir dans l'espace d'administration\u00a0: https://kigaliestates.rw/admin/settings?tab=security`,
    );
  });

  it("stays quiet for a known browser on a range seen in the last 90 days, and alerts for a new or forgotten range", async () => {
    const staff = await createStaff(t, { username: "Claire Known" });
    const device = await signInFrom(staff, "197.243.20.5");
    expect(await alertsOf(staff)).toHaveLength(1);

    // Same browser, another address of the same /24: nothing.
    await signInFrom(staff, "197.243.20.77", device);
    expect(await alertsOf(staff)).toHaveLength(1);

    // Same browser from another network: an alert naming the range.
    await signInFrom(staff, "41.186.3.9", device);
    const alerts = await alertsOf(staff);
    expect(alerts).toHaveLength(2);
    expect(alerts.map((alert) => alert.message).join("\n")).toMatch(
      /Claire Known signed in from Firefox on Windows on a network not used for this account in 90 days \(41\.186\.3\.0\/24\)/,
    );
    expect(await loginEmailsTo(staff)).toHaveLength(2);

    // A range last seen 89 days ago is still known; one seen 91 days ago is not.
    const setLastSeen = (network: string, daysAgo: number) =>
      t.db
        .update(knownNetworks)
        .set({ lastSeenAt: new Date(Date.now() - daysAgo * DAY) })
        .where(and(eq(knownNetworks.userId, staff.id), eq(knownNetworks.network, network)));
    await setLastSeen("197.243.20.0/24", 89);
    await signInFrom(staff, "197.243.20.5", device);
    expect(await alertsOf(staff)).toHaveLength(2);
    await setLastSeen("41.186.3.0/24", 91);
    await signInFrom(staff, "41.186.3.10", device);
    expect(await alertsOf(staff)).toHaveLength(3);

    // IPv6: a new /48 alerts, another address in it does not.
    await signInFrom(staff, "2c0f:eb68:61a:1::10", device);
    await signInFrom(staff, "2c0f:eb68:61a:2::20", device);
    expect(await alertsOf(staff)).toHaveLength(4);
  });

  it("raises none while the loginAlerts setting is off, yet remembers the range", async () => {
    const staff = await createStaff(t, { username: "Denis Quiet" });
    const device = await signInFrom(staff, "197.243.30.1");
    await withSetting(t, "securitySettings", { loginAlerts: false }, async () => {
      await signInFrom(staff, "105.178.0.1", device);
    });
    expect(await alertsOf(staff)).toHaveLength(1);
    // Turned on again, the range seen meanwhile is known.
    await signInFrom(staff, "105.178.0.2", device);
    expect(await alertsOf(staff)).toHaveLength(1);
  });

  it("follows the account's own choice of bell and email for sign-in alerts", async () => {
    const staff = await createStaff(t, { username: "Eve Email Only" });
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/auth/me/notification-preferences",
      headers: staff.headers,
      payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, login: { bell: false, email: true } },
    });
    expect(saved.statusCode).toBe(200);
    await signInFrom(staff, "197.243.40.1");
    expect(await alertsOf(staff)).toHaveLength(0);
    expect(await loginEmailsTo(staff)).toHaveLength(1);
  });
});
