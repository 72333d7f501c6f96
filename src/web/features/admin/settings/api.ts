import type { AdminUpdateInput, AdminUser, RegisterInput, TwoFactorEnableInput, User } from "../../../../domain/auth.ts";
import type { BackOfficeLanguage } from "../../../../domain/languages.ts";
import type { Property } from "../../../../domain/property.ts";
import type { Settings } from "../../../../domain/settings.ts";
import type { Zone, ZoneCreateInput, ZoneUpdateInput } from "../../../../domain/zone.ts";
import { type ApiPath, apiFetch } from "../../../lib/api.ts";
import { type ResourceApi, resourceApi } from "../resource/api.ts";
import { SETTING_PATHS } from "./rules.ts";

/** The six settings groups, read whole and saved one group at a time (PUT /api/settings/<group>). */
export const settingsApi = {
  key: ["settings"] as const,
  get: () => apiFetch<Settings>("/api/settings"),
  save: <K extends keyof Settings>(group: K, value: Settings[K]) =>
    apiFetch<Settings[K]>(`/api/settings/${SETTING_PATHS[group]}`, { method: "PUT", json: value }),
};

/** Admin accounts: listed, edited and deleted under /api/auth/admins, added through /api/auth/register. */
export const adminUsersApi: ResourceApi<AdminUser, RegisterInput | AdminUpdateInput> = {
  ...resourceApi<AdminUser, RegisterInput | AdminUpdateInput>("/api/auth/admins", ["settings", "admins"]),
  create: (body) => apiFetch<AdminUser>("/api/auth/register", { method: "POST", json: body }),
};

/** A superadmin turns a colleague's two-factor off (a lost authenticator); they are told by email. */
export const resetTwoFactor = (id: string) =>
  apiFetch<AdminUser>(`/api/auth/admins/${encodeURIComponent(id)}/2fa/reset`, { method: "POST" });

/** The properties whose featured flag the Website tab toggles. */
export const featuredPropertiesApi = resourceApi<Property, { featured: boolean }>("/api/properties", ["settings", "properties"]);

/** The land-use zones (GET for everybody; adding and renaming for superadmins). The property form reads the same list. */
export const zonesApi = {
  key: ["zones"] as const,
  list: () => apiFetch<Zone[]>("/api/zones"),
  create: (body: ZoneCreateInput) => apiFetch<Zone>("/api/zones", { method: "POST", json: body }),
  update: (code: string, body: ZoneUpdateInput) =>
    apiFetch<Zone>(`/api/zones/${encodeURIComponent(code)}` as ApiPath, { method: "PUT", json: body }),
};

export type TwoFactorSetup = { secret: string; otpauthUrl: string; qrDataUrl: string };

/** The signed-in user's own account: their language, their password and their authenticator. */
export const accountApi = {
  meKey: ["auth", "me"] as const,
  me: () => apiFetch<{ user: User }>("/api/auth/me"),
  setLanguage: (language: BackOfficeLanguage) =>
    apiFetch<{ user: User }>("/api/auth/me/language", { method: "PUT", json: { language } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    apiFetch("/api/auth/change-password", { method: "POST", json: { id: "current", currentPassword, newPassword } }),
  setupTwoFactor: () => apiFetch<TwoFactorSetup>("/api/auth/2fa/setup", { method: "POST" }),
  enableTwoFactor: (input: TwoFactorEnableInput) => apiFetch("/api/auth/2fa/enable", { method: "POST", json: input }),
  disableTwoFactor: (password: string) => apiFetch("/api/auth/2fa/disable", { method: "POST", json: { password } }),
};
