import type { z } from "zod";
import {
  companyInfoSchema,
  crmSettingsSchema,
  notificationSettingsSchema,
  pricingSettingsSchema,
  publicSettingsSchema,
  type Settings,
  SMS_NOT_CONFIGURED,
  securitySettingsSchema,
  smsStatusSchema,
  storedCompanyInfoSchema,
  storedSettingsSchema,
  systemPreferencesSchema,
  userPermissionsSchema,
  websiteSettingsSchema,
} from "../../domain/settings.ts";
import type { App } from "../app.ts";
import type { SettingKey } from "../db/schema.ts";
import { badRequest } from "../http-error.ts";
import { requireSuperadmin, requireUser } from "../plugins/auth.ts";
import { logActivity } from "../services/activity.ts";
import { getAllSettings, getPublicSettings, getSetting, putSetting } from "../services/settings.ts";

const tags = ["settings"];

/** Each group is replaced whole, as the back office sends it; the path is the kebab-case of its key. */
const GROUPS: { path: string; key: SettingKey; label: string; schema: z.ZodType; stored?: z.ZodType }[] = [
  {
    path: "company-info",
    key: "companyInfo",
    label: "Company information",
    schema: companyInfoSchema,
    stored: storedCompanyInfoSchema,
  },
  { path: "system-preferences", key: "systemPreferences", label: "System preferences", schema: systemPreferencesSchema },
  {
    path: "notification-settings",
    key: "notificationSettings",
    label: "Notification settings",
    schema: notificationSettingsSchema,
  },
  { path: "security-settings", key: "securitySettings", label: "Security settings", schema: securitySettingsSchema },
  { path: "website-settings", key: "websiteSettings", label: "Website settings", schema: websiteSettingsSchema },
  { path: "user-permissions", key: "userPermissions", label: "User permissions", schema: userPermissionsSchema },
  { path: "pricing-settings", key: "pricingSettings", label: "Pricing settings", schema: pricingSettingsSchema },
  { path: "crm-settings", key: "crmSettings", label: "Lead and viewing settings", schema: crmSettingsSchema },
];

export async function settingsRoutes(app: App) {
  app.get(
    "/settings",
    {
      onRequest: requireUser,
      schema: { tags, summary: "Every settings group", response: { 200: storedSettingsSchema } },
    },
    async () => getAllSettings(app.db),
  );

  app.get(
    "/settings/public",
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary:
          "What the public website needs: company details, banner and SEO, maintenance mode, the mortgage calculator's defaults and the USD hint",
        response: { 200: publicSettingsSchema },
      },
    },
    async () => getPublicSettings(app.db),
  );

  app.get(
    "/settings/sms",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Whether an SMS provider is configured (SMS_URL), without which SMS notifications cannot be turned on",
        response: { 200: smsStatusSchema },
      },
    },
    async () => ({ configured: app.config.sms !== undefined }),
  );

  for (const group of GROUPS) {
    app.put(
      `/settings/${group.path}`,
      {
        onRequest: requireSuperadmin,
        schema: {
          tags,
          summary: `Replace the ${group.label.toLowerCase()} (superadmin only)`,
          body: group.schema,
          // The group as saved; a group whose fields are rewritten when read (a phone into E.164) says so.
          response: { 200: group.stored ?? group.schema },
        },
      },
      async (request) => {
        const value = request.body as Settings[typeof group.key];
        // No setting may do nothing: SMS goes on only where a provider is configured (SMS_URL).
        if (
          group.key === "notificationSettings" &&
          (value as Settings["notificationSettings"]).smsNotifications &&
          !app.config.sms
        )
          throw badRequest(SMS_NOT_CONFIGURED);
        await app.db.transaction(async (tx) => {
          await putSetting(tx, group.key, value);
          await logActivity(tx, {
            action: "Settings updated",
            details: group.label,
            status: "completed",
            entityType: "settings",
            entityId: group.key,
            actorId: request.user?.id ?? null,
          });
        });
        return getSetting(app.db, group.key);
      },
    );
  }
}
