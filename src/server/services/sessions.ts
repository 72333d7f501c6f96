import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { UserRole } from "../../domain/enums.ts";
import type { BackOfficeLanguage } from "../../domain/languages.ts";
import { type EffectivePermissions, effectivePermissions } from "../../domain/permissions.ts";
import { DEFAULT_SETTINGS, type UserPermissions } from "../../domain/settings.ts";
import type { DbOrTx } from "../db/client.ts";
import { sessions, settings, users } from "../db/schema.ts";

/** A session ends after a week without use… */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** …and 30 days after its sign-in whatever its use, so a stolen token does not live on by being used. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt and the sliding expiry are refreshed at most this often, to keep reads cheap. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export type SessionUser = {
  id: string;
  username: string;
  email: string;
  role: UserRole;
  language: BackOfficeLanguage;
  sessionId: string;
  /** What this staff member may do: their own toggles, or the settings' defaults for their role (src/domain/permissions.ts). */
  permissions: EffectivePermissions;
};

/** Only the hash is stored, so a leaked database does not leak usable tokens. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createSession(
  db: DbOrTx,
  userId: string,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
) {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      userAgent: meta.userAgent?.slice(0, 400) ?? null,
      ip: meta.ip ?? null,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (!row) throw new Error("session insert returned nothing");
  return { token, sessionId: row.id, expiresAt: row.expiresAt };
}

export async function findSessionUser(db: DbOrTx, token: string): Promise<SessionUser | undefined> {
  const now = new Date();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      language: users.language,
      ownPermissions: users.permissions,
      // The defaults come in the same query, so resolving a session stays one round trip.
      defaultPermissions: settings.value,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(settings, eq(settings.key, "userPermissions"))
    // A deactivated account's sessions stop working at once, without being deleted.
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS)),
        eq(users.active, true),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const slid = Math.min(now.getTime() + SESSION_TTL_MS, row.createdAt.getTime() + SESSION_MAX_AGE_MS);
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(slid) })
      .where(eq(sessions.id, row.sessionId));
  }
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role as UserRole,
    language: row.language,
    sessionId: row.sessionId,
    permissions: effectivePermissions(
      row.role as UserRole,
      row.ownPermissions,
      (row.defaultPermissions as UserPermissions | null) ?? DEFAULT_SETTINGS.userPermissions,
    ),
  };
}

export async function revokeSession(db: DbOrTx, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** After a password change: every other session of the user ends. */
export async function revokeOtherSessions(db: DbOrTx, userId: string, keepSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/** A deactivated account: every session ends, so reactivating it does not bring old ones back. */
export async function revokeAllSessions(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: DbOrTx) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
