import type { TwoFactorEnableInput } from "../../../../domain/auth.ts";
import type { BackOfficeLanguage } from "../../../../domain/languages.ts";
import type { Settings } from "../../../../domain/settings.ts";
import type { ZoneCreateInput, ZoneUpdateInput } from "../../../../domain/zone.ts";
import { type ApiBody, type ApiReply, api, ok } from "../../../lib/api-client.ts";
import { resourceApi } from "../resource/api.ts";

/** Each settings group's save: PUT /api/settings/<its key in kebab-case>, its body and reply the group. */
const saveGroup: { [K in keyof Settings]: (value: Settings[K]) => Promise<Settings[K]> } = {
  companyInfo: (body) => ok(api.PUT("/api/settings/company-info", { body })),
  systemPreferences: (body) => ok(api.PUT("/api/settings/system-preferences", { body })),
  notificationSettings: (body) => ok(api.PUT("/api/settings/notification-settings", { body })),
  securitySettings: (body) => ok(api.PUT("/api/settings/security-settings", { body })),
  websiteSettings: (body) => ok(api.PUT("/api/settings/website-settings", { body })),
  userPermissions: (body) => ok(api.PUT("/api/settings/user-permissions", { body })),
  pricingSettings: (body) => ok(api.PUT("/api/settings/pricing-settings", { body })),
  crmSettings: (body) => ok(api.PUT("/api/settings/crm-settings", { body })),
};

/** The settings groups, read whole and saved one group at a time. */
export const settingsApi = {
  key: ["settings"] as const,
  get: () => ok(api.GET("/api/settings")),
  save: <K extends keyof Settings>(group: K, value: Settings[K]) => saveGroup[group](value),
};

/** Admin accounts: listed, edited and deleted under /api/auth/admins, added through /api/auth/register. */
export const adminUsersApi = {
  ...resourceApi("/api/auth/admins", ["settings", "admins"]),
  create: (body: ApiBody<"/api/auth/register", "post">) => ok(api.POST("/api/auth/register", { body })),
};

/** A superadmin turns a colleague's two-factor off (a lost authenticator); they are told by email. */
export const resetTwoFactor = (id: string) => ok(api.POST("/api/auth/admins/{id}/2fa/reset", { params: { path: { id } } }));

/** The properties whose featured flag the Website tab toggles. */
export const featuredPropertiesApi = resourceApi("/api/properties", ["settings", "properties"]);

/** The land-use zones (GET for everybody; adding and renaming for superadmins). The property form reads the same list. */
export const zonesApi = {
  key: ["zones"] as const,
  list: () => ok(api.GET("/api/zones")),
  create: (body: ZoneCreateInput) => ok(api.POST("/api/zones", { body })),
  update: (code: string, body: ZoneUpdateInput) => ok(api.PUT("/api/zones/{code}", { params: { path: { code } }, body })),
};

/** The signed-in user's own account: their language, their password and their authenticator. */
export type TwoFactorSetup = ApiReply<"/api/auth/2fa/setup", "post">;

export const accountApi = {
  meKey: ["auth", "me"] as const,
  me: () => ok(api.GET("/api/auth/me")),
  setLanguage: (language: BackOfficeLanguage) => ok(api.PUT("/api/auth/me/language", { body: { language } })),
  changePassword: (currentPassword: string, newPassword: string) =>
    ok(api.POST("/api/auth/change-password", { body: { id: "current", currentPassword, newPassword } })),
  setupTwoFactor: () => ok(api.POST("/api/auth/2fa/setup")),
  enableTwoFactor: (input: TwoFactorEnableInput) => ok(api.POST("/api/auth/2fa/enable", { body: input })),
  disableTwoFactor: (password: string) => ok(api.POST("/api/auth/2fa/disable", { body: { password } })),
};
