import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../domain/settings.ts";
import { activityLog } from "../db/schema.ts";
import { getAllSettings } from "../services/settings.ts";
import { useStaff, useTestContext } from "../testing.ts";

describe("settings API", () => {
  const t = useTestContext();
  const superadmin = useStaff(t, { role: "superadmin" });
  const admin = useStaff(t, { role: "manager" });

  const updates = {
    "notification-settings": {
      key: "notificationSettings",
      value: { newSubmissions: false, newConsultations: true, emailNotifications: false, smsNotifications: false },
    },
    "security-settings": { key: "securitySettings", value: { twoFactorAuth: true, loginAlerts: false } },
    "website-settings": {
      key: "websiteSettings",
      value: {
        homepageBanner: { show: true, text: "Open house this Saturday in Kiyovu", color: "green" },
        seoSettings: { siteTitle: "Kigali homes", metaDescription: "Houses and land in Kigali", keywords: "Kigali, houses" },
      },
    },
    "user-permissions": {
      key: "userPermissions",
      value: {
        propertyManagement: { createProperties: true, editProperties: false, deleteProperties: false },
        contentManagement: { manageBlog: false, manageSubmissions: true },
      },
    },
    "system-preferences": {
      key: "systemPreferences",
      value: { autoApproveSubmissions: true, maintenanceMode: true, timezone: "Africa/Kigali" },
    },
    "company-info": {
      key: "companyInfo",
      value: {
        name: "Kigali Estates Ltd",
        email: "hello@kigaliestates.rw",
        phone: "+250788000111",
        website: "https://kigaliestates.rw",
        address: "KN 4 Ave, Kigali",
      },
    },
    "pricing-settings": {
      key: "pricingSettings",
      value: { mortgage: { ratePercent: 16.5, years: 25, depositPercent: 20 }, usdHint: { show: true, rwfPerUsd: 1420 } },
    },
  } as const;

  it("GET /api/settings returns the seven groups to any signed-in user, 401 otherwise", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/settings", headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_SETTINGS);
    expect((await t.app.inject({ method: "GET", url: "/api/settings" })).statusCode).toBe(401);
  });

  it("refuses every group update from an admin (403) and a visitor (401)", async () => {
    for (const [path, { value }] of Object.entries(updates)) {
      const asAdmin = await t.app.inject({ method: "PUT", url: `/api/settings/${path}`, headers: admin.headers, payload: value });
      expect(asAdmin.statusCode, path).toBe(403);
      expect(asAdmin.json()).toEqual({ error: "Only a superadmin can do this" });
      const anonymous = await t.app.inject({ method: "PUT", url: `/api/settings/${path}`, payload: value });
      expect(anonymous.statusCode, path).toBe(401);
    }
    expect(await getAllSettings(t.db)).toEqual(DEFAULT_SETTINGS);
  });

  it("refuses unknown fields, wrong types and missing fields with 400, and saves nothing", async () => {
    const put = (path: string, payload: unknown) =>
      t.app.inject({ method: "PUT", url: `/api/settings/${path}`, headers: superadmin.headers, payload: payload as object });

    const unknown = await put("security-settings", { twoFactorAuth: true, loginAlerts: true, lockout: 5 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: "Unknown field: lockout" });
    const wrongType = await put("notification-settings", { ...updates["notification-settings"].value, newSubmissions: "yes" });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toMatch(/^newSubmissions: /);
    const nestedUnknown = await put("website-settings", {
      ...updates["website-settings"].value,
      homepageBanner: { show: true, text: "Hi", color: "blue", blink: true },
    });
    expect(nestedUnknown.statusCode).toBe(400);
    const badColour = await put("website-settings", {
      ...updates["website-settings"].value,
      homepageBanner: { show: true, text: "Hi", color: "purple" },
    });
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json().error).toMatch(/homepageBanner\.color/);
    const partial = await put("user-permissions", { propertyManagement: { createProperties: false } });
    expect(partial.statusCode).toBe(400);
    const badEmail = await put("company-info", { ...updates["company-info"].value, email: "not an email" });
    expect(badEmail.statusCode).toBe(400);
    const scriptSite = await put("company-info", { ...updates["company-info"].value, website: "javascript:alert(1)" });
    expect(scriptSite.statusCode).toBe(400);
    expect(scriptSite.json().error).toMatch(/website/);
    const pricing = updates["pricing-settings"].value;
    const longLoan = await put("pricing-settings", { ...pricing, mortgage: { ...pricing.mortgage, years: 41 } });
    expect(longLoan.statusCode).toBe(400);
    expect(longLoan.json().error).toMatch(/^mortgage\.years: /);
    const negativeRate = await put("pricing-settings", { ...pricing, mortgage: { ...pricing.mortgage, ratePercent: -1 } });
    expect(negativeRate.statusCode).toBe(400);
    const noRate = await put("pricing-settings", { ...pricing, usdHint: { show: true, rwfPerUsd: 0 } });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().error).toMatch(/^usdHint\.rwfPerUsd: /);
    const missingSwitch = await put("pricing-settings", { ...pricing, usdHint: { rwfPerUsd: 1400 } });
    expect(missingSwitch.statusCode).toBe(400);

    expect(await getAllSettings(t.db)).toEqual(DEFAULT_SETTINGS);
    expect(await t.db.select().from(activityLog).where(eq(activityLog.action, "Settings updated"))).toEqual([]);
  });

  it("saves each whole group for a superadmin, replies with it and logs the change", async () => {
    for (const [path, { key, value }] of Object.entries(updates)) {
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/settings/${path}`,
        headers: superadmin.headers,
        payload: value,
      });
      expect(res.statusCode, path).toBe(200);
      expect(res.json()).toEqual(value);
      expect((await getAllSettings(t.db))[key]).toEqual(value);
    }
    const all = await t.app.inject({ method: "GET", url: "/api/settings", headers: admin.headers });
    expect(all.json().userPermissions).toEqual(updates["user-permissions"].value);
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.action, "Settings updated"));
    expect(entries.map((e) => e.details).sort()).toEqual(
      [
        "Company information",
        "Notification settings",
        "Pricing settings",
        "Security settings",
        "System preferences",
        "User permissions",
        "Website settings",
      ].sort(),
    );
    expect(entries.every((e) => e.actorId === superadmin.id)).toBe(true);
  });

  it("GET /api/settings/public is open to visitors and shows only public groups, the calculator's defaults and the USD hint among them", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/settings/public" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      companyInfo: updates["company-info"].value,
      websiteSettings: updates["website-settings"].value,
      maintenanceMode: true,
      pricingSettings: updates["pricing-settings"].value,
    });
  });
});
