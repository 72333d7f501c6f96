import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { DbOrTx } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { badRequest, conflict, notFound } from "../http-error.ts";
import { logActivity } from "./activity.ts";
import { getSetting } from "./settings.ts";

/** What every common authenticator app expects. */
const TOTP_OPTIONS = { algorithm: "SHA1", digits: 6, period: 30 } as const;

/** Accepts the code of the previous and next 30-second step too, for clocks that drift a little. */
export function verifyTotpCode(secretBase32: string, code: string): boolean {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return false;
  return TOTP.validate({ token, secret: Secret.fromBase32(secretBase32), window: 1, ...TOTP_OPTIONS }) !== null;
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
    .set({ totpSecret: secret.base32, totpEnabled: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return { secret: secret.base32, otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
}

export async function enableTwoFactor(db: DbOrTx, userId: string, code: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ totpSecret: users.totpSecret, totpEnabled: users.totpEnabled, username: users.username })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) throw notFound("User not found");
    if (!user.totpSecret) throw badRequest("Set up two-factor authentication first");
    if (!verifyTotpCode(user.totpSecret, code)) throw badRequest("Invalid code");
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
    return { twoFactorEnabled: true };
  });
}

/** The caller has already confirmed their password. */
export async function disableTwoFactor(db: DbOrTx, userId: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ totpSecret: null, totpEnabled: false, updatedAt: new Date() })
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
