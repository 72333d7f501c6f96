import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type {
  AdminUpdateInput,
  AdminUser,
  ChangePasswordInput,
  LanguageChoice,
  LoginInput,
  RegisterInput,
  TeamMember,
  User,
} from "../../domain/auth.ts";
import type { UserRole } from "../../domain/enums.ts";
import type { BackOfficeLanguage } from "../../domain/languages.ts";
import { ownPermissionsSchema } from "../../domain/settings.ts";
import { browserName, signInAlert, twoFactorResetEmail } from "../../web/i18n/staff-email-texts.ts";
import type { DbOrTx } from "../db/client.ts";
import { knownDevices, outbox, users } from "../db/schema.ts";
import { badRequest, conflict, forbidden, notFound } from "../http-error.ts";
import { logActivity, recordActivity } from "./activity.ts";
import { networkOf, rememberNetwork } from "./known-networks.ts";
import {
  type AttemptClient,
  attemptFailed,
  beginAttempt,
  deviceHashOf,
  discardAttempt,
  isDeviceToken,
  markAttemptSucceeded,
  ThrottledError,
  throttledCheck,
} from "./login-throttle.ts";
import { notifyUser, type Site } from "./notifier.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { createSession, revokeAllSessions, revokeOtherSessions, type SessionUser } from "./sessions.ts";
import { getSetting } from "./settings.ts";
import { spendTotpCode, twoFactorRequired } from "./two-factor.ts";

export const INVALID_LOGIN_MESSAGE = "Invalid email or password";
export const CODE_REQUIRED_MESSAGE = "Enter the 6-digit code from your authenticator app";
export const INVALID_CODE_MESSAGE = "Invalid authentication code";
export const INACTIVE_ACCOUNT_MESSAGE = "This account has been deactivated. Ask a superadmin to reactivate it.";
const WRONG_CURRENT_PASSWORD_MESSAGE = "Current password is incorrect";

type UserRow = typeof users.$inferSelect;

const logUser = recordActivity<UserRow>("user", (row) => ({
  details: `${row.username} (${row.email}), ${row.role}`,
  status: "completed",
}));

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    username: row.username,
    name: row.username,
    email: row.email,
    role: row.role as UserRole,
    twoFactorEnabled: row.totpEnabled,
    language: row.language,
  };
}

export function toAdminUser(row: UserRow): AdminUser {
  const own = ownPermissionsSchema.safeParse(row.permissions);
  return {
    ...toUser(row),
    createdAt: row.createdAt.toISOString(),
    active: row.active,
    away: row.away,
    phone: row.phone,
    permissions: own.success ? own.data : null,
  };
}

export async function getUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function listAdmins(db: DbOrTx): Promise<AdminUser[]> {
  const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));
  return rows.map(toAdminUser);
}

/** Every staff member, by name, for assignee selects: active ones first. */
export async function listTeam(db: DbOrTx): Promise<TeamMember[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, role: users.role, active: users.active, away: users.away })
    .from(users)
    .orderBy(desc(users.active), asc(sql`lower(${users.username})`), asc(users.id));
  return rows.map((row) => ({ ...row, role: row.role as UserRole }));
}

/** Spent on unknown emails so a reply takes as long whether or not the account exists. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
};

export type SignInMeta = {
  ip: string;
  userAgent: string | undefined;
  /** The `device` cookie the browser sent, if any. */
  deviceToken: string | undefined;
  /** Fetch metadata headers are sent by browsers only; API clients are recognised by their User-Agent instead. */
  fromBrowser: boolean;
  /** Login alert emails are queued only when the server can send them. */
  canEmail: boolean;
  publicUrl: string;
};

export type SignInResult =
  | { outcome: "invalid" }
  /** The password was right, but the account is deactivated. */
  | { outcome: "inactive" }
  | { outcome: "code-required" }
  | { outcome: "invalid-code" }
  | {
      outcome: "signed-in";
      token: string;
      user: User;
      /** Set when the browser needs a (new) device cookie. */
      newDeviceToken: string | undefined;
      /** An email was queued, so the outbox should be kicked. */
      emailQueued: boolean;
    };

/**
 * The whole sign-in: throttle, password, authenticator code, then the session and the login alert.
 * Throttling is checked first, so a correct password does not get through a lock.
 */
export async function signIn(db: DbOrTx, input: LoginInput, meta: SignInMeta): Promise<SignInResult> {
  const email = input.email.toLowerCase();
  const attempt = await beginAttempt(db, email, meta.ip, new Date(), meta.deviceToken);
  if (attempt.blocked) throw new ThrottledError(attempt.retryAfterSeconds);

  const user = await findUserByEmail(db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !passwordOk) {
    await attemptFailed(db);
    return { outcome: "invalid" };
  }
  // Told only to whoever knows the password, so it does not reveal which accounts exist.
  if (!user.active) {
    await discardAttempt(db, attempt.attemptId);
    return { outcome: "inactive" };
  }

  if (await twoFactorRequired(db, user)) {
    const code = input.code ?? "";
    if (code === "") {
      // The password was right: this is not a failure, and not yet a success.
      await discardAttempt(db, attempt.attemptId);
      return { outcome: "code-required" };
    }
    if (!(await spendTotpCode(db, user, code))) {
      await attemptFailed(db);
      return { outcome: "invalid-code" };
    }
  }

  return db.transaction(async (tx) => {
    await markAttemptSucceeded(tx, attempt.attemptId);
    const { token } = await createSession(tx, user.id, { userAgent: meta.userAgent, ip: meta.ip });
    const device = await recordDevice(tx, user, meta);
    return { outcome: "signed-in" as const, token, user: toUser(user), ...device };
  });
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Remembers the browser and the address range, and raises a login alert, to this account only, when
 * the browser is new to it or the range was not seen for it in the last 90 days.
 */
async function recordDevice(tx: DbOrTx, user: UserRow, meta: SignInMeta) {
  const validToken = isDeviceToken(meta.deviceToken) ? meta.deviceToken : undefined;
  const token = validToken ?? randomBytes(32).toString("base64url");
  const hashes = [deviceHashOf(token)];
  // A client that keeps no cookies can only be told apart by what it says it is.
  if (!validToken && !meta.fromBrowser) hashes.push(sha256(`ua:${meta.userAgent ?? ""}`));

  const known = await tx
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, user.id), inArray(knownDevices.deviceHash, hashes)))
    .limit(1);
  // Devices and ranges are remembered even while alerts are off, so turning alerts on does not flag
  // every known browser; the time of this sign-in makes the browser trusted by the login throttle for 30 days.
  await tx
    .insert(knownDevices)
    .values(hashes.map((deviceHash) => ({ userId: user.id, deviceHash })))
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.deviceHash], set: { lastSignedInAt: sql`now()` } });
  const networkSeen = await rememberNetwork(tx, user.id, meta.ip);

  let emailQueued = false;
  const newDevice = known.length === 0;
  if ((newDevice || !networkSeen) && (await getSetting(tx, "securitySettings")).loginAlerts) {
    const now = new Date();
    const { timezone } = await getSetting(tx, "systemPreferences");
    const alert = (language: BackOfficeLanguage) =>
      signInAlert(language, {
        name: user.username,
        browser: describeUserAgent(meta.userAgent, language),
        network: newDevice ? null : networkOf(meta.ip),
        when: formatTime(now, timezone, language),
      });
    // Told whatever the agency's email setting: a sign-in alert is for the account's owner alone.
    const told = await notifyUser(
      tx,
      user.id,
      {
        type: "login",
        title: "New sign-in",
        message: (language) => alert(language).message,
        link: "/admin/settings?tab=security",
        email: { message: (language) => alert(language).email, link: "/admin/settings?tab=security" },
      },
      { site: meta, email: meta.canEmail },
    );
    emailQueued = told && meta.canEmail;
  }
  return { newDeviceToken: validToken ? undefined : token, emailQueued };
}

/** The conventions each back-office language writes a date and time with. */
const DATE_TIME_LOCALES: Record<BackOfficeLanguage, string> = { en: "en-GB", fr: "fr-FR" };

function formatTime(date: Date, timeZone: string, language: BackOfficeLanguage): string {
  const options = { dateStyle: "medium", timeStyle: "short" } as const;
  const locale = DATE_TIME_LOCALES[language];
  try {
    return `${new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date)} (${timeZone})`;
  } catch {
    return `${new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(date)} (UTC)`;
  }
}

/** "Firefox on Windows": enough for a person to recognise their own browser. */
export function describeUserAgent(userAgent: string | undefined, language: BackOfficeLanguage): string {
  const ua = (userAgent ?? "").replace(/[^\x20-\x7e]/g, "").trim();
  if (!ua) return browserName(language, {});
  const browser = /Edg(A|iOS)?\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /Firefox\/|FxiOS\//.test(ua)
        ? "Firefox"
        : /Chrome\/|CriOS\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : undefined;
  const os = /Windows/.test(ua)
    ? "Windows"
    : /iPhone|iPad|iPod/.test(ua)
      ? "iOS"
      : /Android/.test(ua)
        ? "Android"
        : /CrOS/.test(ua)
          ? "ChromeOS"
          : /Macintosh|Mac OS X/.test(ua)
            ? "macOS"
            : /Linux/.test(ua)
              ? "Linux"
              : undefined;
  if (browser) return browserName(language, { name: browser, os });
  return ua.length > 60 ? `${ua.slice(0, 60)}…` : ua;
}

/** Re-checks the signed-in user's own password (password change, turning 2FA off), throttled like a sign-in. */
export async function confirmOwnPassword(
  db: DbOrTx,
  userId: string,
  password: string,
  client: AttemptClient,
  wrongMessage: string,
) {
  const user = await getUser(db, userId);
  if (!user) throw notFound("User not found");
  if (!(await throttledCheck(db, user.email, client, () => verifyPassword(user.passwordHash, password)))) {
    throw badRequest(wrongMessage);
  }
  return user;
}

export async function changePassword(db: DbOrTx, caller: SessionUser, input: ChangePasswordInput, client: AttemptClient) {
  if (input.id !== "current" && input.id !== caller.id) throw forbidden("You can only change your own password");
  await confirmOwnPassword(db, caller.id, input.currentPassword, client, WRONG_CURRENT_PASSWORD_MESSAGE);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, caller.id));
    // Anyone else holding a session for this account is signed out; this browser stays signed in.
    await revokeOtherSessions(tx, caller.id, caller.sessionId);
    await logActivity(tx, {
      action: "Password changed",
      details: caller.username,
      status: "completed",
      entityType: "user",
      entityId: caller.id,
      actorId: caller.id,
    });
  });
}

/** A staff member's own choice of the back office's language; their next page is written in it. */
export async function setOwnLanguage(db: DbOrTx, caller: SessionUser, input: LanguageChoice): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ language: input.language, updatedAt: new Date() })
    .where(eq(users.id, caller.id))
    .returning();
  if (!row) throw notFound("User not found");
  return toUser(row);
}

const EMAIL_TAKEN = "A user with this email already exists";

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

async function assertEmailFree(db: DbOrTx, email: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      exceptId
        ? and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, exceptId))
        : eq(sql`lower(${users.email})`, email.toLowerCase()),
    )
    .limit(1);
  if (taken) throw conflict(EMAIL_TAKEN);
}

/**
 * The active superadmins, locked for the rest of the transaction so two concurrent removals cannot
 * both pass the "last one" check. An inactive superadmin cannot sign in, so does not count.
 */
async function lockSuperadmins(tx: DbOrTx) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "superadmin"), eq(users.active, true)))
    .for("update");
}

const isLastSuperadmin = (user: UserRow, superadmins: { id: string }[]) =>
  user.role === "superadmin" && user.active && superadmins.length <= 1;

export async function createUser(db: DbOrTx, input: RegisterInput, actorId: string): Promise<AdminUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      await assertEmailFree(tx, input.email);
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          role: input.role,
          language: input.language,
          active: input.active,
          away: input.away,
          phone: input.phone,
          permissions: input.permissions,
        })
        .returning();
      if (!row) throw new Error("user insert returned nothing");
      await logUser(tx, "Admin user added", row, actorId);
      return toAdminUser(row);
    });
  } catch (error) {
    // Two registrations of one email at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/** Fields left out are kept; `permissions: null` goes back to the defaults; deactivating ends the account's sessions. */
export async function updateUser(db: DbOrTx, id: string, input: AdminUpdateInput, actorId: string): Promise<AdminUser> {
  try {
    return await db.transaction(async (tx) => {
      const superadmins = await lockSuperadmins(tx);
      const current = await getUser(tx, id);
      if (!current) throw notFound("User not found");
      const role = input.role ?? (current.role as UserRole);
      const deactivating = input.active === false && current.active;
      if (deactivating && id === actorId) throw conflict("You cannot deactivate your own account");
      // Nobody deactivates their own account, so the last active superadmin can only be demoted by themselves.
      if (isLastSuperadmin(current, superadmins) && role !== "superadmin") {
        throw conflict("The last superadmin cannot be demoted");
      }
      await assertEmailFree(tx, input.email, id);
      const [row] = await tx
        .update(users)
        .set({
          username: input.username,
          email: input.email,
          role,
          language: input.language,
          active: input.active,
          away: input.away,
          phone: input.phone,
          permissions: input.permissions,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw notFound("User not found");
      if (deactivating) await revokeAllSessions(tx, id);
      await logUser(tx, "Admin user updated", row, actorId);
      return toAdminUser(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * A superadmin turns a staff member's two-factor sign-in off (a lost or replaced phone). Their
 * sessions end, since whoever holds the lost phone may hold one; the reset is recorded; and they
 * are told by email whatever their notification choices, so a reset they did not ask for is seen.
 * Nobody resets their own: turning it off takes their password, on the Security tab.
 */
export async function resetTwoFactor(
  db: DbOrTx,
  id: string,
  actor: { id: string; username: string },
  site: Site,
): Promise<AdminUser> {
  if (id === actor.id) throw conflict("Turn off your own two-factor authentication on the Security tab, with your password");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ totpSecret: null, totpEnabled: false, totpLastStep: null, updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.totpEnabled, true)))
      .returning();
    if (!row) {
      if (!(await getUser(tx, id))) throw notFound("User not found");
      throw conflict("Two-factor authentication is not turned on for this account");
    }
    await revokeAllSessions(tx, id);
    await logActivity(tx, {
      action: "Two-factor authentication reset",
      details: row.username,
      status: "completed",
      entityType: "user",
      entityId: id,
      actorId: actor.id,
    });
    const email = twoFactorResetEmail(row.language, {
      name: row.username,
      by: actor.username,
      link: `${site.publicUrl}/admin/settings?tab=security`,
    });
    await tx.insert(outbox).values({ to: row.email, subject: email.subject, body: email.body });
    return toAdminUser(row);
  });
}

/** Removing a user ends their sessions and forgets their devices (foreign keys cascade). */
export async function deleteUser(db: DbOrTx, id: string, actorId: string) {
  if (id === actorId) throw conflict("You cannot delete your own account");
  await db.transaction(async (tx) => {
    const superadmins = await lockSuperadmins(tx);
    const target = await getUser(tx, id);
    if (!target) throw notFound("User not found");
    if (isLastSuperadmin(target, superadmins)) throw conflict("The last superadmin cannot be deleted");
    await tx.delete(users).where(eq(users.id, id));
    await logActivity(tx, {
      action: "Admin user deleted",
      details: `${target.username} (${target.email})`,
      status: "completed",
      entityType: "user",
      entityId: id,
      actorId,
    });
  });
}
