import { z } from "zod";
import { USER_ROLES } from "./enums.ts";
import { idSchema } from "./ids.ts";
import { BACK_OFFICE_LANGUAGES } from "./languages.ts";
import { phoneField } from "./phone-field.ts";
import { ownPermissionsSchema } from "./settings.ts";

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length, but a cap keeps a single request from burning CPU. */
const PASSWORD_MAX_LENGTH = 256;

const email = z.string().trim().toLowerCase().max(254).email({ message: "must be a valid email address" });
const username = z.string().trim().min(1, { message: "is required" }).max(100);
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH);
/** A password being checked, not set: any non-empty text, so a wrong one is refused by comparison, not by rules. */
const givenPassword = z.string().min(1, { message: "is required" }).max(PASSWORD_MAX_LENGTH);

/** The signed-in user as login and /me return it; `name` is the username (the shell shows it). */
export const userSchema = z.object({
  _id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  twoFactorEnabled: z.boolean(),
  /** The language this staff member reads the back office in. */
  language: z.enum(BACK_OFFICE_LANGUAGES),
});
export type User = z.infer<typeof userSchema>;

/** A staff member as the assignee selects list them (GET /api/users/team). */
export const teamMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(USER_ROLES),
  /** Inactive staff cannot sign in; away or inactive staff get no new leads in turn. */
  active: z.boolean(),
  away: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/**
 * A staff account as a superadmin sets it, adding or editing (POST /api/auth/register, PUT
 * /api/auth/admins/:id). `permissions` are the account's own toggles; null follows the settings'
 * defaults for its role (src/domain/permissions.ts).
 */
export const staffAccountSchema = z.strictObject({
  username,
  email,
  role: z.enum(USER_ROLES),
  language: z.enum(BACK_OFFICE_LANGUAGES),
  /** Inactive staff cannot sign in, and their sessions stop working. */
  active: z.boolean(),
  /** Away staff get no new leads in turn. */
  away: z.boolean(),
  /** For SMS notifications (stored in E.164, as SMS providers take it), or empty. */
  phone: phoneField(),
  permissions: ownPermissionsSchema.nullable(),
});

/** An entry of the admin user list in Settings. */
export const adminUserSchema = userSchema.extend({
  createdAt: z.string(),
  active: z.boolean(),
  away: z.boolean(),
  phone: z.string(),
  permissions: ownPermissionsSchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const loginSchema = z.strictObject({
  email,
  password: givenPassword,
  /** The authenticator code, sent once the server answered `twoFactorRequired`. */
  code: z.string().trim().max(16).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const loginResultSchema = z.object({ token: z.string(), user: userSchema });

/** Adding sets a password; left out, a new account is an active manager, not away, following the defaults. */
export const registerSchema = staffAccountSchema.extend({
  password: newPassword,
  role: staffAccountSchema.shape.role.default("manager"),
  language: staffAccountSchema.shape.language.default("en"),
  active: staffAccountSchema.shape.active.default(true),
  away: staffAccountSchema.shape.away.default(false),
  phone: staffAccountSchema.shape.phone.default(""),
  permissions: staffAccountSchema.shape.permissions.default(null),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Editing sends username and email; whatever else is left out is kept (permissions: null goes back to the defaults). */
export const adminUpdateSchema = staffAccountSchema.partial().required({ username: true, email: true });
export type AdminUpdateInput = z.infer<typeof adminUpdateSchema>;

/** A staff member's own choice of the back office's language. */
export const languageChoiceSchema = z.strictObject({ language: z.enum(BACK_OFFICE_LANGUAGES) });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

export const changePasswordSchema = z.strictObject({
  /** 'current' (what the back office sends) or the caller's own id. */
  id: z.union([z.literal("current"), idSchema]),
  currentPassword: givenPassword,
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * The back office's change-password form: the API's rules, and a confirmation that must match the
 * new password (`mismatch` is the form's message for it).
 */
export function changePasswordFormSchema(mismatch: string) {
  return z
    .strictObject({ currentPassword: givenPassword, newPassword, confirmPassword: z.string() })
    .refine((form) => form.newPassword === form.confirmPassword, { path: ["confirmPassword"], message: mismatch });
}

/**
 * Turning on a new authenticator as the form takes it: its first code (six digits, spaces and dashes
 * dropped: "123 456") and the password.
 */
export function twoFactorEnableFormSchema(wrongLength: string) {
  return z.strictObject({
    code: z
      .string()
      .transform((code) => code.replace(/\D/g, ""))
      .pipe(z.string().length(6, wrongLength)),
    password: givenPassword,
  });
}

export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() });
/** The first code of the new authenticator, and the password: a session alone cannot turn two-factor on. */
export const twoFactorEnableSchema = z.strictObject({
  code: z.string().trim().min(1, { message: "is required" }).max(16),
  password: givenPassword,
});
export type TwoFactorEnableInput = z.infer<typeof twoFactorEnableSchema>;
export const twoFactorDisableSchema = z.strictObject({ password: givenPassword });
export const twoFactorStateSchema = z.object({ twoFactorEnabled: z.boolean() });

export const messageSchema = z.object({ message: z.string() });
