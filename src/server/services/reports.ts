import { and, eq, gte, lt, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type CsvValue, toCsv } from "../../domain/csv.ts";
import { LEAD_SOURCES, type LeadSource } from "../../domain/enums.ts";
import {
  daysIn,
  isoWeek,
  REPORT_LEAD_KINDS,
  type Report,
  type ReportLeadKind,
  type ReportPeriod,
  type ReportSection,
  TOP_LISTINGS,
  toHours,
  weeksOf,
} from "../../domain/reports.ts";
import { TIMEZONE } from "../../domain/time.ts";
import type { DbOrTx } from "../db/client.ts";
import { consultations, contacts, properties, submissions, users, viewings } from "../db/schema.ts";
import { type LeadScope, leadScopeCondition } from "./lead-scope.ts";

/**
 * The reports' figures, each counted by the database over the period (never by loading the leads):
 * leads are consultations, contact messages and property submissions by the time they arrived;
 * viewings are counted as booked when they were made and as done, missed or cancelled in the week
 * they were due.
 */

const within = (column: SQLWrapper, period: ReportPeriod) => and(gte(column, period.start), lt(column, period.end));

/** The Monday (Africa/Kigali) of the ISO week of a timestamp, as YYYY-MM-DD. */
const weekOf = (column: SQLWrapper) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone ${sql.raw(`'${TIMEZONE}'`)}), 'YYYY-MM-DD')`;

const countAll = () => sql<number>`count(*)::int`;
const countWhere = (condition: SQL | undefined) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * First response: the first time a staff member acted on a lead. A consultation keeps it in
 * first_response_at: its first staff update (status, priority, note, follow-up, assignment, even to
 * oneself), a viewing's outcome, or its entry by hand. Contact messages and submissions have no such
 * column: theirs is their first staff change in the audit log of a status (a message marked read,
 * replied…; a submission approved or rejected), a note or an assignee. For every kind, round-robin's
 * automatic assignment, automatic approval and the retention job act without a staff member, so they
 * are no response; nor is erasing a person's data, recognised by what only erasure changes.
 */
const firstStaffChange = (table: "contacts" | "submissions", entityType: "contact" | "submission") =>
  // Spelled out with the table names: inside a select list the query builder leaves columns unqualified.
  sql<Date | null>`(select min(audit.created_at) from audit_log audit
    where audit.entity_type = ${entityType} and audit.entity_id = ${sql.raw(`"${table}"."id"`)}::text and audit.action = 'update'
      and audit.after ?| array['status', 'notes', 'admin_notes', 'assignee_id']
      and not audit.after ?| array['anonymised_at', 'contact_name'])`;

/**
 * Every lead of the period the scope lets the caller see, one row each whatever its table: its kind,
 * arrival, assignee, source, the listing it is about and its first response. The columns' names are
 * their own (lead_…), so a join with users or properties leaves none ambiguous.
 */
function leadsOf(db: DbOrTx, period: ReportPeriod, scope: LeadScope) {
  /** Contact messages and submissions: website forms, about no listing, answered as firstStaffChange says. */
  const websiteLeads = (table: typeof contacts | typeof submissions, kind: "contact" | "submission") =>
    db
      .select({
        kind: sql<ReportLeadKind>`${sql.raw(`'${kind}'`)}`.as("lead_kind"),
        createdAt: sql<Date>`${table.createdAt}`.as("lead_created_at"),
        assigneeId: sql<string | null>`${table.assigneeId}`.as("lead_assignee_id"),
        source: sql<LeadSource>`'website'`.as("lead_source"),
        propertyId: sql<string | null>`null::uuid`.as("lead_property_id"),
        listingTitle: sql<string | null>`null::text`.as("lead_listing_title"),
        firstResponseAt: firstStaffChange(table === contacts ? "contacts" : "submissions", kind).as("lead_first_response_at"),
      })
      .from(table)
      .where(and(within(table.createdAt, period), leadScopeCondition(scope, table.assigneeId)));
  return db
    .select({
      kind: sql<ReportLeadKind>`${consultations.kind}`.as("lead_kind"),
      createdAt: sql<Date>`${consultations.createdAt}`.as("lead_created_at"),
      assigneeId: sql<string | null>`${consultations.assigneeId}`.as("lead_assignee_id"),
      source: sql<LeadSource>`${consultations.source}`.as("lead_source"),
      propertyId: sql<string | null>`${consultations.propertyId}`.as("lead_property_id"),
      listingTitle: sql<string | null>`${consultations.listingTitle}`.as("lead_listing_title"),
      firstResponseAt: sql<Date | null>`${consultations.firstResponseAt}`.as("lead_first_response_at"),
    })
    .from(consultations)
    .where(and(within(consultations.createdAt, period), leadScopeCondition(scope, consultations.assigneeId)))
    .unionAll(websiteLeads(contacts, "contact"))
    .unionAll(websiteLeads(submissions, "submission"))
    .as("leads");
}

/**
 * Seconds from a lead's arrival to its first response; null when not answered yet, which the
 * aggregates then leave out (greatest() would turn it into 0, so the clock is clamped here instead).
 */
function responseFigures(leads: ReturnType<typeof leadsOf>) {
  const seconds = sql`extract(epoch from (${leads.firstResponseAt} - least(${leads.createdAt}, ${leads.firstResponseAt})))`;
  return {
    responded: sql<number>`count(${leads.firstResponseAt})::int`,
    medianSeconds: sql<number | null>`(percentile_cont(0.5) within group (order by ${seconds}))::float8`,
    averageSeconds: sql<number | null>`(avg(${seconds}))::float8`,
  };
}

type ResponseRow = { responded: number; medianSeconds: number | null; averageSeconds: number | null };
const responseTimes = (row: ResponseRow | undefined) => ({
  responded: row?.responded ?? 0,
  medianResponseHours: toHours(row?.medianSeconds ?? null),
  averageResponseHours: toHours(row?.averageSeconds ?? null),
});

const viewingOutcomes = (period: ReportPeriod) => {
  const due = within(viewings.startsAt, period);
  return {
    viewingsDone: countWhere(and(due, eq(viewings.status, "done"))),
    viewingsNoShow: countWhere(and(due, eq(viewings.status, "no-show"))),
    viewingsCancelled: countWhere(and(due, eq(viewings.status, "cancelled"))),
  };
};

type ViewingCounts = { viewingsBooked: number; viewingsDone: number; viewingsNoShow: number; viewingsCancelled: number };
const NO_VIEWINGS: ViewingCounts = { viewingsBooked: 0, viewingsDone: 0, viewingsNoShow: 0, viewingsCancelled: 0 };
const viewingCounts = (row: Partial<ViewingCounts> | undefined): ViewingCounts => ({ ...NO_VIEWINGS, ...row });

export async function buildReport(db: DbOrTx, period: ReportPeriod, scope: LeadScope): Promise<Report> {
  const leads = leadsOf(db, period, scope);
  const responses = responseFigures(leads);
  const viewingScope = leadScopeCondition(scope, viewings.agentId);
  const bookedOrDue = and(or(within(viewings.createdAt, period), within(viewings.startsAt, period)), viewingScope);
  const listingKey = sql`coalesce(${leads.propertyId}::text, nullif(${leads.listingTitle}, ''))`;
  const leadWeek = weekOf(leads.createdAt);
  const bookedWeek = weekOf(viewings.createdAt);
  const dueWeek = weekOf(viewings.startsAt);

  const [
    [totals],
    byKindRows,
    bySource,
    topListings,
    [listed],
    leadsByAgent,
    viewingsByAgent,
    leadsByWeek,
    bookedByWeek,
    dueByWeek,
  ] = await Promise.all([
    db.select({ leads: countAll(), ...responses }).from(leads),
    db
      .select({ kind: leads.kind, leads: countAll(), ...responses })
      .from(leads)
      .groupBy(leads.kind),
    db.select({ source: leads.source, leads: countAll() }).from(leads).groupBy(leads.source),
    db
      .select({
        propertyId: sql<string | null>`max(${leads.propertyId}::text)`,
        title: sql<string>`coalesce(max(${properties.title}), max(${leads.listingTitle}), '')`,
        leads: countAll(),
      })
      .from(leads)
      .leftJoin(properties, eq(properties.id, leads.propertyId))
      .where(sql`${listingKey} is not null`)
      .groupBy(listingKey)
      .orderBy(sql`count(*) desc`, sql`2`)
      .limit(TOP_LISTINGS),
    db.select({ leads: countAll() }).from(leads).where(sql`${listingKey} is not null`),
    db
      .select({ agentId: leads.assigneeId, name: users.username, leads: countAll(), ...responses })
      .from(leads)
      .leftJoin(users, eq(users.id, leads.assigneeId))
      .groupBy(leads.assigneeId, users.username),
    db
      .select({
        agentId: viewings.agentId,
        name: users.username,
        viewingsBooked: countWhere(within(viewings.createdAt, period)),
        ...viewingOutcomes(period),
      })
      .from(viewings)
      .leftJoin(users, eq(users.id, viewings.agentId))
      .where(bookedOrDue)
      .groupBy(viewings.agentId, users.username),
    db
      .select({ week: leadWeek, leads: countAll(), ...responses })
      .from(leads)
      .groupBy(leadWeek),
    db
      .select({ week: bookedWeek, viewingsBooked: countAll() })
      .from(viewings)
      .where(and(within(viewings.createdAt, period), viewingScope))
      .groupBy(bookedWeek),
    db
      .select({ week: dueWeek, ...viewingOutcomes(period) })
      .from(viewings)
      .where(and(within(viewings.startsAt, period), viewingScope))
      .groupBy(dueWeek),
  ]);

  const kinds = new Map(byKindRows.map((row) => [row.kind, row]));
  const sourceCounts = new Map(bySource.map((row) => [row.source, row.leads]));
  const inTop = topListings.reduce((sum, row) => sum + row.leads, 0);
  const totalLeads = totals?.leads ?? 0;

  const agents = new Map<string, Report["byAgent"][number]>();
  const agentRow = (agentId: string | null, name: string | null) => {
    const key = agentId ?? "";
    let row = agents.get(key);
    if (!row) {
      row = { agentId, name, leads: 0, ...responseTimes(undefined), ...NO_VIEWINGS };
      agents.set(key, row);
    }
    return row;
  };
  for (const { agentId, name, leads: count, ...figures } of leadsByAgent)
    Object.assign(agentRow(agentId, name), { leads: count, ...responseTimes(figures) });
  for (const { agentId, name, ...counts } of viewingsByAgent) Object.assign(agentRow(agentId, name), counts);

  const leadWeeks = new Map(leadsByWeek.map((row) => [row.week, row]));
  const bookedWeeks = new Map(bookedByWeek.map((row) => [row.week, row]));
  const dueWeeks = new Map(dueByWeek.map((row) => [row.week, row]));
  const byWeek = weeksOf(period.from, period.to).map((week) => ({
    week,
    isoWeek: isoWeek(week),
    leads: leadWeeks.get(week)?.leads ?? 0,
    ...responseTimes(leadWeeks.get(week)),
    ...viewingCounts({ ...bookedWeeks.get(week), ...dueWeeks.get(week) }),
  }));
  // Most leads first; the unassigned leads after the staff with as many.
  const byAgent = [...agents.values()].sort(
    (a, b) =>
      b.leads - a.leads || Number(a.agentId === null) - Number(b.agentId === null) || (a.name ?? "").localeCompare(b.name ?? ""),
  );

  return {
    period: { from: period.from, to: period.to, days: daysIn(period.from, period.to) },
    totals: {
      leads: totalLeads,
      ...responseTimes(totals),
      viewingsBooked: byAgent.reduce((sum, row) => sum + row.viewingsBooked, 0),
      viewingsDone: byAgent.reduce((sum, row) => sum + row.viewingsDone, 0),
      viewingsNoShow: byAgent.reduce((sum, row) => sum + row.viewingsNoShow, 0),
      viewingsCancelled: byAgent.reduce((sum, row) => sum + row.viewingsCancelled, 0),
    },
    byKind: REPORT_LEAD_KINDS.map((kind) => ({
      kind,
      leads: kinds.get(kind)?.leads ?? 0,
      ...responseTimes(kinds.get(kind)),
    })),
    bySource: LEAD_SOURCES.map((source) => ({ source, leads: sourceCounts.get(source) ?? 0 })),
    byListing: {
      top: topListings.map((row) => ({ propertyId: row.propertyId, title: row.title, leads: row.leads })),
      other: (listed?.leads ?? 0) - inTop,
      none: totalLeads - (listed?.leads ?? 0),
    },
    byAgent,
    byWeek,
  };
}

const SOURCE_NAMES: Record<LeadSource, string> = {
  website: "Website",
  phone: "Phone call",
  "walk-in": "Walk-in",
  whatsapp: "WhatsApp",
  referral: "Referral",
  portal: "Portal",
  other: "Other",
};

const KIND_NAMES: Record<ReportLeadKind, string> = {
  consultation: "Consultation request",
  inquiry: "Property inquiry",
  viewing: "Viewing request",
  contact: "Contact message",
  submission: "Property submission",
};

const RESPONSE_COLUMNS = ["Responded", "Median first response (hours)", "Average first response (hours)"];
const VIEWING_COLUMNS = ["Viewings booked", "Viewings done", "No-shows", "Cancelled"];

type Figures = Report["byWeek"][number];
const figureCells = (row: Omit<Figures, "week" | "isoWeek">): CsvValue[] => [
  row.leads,
  row.responded,
  row.medianResponseHours,
  row.averageResponseHours,
  row.viewingsBooked,
  row.viewingsDone,
  row.viewingsNoShow,
  row.viewingsCancelled,
];

/** One section of a report as a CSV document (header row first), in English like the other exports. */
export function reportCsv(report: Report, section: ReportSection): string {
  switch (section) {
    case "weeks":
      return toCsv(
        ["Week starting (Monday)", "ISO week", "Leads", ...RESPONSE_COLUMNS, ...VIEWING_COLUMNS],
        report.byWeek.map((row) => [row.week, row.isoWeek, ...figureCells(row)]),
      );
    case "kinds":
      return toCsv(
        ["Kind", "Leads", ...RESPONSE_COLUMNS],
        report.byKind.map((row) => [
          KIND_NAMES[row.kind],
          row.leads,
          row.responded,
          row.medianResponseHours,
          row.averageResponseHours,
        ]),
      );
    case "sources":
      return toCsv(
        ["Source", "Leads"],
        report.bySource.map((row) => [SOURCE_NAMES[row.source], row.leads]),
      );
    case "listings":
      return toCsv(
        ["Listing", "Listing ID", "Leads"],
        [
          ...report.byListing.top.map((row) => [row.title, row.propertyId, row.leads]),
          ["Other listings", "", report.byListing.other],
          ["No listing", "", report.byListing.none],
        ],
      );
    case "agents":
      return toCsv(
        ["Agent", "Leads", ...RESPONSE_COLUMNS, ...VIEWING_COLUMNS],
        report.byAgent.map((row) => [row.agentId === null ? "Unassigned" : (row.name ?? ""), ...figureCells(row)]),
      );
  }
}

/** `report-weeks-2026-10-28-to-2026-11-26.csv` */
export const reportCsvFileName = (report: Report, section: ReportSection) =>
  `report-${section}-${report.period.from}-to-${report.period.to}.csv`;
