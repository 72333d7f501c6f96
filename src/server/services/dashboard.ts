import { type AnyColumn, and, count, desc, eq, gte, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { NotificationType } from "../../domain/enums.ts";
import type { DbOrTx } from "../db/client.ts";
import {
  activityLog,
  blogs,
  consultations,
  contacts,
  notifications,
  outbox,
  properties,
  submissions,
  viewings,
} from "../db/schema.ts";
import { type LeadScope, leadScope, leadScopeCondition } from "./lead-scope.ts";
import type { SessionUser } from "./sessions.ts";

/** What the back-office shell reads: dashboard figures, the notification bell and the kept staff emails. */

type LeadTable = typeof consultations | typeof contacts | typeof submissions;

/** The staff member reading the dashboard: their lead scope limits what it shows of leads. */
export type DashboardReader = Pick<SessionUser, "id" | "role"> & Partial<Pick<SessionUser, "permissions">>;

const RECENT_UPLOADS_MS = 7 * 24 * 60 * 60 * 1000;
export const NOTIFICATION_LIST_LIMIT = 100;
export const OUTBOX_LIST_LIMIT = 100;

type OutboxStatus = "pending" | "sent" | "failed" | "kept";

/**
 * The dashboard's figures: the listings' across the agency, the leads', messages' and submissions'
 * within the reader's lead scope (an agent counts their own and the unassigned ones).
 */
export async function dashboardStats(db: DbOrTx, reader: DashboardReader, now = new Date()) {
  const since = new Date(now.getTime() - RECENT_UPLOADS_MS);
  const scope = await leadScope(db, reader);
  const seen = (table: LeadTable) => leadScopeCondition(scope, table.assigneeId);
  const counted = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [
    propertiesApproved,
    pendingReview,
    recentUploads,
    newConsultations,
    totalProperties,
    totalSubmissions,
    totalContacts,
    totalBlogs,
  ] = await Promise.all([
    // Active listings: everything still on the market.
    counted(db.select({ n: count() }).from(properties).where(ne(properties.status, "sold"))),
    counted(
      db
        .select({ n: count() })
        .from(submissions)
        .where(and(eq(submissions.status, "pending"), seen(submissions))),
    ),
    counted(db.select({ n: count() }).from(properties).where(gte(properties.createdAt, since))),
    counted(
      db
        .select({ n: count() })
        .from(consultations)
        .where(and(eq(consultations.status, "new"), seen(consultations))),
    ),
    counted(db.select({ n: count() }).from(properties)),
    counted(db.select({ n: count() }).from(submissions).where(seen(submissions))),
    counted(db.select({ n: count() }).from(contacts).where(seen(contacts))),
    counted(db.select({ n: count() }).from(blogs)),
  ]);
  return {
    propertiesApproved,
    pendingReview,
    recentUploads,
    consultations: newConsultations,
    totalProperties,
    totalSubmissions,
    totalContacts,
    totalBlogs,
  };
}

/** Entries about the agency's public content, which every staff member sees. */
const CONTENT_ACTIVITY = ["property", "development", "blog", "testimonial", "zone", "newsletter"];
/** Entries about leads and the people who sent them, which follow the lead scope. */
const LEAD_ACTIVITY = ["consultation", "contact", "submission", "viewing", "person"];

/** The entry's record id as a uuid (the key of every lead table), or null for another kind of id (a setting's name). */
const entityUuid = sql`(case when ${activityLog.entityId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${activityLog.entityId}::uuid end)`;

/**
 * The activity entries a reader may see: a superadmin every one; other staff those about public
 * content, and those about leads, messages, submissions, viewings and people within their lead
 * scope (a record gone, or someone else's, is not told to an agent). Staff accounts and settings
 * are the superadmins' alone.
 */
function activityVisibleTo(scope: LeadScope, superadmin: boolean): SQL | undefined {
  if (superadmin) return undefined;
  const content = inArray(activityLog.entityType, CONTENT_ACTIVITY);
  if (scope.all) return or(content, inArray(activityLog.entityType, LEAD_ACTIVITY));
  const about = (type: string, seen: SQL) => and(eq(activityLog.entityType, type), seen);
  const within = (table: LeadTable, key: AnyColumn) =>
    sql`exists (select 1 from ${table} where ${key} = ${entityUuid} and ${leadScopeCondition(scope, table.assigneeId)})`;
  return or(
    content,
    about("consultation", within(consultations, consultations.id)),
    about("contact", within(contacts, contacts.id)),
    about("submission", within(submissions, submissions.id)),
    about(
      "viewing",
      sql`exists (select 1 from ${viewings} join ${consultations} on ${consultations.id} = ${viewings.consultationId} where ${viewings.id} = ${entityUuid} and ${leadScopeCondition(scope, consultations.assigneeId)})`,
    ),
    // A person is seen through any of their records the reader may see, as on the person's page.
    about(
      "person",
      sql`(${within(consultations, consultations.personId)} or ${within(contacts, contacts.personId)} or ${within(submissions, submissions.personId)})`,
    ),
  );
}

/** The latest changes made in the back office that the reader may see, newest first. */
export async function recentActivity(db: DbOrTx, reader: DashboardReader, limit = 10) {
  const scope = await leadScope(db, reader);
  const rows = await db
    .select()
    .from(activityLog)
    .where(activityVisibleTo(scope, reader.role === "superadmin"))
    .orderBy(desc(activityLog.createdAt))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, action: r.action, details: r.details, status: r.status, time: r.createdAt.toISOString() }));
}

type NotificationRow = typeof notifications.$inferSelect;

function toNotification(row: NotificationRow) {
  return {
    _id: row.id,
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    link: row.link,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A staff member's own notifications, and those written before notifications had a recipient (everyone's). */
const forUser = (userId: string) => or(eq(notifications.userId, userId), isNull(notifications.userId));

export async function listNotifications(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(notifications)
    .where(forUser(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  return rows.map(toNotification);
}

export async function unreadNotificationCount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(forUser(userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

/** Undefined when there is no such notification for this user. Marking an already read one again is harmless. */
export async function markNotificationRead(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), forUser(userId)))
    .returning();
  return row ? toNotification(row) : undefined;
}

export async function markAllNotificationsRead(db: DbOrTx, userId: string) {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(forUser(userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function listOutbox(db: DbOrTx) {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(OUTBOX_LIST_LIMIT);
  return rows.map((r) => ({
    _id: r.id,
    to: r.to,
    subject: r.subject,
    body: r.body,
    headers: r.headers,
    status: r.status as OutboxStatus,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}
