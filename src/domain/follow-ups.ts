import { z } from "zod";
import { LEAD_KINDS } from "./enums.ts";
import { fromDateTimeLocal, toDateTimeLocal } from "./time.ts";

/**
 * Follow-ups: a consultation's follow-up date belongs to its assignee (an unassigned one to everyone
 * who sees the lead). It is due on its day in Africa/Kigali and overdue after that, until completed
 * (`follow_up_done_at`) or moved to a later time (snoozed); a new date makes it open again.
 */
export const followUpSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  kind: z.enum(LEAD_KINDS),
  listingTitle: z.string().nullable(),
  followUpDate: z.string(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  /** Its day is over (Africa/Kigali); otherwise it is due today. */
  overdue: z.boolean(),
  /** Where the lead opens in the back office. */
  link: z.string(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

/** `me`: mine and the unassigned ones; `all`: everyone's I may see; `assignee`: one staff member's (a manager's pick). */
export const followUpQuerySchema = z.strictObject({
  scope: z.enum(["me", "all"]).default("me"),
  assignee: z.uuid().optional(),
});

export const SNOOZE_PRESETS = ["tomorrow", "next-week"] as const;
export type SnoozePreset = (typeof SNOOZE_PRESETS)[number];

/** Snooze to a preset (tomorrow 09:00, next Monday 09:00, Kigali time) or to a chosen later instant. */
export const snoozeSchema = z.union([
  z.strictObject({ preset: z.enum(SNOOZE_PRESETS) }),
  z.strictObject({ until: z.iso.datetime({ offset: true }).transform((value) => new Date(value)) }),
]);
export type SnoozeInput = z.output<typeof snoozeSchema>;

export const SNOOZE_MUST_BE_LATER = "Snooze to a time later than now";

/** The start of the Kigali day `days` after the one `now` falls on. */
export function kigaliDayStart(now: Date, days = 0): Date {
  const today = toDateTimeLocal(now).slice(0, 10);
  const start = fromDateTimeLocal(`${today}T00:00`) ?? now;
  return new Date(start.getTime() + days * 24 * 60 * 60 * 1000);
}

const NINE_AM_MS = 9 * 60 * 60 * 1000;

/** When a preset snoozes to: tomorrow 09:00, or Monday 09:00 of next week (Kigali time). */
export function snoozePresetTime(preset: SnoozePreset, now: Date): Date {
  if (preset === "tomorrow") return new Date(kigaliDayStart(now, 1).getTime() + NINE_AM_MS);
  // Days to next Monday (1..7); Kigali has no daylight saving, so each day is 24 hours.
  const weekday = new Date(kigaliDayStart(now).getTime() + 12 * 60 * 60 * 1000).getUTCDay();
  const toMonday = (8 - weekday) % 7 || 7;
  return new Date(kigaliDayStart(now, toMonday).getTime() + NINE_AM_MS);
}

/** A follow-up after Complete or Snooze: its date, and whether it is done. */
export const followUpStateSchema = z.object({ _id: z.string(), followUpDate: z.string().nullable(), done: z.boolean() });
