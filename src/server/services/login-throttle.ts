import { and, desc, eq, gt, lt, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { loginAttempts } from "../db/schema.ts";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_ACCOUNT_FAILURES = 5;
export const MAX_ADDRESS_FAILURES = 20;
export const THROTTLED_MESSAGE = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;
/** Old rows are removed on about one attempt in this many, and after every success. */
const PRUNE_ONE_IN = 50;

export type AttemptStart = { blocked: false; attemptId: string } | { blocked: true; retryAfterSeconds: number };

/** The time of the attempt `skip` places back (newest first) among those of `who` with this outcome after `since`. */
async function nthAttempt(db: DbOrTx, who: SQL, success: boolean, since: Date, skip: number) {
  const [row] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(who, eq(loginAttempts.success, success), gt(loginAttempts.createdAt, since)))
    .orderBy(desc(loginAttempts.createdAt))
    .offset(skip)
    .limit(1);
  return row;
}

/**
 * Records a password check BEFORE it happens, as a failure, then counts. Counting after the insert
 * means parallel guesses see each other, so no burst of requests gets past the limit; the row is
 * turned into a success (or dropped) once the outcome is known.
 */
export async function beginAttempt(db: DbOrTx, email: string, ip: string, now = new Date()): Promise<AttemptStart> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ email, ip, success: false, createdAt: now })
    .returning({ id: loginAttempts.id });
  if (!row) throw new Error("login attempt insert returned nothing");
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);

  // A success ends the account's run of failures, but never the address's: one good account must not
  // clear the record of an address that is guessing at others.
  const lastSuccess = await nthAttempt(db, eq(loginAttempts.email, email), true, since, 0);
  const accountSince = lastSuccess && lastSuccess.at > since ? lastSuccess.at : since;

  // The failure that is MAX places back (this attempt included) is the one that makes this attempt one too many.
  const accountBlocker = await nthAttempt(db, eq(loginAttempts.email, email), false, accountSince, MAX_ACCOUNT_FAILURES);
  const addressBlocker = await nthAttempt(db, eq(loginAttempts.ip, ip), false, since, MAX_ADDRESS_FAILURES);

  if (!accountBlocker && !addressBlocker) return { blocked: false, attemptId: row.id };
  // A refused attempt checked nothing, so it does not count: the wait ends 15 minutes after the last real failure.
  await discardAttempt(db, row.id);
  const unblockAt = Math.max(accountBlocker?.at.getTime() ?? 0, addressBlocker?.at.getTime() ?? 0) + THROTTLE_WINDOW_MS;
  return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((unblockAt - now.getTime()) / 1000)) };
}

export async function markAttemptSucceeded(db: DbOrTx, attemptId: string) {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
  await pruneAttempts(db);
}

/** For an attempt that proved nothing either way (the password was right but the 2FA code is still to come). */
export async function discardAttempt(db: DbOrTx, attemptId: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
}

/** A failed attempt is already recorded as such; this only prunes now and then. */
export async function attemptFailed(db: DbOrTx) {
  if (Math.random() * PRUNE_ONE_IN < 1) await pruneAttempts(db);
}

export async function pruneAttempts(db: DbOrTx, now = new Date()) {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - KEEP_ATTEMPTS_MS)));
}
