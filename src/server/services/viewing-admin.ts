import { and, asc, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import { SLOT_HOLDING_STATUSES, type ViewingStatus } from "../../domain/enums.ts";
import { formatReference } from "../../domain/listing-reference.ts";
import { formatDateTime } from "../../domain/time.ts";
import {
  type CalendarViewing,
  calendarLink,
  transitionProblem,
  VIEWING_MESSAGES,
  type ViewingBooking,
  type ViewingMove,
  type ViewingRangeQuery,
  type ViewingUpdate,
} from "../../domain/viewing-calendar.ts";
import type {
  AffectedViewing,
  AgentHours,
  SavedException,
  SavedHours,
  ViewingException,
  ViewingExceptionInput,
  ViewingHoursInput,
} from "../../domain/viewing-hours.ts";
import { onDaysOff, withinHours } from "../../domain/viewing-slots.ts";
import type { ViewingEmailKind } from "../../web/i18n/viewing-email-texts.ts";
import type { DbOrTx } from "../db/client.ts";
import { consultations, properties, users, viewingExceptions, viewingHours, viewings } from "../db/schema.ts";
import { badRequest, conflict, forbidden, notFound } from "../http-error.ts";
import { logActivity } from "./activity.ts";
import { isSlotTaken, lockAgentCalendar, queueViewingEmails } from "./agent-calendar.ts";
import { updateConsultation } from "./consultations.ts";
import { inLeadScope, leadScope, leadScopeCondition } from "./lead-scope.ts";
import { noteAppended } from "./notes.ts";
import type { LinkKeys } from "./saved-searches.ts";
import type { SessionUser } from "./sessions.ts";
import { getSetting } from "./settings.ts";
import { reminderState } from "./viewings.ts";

type Actor = Pick<SessionUser, "id" | "role">;

export const USER_NOT_FOUND = "User not found";
export const EXCEPTION_NOT_FOUND = "Day off not found";
export const HOURS_OWN_ONLY = "You can change only your own viewing hours";

/** Managers and superadmins keep everyone's hours; an agent keeps their own. */
export function assertMayEditHours(actor: Actor, userId: string) {
  if (actor.id !== userId && actor.role === "agent") throw forbidden(HOURS_OWN_ONLY);
}

async function findUser(db: DbOrTx, userId: string) {
  const [user] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

const presentException = (row: typeof viewingExceptions.$inferSelect): ViewingException => ({
  _id: row.id,
  userId: row.userId,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  reason: row.reason,
});

/** Every active staff member's hours and days off, by name: the team's week at a glance. */
export async function listTeamHours(db: DbOrTx): Promise<AgentHours[]> {
  const team = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.active, true))
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id));
  const hours = await db.select().from(viewingHours).orderBy(asc(viewingHours.weekday), asc(viewingHours.startMinute));
  const exceptions = await db
    .select()
    .from(viewingExceptions)
    .orderBy(asc(viewingExceptions.startsOn), asc(viewingExceptions.id));
  return team.map((user) => ({
    userId: user.id,
    username: user.username,
    hours: hours
      .filter((range) => range.userId === user.id)
      .map(({ weekday, startMinute, endMinute }) => ({ weekday, startMinute, endMinute })),
    exceptions: exceptions.filter((e) => e.userId === user.id).map(presentException),
  }));
}

/** One staff member's weekly hours (by weekday and start) and days off (from the earliest). */
export async function getAgentHours(db: DbOrTx, userId: string): Promise<AgentHours> {
  const user = await findUser(db, userId);
  const hours = await db
    .select({ weekday: viewingHours.weekday, startMinute: viewingHours.startMinute, endMinute: viewingHours.endMinute })
    .from(viewingHours)
    .where(eq(viewingHours.userId, userId))
    .orderBy(asc(viewingHours.weekday), asc(viewingHours.startMinute));
  const exceptions = await db
    .select()
    .from(viewingExceptions)
    .where(eq(viewingExceptions.userId, userId))
    .orderBy(asc(viewingExceptions.startsOn), asc(viewingExceptions.id));
  return { userId: user.id, username: user.username, hours, exceptions: exceptions.map(presentException) };
}

/** The staff member's viewings still ahead that hold their slot (requested or confirmed), soonest first. */
async function bookedAhead(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({
      id: viewings.id,
      status: viewings.status,
      startsAt: viewings.startsAt,
      endsAt: viewings.endsAt,
      visitor: consultations.name,
      listing: sql<string | null>`coalesce(${properties.title}, ${consultations.listingTitle}, ${viewings.place})`,
    })
    .from(viewings)
    .innerJoin(consultations, eq(consultations.id, viewings.consultationId))
    .leftJoin(properties, eq(properties.id, viewings.propertyId))
    .where(and(eq(viewings.agentId, userId), inArray(viewings.status, [...SLOT_HOLDING_STATUSES]), gt(viewings.startsAt, now)))
    .orderBy(asc(viewings.startsAt), asc(viewings.id));
}

type BookedRow = Awaited<ReturnType<typeof bookedAhead>>[number];

const presentAffected = (row: BookedRow): AffectedViewing => ({
  _id: row.id,
  status: row.status,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  visitor: row.visitor,
  listing: row.listing,
  link: calendarLink({ _id: row.id, startsAt: row.startsAt }),
});

const affectedNote = (affected: readonly unknown[]) =>
  affected.length > 0 ? `; ${affected.length} booked viewing(s) left outside` : "";

/**
 * Replaces the whole week at once, so nobody's booking ever sees half of an edit. Viewings already
 * booked are kept: those the new week leaves outside its hours come back with it, to be dealt with.
 */
export async function replaceHours(
  db: DbOrTx,
  actor: Actor,
  userId: string,
  input: ViewingHoursInput,
  now = new Date(),
): Promise<SavedHours> {
  assertMayEditHours(actor, userId);
  return db.transaction(async (tx) => {
    const user = await findUser(tx, userId);
    await tx.delete(viewingHours).where(eq(viewingHours.userId, userId));
    if (input.hours.length > 0) await tx.insert(viewingHours).values(input.hours.map((range) => ({ ...range, userId })));
    const affected = (await bookedAhead(tx, userId, now)).filter((row) => !withinHours(row, input.hours));
    await logActivity(tx, {
      action: "Viewing hours updated",
      details: `${user.username}: ${input.hours.length} range(s) a week${affectedNote(affected)}`,
      status: "updated",
      entityType: "user",
      entityId: userId,
      actorId: actor.id,
    });
    return { ...(await getAgentHours(tx, userId)), affectedViewings: affected.map(presentAffected) };
  });
}

export async function listExceptions(db: DbOrTx, userId: string): Promise<ViewingException[]> {
  return (await getAgentHours(db, userId)).exceptions;
}

/** Adds days off; viewings already booked on them are kept, and come back with them to be dealt with. */
export async function addException(
  db: DbOrTx,
  actor: Actor,
  userId: string,
  input: ViewingExceptionInput,
  now = new Date(),
): Promise<SavedException> {
  assertMayEditHours(actor, userId);
  return db.transaction(async (tx) => {
    const user = await findUser(tx, userId);
    const [row] = await tx
      .insert(viewingExceptions)
      .values({ ...input, userId })
      .returning();
    if (!row) throw new Error("viewing exception insert returned nothing");
    const affected = (await bookedAhead(tx, userId, now)).filter((booked) => onDaysOff(booked, [input]));
    await logActivity(tx, {
      action: "Day off added",
      details: `${user.username}: ${input.startsOn} to ${input.endsOn}${input.reason ? ` (${input.reason})` : ""}${affectedNote(affected)}`,
      status: "new",
      entityType: "user",
      entityId: userId,
      actorId: actor.id,
    });
    return { ...presentException(row), affectedViewings: affected.map(presentAffected) };
  });
}

export async function deleteException(db: DbOrTx, actor: Actor, userId: string, id: string): Promise<void> {
  assertMayEditHours(actor, userId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(viewingExceptions)
      .where(and(eq(viewingExceptions.id, id), eq(viewingExceptions.userId, userId)))
      .for("update");
    if (!row) throw notFound(EXCEPTION_NOT_FOUND);
    await tx.delete(viewingExceptions).where(eq(viewingExceptions.id, id));
    await logActivity(tx, {
      action: "Day off removed",
      details: `${row.startsOn} to ${row.endsOn}${row.reason ? ` (${row.reason})` : ""}`,
      status: "deleted",
      entityType: "user",
      entityId: row.userId,
      actorId: actor.id,
    });
  });
}

const calendarColumns = {
  viewing: viewings,
  agentName: users.username,
  lead: {
    id: consultations.id,
    name: consultations.name,
    email: consultations.email,
    phone: consultations.phone,
    message: consultations.message,
    notes: consultations.notes,
    listingTitle: consultations.listingTitle,
  },
  property: { id: properties.id, title: properties.title, referenceNumber: properties.referenceNumber },
};

type CalendarRow = {
  viewing: typeof viewings.$inferSelect;
  agentName: string;
  lead: { id: string; name: string; email: string; phone: string; message: string; notes: string; listingTitle: string | null };
  property: { id: string; title: string; referenceNumber: number } | null;
};

function presentViewing(row: CalendarRow): CalendarViewing {
  const { viewing, lead, property } = row;
  const listing = property
    ? { _id: property.id, title: property.title, reference: formatReference(property.referenceNumber) }
    : lead.listingTitle
      ? { _id: null, title: lead.listingTitle, reference: null }
      : null;
  return {
    _id: viewing.id,
    status: viewing.status,
    startsAt: viewing.startsAt.toISOString(),
    endsAt: viewing.endsAt.toISOString(),
    feedback: viewing.feedback,
    agent: { _id: viewing.agentId, username: row.agentName },
    lead: { _id: lead.id, name: lead.name, email: lead.email, phone: lead.phone, message: lead.message, notes: lead.notes },
    listing,
    place: viewing.place,
  };
}

function calendarQuery(db: DbOrTx) {
  return db
    .select(calendarColumns)
    .from(viewings)
    .innerJoin(users, eq(users.id, viewings.agentId))
    .innerJoin(consultations, eq(consultations.id, viewings.consultationId))
    .leftJoin(properties, eq(properties.id, viewings.propertyId));
}

/**
 * The viewings starting in the range, in time order, of the leads the actor may see: a viewing
 * follows its lead (an agent sees those of their own and unassigned leads, whoever shows them).
 */
export async function listViewings(db: DbOrTx, actor: Actor, query: ViewingRangeQuery): Promise<CalendarViewing[]> {
  const scope = await leadScope(db, actor);
  const rows = await calendarQuery(db)
    .where(
      and(
        gte(viewings.startsAt, query.from),
        lt(viewings.startsAt, query.to),
        query.agentId ? eq(viewings.agentId, query.agentId) : undefined,
        leadScopeCondition(scope, consultations.assigneeId),
      ),
    )
    .orderBy(asc(viewings.startsAt), asc(viewings.id));
  return rows.map(presentViewing);
}

/**
 * The viewing, locked for a change, when its lead is within the actor's scope; someone else's is as
 * good as absent. The lead is locked first, as a reassignment locks it before the viewings it hands over.
 */
async function lockedViewing(tx: DbOrTx, actor: Actor, id: string) {
  const [found] = await tx.select({ leadId: viewings.consultationId }).from(viewings).where(eq(viewings.id, id));
  const [lead] = found
    ? await tx
        .select({ assigneeId: consultations.assigneeId })
        .from(consultations)
        .where(eq(consultations.id, found.leadId))
        .for("update")
    : [];
  const [current] = lead ? await tx.select().from(viewings).where(eq(viewings.id, id)).for("update") : [];
  if (!current || !lead || !inLeadScope(await leadScope(tx, actor), lead.assigneeId)) throw notFound(VIEWING_MESSAGES.notFound);
  return current;
}

async function getViewing(db: DbOrTx, id: string): Promise<CalendarViewing> {
  const [row] = await calendarQuery(db).where(eq(viewings.id, id));
  if (!row) throw notFound(VIEWING_MESSAGES.notFound);
  return presentViewing(row);
}

const STATUS_ACTIONS: Record<ViewingStatus, string> = {
  requested: "Viewing requested",
  confirmed: "Viewing confirmed",
  done: "Viewing done",
  "no-show": "Viewing missed",
  cancelled: "Viewing cancelled",
};

/**
 * What the visitor is told of a status staff give: a confirmation, or the cancellation (the agent
 * gets it too, with the invitation's cancellation for their calendar). How it went is not emailed.
 */
const VISITOR_EMAILS: Record<ViewingStatus, ViewingEmailKind | null> = {
  requested: null,
  confirmed: "confirmed",
  done: null,
  "no-show": null,
  cancelled: "cancelledByAgency",
};

/**
 * Moves a viewing along its flow (VIEWING_TRANSITIONS). Feedback is kept on the viewing and
 * appended to the lead's notes, stamped like any note; the lead counts as answered from then on.
 * A viewing still ahead that is confirmed or cancelled is emailed about (VISITOR_EMAILS).
 */
export async function changeViewingStatus(
  db: DbOrTx,
  keys: LinkKeys,
  actor: Actor,
  id: string,
  update: ViewingUpdate,
  now = new Date(),
): Promise<CalendarViewing> {
  return db.transaction(async (tx) => {
    const current = await lockedViewing(tx, actor, id);
    const problem = transitionProblem(current, update.status, now);
    if (problem) throw badRequest(problem);
    const [lead] = await tx.select().from(consultations).where(eq(consultations.id, current.consultationId)).for("update");
    if (!lead) throw notFound(VIEWING_MESSAGES.leadNotFound);
    const { timezone } = await getSetting(tx, "systemPreferences");
    const when = formatDateTime(current.startsAt, timezone);
    const note = update.feedback ? `Viewing of ${when} (${update.status}): ${update.feedback}` : undefined;
    const [changed] = await tx
      .update(viewings)
      .set({
        status: update.status,
        ...(update.feedback ? { feedback: update.feedback } : {}),
        // A second later at least: the invitation's sequence (seconds since booking) must grow with each change.
        updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${viewings.updatedAt} + interval '1 second')`,
      })
      .where(eq(viewings.id, id))
      .returning();
    if (!changed) throw new Error("viewing update returned nothing");
    await tx
      .update(consultations)
      .set({
        ...(await noteAppended(tx, lead.notes, note, now)),
        firstResponseAt: lead.firstResponseAt ?? now,
        updatedAt: now,
      })
      .where(eq(consultations.id, lead.id));
    await logActivity(tx, {
      action: STATUS_ACTIONS[update.status],
      details: `${lead.name}, ${when}${update.feedback ? ": feedback added" : ""}`,
      status: update.status,
      entityType: "viewing",
      entityId: id,
      actorId: actor.id,
    });
    const email = VISITOR_EMAILS[update.status];
    if (email && current.startsAt.getTime() > now.getTime()) await queueViewingEmails(tx, keys, changed, email, now);
    return getViewing(tx, id);
  });
}

/**
 * Staff move a viewing ahead of its visit (the visitor called): same agent, same length, same
 * status, a new time. Any time is accepted, as for staff bookings; the agent's slot index refuses
 * one already taken. A new time still ahead is emailed to the visitor and the agent with the
 * invitation that replaces the old one, and the reminder is due again.
 */
export async function moveViewing(
  db: DbOrTx,
  keys: LinkKeys,
  actor: Actor,
  id: string,
  move: ViewingMove,
  now = new Date(),
): Promise<CalendarViewing> {
  try {
    return await db.transaction(async (tx) => {
      const current = await lockedViewing(tx, actor, id);
      if (!(SLOT_HOLDING_STATUSES as readonly ViewingStatus[]).includes(current.status))
        throw badRequest(VIEWING_MESSAGES.notMovable);
      if (current.startsAt.getTime() === move.startsAt.getTime()) throw badRequest(VIEWING_MESSAGES.sameTime);
      await lockAgentCalendar(tx, current.agentId);
      const [moved] = await tx
        .update(viewings)
        .set({
          startsAt: move.startsAt,
          endsAt: new Date(move.startsAt.getTime() + (current.endsAt.getTime() - current.startsAt.getTime())),
          reminderSentAt: reminderState(move.startsAt, now),
          // The invitation's sequence (seconds since booking) must grow with each change.
          updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${viewings.updatedAt} + interval '1 second')`,
        })
        .where(eq(viewings.id, id))
        .returning();
      if (!moved) throw new Error("viewing update returned nothing");
      const [lead] = await tx
        .select({ name: consultations.name })
        .from(consultations)
        .where(eq(consultations.id, current.consultationId));
      const { timezone } = await getSetting(tx, "systemPreferences");
      await logActivity(tx, {
        action: "Viewing moved",
        details: `${lead?.name ?? ""}: ${formatDateTime(current.startsAt, timezone)} → ${formatDateTime(moved.startsAt, timezone)}`,
        status: current.status,
        entityType: "viewing",
        entityId: id,
        actorId: actor.id,
      });
      if (moved.startsAt.getTime() > now.getTime()) await queueViewingEmails(tx, keys, moved, "movedByAgency", now);
      return getViewing(tx, id);
    });
  } catch (error) {
    if (isSlotTaken(error)) throw conflict(VIEWING_MESSAGES.slotTaken);
    throw error;
  }
}

/**
 * Staff book a viewing for a lead they can see: with the agent they name, else the lead's assignee,
 * else its listing's responsible agent (an agent books only in their own calendar). A lead with no
 * listing needs the place where the viewing takes place, which its emails and invitation give. A
 * viewing follows its lead, so an agent named for a lead assigned to someone else takes the lead, as
 * a reassignment gives it (told, with its other viewings ahead). Any time is accepted, a past one
 * too (a walk-in recorded afterwards); the agent's slot index refuses a time already taken. A viewing
 * still ahead is emailed as a visitor's booking is: its invitation to the visitor (when the lead
 * has an email) and to the agent.
 */
export async function bookViewing(
  db: DbOrTx,
  keys: LinkKeys,
  actor: Actor,
  consultationId: string,
  booking: ViewingBooking,
  now = new Date(),
): Promise<CalendarViewing> {
  try {
    return await db.transaction(async (tx) => {
      // Locked as a reassignment locks it, so a viewing booked meanwhile is handed over with the lead.
      const [lead] = await tx.select().from(consultations).where(eq(consultations.id, consultationId)).for("update");
      const scope = await leadScope(tx, actor);
      if (!lead || !inLeadScope(scope, lead.assigneeId)) throw notFound(VIEWING_MESSAGES.leadNotFound);
      // A listing's viewing takes place at the listing; any other must say where, for the visitor's invitation.
      const place = lead.propertyId ? null : booking.place || null;
      if (!lead.propertyId && !place) throw badRequest(VIEWING_MESSAGES.placeRequired);
      const [listing] = lead.propertyId
        ? await tx.select({ agentId: properties.agentId }).from(properties).where(eq(properties.id, lead.propertyId))
        : [];
      const agentId = booking.agentId ?? lead.assigneeId ?? (actor.role === "agent" ? actor.id : (listing?.agentId ?? actor.id));
      if (actor.role === "agent" && agentId !== actor.id) throw forbidden(VIEWING_MESSAGES.otherAgent);
      const [agent] = await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(and(eq(users.id, agentId), eq(users.active, true)));
      if (!agent) throw badRequest(VIEWING_MESSAGES.agentUnknown);
      if (lead.assigneeId && agentId !== lead.assigneeId)
        await updateConsultation(tx, lead.id, { assigneeId: agentId }, { actorId: actor.id, site: keys, now });
      await lockAgentCalendar(tx, agentId);
      const { viewingMinutes } = await getSetting(tx, "crmSettings");
      const endsAt = new Date(booking.startsAt.getTime() + viewingMinutes * 60_000);
      const [row] = await tx
        .insert(viewings)
        .values({
          consultationId,
          propertyId: lead.propertyId,
          place,
          agentId,
          personId: lead.personId,
          startsAt: booking.startsAt,
          endsAt,
        })
        .returning();
      if (!row) throw new Error("viewing insert returned nothing");
      if (row.startsAt.getTime() > now.getTime()) await queueViewingEmails(tx, keys, row, "booked", now);
      await logActivity(tx, {
        action: "Viewing booked",
        details: `${lead.name} with ${agent.username}, ${formatDateTime(booking.startsAt)}`,
        status: "new",
        entityType: "viewing",
        entityId: row.id,
        actorId: actor.id,
      });
      return getViewing(tx, row.id);
    });
  } catch (error) {
    if (isSlotTaken(error)) throw conflict(VIEWING_MESSAGES.slotTaken);
    throw error;
  }
}
