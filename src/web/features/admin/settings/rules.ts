import type { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../../../../domain/auth.ts";
import type { Settings } from "../../../../domain/settings.ts";
import { t } from "../../../i18n/catalogues/admin.ts";

/** The PUT path of each settings group: the kebab-case of its key. */
export const SETTING_PATHS: Record<keyof Settings, string> = {
  companyInfo: "company-info",
  systemPreferences: "system-preferences",
  notificationSettings: "notification-settings",
  securitySettings: "security-settings",
  websiteSettings: "website-settings",
  userPermissions: "user-permissions",
};

/** First message per field of a failed zod parse, worded "Email must be a valid email address". */
export function fieldErrors(error: z.ZodError, labels: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (out[field]) continue;
    const label = labels[field];
    out[field] = label ? `${label} ${issue.message}` : issue.message;
  }
  return out;
}

export type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };

/** What stops a password change before it is sent, or undefined: the confirmation first, as the spec orders it. */
export function passwordChangeProblem(form: PasswordForm): { field: keyof PasswordForm; message: string } | undefined {
  if (form.currentPassword === "")
    return { field: "currentPassword", message: `${t("admin.settings.password.current")} is required` };
  if (form.newPassword !== form.confirmPassword)
    return { field: "confirmPassword", message: t("admin.settings.password.mismatch") };
  if (form.newPassword.length < PASSWORD_MIN_LENGTH) {
    return {
      field: "newPassword",
      message: `${t("admin.settings.password.next")} must be at least ${PASSWORD_MIN_LENGTH} characters`,
    };
  }
  return undefined;
}

/** A code as authenticator apps show it ("123 456") reduced to its digits. */
export function normaliseCode(input: string): string {
  return input.replace(/\D/g, "").slice(0, 6);
}

/** Case-insensitive match on title or location, for the featured-property list. */
export function matchesProperty(property: { title: string; location: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return property.title.toLowerCase().includes(q) || property.location.toLowerCase().includes(q);
}
