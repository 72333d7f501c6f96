/**
 * The free viewing slots of an agent, worked out from their weekly hours, their days off, the
 * viewings they already hold and the slot length, in Africa/Kigali time (UTC+2 all year: Rwanda
 * keeps no daylight saving, so local time is a fixed offset and needs no time-zone database).
 */

import { z } from "zod";
import { emailAddress, requiredText } from "./contact.ts";
import { CONSULTATION_MESSAGES, MESSAGE_REQUIRED, NAME_REQUIRED } from "./form-messages.ts";
import { leadOriginShape, type OriginOptional } from "./lead-origin.ts";
import { optionalPhoneField } from "./phone-field.ts";
import { formLanguageSchema } from "./translations.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Kigali's offset from UTC, in minutes. */
export const KIGALI_OFFSET_MINUTES = 120;
/** How far ahead visitors may book: today and the 13 days after it. */
export const SLOT_HORIZON_DAYS = 14;
/** The least notice an agent gets: a slot starting sooner is not offered. */
export const MIN_NOTICE_MINUTES = 120;

export const VIEWING_SLOT_MESSAGES = {
  /** A visitor chose a slot someone else took first (or one that is no longer offered). */
  slotTaken: "That time has just been taken; please choose another.",
  /** A link's viewing is over, cancelled or done: nothing to change any more. */
  closed: "This viewing can no longer be changed",
  startsAt: "Must be an ISO date-time, e.g. 2026-11-21T14:05:00Z",
} as const;

/** One range of weekly hours: minutes after Kigali midnight on a weekday (0 = Sunday). */
export type WeeklyHours = { weekday: number; startMinute: number; endMinute: number };
/** Days off, both included, as Kigali calendar dates (YYYY-MM-DD). */
export type DaysOff = { startsOn: string; endsOn: string };
export type TimeRange = { startsAt: Date; endsAt: Date };
export type Slot = TimeRange;

/** The Kigali calendar date (YYYY-MM-DD) of an instant. */
export function kigaliDate(instant: Date): string {
  return new Date(instant.getTime() + KIGALI_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
}

/** The instant a Kigali calendar date begins. */
export function kigaliMidnight(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - KIGALI_OFFSET_MINUTES * MINUTE_MS);
}

/** The weekday (0 = Sunday) of a calendar date. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** "10:30": the Kigali wall-clock time of an instant. */
export function kigaliTime(instant: Date): string {
  return new Date(instant.getTime() + KIGALI_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(11, 16);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const overlaps = (a: TimeRange, b: TimeRange) =>
  a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();

/**
 * The slots an agent can still be booked in, soonest first: each weekly range cut into slots of
 * `slotMinutes` from its start (a remainder too short for a slot is left out), on the days of the
 * horizon that are not days off, starting at least the notice after `now`, and overlapping none
 * of the viewings the agent holds.
 */
export function freeSlots(input: {
  hours: readonly WeeklyHours[];
  daysOff: readonly DaysOff[];
  busy: readonly TimeRange[];
  slotMinutes: number;
  now: Date;
  days?: number;
  noticeMinutes?: number;
}): Slot[] {
  const { hours, daysOff, busy, slotMinutes, now } = input;
  const earliest = now.getTime() + (input.noticeMinutes ?? MIN_NOTICE_MINUTES) * MINUTE_MS;
  const today = kigaliDate(now);
  const starts = new Set<number>();
  const slots: Slot[] = [];
  for (let offset = 0; offset < (input.days ?? SLOT_HORIZON_DAYS); offset++) {
    const date = addDays(today, offset);
    if (daysOff.some((off) => off.startsOn <= date && date <= off.endsOn)) continue;
    const midnight = kigaliMidnight(date).getTime();
    const weekday = weekdayOf(date);
    for (const range of hours) {
      if (range.weekday !== weekday) continue;
      for (let minute = range.startMinute; minute + slotMinutes <= range.endMinute; minute += slotMinutes) {
        const slot = {
          startsAt: new Date(midnight + minute * MINUTE_MS),
          endsAt: new Date(midnight + (minute + slotMinutes) * MINUTE_MS),
        };
        const start = slot.startsAt.getTime();
        if (start < earliest || starts.has(start) || busy.some((taken) => overlaps(slot, taken))) continue;
        starts.add(start);
        slots.push(slot);
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * Whether a booked time lies within the weekly hours: on its Kigali day, covered from start to end
 * by one range or by ranges that touch (09:00–12:00 and 12:00–14:00 cover 11:30–12:30).
 */
export function withinHours(booked: TimeRange, hours: readonly WeeklyHours[]): boolean {
  const date = kigaliDate(booked.startsAt);
  const midnight = kigaliMidnight(date).getTime();
  const start = (booked.startsAt.getTime() - midnight) / MINUTE_MS;
  const end = (booked.endsAt.getTime() - midnight) / MINUTE_MS;
  const weekday = weekdayOf(date);
  let covered = start;
  for (const range of [...hours].sort((a, b) => a.startMinute - b.startMinute)) {
    if (range.weekday === weekday && range.startMinute <= covered && range.endMinute > covered) covered = range.endMinute;
  }
  return covered >= end;
}

/** Whether a booked time falls, even in part, on days off. */
export function onDaysOff(booked: TimeRange, daysOff: readonly DaysOff[]): boolean {
  const first = kigaliDate(booked.startsAt);
  // The Kigali day of its last minute: a viewing ending at midnight does not reach the next day.
  const last = kigaliDate(new Date(Math.max(booked.startsAt.getTime(), booked.endsAt.getTime() - 1)));
  return daysOff.some((off) => off.startsOn <= last && first <= off.endsOn);
}

/** The free slot starting at `startsAt`, if it is one. */
export function offeredSlot(slots: readonly Slot[], startsAt: Date): Slot | undefined {
  return slots.find((slot) => slot.startsAt.getTime() === startsAt.getTime());
}

/** A slot as the API and the pages carry it. */
export const slotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** Kigali wall-clock time of the start, "10:00". */
  time: z.string(),
});
export type SlotView = z.infer<typeof slotSchema>;

export const slotDaySchema = z.object({
  /** Kigali calendar date, YYYY-MM-DD. */
  date: z.string(),
  weekday: z.number().int(),
  slots: z.array(slotSchema),
});
export type SlotDay = z.infer<typeof slotDaySchema>;

/** GET /api/properties/{id}/viewing-slots: empty days when the listing's agent has set no hours. */
export const viewingSlotsSchema = z.object({
  slotMinutes: z.number().int(),
  days: z.array(slotDaySchema),
});
export type ViewingSlots = z.infer<typeof viewingSlotsSchema>;

/** Slots grouped by their Kigali day, in order. */
export function slotsByDay(slots: readonly Slot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = kigaliDate(slot.startsAt);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, weekday: weekdayOf(date), slots: [] };
      days.push(day);
    }
    day.slots.push({ startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString(), time: kigaliTime(slot.startsAt) });
  }
  return days;
}

const startsAtSchema = z.iso
  .datetime({ offset: true, error: VIEWING_SLOT_MESSAGES.startsAt })
  .transform((value) => new Date(value));

/**
 * POST /api/properties/{id}/viewings: a visitor books one of the listing's free slots (the viewing
 * form, with a time), with where the visit came from, as every website lead.
 */
export const viewingBookingFormSchema = z.strictObject({
  name: requiredText(NAME_REQUIRED, 120),
  email: emailAddress(CONSULTATION_MESSAGES.emailRequired),
  phone: optionalPhoneField(),
  message: requiredText(MESSAGE_REQUIRED, 5000),
  startsAt: startsAtSchema,
  language: formLanguageSchema,
  ...leadOriginShape,
});
export type ViewingBookingForm = z.input<typeof viewingBookingFormSchema>;
export type ViewingBookingInput = OriginOptional<z.output<typeof viewingBookingFormSchema>>;

export const viewingTokenSchema = z.strictObject({ token: z.string().min(1).max(200) });

/** PUT /api/viewings/manage: move a booked viewing to another free slot of the same agent. */
export const viewingRescheduleSchema = z.strictObject({ token: z.string().min(1).max(200), startsAt: startsAtSchema });

/** A booked viewing as its visitor sees it through their link. */
export const bookedViewingSchema = z.object({
  _id: z.string(),
  status: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  propertyId: z.string().nullable(),
  listingTitle: z.string(),
  /** Where a viewing of no listing takes place (staff booked it); null for a listing's. */
  place: z.string().nullable(),
  /** Whether it can still be moved or cancelled through the link. */
  changeable: z.boolean(),
});
export type BookedViewing = z.infer<typeof bookedViewingSchema>;
