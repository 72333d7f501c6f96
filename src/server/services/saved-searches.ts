import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { AlertFrequency, PropertyStatus } from "../../domain/enums.ts";
import type { Language } from "../../domain/languages.ts";
import {
  type AlertEvent,
  type AlertListing,
  alertNews,
  canonicalQuery,
  filtersOfQuery,
  hasNews,
  isAlertDue,
  type SavedSearchGroup,
  type SavedSearchView,
} from "../../domain/saved-search.ts";
import { type AlertLine, alertEmail, searchConfirmationEmail } from "../../web/i18n/email-texts.ts";
import { pathIn } from "../../web/i18n/locales.ts";
import type { Config } from "../config.ts";
import type { Db, DbOrTx } from "../db/client.ts";
import { outbox, properties, propertyEvents, savedSearches, secrets } from "../db/schema.ts";
import { presentProperty } from "./properties.ts";
import { type LinkCheck, signLink, verifyLink } from "./signed-links.ts";

/** What the links of visitor emails are built from: the site's address and the signing secret. */
export type LinkKeys = { secret: string; publicUrl: string };

/**
 * The secret that signs the links of visitor emails: LINK_SECRET, or one made on the first start and
 * kept in the database, so every instance sharing it signs and accepts the same links.
 */
export async function resolveLinkSecret(db: DbOrTx, config: Pick<Config, "linkSecret">): Promise<string> {
  if (config.linkSecret) return config.linkSecret;
  // When two instances start together, the second insert does nothing and both read the first's.
  await db
    .insert(secrets)
    .values({ name: "links", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, "links"));
  if (!row) throw new Error("The link secret could not be stored");
  return row.value;
}

const pageLink = (keys: LinkKeys, language: Language, page: string, token?: string) =>
  `${keys.publicUrl}${pathIn(language, page)}${token ? `?token=${token}` : ""}`;

/** The link of an alert email's List-Unsubscribe header: a POST to it stops the alert (RFC 8058). */
export const oneClickLink = (keys: LinkKeys, token: string) => `${keys.publicUrl}/api/saved-searches/unsubscribe?token=${token}`;

type SearchRow = typeof savedSearches.$inferSelect;

/**
 * Saves a search unconfirmed and queues the email whose link confirms it, in the visitor's language.
 * The same address and search again: a waiting one gets the new frequency and a new link; a
 * confirmed one is left as it is (nobody can change another's alert by knowing the address).
 */
export async function saveSearch(
  db: DbOrTx,
  keys: LinkKeys,
  input: { email: string; query: string; frequency: AlertFrequency; language: Language },
): Promise<{ email: string }> {
  const query = canonicalQuery(input.query);
  const email = input.email.toLowerCase();
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(savedSearches)
      .where(and(sql`lower(${savedSearches.email}) = ${email}`, eq(savedSearches.query, query)))
      .limit(1)
      .for("update");
    if (existing?.confirmedAt) return;
    const values = { frequency: input.frequency, language: input.language, consentAt: new Date() };
    const [row] = existing
      ? await tx
          .update(savedSearches)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(savedSearches.id, existing.id))
          .returning()
      : await tx
          .insert(savedSearches)
          .values({ ...values, email, query })
          .returning();
    if (!row) throw new Error("saved search was not stored");
    const link = pageLink(keys, row.language, "/alerts/confirm", signLink(keys.secret, "confirm-search", row.id));
    const message = searchConfirmationEmail(row.language, { query: row.query, frequency: row.frequency, link });
    await tx.insert(outbox).values({ to: row.email, subject: message.subject, body: message.body });
  });
  return { email };
}

export type LinkOutcome<T> = { ok: true; value: T } | { ok: false; reason: "invalid" | "expired" | "gone" };

async function withLink<T>(db: DbOrTx, check: LinkCheck, act: (row: SearchRow) => Promise<T>): Promise<LinkOutcome<T>> {
  if (!check.ok) return check;
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, check.id)).limit(1);
  if (!row) return { ok: false, reason: "gone" };
  return { ok: true, value: await act(row) };
}

const viewOf = (row: SearchRow): SavedSearchView => ({
  query: row.query,
  frequency: row.frequency,
  language: row.language,
  confirmed: row.confirmedAt !== null,
});

/**
 * The confirmation link: the alert starts now. Changes from here on are told (`checkedAt` moves
 * to now), never the listings that were there before the visitor saved the search.
 */
export function confirmSearch(db: DbOrTx, secret: string, token: string) {
  return withLink(db, verifyLink(secret, "confirm-search", token), async (row) => {
    if (row.confirmedAt) return viewOf(row);
    const [updated] = await db
      .update(savedSearches)
      .set({ confirmedAt: sql`now()`, checkedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(savedSearches.id, row.id))
      .returning();
    return viewOf(updated ?? row);
  });
}

/** The manage page's alert. */
export function viewSearch(db: DbOrTx, secret: string, token: string) {
  return withLink(db, verifyLink(secret, "manage-search", token), async (row) => viewOf(row));
}

export function changeFrequency(db: DbOrTx, secret: string, token: string, frequency: AlertFrequency) {
  return withLink(db, verifyLink(secret, "manage-search", token), async (row) => {
    const [updated] = await db
      .update(savedSearches)
      .set({ frequency, updatedAt: sql`now()` })
      .where(eq(savedSearches.id, row.id))
      .returning();
    return viewOf(updated ?? row);
  });
}

/** Stopping an alert deletes it, address included. A second stop finds nothing and says so. */
export function stopSearch(db: DbOrTx, secret: string, token: string) {
  return withLink(db, verifyLink(secret, "manage-search", token), async (row) => {
    await db.delete(savedSearches).where(eq(savedSearches.id, row.id));
    return true as const;
  });
}

/** Sign-ups never confirmed are deleted once their link has expired: nothing is kept without consent confirmed. */
async function forgetUnconfirmed(db: DbOrTx) {
  await db
    .delete(savedSearches)
    .where(and(isNull(savedSearches.confirmedAt), lt(savedSearches.updatedAt, sql`now() - interval '7 days'`)));
}

type ListingRow = typeof properties.$inferSelect;

function alertListing(row: ListingRow, language: Language): AlertListing & { title: string } {
  const listing = presentProperty(row);
  const title = row.translations?.[language as keyof typeof row.translations]?.title ?? row.title;
  // The point visitors see, as the list's map filter reads it (map_latitude, migration 0013).
  return {
    ...listing,
    title,
    latitude: row.mapLatitude,
    longitude: row.mapLongitude,
    createdAt: row.createdAt.toISOString(),
  } as AlertListing & { title: string };
}

/**
 * An alert's window, [since, until) in the database's own microseconds: since is the search's mark,
 * until a moment before which every write is visible to this transaction's next statements.
 *
 * Listings and their events are stamped with `now()`, the start of the transaction that writes
 * them, but become visible only when it commits. Ending the window at "now" would skip a write that
 * started before and commits after the read: its stamp falls in a window already told. So the
 * window ends at the start of the oldest transaction still open on the database (pg_stat_activity,
 * read here first in this transaction, so before the reads that follow, each of which sees what had
 * committed by then), or at this transaction's own start if none is older. A snapshot's xmin would
 * not do: a transaction gets its id only at its first write, after it took its `now()`. Sessions
 * of other roles are not shown and not waited for; a long transaction (a backup) holds the alerts
 * back until it ends, which delays them but loses nothing. On the embedded database there is one
 * session and its transactions run one at a time, so this is the alert's own start. The bounds
 * stay PostgreSQL's text: JavaScript dates would cut them to the millisecond.
 */
async function alertWindow(tx: DbOrTx, searchId: string) {
  const { rows } = (await tx.execute(sql`
    select since::text, until::text, until > since as open, ceil(extract(epoch from until) * 1000)::float8 as until_ms
    from (
      select (select ${savedSearches.checkedAt} from ${savedSearches} where ${savedSearches.id} = ${searchId}) as since,
        least(now(), (
          select min(xact_start) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
        )) as until
    ) bounds`)) as unknown as { rows: { since: string; until: string; open: boolean; until_ms: number }[] };
  const [bounds] = rows;
  if (!bounds) throw new Error("the alert's window could not be read");
  return {
    ...bounds,
    /** Whether a timestamp column falls in the window. */
    holds: (column: typeof propertyEvents.at | typeof properties.createdAt) =>
      sql`${column} >= ${bounds.since}::timestamptz and ${column} < ${bounds.until}::timestamptz`,
  };
}

/**
 * One due alert, in a transaction of its own: the search row is locked (an instance running the
 * same job at the same moment skips it), the news of its window (alertWindow) is worked out, the
 * email is queued in the outbox and `checkedAt` moves to the end of the window, all committed
 * together. A retry after a failure either finds the window already told or does all of it again:
 * one email.
 */
async function alertOne(db: Db, keys: LinkKeys, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [search] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), isNotNull(savedSearches.confirmedAt)))
      .for("update", { skipLocked: true });
    if (!search || !isAlertDue(search.frequency, search.checkedAt, now)) return false;
    const bounds = await alertWindow(tx, search.id);
    // Nothing after the mark is surely visible yet: the mark stays where it is.
    if (!bounds.open) return false;
    // In milliseconds, widened to hold every row the bounds select.
    const window = { since: search.checkedAt, until: new Date(bounds.until_ms) };
    const eventRows = await tx.select().from(propertyEvents).where(bounds.holds(propertyEvents.at));
    const changedIds = [...new Set(eventRows.map((event) => event.propertyId))];
    const listingRows = await tx
      .select()
      .from(properties)
      .where(or(bounds.holds(properties.createdAt), changedIds.length > 0 ? inArray(properties.id, changedIds) : sql`false`));
    const events: AlertEvent[] = eventRows.map((event) =>
      event.kind === "price"
        ? {
            propertyId: event.propertyId,
            kind: "price",
            from: Number(event.fromValue),
            to: Number(event.toValue),
            at: event.at.toISOString(),
          }
        : {
            propertyId: event.propertyId,
            kind: "status",
            from: event.fromValue as PropertyStatus,
            to: event.toValue as PropertyStatus,
            at: event.at.toISOString(),
          },
    );
    const listings = listingRows.map((row) => alertListing(row, search.language));
    const news = alertNews(filtersOfQuery(search.query), window, listings, events);
    await tx
      .update(savedSearches)
      .set({ checkedAt: sql`${bounds.until}::timestamptz` })
      .where(eq(savedSearches.id, search.id));
    if (!hasNews(news)) return false;
    const link = (listing: { _id: string }) => pageLink(keys, search.language, `/properties/${listing._id}`);
    const lines: AlertLine[] = [
      ...news.added.map((listing) => ({
        kind: "added" as const,
        title: listing.title,
        price: Number(listing.price),
        link: link(listing),
      })),
      ...news.priceDrops.map(({ listing, from, to }) => ({
        kind: "price" as const,
        title: listing.title,
        from,
        to,
        link: link(listing),
      })),
      ...news.statusChanges.map(({ listing, from, to }) => ({
        kind: "status" as const,
        title: listing.title,
        from,
        to,
        link: link(listing),
      })),
    ];
    const token = signLink(keys.secret, "manage-search", search.id);
    const list = `${pageLink(keys, search.language, "/properties")}${search.query ? `?${search.query}` : ""}`;
    const message = alertEmail(search.language, {
      query: search.query,
      lines,
      list,
      manage: pageLink(keys, search.language, "/alerts/manage", token),
    });
    await tx.insert(outbox).values({
      to: search.email,
      subject: message.subject,
      body: message.body,
      headers: { "List-Unsubscribe": `<${oneClickLink(keys, token)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    return true;
  });
}

/**
 * The alerts job: every confirmed search whose sending time has come (instant: at each run; daily:
 * 07:00 Kigali; weekly: Monday 07:00) gets one email if something changed since it was last told.
 * Returns how many emails were queued.
 */
export async function sendDueAlerts(db: Db, keys: LinkKeys, now = new Date()): Promise<number> {
  await forgetUnconfirmed(db);
  const candidates = await db
    .select({ id: savedSearches.id, frequency: savedSearches.frequency, checkedAt: savedSearches.checkedAt })
    .from(savedSearches)
    .where(and(isNotNull(savedSearches.confirmedAt), lt(savedSearches.checkedAt, now)));
  let sent = 0;
  for (const candidate of candidates) {
    if (!isAlertDue(candidate.frequency, candidate.checkedAt, now)) continue;
    if (await alertOne(db, keys, candidate.id, now)) sent++;
  }
  return sent;
}

/** Staff's list: each distinct search, how many ask for it, confirmed or not, and how often; addresses only when allowed. */
export async function listSavedSearchGroups(db: DbOrTx, withEmails: boolean): Promise<SavedSearchGroup[]> {
  const rows = await db.select().from(savedSearches).orderBy(desc(savedSearches.createdAt));
  const groups = new Map<string, SavedSearchGroup>();
  for (const row of rows) {
    let group = groups.get(row.query);
    if (!group) {
      group = {
        query: row.query,
        subscribers: 0,
        confirmed: 0,
        frequencies: { instant: 0, daily: 0, weekly: 0 },
        ...(withEmails ? { emails: [] } : {}),
        lastCreatedAt: row.createdAt.toISOString(),
      };
      groups.set(row.query, group);
    }
    group.subscribers++;
    if (row.confirmedAt) group.confirmed++;
    group.frequencies[row.frequency]++;
    group.emails?.push({ email: row.email, frequency: row.frequency, confirmed: row.confirmedAt !== null });
  }
  return [...groups.values()].sort((a, b) => b.subscribers - a.subscribers || b.lastCreatedAt.localeCompare(a.lastCreatedAt));
}
