/**
 * Viewings booked into agents' real slots: the free slots of a listing's responsible agent, the
 * visitor's booking (a viewing lead and its viewing, in one transaction), the visitor's signed link
 * to move or cancel it, and the reminder the day before.
 */
import { and, eq, gt, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import { SLOT_HOLDING_STATUSES, type ViewingStatus } from "../../domain/enums.ts";
import type { Language } from "../../domain/languages.ts";
import {
  type BookedViewing,
  freeSlots,
  offeredSlot,
  type SlotDay,
  slotsByDay,
  type TimeRange,
  VIEWING_SLOT_MESSAGES,
  type ViewingBookingInput,
  type ViewingSlots,
} from "../../domain/viewing-slots.ts";
import { canBeVisited, NOT_VISITABLE_MESSAGE } from "../../domain/visits.ts";
import type { Db, DbOrTx } from "../db/client.ts";
import { consultations, properties, users, viewingExceptions, viewingHours, viewings } from "../db/schema.ts";
import { conflict, notFound } from "../http-error.ts";
import { logActivity } from "./activity.ts";
import { isSlotTaken, lockAgentCalendar, queueViewingEmails } from "./agent-calendar.ts";
import { createConsultation } from "./consultations.ts";
import { PROPERTY_NOT_FOUND } from "./properties.ts";
import type { LinkKeys } from "./saved-searches.ts";
import { getSetting } from "./settings.ts";
import { verifyLink } from "./signed-links.ts";

const HOUR_MS = 3_600_000;
/** The reminder goes this long before a viewing; a viewing booked closer than this gets none (its confirmation is fresh). */
export const REMINDER_LEAD_MS = 24 * HOUR_MS;

const holding = inArray(viewings.status, [...SLOT_HOLDING_STATUSES]);

type ViewingRow = typeof viewings.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Free slots

/**
 * The responsible agent of a listing that can be visited, when they are an active staff member; a
 * listing off the market (sold, coming soon) is a 409.
 */
async function listingAgent(db: DbOrTx, propertyId: string) {
  const [row] = await db
    .select({ propertyId: properties.id, status: properties.status, agentId: users.id, active: users.active })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.agentId))
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  if (!canBeVisited(row)) throw conflict(NOT_VISITABLE_MESSAGE);
  return row.agentId && row.active ? row.agentId : null;
}

/** An agent's free slots at `now`; `ignoring` is a viewing being moved, whose own time counts as free. */
async function agentSlots(db: DbOrTx, agentId: string, now: Date, ignoring?: string) {
  // One after another: in a transaction they share one connection anyway.
  const hours = await db
    .select({ weekday: viewingHours.weekday, startMinute: viewingHours.startMinute, endMinute: viewingHours.endMinute })
    .from(viewingHours)
    .where(eq(viewingHours.userId, agentId));
  const daysOff = await db
    .select({ startsOn: viewingExceptions.startsOn, endsOn: viewingExceptions.endsOn })
    .from(viewingExceptions)
    .where(eq(viewingExceptions.userId, agentId));
  const busy = await db
    .select({ startsAt: viewings.startsAt, endsAt: viewings.endsAt })
    .from(viewings)
    .where(
      and(eq(viewings.agentId, agentId), holding, gt(viewings.endsAt, now), ignoring ? ne(viewings.id, ignoring) : undefined),
    );
  const crm = await getSetting(db, "crmSettings");
  const slotMinutes = crm.viewingMinutes;
  return { slotMinutes, slots: freeSlots({ hours, daysOff, busy: busy as TimeRange[], slotMinutes, now }) };
}

/**
 * The free slots of a listing's responsible agent in the next 14 days, by Kigali day; none when the
 * listing has no active agent or the agent has set no hours (the form then asks without a time). A
 * listing that can no longer be visited has none to offer: a 409.
 */
export async function viewingSlotsForProperty(db: DbOrTx, propertyId: string, now = new Date()): Promise<ViewingSlots> {
  const agentId = await listingAgent(db, propertyId);
  if (!agentId) return { slotMinutes: (await getSetting(db, "crmSettings")).viewingMinutes, days: [] };
  const { slotMinutes, slots } = await agentSlots(db, agentId, now);
  return { slotMinutes, days: slotsByDay(slots) };
}

// ---------------------------------------------------------------------------------------------
// Booking

/** Runs a write that takes a slot; a slot taken first by someone else becomes the visitor's 409. */
async function takingSlot<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isSlotTaken(error)) throw conflict(VIEWING_SLOT_MESSAGES.slotTaken);
    throw error;
  }
}

/** A reminder is due unless the viewing is closer than the reminder's lead: then it is counted as sent. */
export const reminderState = (startsAt: Date, now: Date) => (startsAt.getTime() - now.getTime() <= REMINDER_LEAD_MS ? now : null);

function bookedView(row: ViewingRow, listingTitle: string, now: Date): BookedViewing {
  return {
    _id: row.id,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    propertyId: row.propertyId,
    listingTitle,
    place: row.place,
    changeable: isChangeable(row, now),
  };
}

const isChangeable = (row: Pick<ViewingRow, "status" | "startsAt">, now: Date) =>
  (SLOT_HOLDING_STATUSES as readonly ViewingStatus[]).includes(row.status) && row.startsAt.getTime() > now.getTime();

/**
 * A visitor books one of a listing's free slots: the viewing lead (kind "viewing", assigned to the
 * agent whose slot it is, with the visit's origin) and the viewing are stored together with the emails to the visitor and
 * the agent, or nothing is. The slot is taken by the agent's unique slot index: of two visitors
 * choosing the same time at once, on any instance, one gets it and the other a 409. A listing that
 * can no longer be visited (canBeVisited) takes no booking: a 409 too, with nothing stored.
 */
export async function bookViewing(
  db: DbOrTx,
  keys: LinkKeys,
  propertyId: string,
  input: ViewingBookingInput & { language: Language },
  now = new Date(),
): Promise<BookedViewing> {
  return takingSlot(() =>
    db.transaction(async (tx) => {
      const agentId = await listingAgent(tx, propertyId);
      if (agentId) await lockAgentCalendar(tx, agentId);
      const slot = agentId && offeredSlot((await agentSlots(tx, agentId, now)).slots, input.startsAt);
      if (!agentId || !slot) throw conflict(VIEWING_SLOT_MESSAGES.slotTaken);
      const [agent] = await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, agentId));
      // The agent whose slot it is takes the lead, whoever's turn it would be. Their email is the
      // invitation below, which carries the lead: not a second one about the same booking.
      const lead = await createConsultation(
        tx,
        {
          kind: "viewing",
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
          propertyType: "",
          propertyId,
          developmentId: null,
          language: input.language,
          sourcePage: input.sourcePage,
          referrer: input.referrer,
          utm: input.utm,
        },
        keys,
        { assignee: agent, email: false },
      );
      const [person] = await tx
        .select({ personId: consultations.personId })
        .from(consultations)
        .where(eq(consultations.id, lead._id));
      const [row] = await tx
        .insert(viewings)
        .values({
          consultationId: lead._id,
          propertyId,
          agentId,
          personId: person?.personId ?? null,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          reminderSentAt: reminderState(slot.startsAt, now),
        })
        .returning();
      if (!row) throw new Error("viewing insert returned nothing");
      await queueViewingEmails(tx, keys, row, "booked", now);
      return bookedView(row, lead.listingTitle ?? "", now);
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The visitor's link: see, move or cancel

export type ViewingLinkOutcome<T> = { ok: true; value: T } | { ok: false; reason: "invalid" | "expired" | "gone" | "closed" };

/** What the manage page shows: the viewing, and the agent's other free times to move it to. */
export type ManagedViewing = { viewing: BookedViewing; days: SlotDay[]; slotMinutes: number };

async function withViewing<T>(
  db: DbOrTx,
  secret: string,
  token: string,
  now: Date,
  act: (row: ViewingRow, listingTitle: string) => Promise<ViewingLinkOutcome<T>>,
): Promise<ViewingLinkOutcome<T>> {
  const check = verifyLink(secret, "manage-viewing", token, now);
  if (!check.ok) return check;
  const [found] = await db
    .select({ viewing: viewings, listingTitle: consultations.listingTitle })
    .from(viewings)
    .innerJoin(consultations, eq(consultations.id, viewings.consultationId))
    .where(eq(viewings.id, check.id))
    .limit(1);
  if (!found) return { ok: false, reason: "gone" };
  return act(found.viewing, found.listingTitle ?? "");
}

/** The viewing a link names, with the times it could move to while it can still change. */
export function viewBookedViewing(db: DbOrTx, secret: string, token: string, now = new Date()) {
  return withViewing<ManagedViewing>(db, secret, token, now, async (row, title) => {
    const viewing = bookedView(row, title, now);
    if (!viewing.changeable) return { ok: true, value: { viewing, days: [], slotMinutes: 0 } };
    const { slots, slotMinutes } = await agentSlots(db, row.agentId, now, row.id);
    const others = slots.filter((slot) => slot.startsAt.getTime() !== row.startsAt.getTime());
    return { ok: true, value: { viewing, days: slotsByDay(others), slotMinutes } };
  });
}

/** Locks the link's viewing for a change, if it can still change. */
async function lockedChangeable(tx: DbOrTx, id: string, now: Date) {
  const [row] = await tx.select().from(viewings).where(eq(viewings.id, id)).for("update");
  return row && isChangeable(row, now) ? row : undefined;
}

/**
 * Moves the viewing to another free slot of the same agent: it is requested again (the agent
 * confirms the new time), its reminder is due again, and both sides get the new invitation.
 */
export function rescheduleViewing(db: DbOrTx, keys: LinkKeys, token: string, startsAt: Date, now = new Date()) {
  return withViewing<BookedViewing>(db, keys.secret, token, now, (found, title) =>
    takingSlot(() =>
      db.transaction(async (tx) => {
        const row = await lockedChangeable(tx, found.id, now);
        if (!row) return { ok: false, reason: "closed" } as const;
        await lockAgentCalendar(tx, row.agentId);
        const slot = offeredSlot((await agentSlots(tx, row.agentId, now, row.id)).slots, startsAt);
        if (!slot || slot.startsAt.getTime() === row.startsAt.getTime()) throw conflict(VIEWING_SLOT_MESSAGES.slotTaken);
        const [moved] = await tx
          .update(viewings)
          .set({
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            status: "requested",
            reminderSentAt: reminderState(slot.startsAt, now),
            updatedAt: sql`greatest(now(), ${viewings.updatedAt} + interval '1 second')`,
          })
          .where(eq(viewings.id, row.id))
          .returning();
        if (!moved) throw new Error("viewing update returned nothing");
        await logActivity(tx, {
          action: "Viewing moved by the visitor",
          details: `${title}: ${row.startsAt.toISOString()} → ${moved.startsAt.toISOString()}`,
          status: "new",
          entityType: "viewing",
          entityId: row.id,
        });
        await queueViewingEmails(tx, keys, moved, "moved", now);
        return { ok: true, value: bookedView(moved, title, now) } as const;
      }),
    ),
  );
}

/** Cancels the viewing, freeing its slot; both sides get the invitation's cancellation. */
export function cancelViewing(db: DbOrTx, keys: LinkKeys, token: string, now = new Date()) {
  return withViewing<BookedViewing>(db, keys.secret, token, now, (found, title) =>
    db.transaction(async (tx) => {
      const row = await lockedChangeable(tx, found.id, now);
      if (!row) return { ok: false, reason: "closed" } as const;
      const [cancelled] = await tx
        .update(viewings)
        .set({ status: "cancelled", updatedAt: sql`greatest(now(), ${viewings.updatedAt} + interval '1 second')` })
        .where(eq(viewings.id, row.id))
        .returning();
      if (!cancelled) throw new Error("viewing update returned nothing");
      await logActivity(tx, {
        action: "Viewing cancelled by the visitor",
        details: `${title}: ${row.startsAt.toISOString()}`,
        status: "cancelled",
        entityType: "viewing",
        entityId: row.id,
      });
      await queueViewingEmails(tx, keys, cancelled, "cancelled", now);
      return { ok: true, value: bookedView(cancelled, title, now) } as const;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Reminders

/**
 * The reminders job: every requested or confirmed viewing starting within 24 hours whose reminder
 * has not gone gets one, to the visitor and the agent. Each is claimed by setting
 * `reminder_sent_at` where it is still empty, in the transaction that queues its emails, so two
 * instances running the job together send it once. Returns how many viewings were reminded.
 */
export async function sendViewingReminders(db: Db, keys: LinkKeys, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: viewings.id })
    .from(viewings)
    .where(
      and(
        holding,
        isNull(viewings.reminderSentAt),
        gt(viewings.startsAt, now),
        lte(viewings.startsAt, new Date(now.getTime() + REMINDER_LEAD_MS)),
      ),
    );
  let reminded = 0;
  for (const { id } of due) {
    const sent = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(viewings)
        .set({ reminderSentAt: now })
        .where(and(eq(viewings.id, id), isNull(viewings.reminderSentAt), holding))
        .returning();
      if (!row) return false;
      await queueViewingEmails(tx, keys, row, "reminder", now);
      return true;
    });
    if (sent) reminded++;
  }
  return reminded;
}
