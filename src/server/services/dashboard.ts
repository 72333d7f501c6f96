import { and, count, desc, eq, gte, isNull, ne, or } from "drizzle-orm";
import type { NotificationType } from "../../domain/enums.ts";
import type { DbOrTx } from "../db/client.ts";
import { blogs, consultations, contacts, notifications, outbox, properties, submissions } from "../db/schema.ts";

/** What the back-office shell reads: dashboard figures, the notification bell and the kept staff emails. */

const RECENT_UPLOADS_MS = 7 * 24 * 60 * 60 * 1000;
export const NOTIFICATION_LIST_LIMIT = 100;
export const OUTBOX_LIST_LIMIT = 100;

type OutboxStatus = "pending" | "sent" | "failed" | "kept";

export async function dashboardStats(db: DbOrTx, now = new Date()) {
  const since = new Date(now.getTime() - RECENT_UPLOADS_MS);
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
    counted(db.select({ n: count() }).from(submissions).where(eq(submissions.status, "pending"))),
    counted(db.select({ n: count() }).from(properties).where(gte(properties.createdAt, since))),
    counted(db.select({ n: count() }).from(consultations).where(eq(consultations.status, "new"))),
    counted(db.select({ n: count() }).from(properties)),
    counted(db.select({ n: count() }).from(submissions)),
    counted(db.select({ n: count() }).from(contacts)),
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
