import { and, asc, count, desc, eq, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  type ConsultationQuery,
  type ContactQuery,
  DEFAULT_PAGE_SIZE,
  isPaged,
  type LeadQuery,
  type LeadSort,
  type SubmissionQuery,
} from "../../domain/lead-query.ts";
import { phoneSearchText } from "../../domain/phone.ts";
import { fromDateTimeLocal } from "../../domain/time.ts";
import type { DbOrTx } from "../db/client.ts";
import { consultations, contacts, properties, submissions } from "../db/schema.ts";
import { type LeadScope, leadScopeCondition } from "./lead-scope.ts";

/** Who asks: their scope limits every read, and `assignee=me` means them. */
export type LeadReader = { userId: string; scope: LeadScope };

/** What the lists of one lead table need to know about it. */
type LeadTable = {
  table: PgTable;
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  assigneeId: AnyPgColumn;
  status: AnyPgColumn;
  /** The text the list's search reads (`pattern` is an ILIKE pattern). */
  search: (pattern: string) => SQL | undefined;
  /** The table's own filters besides status, assignee and dates. */
  filters: (query: LeadQuery) => (SQL | undefined)[];
  sorts: Partial<Record<LeadSort, SQL[]>>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** `%text%` with LIKE's wildcards in the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const byName = (column: AnyPgColumn) => sql`lower(${column})`;

function standardSorts(t: Pick<LeadTable, "id" | "createdAt" | "updatedAt">, name: AnyPgColumn) {
  return {
    newest: [desc(t.createdAt), desc(t.id)],
    oldest: [asc(t.createdAt), asc(t.id)],
    updated: [desc(t.updatedAt), desc(t.id)],
    name: [asc(byName(name)), asc(t.id)],
  };
}

export const CONSULTATION_TABLE: LeadTable = {
  table: consultations,
  id: consultations.id,
  createdAt: consultations.createdAt,
  updatedAt: consultations.updatedAt,
  assigneeId: consultations.assigneeId,
  status: consultations.status,
  // The first term is the expression of the trigram index consultations_name_trgm_idx.
  search: (p) =>
    or(
      sql`(${consultations.name} || ' ' || ${consultations.email} || ' ' || ${consultations.phone}) ilike ${p}`,
      sql`${consultations.message} ilike ${p}`,
      sql`${consultations.propertyType} ilike ${p}`,
    ),
  filters: (query) => {
    const q = query as ConsultationQuery;
    return [
      q.priority ? eq(consultations.priority, q.priority) : undefined,
      q.kind ? eq(consultations.kind, q.kind) : undefined,
      q.source ? eq(consultations.source, q.source) : undefined,
    ];
  },
  sorts: {
    ...standardSorts(consultations, consultations.name),
    priority: [
      sql`case ${consultations.priority} when 'high' then 0 when 'medium' then 1 else 2 end`,
      desc(consultations.createdAt),
      desc(consultations.id),
    ],
    "follow-up": [sql`${consultations.followUpDate} asc nulls last`, desc(consultations.createdAt), desc(consultations.id)],
  },
};

export const CONTACT_TABLE: LeadTable = {
  table: contacts,
  id: contacts.id,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
  assigneeId: contacts.assigneeId,
  status: contacts.status,
  search: (p) =>
    or(
      sql`(${contacts.name} || ' ' || ${contacts.email} || ' ' || ${contacts.phone}) ilike ${p}`,
      sql`${contacts.subject} ilike ${p}`,
      sql`${contacts.message} ilike ${p}`,
    ),
  filters: () => [],
  sorts: standardSorts(contacts, contacts.name),
};

export const SUBMISSION_TABLE: LeadTable = {
  table: submissions,
  id: submissions.id,
  createdAt: submissions.createdAt,
  updatedAt: submissions.updatedAt,
  assigneeId: submissions.assigneeId,
  status: submissions.status,
  search: (p) =>
    or(
      sql`(${submissions.contactName} || ' ' || ${submissions.contactEmail} || ' ' || ${submissions.contactPhone}) ilike ${p}`,
      sql`(${submissions.title} || ' ' || ${submissions.location}) ilike ${p}`,
      sql`${submissions.description} ilike ${p}`,
    ),
  filters: () => [],
  sorts: standardSorts(submissions, submissions.title),
};

/** The start of a Kigali calendar day (`2026-11-21`), or of the day after it. */
function dayStart(day: string, after = false): Date {
  const start = fromDateTimeLocal(`${day}T00:00`);
  if (!start) throw new Error(`not a day: ${day}`);
  return after ? new Date(start.getTime() + DAY_MS) : start;
}

/** The WHERE of a list: scope, assignee, dates, the table's filters and the search; status apart. */
function conditions(t: LeadTable, query: LeadQuery, reader: LeadReader, options: { status: boolean }): SQL | undefined {
  const assignee =
    query.assignee === "me"
      ? eq(t.assigneeId, reader.userId)
      : query.assignee === "none"
        ? isNull(t.assigneeId)
        : query.assignee
          ? eq(t.assigneeId, query.assignee)
          : undefined;
  return and(
    leadScopeCondition(reader.scope, t.assigneeId),
    assignee,
    query.from ? gte(t.createdAt, dayStart(query.from)) : undefined,
    query.to ? lt(t.createdAt, dayStart(query.to, true)) : undefined,
    options.status && query.status ? eq(t.status, query.status) : undefined,
    ...t.filters(query),
    query.q ? searchFor(t, query.q) : undefined,
  );
}

/**
 * The search's words anywhere in the lead, or, when they are a phone number or part of one written
 * another way ("0788 123 456"), that number as stored (+250788123456): each through the table's search.
 */
function searchFor(t: LeadTable, words: string): SQL | undefined {
  const phone = phoneSearchText(words);
  const asWritten = t.search(containsPattern(words));
  return phone && phone !== words ? or(asWritten, t.search(containsPattern(phone))) : asWritten;
}

function orderOf(t: LeadTable, sort: LeadSort | undefined): SQL[] {
  return t.sorts[sort ?? "newest"] ?? t.sorts.newest ?? [];
}

/**
 * Runs a count over a search in a transaction of its own where PostgreSQL prices a page read at
 * random at 1.1 instead of its default of 4 (a disk's seek): the lead tables and their indexes
 * are read from memory. At 4 the trigram indexes' candidates looked dearer than reading the whole
 * table, above all while the indexes hold rows written since the last vacuum (each such page is
 * priced as a seek), and PostgreSQL prices an ILIKE as cheaply as an `=` although it lowercases
 * the text first: counting a common name (2,764 of 50,000 leads) then ran the search's three
 * ILIKEs on every lead, 140 ms instead of 15 ms. SET LOCAL ends with the transaction.
 */
function countingSearch<T>(db: DbOrTx, query: LeadQuery, read: (db: DbOrTx) => Promise<T>): Promise<T> {
  if (!query.q) return read(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return read(tx);
  });
}

export type Page<Row> = { rows: Row[]; total: number };

/** Limit and offset of the query's page; undefined when it asks for every match. */
function pageOf(query: LeadQuery): { limit: number; offset: number } | undefined {
  if (!isPaged(query)) return undefined;
  const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { limit: size, offset: ((query.page ?? 1) - 1) * size };
}

/**
 * The matches of a query in its order: every one, or its page and the count of all (two queries,
 * so a page walks the index of its order and stops at the page's end).
 */
async function paged<Row>(
  db: DbOrTx,
  t: LeadTable,
  query: LeadQuery,
  reader: LeadReader,
  select: (where: SQL | undefined, order: SQL[]) => { limit(n: number): { offset(n: number): Promise<Row[]> } } & Promise<Row[]>,
): Promise<Page<Row>> {
  const where = conditions(t, query, reader, { status: true });
  const rows = select(where, orderOf(t, query.sort));
  const page = pageOf(query);
  if (!page) {
    const all = await rows;
    return { rows: all, total: all.length };
  }
  const [one, [counted]] = await Promise.all([
    rows.limit(page.limit).offset(page.offset),
    countingSearch(db, query, (d) => d.select({ total: count() }).from(t.table).where(where)),
  ]);
  return { rows: one, total: counted?.total ?? 0 };
}

export function consultationPage(db: DbOrTx, query: ConsultationQuery, reader: LeadReader) {
  return paged(db, CONSULTATION_TABLE, query, reader, (where, order) =>
    db
      .select()
      .from(consultations)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
  );
}

export function contactPage(db: DbOrTx, query: ContactQuery, reader: LeadReader) {
  return paged(db, CONTACT_TABLE, query, reader, (where, order) =>
    db
      .select()
      .from(contacts)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
  );
}

/** Submissions with the property their approval created (null while pending or once deleted). */
export function submissionPage(db: DbOrTx, query: SubmissionQuery, reader: LeadReader) {
  return paged(db, SUBMISSION_TABLE, query, reader, (where, order) =>
    db
      .select({ submission: submissions, propertyId: properties.id })
      .from(submissions)
      .leftJoin(properties, eq(properties.submissionId, submissions.id))
      .where(where)
      .orderBy(...order)
      .$dynamic(),
  );
}

export type LeadStats<Status extends string> = { total: number; byStatus: Record<Status, number>; today: number; week: number };

/**
 * The stat cards' counts over the current filter: by status with the status filter left out (each
 * card counts its own status), and the whole filter's total and its last 24 hours and 7 days.
 */
async function leadStats<Status extends string>(
  db: DbOrTx,
  t: LeadTable,
  statuses: readonly Status[],
  query: LeadQuery,
  reader: LeadReader,
  now: Date,
): Promise<LeadStats<Status>> {
  const rows = await countingSearch(db, query, (d) =>
    d
      .select({
        status: t.status,
        n: count(),
        today: sql<number>`count(*) filter (where ${t.createdAt} > ${new Date(now.getTime() - DAY_MS)})`.mapWith(Number),
        week: sql<number>`count(*) filter (where ${t.createdAt} > ${new Date(now.getTime() - 7 * DAY_MS)})`.mapWith(Number),
      })
      .from(t.table)
      .where(conditions(t, query, reader, { status: false }))
      .groupBy(t.status),
  );
  const stats: LeadStats<Status> = {
    total: 0,
    byStatus: Object.fromEntries(statuses.map((s) => [s, 0])) as Record<Status, number>,
    today: 0,
    week: 0,
  };
  for (const row of rows) {
    const status = row.status as Status;
    if (status in stats.byStatus) stats.byStatus[status] = row.n;
    if (query.status && query.status !== status) continue;
    stats.total += row.n;
    stats.today += row.today;
    stats.week += row.week;
  }
  return stats;
}

export const consultationStats = (db: DbOrTx, statuses: readonly string[], query: ConsultationQuery, reader: LeadReader) =>
  leadStats(db, CONSULTATION_TABLE, statuses, query, reader, new Date());
export const contactStats = (db: DbOrTx, statuses: readonly string[], query: ContactQuery, reader: LeadReader) =>
  leadStats(db, CONTACT_TABLE, statuses, query, reader, new Date());
export const submissionStats = (db: DbOrTx, statuses: readonly string[], query: SubmissionQuery, reader: LeadReader) =>
  leadStats(db, SUBMISSION_TABLE, statuses, query, reader, new Date());

/** One lead by id, when it is within the reader's scope. */
export async function consultationById(db: DbOrTx, id: string, reader: LeadReader) {
  const [row] = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.id, id), leadScopeCondition(reader.scope, consultations.assigneeId)));
  return row;
}

export async function contactById(db: DbOrTx, id: string, reader: LeadReader) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), leadScopeCondition(reader.scope, contacts.assigneeId)));
  return row;
}

export async function submissionById(db: DbOrTx, id: string, reader: LeadReader) {
  const [row] = await db
    .select({ submission: submissions, propertyId: properties.id })
    .from(submissions)
    .leftJoin(properties, eq(properties.submissionId, submissions.id))
    .where(and(eq(submissions.id, id), leadScopeCondition(reader.scope, submissions.assigneeId)));
  return row;
}
