import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { TwoFactorEnableInput } from "../../domain/auth.ts";
import type { DbOrTx } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { badRequest, conflict, notFound } from "../http-error.ts";
import { logActivity } from "./activity.ts";
import { type AttemptClient, throttledCheck } from "./login-throttle.ts";
import { verifyPassword } from "./passwords.ts";
import { getSetting } from "./settings.ts";

export const WRONG_PASSWORD_MESSAGE = "Password is incorrect";
const WRONG_CODE_MESSAGE = "Invalid code";

/** What every common authenticator app expects. */
const TOTP_OPTIONS = { algorithm: "SHA1", digits: 6, period: 30 } as const;

/**
 * The 30-second step a code belongs to, or null when it is not a code of this secret now. The
 * previous and next steps count too, for clocks that drift a little.
 */
export function totpCodeStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = TOTP.validate({ token, secret: Secret.fromBase32(secretBase32), window: 1, timestamp: now, ...TOTP_OPTIONS });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_OPTIONS.period) + delta;
}

/**
 * Accepts a user's code once: its step must be later than the last one accepted, and is recorded in
 * the same statement, so a code seen (or replayed) once is refused after, on every instance.
 */
export async function spendTotpCode(db: DbOrTx, user: { id: string; totpSecret: string | null }, code: string): Promise<boolean> {
  const step = user.totpSecret ? totpCodeStep(user.totpSecret, code) : null;
  if (step === null) return false;
  const spent = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(users.id, user.id),
        // The code was checked against this secret: one put in place meanwhile does not take it.
        eq(users.totpSecret, user.totpSecret as string),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return spent.length === 1;
}

/** Whether this user must give an authenticator code to sign in: the setting is on AND they enrolled. */
export async function twoFactorRequired(db: DbOrTx, user: { totpEnabled: boolean; totpSecret: string | null }) {
  if (!user.totpEnabled || !user.totpSecret) return false;
  return (await getSetting(db, "securitySettings")).twoFactorAuth;
}

/**
 * Starts enrolment: a new secret is stored but not yet in force, until a code from the app proves
 * the user scanned it (enableTwoFactor).
 */
export async function startTwoFactorSetup(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({ email: users.email, totpEnabled: users.totpEnabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound("User not found");
  if (user.totpEnabled) throw conflict("Two-factor authentication is already enabled. Disable it first to set it up again.");
  const issuer = (await getSetting(db, "companyInfo")).name || "Back office";
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({ issuer, label: user.email, secret, ...TOTP_OPTIONS });
  const otpauthUrl = totp.toString();
  await db
    .update(users)
    .set({ totpSecret: secret.base32, totpEnabled: false, totpLastStep: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return { secret: secret.base32, otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
}

/**
 * Puts the pending secret in force once the user proves both that they hold it (a code from the app)
 * and that they are the account's owner (their password): a session alone cannot turn two-factor on
 * with an authenticator its holder chose. Both are checked as one sign-in attempt, throttled alike.
 */
export async function enableTwoFactor(db: DbOrTx, userId: string, input: TwoFactorEnableInput, client: AttemptClient) {
  const [user] = await db
    .select({
      email: users.email,
      passwordHash: users.passwordHash,
      totpSecret: users.totpSecret,
      totpEnabled: users.totpEnabled,
      username: users.username,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound("User not found");
  const secret = user.totpSecret;
  if (!secret) throw badRequest("Set up two-factor authentication first");
  let refusal = WRONG_CODE_MESSAGE;
  const proven = await throttledCheck(db, user.email, client, async () => {
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      refusal = WRONG_PASSWORD_MESSAGE;
      return false;
    }
    return db.transaction(async (tx) => {
      // Spending the code locks the row, so the secret it was checked against is the one put in force.
      if (!(await spendTotpCode(tx, { id: userId, totpSecret: secret }, input.code))) return false;
      if (!user.totpEnabled) {
        await tx.update(users).set({ totpEnabled: true, updatedAt: new Date() }).where(eq(users.id, userId));
        await logActivity(tx, {
          action: "Two-factor authentication enabled",
          details: user.username,
          status: "completed",
          entityType: "user",
          entityId: userId,
          actorId: userId,
        });
      }
      return true;
    });
  });
  if (!proven) throw badRequest(refusal);
  return { twoFactorEnabled: true };
}

/** The caller has already confirmed their password. */
export async function disableTwoFactor(db: DbOrTx, userId: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ totpSecret: null, totpEnabled: false, totpLastStep: null, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ username: users.username });
    if (!user) throw notFound("User not found");
    await logActivity(tx, {
      action: "Two-factor authentication disabled",
      details: user.username,
      status: "completed",
      entityType: "user",
      entityId: userId,
      actorId: userId,
    });
    return { twoFactorEnabled: false };
  });
}
