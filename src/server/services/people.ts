import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { LeadKind } from "../../domain/enums.ts";
import { type PeopleQuery, type Person, type PersonTimeline, splitNotes, type TimelineEntry } from "../../domain/person.ts";
import { normalisePhone, phoneSearchText } from "../../domain/phone.ts";
import type { Db, DbOrTx } from "../db/client.ts";
import { consultations, contacts, people, submissions, viewings } from "../db/schema.ts";
import { badRequest, notFound } from "../http-error.ts";
import type { JobQueue } from "../jobs/queue.ts";
import { logActivity } from "./activity.ts";
import { type LeadScope, leadScopeCondition } from "./lead-scope.ts";
import { presentRecord } from "./present.ts";
import { getSetting } from "./settings.ts";

export type PersonContact = { name: string; email?: string | null; phone?: string | null };

/** The ways a person is found again: their email in lower case, their phone normalised. */
export function personKeys(contact: Pick<PersonContact, "email" | "phone">): { email: string; phone: string } {
  return { email: (contact.email ?? "").trim().toLowerCase(), phone: normalisePhone(contact.phone ?? "") };
}

/**
 * The person who sent a lead, message, submission or viewing: found by email (any case) or by
 * normalised phone, or created. A missing email or phone is filled in from this contact. Call it in
 * the transaction that stores the record and put the id on the record; null when the contact has
 * neither email nor phone. People whose data was erased are never matched again.
 */
export async function linkPerson(tx: DbOrTx, contact: PersonContact): Promise<string | null> {
  const keys = personKeys(contact);
  if (!keys.email && !keys.phone) return null;
  // Two forms from the same new person at once would both find nobody and create two people: the
  // keys are locked for the rest of the transaction, in one order so two locks cannot deadlock.
  const locks = [keys.email && `person-email:${keys.email}`, keys.phone && `person-phone:${keys.phone}`].filter(Boolean).sort();
  for (const lock of locks) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);

  const matches = await tx
    .select()
    .from(people)
    .where(
      and(
        isNull(people.erasedAt),
        or(keys.email ? eq(people.email, keys.email) : undefined, keys.phone ? eq(people.phone, keys.phone) : undefined),
      ),
    )
    .orderBy(asc(people.createdAt), asc(people.id));
  // An email names one person more surely than a phone, which a household or office may share.
  const found = matches.find((p) => keys.email && p.email === keys.email) ?? matches[0];
  if (!found) {
    const [created] = await tx
      .insert(people)
      .values({ name: contact.name.trim(), email: keys.email, phone: keys.phone })
      .returning({ id: people.id });
    if (!created) throw new Error("person insert returned nothing");
    return created.id;
  }
  const missing = {
    ...(!found.email && keys.email ? { email: keys.email } : {}),
    ...(!found.phone && keys.phone ? { phone: keys.phone } : {}),
    ...(!found.name && contact.name.trim() ? { name: contact.name.trim() } : {}),
  };
  if (Object.keys(missing).length > 0)
    await tx
      .update(people)
      .set({ ...missing, updatedAt: new Date() })
      .where(eq(people.id, found.id));
  return found.id;
}

type LeadTable = typeof consultations | typeof contacts | typeof submissions;

/** Each kind of record and the columns naming its sender, for the backfill. */
const SENDERS: { table: LeadTable; name: PgColumn; email: PgColumn; phone: PgColumn }[] = [
  { table: consultations, name: consultations.name, email: consultations.email, phone: consultations.phone },
  { table: contacts, name: contacts.name, email: contacts.email, phone: contacts.phone },
  { table: submissions, name: submissions.contactName, email: submissions.contactEmail, phone: submissions.contactPhone },
];

const BACKFILL_BATCH = 200;

/**
 * Links every lead, message and submission stored before people existed (or by an older instance
 * during an upgrade) to its person, in batches; viewings take their request's person. Idempotent:
 * only records without a person are read, and records with neither email nor phone, or anonymised,
 * are left alone.
 */
export async function backfillPeople(db: Db): Promise<{ linked: number }> {
  let linked = 0;
  for (const { table, ...columns } of SENDERS) {
    const anonymised = "anonymisedAt" in table ? isNull(table.anonymisedAt) : undefined;
    let after: string | undefined;
    for (;;) {
      const batch = (await db
        .select({ id: table.id, name: columns.name, email: columns.email, phone: columns.phone })
        .from(table)
        .where(and(isNull(table.personId), anonymised, after ? gt(table.id, after) : undefined))
        .orderBy(asc(table.id))
        .limit(BACKFILL_BATCH)) as { id: string; name: string; email: string; phone: string }[];
      // One transaction per record: linkPerson's locks are held to the end of their transaction, and
      // a transaction holding several records' locks could deadlock with a concurrent run (or a new
      // lead) taking the same people's locks in another order.
      for (const row of batch)
        linked += await db.transaction(async (tx) => {
          const personId = await linkPerson(tx, row);
          if (!personId) return 0;
          // Only where still unlinked: a concurrent run may have linked it (to the same person).
          const updated = await tx
            .update(table)
            .set({ personId })
            .where(and(eq(table.id, row.id), isNull(table.personId)))
            .returning({ id: table.id });
          return updated.length;
        });
      const last = batch.at(-1);
      if (!last || batch.length < BACKFILL_BATCH) break;
      after = last.id;
    }
  }
  await db.execute(
    sql`update ${viewings} set person_id = c.person_id from ${consultations} c where ${viewings.personId} is null and c.id = ${viewings.consultationId} and c.person_id is not null`,
  );
  return { linked };
}

/** The job that links records stored before people existed to their person. */
export const PEOPLE_BACKFILL = "people-backfill";

type Log = { info(data: object, message: string): void };

/** At start, one backfill job on the shared queue (as the link-preview backfill): done by one instance, retried on failure. */
export async function startPeopleBackfill(jobs: JobQueue, db: Db, log: Log): Promise<void> {
  await jobs.work(PEOPLE_BACKFILL, async () => {
    const result = await backfillPeople(db);
    if (result.linked > 0) log.info(result, "earlier leads linked to their people");
    return result;
  });
  await jobs.send(PEOPLE_BACKFILL);
}

export const PERSON_NOT_FOUND = "Person not found";

type PersonRow = typeof people.$inferSelect;

/** Whether a person has at least one record the reader may see (always, for a reader who sees every lead). */
function visibleTo(scope: LeadScope): SQL | undefined {
  if (scope.all) return undefined;
  const mine = (table: LeadTable) =>
    sql`exists (select 1 from ${table} where ${table.personId} = ${people.id} and ${leadScopeCondition(scope, table.assigneeId)})`;
  return or(mine(consultations), mine(contacts), mine(submissions));
}

/** How many of the person's records the reader may see. */
function recordCount(scope: LeadScope) {
  const countIn = (table: LeadTable) =>
    sql`(select count(*) from ${table} where ${table.personId} = ${people.id}${scope.all ? sql`` : sql` and ${leadScopeCondition(scope, table.assigneeId)}`})`;
  return sql<number>`(${countIn(consultations)} + ${countIn(contacts)} + ${countIn(submissions)})::int`;
}

function presentPerson(row: PersonRow, records: number): Person {
  return { ...presentRecord(row), records, erasedAt: row.erasedAt?.toISOString() ?? null };
}

/** People whose name, email or phone contains the words (a phone, or part of one, written any way), newest first, within the reader's scope. */
export async function searchPeople(db: DbOrTx, query: PeopleQuery, scope: LeadScope): Promise<{ rows: Person[]; total: number }> {
  const words = query.q?.trim();
  const phone = words ? phoneSearchText(words) : undefined;
  const match = words
    ? or(
        ilike(people.name, `%${escapeLike(words)}%`),
        ilike(people.email, `%${escapeLike(words)}%`),
        phone ? ilike(people.phone, `%${escapeLike(phone)}%`) : undefined,
      )
    : undefined;
  const where = and(isNull(people.erasedAt), match, visibleTo(scope));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ person: people, records: recordCount(scope) })
      .from(people)
      .where(where)
      .orderBy(desc(people.createdAt), desc(people.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(people).where(where),
  ]);
  return { rows: rows.map((r) => presentPerson(r.person, r.records)), total: counted?.total ?? 0 };
}

/** A timeline entry before its time is written in (Omit over each kind of entry). */
type Unstamped = TimelineEntry extends infer Entry ? (Entry extends unknown ? Omit<Entry, "at"> : never) : never;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One person with everything they sent that the reader may see — leads, contact messages,
 * submissions, viewings — and every note on those, oldest first. A person the reader may see
 * nothing of is not found, so their existence is not told either.
 */
export async function personTimeline(db: DbOrTx, id: string, scope: LeadScope): Promise<PersonTimeline> {
  const [row] = await db
    .select({ person: people, records: recordCount(scope) })
    .from(people)
    .where(and(eq(people.id, id), visibleTo(scope)));
  if (!row) throw notFound(PERSON_NOT_FOUND);
  const { timezone } = await getSetting(db, "systemPreferences");
  const [leads, messages, sent, booked] = await Promise.all([
    db
      .select()
      .from(consultations)
      .where(and(eq(consultations.personId, id), leadScopeCondition(scope, consultations.assigneeId))),
    db
      .select()
      .from(contacts)
      .where(and(eq(contacts.personId, id), leadScopeCondition(scope, contacts.assigneeId))),
    db
      .select()
      .from(submissions)
      .where(and(eq(submissions.personId, id), leadScopeCondition(scope, submissions.assigneeId))),
    // A viewing is seen with the request it answers.
    db
      .select({ viewing: viewings })
      .from(viewings)
      .innerJoin(consultations, eq(consultations.id, viewings.consultationId))
      .where(and(eq(viewings.personId, id), leadScopeCondition(scope, consultations.assigneeId))),
  ]);
  const entries: (TimelineEntry & { time: number })[] = [];
  const add = (entry: Unstamped, when: Date) =>
    entries.push({ ...entry, at: when.toISOString(), time: when.getTime() } as TimelineEntry & { time: number });
  const notesOf = (on: "lead" | "contact" | "submission", recordId: string, notes: string, created: Date) => {
    // Stamps are to the minute: a note written in the record's first minute is still after the record.
    for (const note of splitNotes(notes, created, timezone))
      add({ type: "note", id: recordId, on, text: note.text }, note.at < created ? created : note.at);
  };
  for (const lead of leads) {
    add(
      {
        type: "lead",
        id: lead.id,
        kind: lead.kind as LeadKind,
        status: lead.status,
        message: lead.message,
        listingTitle: lead.listingTitle,
        propertyId: lead.propertyId,
        source: lead.source,
        sourcePage: lead.sourcePage,
      },
      lead.createdAt,
    );
    notesOf("lead", lead.id, lead.notes, lead.createdAt);
  }
  for (const message of messages) {
    add(
      { type: "contact", id: message.id, status: message.status, subject: message.subject, message: message.message },
      message.createdAt,
    );
    notesOf("contact", message.id, message.notes, message.createdAt);
  }
  for (const submission of sent) {
    add(
      {
        type: "submission",
        id: submission.id,
        status: submission.status,
        title: submission.title,
        location: submission.location,
      },
      submission.createdAt,
    );
    notesOf("submission", submission.id, submission.adminNotes, submission.reviewedAt ?? submission.createdAt);
  }
  for (const { viewing } of booked) {
    add(
      {
        type: "viewing",
        id: viewing.id,
        consultationId: viewing.consultationId,
        startsAt: viewing.startsAt.toISOString(),
        status: viewing.status,
        feedback: viewing.feedback,
      },
      viewing.createdAt,
    );
  }
  // Oldest first; at the same instant a record comes before the notes written on it.
  entries.sort((a, b) => a.time - b.time || Number(a.type === "note") - Number(b.type === "note"));
  return { person: presentPerson(row.person, row.records), timeline: entries.map(({ time: _, ...entry }) => entry) };
}

/**
 * Whether the person has a record outside the reader's scope: a lead, message or submission of
 * someone else's, or a viewing of such a lead.
 */
async function hasHiddenRecords(db: DbOrTx, personId: string, scope: LeadScope): Promise<boolean> {
  if (scope.all) return false;
  const hiddenIn = (table: LeadTable) =>
    sql`exists (select 1 from ${table} where ${table.personId} = ${personId} and not ${leadScopeCondition(scope, table.assigneeId)})`;
  const hiddenViewing = sql`exists (select 1 from ${viewings} join ${consultations} on ${consultations.id} = ${viewings.consultationId} where ${viewings.personId} = ${personId} and not ${leadScopeCondition(scope, consultations.assigneeId)})`;
  const [row] = await db
    .select({
      hidden: sql<boolean>`(${hiddenIn(consultations)} or ${hiddenIn(contacts)} or ${hiddenIn(submissions)} or ${hiddenViewing})`,
    })
    .from(people)
    .where(eq(people.id, personId));
  return row?.hidden === true;
}

/**
 * Two records found to be the same person: everything of `otherId` moves to `id`, which keeps its
 * own email and phone and takes the other's where it has none; the other is deleted. Both must be
 * people the staff member may see, and so must every record that moves: otherwise the other person
 * is answered as missing. Logged in the activity log.
 */
export async function mergePeople(
  db: DbOrTx,
  id: string,
  otherId: string,
  options: { scope: LeadScope; actorId: string },
): Promise<PersonTimeline> {
  if (id === otherId) throw badRequest("otherId: A person cannot be merged with themselves");
  await db.transaction(async (tx) => {
    const found = await tx
      .select()
      .from(people)
      .where(and(inArray(people.id, [id, otherId]), isNull(people.erasedAt), visibleTo(options.scope)))
      .for("update");
    const kept = found.find((p) => p.id === id);
    const other = found.find((p) => p.id === otherId);
    if (!kept || !other || (await hasHiddenRecords(tx, otherId, options.scope))) throw notFound(PERSON_NOT_FOUND);
    for (const table of [consultations, contacts, submissions, viewings])
      await tx.update(table).set({ personId: id }).where(eq(table.personId, otherId));
    await tx.delete(people).where(eq(people.id, otherId));
    await tx
      .update(people)
      .set({
        email: kept.email || other.email,
        phone: kept.phone || other.phone,
        name: kept.name || other.name,
        updatedAt: new Date(),
      })
      .where(eq(people.id, id));
    await logActivity(tx, {
      action: "People merged",
      details: `${other.name} (${[other.email, other.phone].filter(Boolean).join(", ")}) merged into ${kept.name}`,
      status: "merged",
      entityType: "person",
      entityId: id,
      actorId: options.actorId,
    });
  });
  return personTimeline(db, id, options.scope);
}
