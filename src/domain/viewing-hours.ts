/** An agent's weekly viewing hours and the days they take none, in Africa/Kigali local time. */

import { z } from "zod";
import { VIEWING_STATUSES } from "./enums.ts";

/** 0 = Sunday … 6 = Saturday, as Date.getDay() counts them. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const MINUTES_PER_DAY = 1440;
/** More ranges than a week could sensibly hold is a mistake, not a schedule. */
export const MAX_HOUR_RANGES = 42;

export const VIEWING_HOURS_MESSAGES = {
  rangeOrder: "A range of viewing hours must end after it starts",
  overlap: "Ranges of viewing hours on the same day must not overlap",
  exceptionOrder: "The last day must be on or after the first day",
  date: "Must be a date, e.g. 2026-12-25",
} as const;

const minuteOfDay = (max: number) => z.number().int().min(0).max(max);

/** One range of a weekday, in minutes after midnight: 540–720 is 09:00–12:00. */
export const hourRangeSchema = z
  .strictObject({
    weekday: z.number().int().min(0).max(6),
    startMinute: minuteOfDay(MINUTES_PER_DAY - 1),
    endMinute: minuteOfDay(MINUTES_PER_DAY),
  })
  .refine((r) => r.startMinute < r.endMinute, { path: ["endMinute"], message: VIEWING_HOURS_MESSAGES.rangeOrder });
export type HourRange = z.infer<typeof hourRangeSchema>;

/** Whether two ranges of the same weekday share a minute (touching ranges do not). */
const overlaps = (a: HourRange, b: HourRange) =>
  a.weekday === b.weekday && a.startMinute < b.endMinute && b.startMinute < a.endMinute;

/** PUT /api/viewing-hours/{userId}: the whole week, replacing what was set; an empty list takes no viewings. */
export const viewingHoursSchema = z
  .strictObject({ hours: z.array(hourRangeSchema).max(MAX_HOUR_RANGES) })
  .superRefine((value, ctx) => {
    const clash = value.hours.findIndex((range, i) => value.hours.some((other, j) => j < i && overlaps(range, other)));
    if (clash >= 0) ctx.addIssue({ code: "custom", path: ["hours", clash], message: VIEWING_HOURS_MESSAGES.overlap });
  });
export type ViewingHoursInput = z.output<typeof viewingHoursSchema>;

const calendarDate = z.iso.date({ error: VIEWING_HOURS_MESSAGES.date });

/** POST /api/viewing-hours/{userId}/exceptions: days off (a holiday, leave), both days included. */
export const viewingExceptionSchema = z
  .strictObject({
    startsOn: calendarDate,
    endsOn: calendarDate,
    reason: z.string().trim().max(200).default(""),
  })
  .refine((e) => e.startsOn <= e.endsOn, { path: ["endsOn"], message: VIEWING_HOURS_MESSAGES.exceptionOrder });
export type ViewingExceptionInput = z.output<typeof viewingExceptionSchema>;

export const viewingExceptionReplySchema = z.object({
  _id: z.string(),
  userId: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  reason: z.string(),
});
export type ViewingException = z.infer<typeof viewingExceptionReplySchema>;

/** One staff member's viewing hours and days off. */
export const agentHoursSchema = z.object({
  userId: z.string(),
  username: z.string(),
  hours: z.array(z.object({ weekday: z.number().int(), startMinute: z.number().int(), endMinute: z.number().int() })),
  exceptions: z.array(viewingExceptionReplySchema),
});
export type AgentHours = z.infer<typeof agentHoursSchema>;

/**
 * A viewing booked before a change of hours or days off that the change leaves outside them: it is
 * kept, and staff are shown it (with a link into the calendar) to cancel it or agree another time.
 */
export const affectedViewingSchema = z.object({
  _id: z.string(),
  status: z.enum(VIEWING_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  visitor: z.string(),
  /** The listing's title, else where a viewing of no listing takes place. */
  listing: z.string().nullable(),
  /** The calendar opened at this viewing. */
  link: z.string(),
});
export type AffectedViewing = z.infer<typeof affectedViewingSchema>;

/** PUT /api/viewing-hours/{userId}'s answer: the week saved, and the viewings ahead now outside it. */
export const savedHoursSchema = agentHoursSchema.extend({ affectedViewings: z.array(affectedViewingSchema) });
export type SavedHours = z.infer<typeof savedHoursSchema>;

/** POST /api/viewing-hours/{userId}/exceptions' answer: the days off, and the viewings ahead booked on them. */
export const savedExceptionSchema = viewingExceptionReplySchema.extend({ affectedViewings: z.array(affectedViewingSchema) });
export type SavedException = z.infer<typeof savedExceptionSchema>;

/** "09:30" for 570. */
export function minuteToTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** 570 for "09:30"; "24:00" is the end of the day; undefined for anything else. */
export function timeToMinute(time: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return undefined;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minute <= MINUTES_PER_DAY ? minute : undefined;
}
