/** The back office's side of viewings: the calendar's reads and the status flow staff move them through. */

import { z } from "zod";
import { kigaliDateTimeField } from "./date-time-field.ts";
import { VIEWING_STATUSES, type ViewingStatus } from "./enums.ts";
import { idSchema } from "./ids.ts";
import { MAX_NOTE_LENGTH } from "./notes.ts";
import { kigaliDate } from "./viewing-slots.ts";

/**
 * Where each status may go: a request is confirmed (or cancelled), a confirmed viewing ends done,
 * missed or cancelled; those three are final.
 */
export const VIEWING_TRANSITIONS: Record<ViewingStatus, readonly ViewingStatus[]> = {
  requested: ["confirmed", "cancelled"],
  confirmed: ["done", "no-show", "cancelled"],
  done: [],
  "no-show": [],
  cancelled: [],
};

/** Statuses that say how the viewing went, so it must have started. */
export const AFTER_START_STATUSES: readonly ViewingStatus[] = ["done", "no-show"];

export const VIEWING_MESSAGES = {
  notFound: "Viewing not found",
  notYetStarted: "A viewing can be marked done or no-show only after it starts",
  slotTaken: "The agent already has a viewing at that time",
  rangeTooLong: "Ask for at most 62 days at a time",
  rangeOrder: "The end of the range must be after its start",
  agentUnknown: "The agent must be an active staff member",
  otherAgent: "Agents book viewings in their own calendar",
  leadNotFound: "Lead not found",
  notMovable: "Only a requested or confirmed viewing can be moved",
  sameTime: "The viewing is already at that time",
  timeRequired: "Please choose a date and time",
  placeRequired: "Please enter where the viewing takes place: this lead has no listing",
  handOverTaken: "The new assignee already has a viewing at the time of one of this lead's viewings; move one of them first",
} as const;

/** The refusal of a move the flow does not allow, naming both statuses. */
export const transitionRefused = (from: ViewingStatus, to: ViewingStatus) => `A viewing that is ${from} cannot become ${to}`;

/** Why a move is refused, or undefined when it is allowed at `now`. */
export function transitionProblem(
  viewing: { status: ViewingStatus; startsAt: Date },
  to: ViewingStatus,
  now: Date,
): string | undefined {
  if (!VIEWING_TRANSITIONS[viewing.status].includes(to)) return transitionRefused(viewing.status, to);
  if (AFTER_START_STATUSES.includes(to) && now.getTime() < viewing.startsAt.getTime()) return VIEWING_MESSAGES.notYetStarted;
  return undefined;
}

const isoInstant = z.iso.datetime({ offset: true, error: "Must be an ISO date-time, e.g. 2026-11-21T14:05:00Z" });

/** PATCH /api/viewings/{id}: the next status, and what the agent noted (appended to the lead's notes). */
export const viewingUpdateSchema = z.strictObject({
  status: z.enum(VIEWING_STATUSES, { error: `Status must be one of ${VIEWING_STATUSES.join(", ")}` }),
  feedback: z.string().trim().max(MAX_NOTE_LENGTH).optional(),
});
export type ViewingUpdate = z.output<typeof viewingUpdateSchema>;

/** POST /api/viewings/{id}/move: the viewing's new start; it keeps its length, agent and status. */
export const viewingMoveSchema = z.strictObject({ startsAt: isoInstant.transform((v) => new Date(v)) });
export type ViewingMove = z.output<typeof viewingMoveSchema>;

/** The back office's Move form: the new start, typed in Kigali time. */
export const viewingMoveFormSchema = z.strictObject({ startsAt: kigaliDateTimeField(VIEWING_MESSAGES.timeRequired) });

/** The longest range the calendar asks for: a month view and its spill-over weeks. */
export const MAX_RANGE_DAYS = 62;

/** GET /api/viewings: the viewings starting in [from, to), of one agent or (for managers) everyone's. */
export const viewingRangeQuerySchema = z
  .strictObject({
    from: isoInstant.transform((v) => new Date(v)),
    to: isoInstant.transform((v) => new Date(v)),
    agentId: idSchema.optional(),
  })
  .superRefine((q, ctx) => {
    // Checked once both ends are dates; a malformed one has its own message.
    if (!(q.from instanceof Date && q.to instanceof Date)) return;
    if (q.from >= q.to) ctx.addIssue({ code: "custom", path: ["to"], message: VIEWING_MESSAGES.rangeOrder });
    else if (q.to.getTime() - q.from.getTime() > MAX_RANGE_DAYS * 86_400_000)
      ctx.addIssue({ code: "custom", path: ["to"], message: VIEWING_MESSAGES.rangeTooLong });
  });
export type ViewingRangeQuery = z.output<typeof viewingRangeQuerySchema>;

/** The longest place staff may type for a viewing of no listing. */
export const MAX_PLACE_LENGTH = 200;
const placeField = z.string().trim().max(MAX_PLACE_LENGTH);

/** POST /api/consultations/{id}/viewings: staff book a viewing for a lead (a phone call, a walk-in recorded afterwards). */
export const viewingBookingSchema = z.strictObject({
  startsAt: isoInstant.transform((v) => new Date(v)),
  /** Defaults to the lead's assignee, else the listing's responsible agent, else the one booking; another agent takes the lead. */
  agentId: idSchema.optional(),
  /**
   * Where it takes place ("Office, KG 7 Ave"): required when the lead has no listing, whose viewings
   * take place at the listing's address (then it is not kept).
   */
  place: placeField.optional(),
});
export type ViewingBooking = z.output<typeof viewingBookingSchema>;

/** Where a viewing of no listing takes place, which its lead's Book a Viewing form asks for. */
const requiredPlace = z
  .string({ error: VIEWING_MESSAGES.placeRequired })
  .trim()
  .min(1, VIEWING_MESSAGES.placeRequired)
  .max(MAX_PLACE_LENGTH);

/**
 * The back office's Book a Viewing form on a lead: the start typed in Kigali time, the agent (left
 * empty, or absent for an agent booking in their own calendar: the listing's agent), and for a lead
 * with no listing (`needsPlace`) where the viewing takes place.
 */
export const leadViewingFormSchema = (needsPlace: boolean) =>
  z.strictObject({
    startsAt: kigaliDateTimeField(VIEWING_MESSAGES.timeRequired),
    agentId: idSchema.optional(),
    place: needsPlace ? requiredPlace : placeField.optional(),
  });

/** A viewing as the calendar shows it, with its visitor, listing and lead. */
export const calendarViewingSchema = z.object({
  _id: z.string(),
  status: z.enum(VIEWING_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  feedback: z.string(),
  agent: z.object({ _id: z.string(), username: z.string() }),
  lead: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string(),
    notes: z.string(),
  }),
  listing: z.object({ _id: z.string().nullable(), title: z.string(), reference: z.string().nullable() }).nullable(),
  /** Where a viewing of no listing takes place, as staff typed it when booking it; null for a listing's. */
  place: z.string().nullable(),
});
export type CalendarViewing = z.infer<typeof calendarViewingSchema>;

/** The calendar's address opened at one viewing: its week, with its details shown. */
export function calendarLink(viewing: { _id: string; startsAt: Date | string }): string {
  const query = new URLSearchParams({ date: kigaliDate(new Date(viewing.startsAt)), viewing: viewing._id });
  return `/admin/viewings?${query}`;
}

/** The day and viewing a calendar link names; a malformed date is left out. */
export function calendarTarget(search: URLSearchParams): { date?: string; viewingId?: string } {
  const date = search.get("date") ?? "";
  return {
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? date : undefined,
    viewingId: search.get("viewing") || undefined,
  };
}
