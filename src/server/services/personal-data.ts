import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { ERASED } from "../../domain/audit.ts";
import type { Db, DbOrTx } from "../db/client.ts";
import { consultations, contacts, newsletterSubscribers, people, savedSearches, submissions, viewings } from "../db/schema.ts";
import { forbidden, notFound } from "../http-error.ts";
import { eraseCopies } from "./erasure-copies.ts";
import type { LeadScope } from "./lead-scope.ts";
import { getSetting } from "./settings.ts";

/**
 * A person's personal data on request (Rwanda's Law 058/2021 on personal data): everything stored
 * about them as JSON, and its erasure, which keeps their records for counts without what names them
 * (docs/decisions/0016-audit-log.md). Also the retention period's anonymisation of closed leads.
 */

export const PERSON_NOT_FOUND = "Person not found";
export const ALL_LEADS_REFUSED = "Only staff who see every lead can export or erase a person's data";

/** A person's records spread over several staff: only those who see every lead may take them all. */
function requireAllLeads(scope: LeadScope) {
  if (!scope.all) throw forbidden(ALL_LEADS_REFUSED);
}

async function personOf(db: DbOrTx, personId: string) {
  const [person] = await db.select().from(people).where(eq(people.id, personId)).limit(1);
  if (!person) throw notFound(PERSON_NOT_FOUND);
  return person;
}

async function recordsOf(db: DbOrTx, personId: string) {
  const [leads, messages, submitted, visits] = await Promise.all([
    db.select().from(consultations).where(eq(consultations.personId, personId)).orderBy(asc(consultations.createdAt)),
    db.select().from(contacts).where(eq(contacts.personId, personId)).orderBy(asc(contacts.createdAt)),
    db.select().from(submissions).where(eq(submissions.personId, personId)).orderBy(asc(submissions.createdAt)),
    // A viewing answers one of their leads even when it was stored before people existed.
    db
      .select()
      .from(viewings)
      .where(
        or(
          eq(viewings.personId, personId),
          inArray(
            viewings.consultationId,
            db.select({ id: consultations.id }).from(consultations).where(eq(consultations.personId, personId)),
          ),
        ),
      )
      .orderBy(asc(viewings.startsAt)),
  ]);
  return { leads, messages, submissions: submitted, viewings: visits };
}

/** Every address the person wrote from: their saved searches and newsletter rows are found by it. */
function emailsOf(person: { email: string }, records: Awaited<ReturnType<typeof recordsOf>>): string[] {
  const emails = [
    person.email,
    ...records.leads.map((r) => r.email),
    ...records.messages.map((r) => r.email),
    ...records.submissions.map((r) => r.contactEmail),
  ];
  return [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
}

const byEmail = (column: PgColumn, emails: string[]) => (emails.length > 0 ? inArray(sql`lower(${column})`, emails) : sql`false`);

/** The staff notes about the person, each with the record it is on. */
function notesOf(records: Awaited<ReturnType<typeof recordsOf>>) {
  return [
    ...records.leads.map((r) => ({ on: "lead", id: r.id, text: r.notes })),
    ...records.messages.map((r) => ({ on: "message", id: r.id, text: r.notes })),
    ...records.submissions.map((r) => ({ on: "submission", id: r.id, text: r.adminNotes })),
    ...records.viewings.map((r) => ({ on: "viewing", id: r.id, text: r.feedback })),
  ].filter((note) => note.text.trim() !== "");
}

/** Everything stored about a person, as one JSON document they can be given. */
export async function exportPersonalData(db: DbOrTx, personId: string, scope: LeadScope) {
  requireAllLeads(scope);
  const person = await personOf(db, personId);
  const records = await recordsOf(db, personId);
  const emails = emailsOf(person, records);
  const [searches, newsletter] = await Promise.all([
    db.select().from(savedSearches).where(byEmail(savedSearches.email, emails)).orderBy(asc(savedSearches.createdAt)),
    db
      .select()
      .from(newsletterSubscribers)
      .where(byEmail(newsletterSubscribers.email, emails))
      .orderBy(asc(newsletterSubscribers.createdAt)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    person,
    ...records,
    notes: notesOf(records),
    savedSearches: searches,
    newsletter,
  };
}
export type PersonalDataExport = Awaited<ReturnType<typeof exportPersonalData>>;

/** The anonymised values of a lead's columns: for counts, the lead keeps its kind, status, dates and listing. */
const anonymisedLead = (now: Date) => ({
  name: ERASED,
  email: "",
  phone: "",
  message: "",
  notes: "",
  sourcePage: null,
  referrer: null,
  utm: {},
  anonymisedAt: now,
  updatedAt: now,
});
const anonymisedMessage = (now: Date) => ({ ...anonymisedLead(now), subject: ERASED });
/**
 * A submission without its owner's name, contacts and the notes on it; it keeps its property, status
 * and dates. It has no anonymised_at: its contact name "erased" tells it was done.
 */
const anonymisedSubmission = (now: Date) => ({
  contactName: ERASED,
  contactEmail: "",
  contactPhone: "",
  contactWhatsApp: null,
  adminNotes: "",
  sourcePage: null,
  referrer: null,
  utm: {},
  updatedAt: now,
});

type Erasable = { entityType: string; ids: string[] };

/**
 * Replaces the person's values in the audit log's entries with "erased": the personal fields of
 * entries about their own records, and anywhere else a value that is their name, email or phone.
 * The log's own function does it (audit_log_erase, migration 0020), inside the caller's transaction:
 * it is the one change the log allows, and the function itself knows which fields of each kind of
 * record are personal (audit_personal_fields) and ignores values that could be someone else's.
 */
async function eraseFromAuditLog(tx: DbOrTx, records: Erasable[], values: string[]) {
  const own: Record<string, string[]> = {};
  for (const { entityType, ids } of records) if (ids.length > 0) own[entityType] = [...(own[entityType] ?? []), ...ids];
  const known = values.map((v) => v.trim()).filter((v) => v.length > 0);
  if (Object.keys(own).length + known.length === 0) return;
  await tx.execute(
    sql`select audit_log_erase(${JSON.stringify(own)}::jsonb, array(select jsonb_array_elements_text(${JSON.stringify(known)}::jsonb)))`,
  );
}

/**
 * A value that names this person rather than others too: an email, a phone number or a full name.
 * A single first name elsewhere in the log ("Eric") may well be someone else's, and is kept.
 */
const isDistinctive = (value: string) => {
  const text = value.trim();
  return text.includes("@") || /^\+?[\d\s]{6,}$/.test(text) || /\S\s+\S/.test(text);
};

export type ErasureResult = {
  leads: number;
  messages: number;
  submissions: number;
  viewings: number;
  savedSearches: number;
  newsletter: number;
};

/**
 * Erases a person's personal data, in one transaction: their name, email, phone, messages and notes
 * on the person and every record of theirs become "erased" or empty, their saved searches and
 * newsletter subscription are deleted, the copies made of their values elsewhere are redacted or
 * dropped (emails, notifications, activity, jobs: eraseCopies), and the audit log's copies of their
 * values are replaced. The records stay, so counts and reports do not change.
 */
export async function erasePersonalData(db: Db, personId: string, scope: LeadScope, now = new Date()): Promise<ErasureResult> {
  requireAllLeads(scope);
  return db.transaction(async (tx) => {
    const person = await personOf(tx, personId);
    const records = await recordsOf(tx, personId);
    const emails = emailsOf(person, records);
    const values = [
      person.name,
      person.email,
      person.phone,
      ...records.leads.flatMap((r) => [r.name, r.email, r.phone]),
      ...records.messages.flatMap((r) => [r.name, r.email, r.phone]),
      ...records.submissions.flatMap((r) => [r.contactName, r.contactEmail, r.contactPhone, r.contactWhatsApp ?? ""]),
    ].filter((value) => value !== ERASED && isDistinctive(value));

    await tx.update(consultations).set(anonymisedLead(now)).where(eq(consultations.personId, personId));
    await tx.update(contacts).set(anonymisedMessage(now)).where(eq(contacts.personId, personId));
    await tx.update(submissions).set(anonymisedSubmission(now)).where(eq(submissions.personId, personId));
    const visitIds = records.viewings.map((r) => r.id);
    if (visitIds.length > 0)
      await tx.update(viewings).set({ feedback: "", updatedAt: now }).where(inArray(viewings.id, visitIds));
    const searches = await tx
      .delete(savedSearches)
      .where(byEmail(savedSearches.email, emails))
      .returning({ id: savedSearches.id });
    const newsletter = await tx
      .delete(newsletterSubscribers)
      .where(byEmail(newsletterSubscribers.email, emails))
      .returning({ id: newsletterSubscribers.id });
    await tx
      .update(people)
      .set({ name: ERASED, email: "", phone: "", erasedAt: now, updatedAt: now })
      .where(eq(people.id, personId));

    await eraseCopies(tx, {
      values: {
        names: [
          person.name,
          ...records.leads.map((r) => r.name),
          ...records.messages.map((r) => r.name),
          ...records.submissions.map((r) => r.contactName),
        ],
        emails,
        phones: [
          person.phone,
          ...records.leads.map((r) => r.phone),
          ...records.messages.map((r) => r.phone),
          ...records.submissions.flatMap((r) => [r.contactPhone, r.contactWhatsApp ?? ""]),
        ],
      },
      recordIds: [
        personId,
        ...[records.leads, records.messages, records.submissions, records.viewings, searches, newsletter].flatMap((rows) =>
          rows.map((r) => r.id),
        ),
      ],
    });
    await eraseFromAuditLog(
      tx,
      [
        { entityType: "person", ids: [personId] },
        { entityType: "consultation", ids: records.leads.map((r) => r.id) },
        { entityType: "contact", ids: records.messages.map((r) => r.id) },
        { entityType: "submission", ids: records.submissions.map((r) => r.id) },
        { entityType: "viewing", ids: records.viewings.map((r) => r.id) },
        { entityType: "saved-search", ids: searches.map((r) => r.id) },
        { entityType: "newsletter-subscriber", ids: newsletter.map((r) => r.id) },
      ],
      values,
    );
    return {
      leads: records.leads.length,
      messages: records.messages.length,
      submissions: records.submissions.length,
      viewings: records.viewings.length,
      savedSearches: searches.length,
      newsletter: newsletter.length,
    };
  });
}

/**
 * The statuses after which a lead is closed, so the retention period runs from its last change:
 * archived leads and archived messages, and submissions once approved or rejected. Leads still being
 * worked on ("new", "in-progress", "contacted"; "read", "replied"; "pending") keep their data however
 * old they are.
 */
export const CLOSED_LEAD_STATUS = "archived";
export const CLOSED_SUBMISSION_STATUSES = ["approved", "rejected"] as const;

/** `months` calendar months before `now` (the 31st going back to a shorter month ends on its last day). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

export type RetentionResult = { leads: number; messages: number; submissions: number };

/**
 * Anonymises the closed leads, messages and submissions whose last change is older than the
 * retention period (crmSettings.retentionMonths; 0 keeps everything), with their copies in the audit
 * log. The records stay, so counts and reports do not change. Answers how many of each were anonymised.
 */
export async function anonymiseExpiredLeads(db: Db, now = new Date()): Promise<RetentionResult> {
  const { retentionMonths } = await getSetting(db, "crmSettings");
  if (retentionMonths <= 0) return { leads: 0, messages: 0, submissions: 0 };
  const cutoff = monthsBefore(now, retentionMonths);
  return db.transaction(async (tx) => {
    const leads = await tx
      .update(consultations)
      .set(anonymisedLead(now))
      .where(
        and(
          eq(consultations.status, CLOSED_LEAD_STATUS),
          isNull(consultations.anonymisedAt),
          lt(consultations.updatedAt, cutoff),
        ),
      )
      .returning({ id: consultations.id });
    const messages = await tx
      .update(contacts)
      .set(anonymisedMessage(now))
      .where(and(eq(contacts.status, CLOSED_LEAD_STATUS), isNull(contacts.anonymisedAt), lt(contacts.updatedAt, cutoff)))
      .returning({ id: contacts.id });
    const submitted = await tx
      .update(submissions)
      .set(anonymisedSubmission(now))
      .where(
        and(
          inArray(submissions.status, CLOSED_SUBMISSION_STATUSES),
          ne(submissions.contactName, ERASED),
          lt(submissions.updatedAt, cutoff),
        ),
      )
      .returning({ id: submissions.id });
    if (leads.length + messages.length + submitted.length > 0) {
      await eraseFromAuditLog(
        tx,
        [
          { entityType: "consultation", ids: leads.map((r) => r.id) },
          { entityType: "contact", ids: messages.map((r) => r.id) },
          { entityType: "submission", ids: submitted.map((r) => r.id) },
        ],
        [],
      );
    }
    return { leads: leads.length, messages: messages.length, submissions: submitted.length };
  });
}
