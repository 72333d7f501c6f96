import { createHash } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { knownDevices, loginAttempts, users } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one account from one address, or from one trusted browser. */
export const MAX_PAIR_FAILURES = 5;
/** Failures from one address, whatever the accounts. */
export const MAX_ADDRESS_FAILURES = 20;
/** Failures of one account from browsers it has not trusted, whatever the addresses: spread-out guessing. */
export const MAX_UNTRUSTED_ACCOUNT_FAILURES = 20;
/** A successful sign-in makes its browser trusted for the account this long. */
export const TRUSTED_DEVICE_MS = 30 * 24 * 60 * 60 * 1000;
export const THROTTLED_MESSAGE = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;
/** Old rows are removed on about one attempt in this many, and after every success. */
const PRUNE_ONE_IN = 50;

export class ThrottledError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(429, THROTTLED_MESSAGE);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Where an attempt comes from: the client's address and the browser's `device` cookie, if any. */
export type AttemptClient = { ip: string; deviceToken?: string | undefined };

export type AttemptStart = { blocked: false; attemptId: string } | { blocked: true; retryAfterSeconds: number };

/** How a device cookie is stored: never the token itself. */
export function deviceHashOf(token: string): string {
  return createHash("sha256").update(`device:${token}`).digest("hex");
}

/** A device cookie worth looking up (the server only ever issues 43-character base64url tokens). */
export const isDeviceToken = (token: string | undefined): token is string => !!token && /^[\w-]{20,100}$/.test(token);

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

/** The device's hash when this browser signed in to this account successfully within the last 30 days. */
async function trustedDevice(db: DbOrTx, email: string, deviceToken: string | undefined, now: Date): Promise<string | null> {
  if (!isDeviceToken(deviceToken)) return null;
  const hash = deviceHashOf(deviceToken);
  const [row] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(
      and(
        sql`lower(${users.email}) = ${email}`,
        eq(knownDevices.deviceHash, hash),
        gt(knownDevices.lastSignedInAt, new Date(now.getTime() - TRUSTED_DEVICE_MS)),
      ),
    )
    .limit(1);
  return row ? hash : null;
}

/**
 * Records a password check BEFORE it happens, as a failure, then counts. Counting after the insert
 * means parallel guesses see each other, so no burst of requests gets past the limit; the row is
 * turned into a success (or dropped) once the outcome is known.
 *
 * Guessing is throttled by account and address together (5 failures of one account from one
 * address), by address (20, any accounts) and, for browsers the account has not trusted, by account
 * (20 from anywhere). A browser holding the device cookie of a successful sign-in to the account in
 * the last 30 days counts only its own failures (5): others' guessing never locks the owner out.
 */
export async function beginAttempt(
  db: DbOrTx,
  email: string,
  ip: string,
  now = new Date(),
  deviceToken?: string,
): Promise<AttemptStart> {
  const device = await trustedDevice(db, email, deviceToken, now);
  const [row] = await db
    .insert(loginAttempts)
    .values({ email, ip, deviceHash: device, success: false, createdAt: now })
    .returning({ id: loginAttempts.id });
  if (!row) throw new Error("login attempt insert returned nothing");
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);

  // A success ends the account's run of failures, but never the address's: one good account must not
  // clear the record of an address that is guessing at others.
  const lastSuccess = await nthAttempt(db, eq(loginAttempts.email, email), true, since, 0);
  const accountSince = lastSuccess && lastSuccess.at > since ? lastSuccess.at : since;
  const account = eq(loginAttempts.email, email);

  // The failure that is MAX places back (this attempt included) is the one that makes this attempt one too many.
  const blockers = device
    ? [await nthAttempt(db, and(account, eq(loginAttempts.deviceHash, device)) as SQL, false, accountSince, MAX_PAIR_FAILURES)]
    : [
        await nthAttempt(
          db,
          and(account, eq(loginAttempts.ip, ip), isNull(loginAttempts.deviceHash)) as SQL,
          false,
          accountSince,
          MAX_PAIR_FAILURES,
        ),
        await nthAttempt(
          db,
          and(eq(loginAttempts.ip, ip), isNull(loginAttempts.deviceHash)) as SQL,
          false,
          since,
          MAX_ADDRESS_FAILURES,
        ),
        await nthAttempt(
          db,
          and(account, isNull(loginAttempts.deviceHash)) as SQL,
          false,
          accountSince,
          MAX_UNTRUSTED_ACCOUNT_FAILURES,
        ),
      ];
  const found = blockers.filter((blocker) => blocker !== undefined);
  if (found.length === 0) return { blocked: false, attemptId: row.id };
  // A refused attempt checked nothing, so it does not count: the wait ends 15 minutes after the last real failure.
  await discardAttempt(db, row.id);
  const unblockAt = Math.max(...found.map((blocker) => blocker.at.getTime())) + THROTTLE_WINDOW_MS;
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

/**
 * A signed-in user proving a secret again (their password, with the first code of a new
 * authenticator): throttled and counted like a sign-in of the account, so a stolen session cannot
 * be used to guess. Throws ThrottledError while locked; a false `check` is a failure.
 */
export async function throttledCheck(
  db: DbOrTx,
  email: string,
  client: AttemptClient,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const attempt = await beginAttempt(db, email.toLowerCase(), client.ip, new Date(), client.deviceToken);
  if (attempt.blocked) throw new ThrottledError(attempt.retryAfterSeconds);
  if (!(await check())) {
    await attemptFailed(db);
    return false;
  }
  await markAttemptSucceeded(db, attempt.attemptId);
  return true;
}
