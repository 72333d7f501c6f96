import { and, asc, count, eq, isNotNull, isNull, lt, ne, or, type SQL } from "drizzle-orm";
import {
  type FollowUp,
  kigaliDayStart,
  SNOOZE_MUST_BE_LATER,
  type SnoozeInput,
  snoozePresetTime,
} from "../../domain/follow-ups.ts";
import type { DbOrTx } from "../db/client.ts";
import { consultations, users } from "../db/schema.ts";
import { badRequest, notFound } from "../http-error.ts";
import { logActivity } from "./activity.ts";
import { inLeadScope, type LeadScope, leadScope, leadScopeCondition } from "./lead-scope.ts";

export const FOLLOW_UP_NOT_FOUND = "Follow-up not found";

/** Where a lead opens in the back office, from a notification, an email or the follow-ups panel. */
export const consultationLink = (id: string) => `/admin/consultations?open=${id}`;

/** Whose follow-ups: mine (and the unassigned ones), everyone's, or one staff member's. */
export type FollowUpOwner = { scope: "me" | "all"; assignee?: string | undefined };

/**
 * Open follow-ups due by the end of today (Africa/Kigali): the date is set, not completed, and the
 * lead is not archived, within what the staff member may see.
 */
function dueCondition(scope: LeadScope, userId: string, owner: FollowUpOwner, now: Date): SQL | undefined {
  return and(
    isNotNull(consultations.followUpDate),
    lt(consultations.followUpDate, kigaliDayStart(now, 1)),
    isNull(consultations.followUpDoneAt),
    ne(consultations.status, "archived"),
    leadScopeCondition(scope, consultations.assigneeId),
    owner.assignee
      ? eq(consultations.assigneeId, owner.assignee)
      : owner.scope === "me"
        ? or(eq(consultations.assigneeId, userId), isNull(consultations.assigneeId))
        : undefined,
  );
}

/** Who asks: a session's user (its permissions say which leads it sees), or a bare id and role (the digest). */
type Viewer = Parameters<typeof leadScope>[1];

/** The follow-ups due today and overdue, oldest first. */
export async function listFollowUps(db: DbOrTx, viewer: Viewer, owner: FollowUpOwner, now = new Date()): Promise<FollowUp[]> {
  const scope = await leadScope(db, viewer);
  const rows = await db
    .select({ lead: consultations, assigneeName: users.username })
    .from(consultations)
    .leftJoin(users, eq(users.id, consultations.assigneeId))
    .where(dueCondition(scope, viewer.id, owner, now))
    .orderBy(asc(consultations.followUpDate), asc(consultations.id));
  const today = kigaliDayStart(now);
  return rows.map(({ lead, assigneeName }) => ({
    _id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    kind: lead.kind as FollowUp["kind"],
    listingTitle: lead.listingTitle,
    followUpDate: (lead.followUpDate ?? now).toISOString(),
    assigneeId: lead.assigneeId,
    assigneeName,
    overdue: (lead.followUpDate ?? now) < today,
    link: consultationLink(lead.id),
  }));
}

/** How many follow-ups are due today or overdue for this staff member (theirs and the unassigned ones): the bell's figure. */
export async function countFollowUps(db: DbOrTx, viewer: Viewer, now = new Date()): Promise<number> {
  const scope = await leadScope(db, viewer);
  const [row] = await db
    .select({ n: count() })
    .from(consultations)
    .where(dueCondition(scope, viewer.id, { scope: "me" }, now));
  return row?.n ?? 0;
}

/** The lead of a follow-up, locked for the change, when the staff member may see it and it has a follow-up. */
async function lockedFollowUp(db: DbOrTx, viewer: Viewer, id: string) {
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id)).for("update");
  if (!row || row.followUpDate === null || !inLeadScope(await leadScope(db, viewer), row.assigneeId)) {
    throw notFound(FOLLOW_UP_NOT_FOUND);
  }
  return row;
}

/** Marks the follow-up done: it leaves the lists until a new date is set. Completing it again keeps the first time. */
export async function completeFollowUp(db: DbOrTx, viewer: Viewer, id: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await lockedFollowUp(tx, viewer, id);
    if (row.followUpDoneAt) return { _id: row.id, followUpDate: row.followUpDate?.toISOString() ?? null, done: true };
    await tx.update(consultations).set({ followUpDoneAt: now, updatedAt: now }).where(eq(consultations.id, id));
    await logActivity(tx, {
      action: "Follow-up completed",
      details: row.name,
      status: "completed",
      entityType: "consultation",
      entityId: id,
      actorId: viewer.id,
    });
    return { _id: row.id, followUpDate: row.followUpDate?.toISOString() ?? null, done: true };
  });
}

/** Moves the follow-up to a later time (a preset or a chosen one); it is open again from then. */
export async function snoozeFollowUp(db: DbOrTx, viewer: Viewer, id: string, input: SnoozeInput, now = new Date()) {
  const until = "preset" in input ? snoozePresetTime(input.preset, now) : input.until;
  if (until.getTime() <= now.getTime()) throw badRequest(SNOOZE_MUST_BE_LATER);
  return db.transaction(async (tx) => {
    const row = await lockedFollowUp(tx, viewer, id);
    await tx
      .update(consultations)
      .set({ followUpDate: until, followUpDoneAt: null, updatedAt: now })
      .where(eq(consultations.id, id));
    await logActivity(tx, {
      action: "Follow-up snoozed",
      details: `${row.name} until ${until.toISOString()}`,
      status: "in-progress",
      entityType: "consultation",
      entityId: id,
      actorId: viewer.id,
    });
    return { _id: row.id, followUpDate: until.toISOString(), done: false };
  });
}
