import { z } from "zod";
import { LEAD_KINDS, LEAD_SOURCES } from "./enums.ts";
import { fromDateTimeLocal, wallClockOf } from "./time.ts";

/**
 * The team's reports over a period of calendar days in Africa/Kigali: leads by kind, source, listing,
 * agent and ISO week, time to first response, and viewings booked and held. Leads are everything
 * staff work: consultations of every kind, contact messages and property submissions.
 */

/** Longest period a report covers: two years of days. */
export const MAX_REPORT_DAYS = 731;
/** The period when none is asked for: the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30;
/** Listings named one by one in "leads by listing"; the rest are counted together. */
export const TOP_LISTINGS = 10;

export const REPORT_PRESETS = ["7d", "30d", "quarter"] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/** The kinds of lead a report counts: the consultations' kinds, contact messages and property submissions. */
export const REPORT_LEAD_KINDS = [...LEAD_KINDS, "contact", "submission"] as const;
export type ReportLeadKind = (typeof REPORT_LEAD_KINDS)[number];

/** The parts of a report the CSV export writes, one table each. */
export const REPORT_SECTIONS = ["weeks", "kinds", "sources", "listings", "agents"] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export const PERIOD_MESSAGES = {
  date: "Must be a date, e.g. 2026-11-21",
  order: "from must be on or before to",
  length: `The period can be at most ${MAX_REPORT_DAYS} days`,
  section: `section must be one of: ${REPORT_SECTIONS.join(", ")}`,
} as const;

const DAY_MS = 86_400_000;
const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_FORMAT.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const day = z.string().trim().refine(isCalendarDay, PERIOD_MESSAGES.date);

/** `GET /api/reports?from&to`: days in Africa/Kigali, both included; either may be left out. */
export const reportQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportCsvQuerySchema = reportQuerySchema.extend({
  section: z.enum(REPORT_SECTIONS, { error: PERIOD_MESSAGES.section }),
});

/** `day` moved by `days` calendar days. */
export function addDays(dayText: string, days: number): string {
  return new Date(Date.parse(`${dayText}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Today's date in Africa/Kigali. */
export function kigaliToday(now: Date = new Date()): string {
  const { year, month, day: date } = wallClockOf(now);
  return `${year}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
}

export type ReportPeriod = {
  from: string;
  to: string;
  /** The first instant of `from` in Africa/Kigali. */
  start: Date;
  /** The first instant of the day after `to`: the period is start ≤ t < end. */
  end: Date;
};

const kigaliMidnight = (dayText: string): Date => fromDateTimeLocal(`${dayText}T00:00`) as Date;

/**
 * The period a report covers: the days asked for, a missing end filled in (to: today; from: 30 days
 * before to), or the reason it cannot be reported on.
 */
export function resolvePeriod(query: ReportQuery, now: Date = new Date()): ReportPeriod | { error: string } {
  const to = query.to ?? kigaliToday(now);
  const from = query.from ?? addDays(to, 1 - DEFAULT_REPORT_DAYS);
  if (from > to) return { error: PERIOD_MESSAGES.order };
  if (daysIn(from, to) > MAX_REPORT_DAYS) return { error: PERIOD_MESSAGES.length };
  return { from, to, start: kigaliMidnight(from), end: kigaliMidnight(addDays(to, 1)) };
}

/** The days of a preset period ending today (Africa/Kigali): the last 7 or 30 days, or this quarter so far. */
export function presetPeriod(preset: ReportPreset, today: string): { from: string; to: string } {
  if (preset === "7d") return { from: addDays(today, -6), to: today };
  if (preset === "30d") return { from: addDays(today, 1 - DEFAULT_REPORT_DAYS), to: today };
  const [year, month] = today.split("-").map(Number) as [number, number];
  const quarterMonth = Math.floor((month - 1) / 3) * 3 + 1;
  return { from: `${year}-${String(quarterMonth).padStart(2, "0")}-01`, to: today };
}

/** The preset a period is, if it is one. */
export function presetOf(period: { from: string; to: string }, today: string): ReportPreset | null {
  return (
    REPORT_PRESETS.find((preset) => {
      const candidate = presetPeriod(preset, today);
      return candidate.from === period.from && candidate.to === period.to;
    }) ?? null
  );
}

/** The Monday starting the ISO week of a day. */
export function weekStart(dayText: string): string {
  const weekday = new Date(`${dayText}T00:00:00Z`).getUTCDay();
  return addDays(dayText, -((weekday + 6) % 7));
}

/** ISO 8601 week name of a day: `2026-W48` (the week's Thursday decides its year). */
export function isoWeek(dayText: string): string {
  const thursday = addDays(weekStart(dayText), 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor((daysIn(`${year}-01-01`, thursday) - 1) / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The Mondays of every ISO week the period touches, in order: the report's week rows, empty weeks included. */
export function weeksOf(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let monday = weekStart(from); monday <= to; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

const count = z.number().int().min(0);
/** Hours, one decimal; null when no lead in the group has had a response yet. */
const hours = z.number().min(0).nullable();

const viewingCounts = {
  /** Viewings booked during the period (when the booking was made). */
  viewingsBooked: count,
  /** Viewings due during the period that were held, missed by the visitor, or cancelled. */
  viewingsDone: count,
  viewingsNoShow: count,
  viewingsCancelled: count,
};

const responseTimes = {
  /** Leads of the period that staff have answered, and the hours they took. */
  responded: count,
  medianResponseHours: hours,
  averageResponseHours: hours,
};

export const reportSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), days: count }),
  totals: z.object({ leads: count, ...responseTimes, ...viewingCounts }),
  /** Every kind of lead, in REPORT_LEAD_KINDS order, with the hours its first response took. */
  byKind: z.array(z.object({ kind: z.enum(REPORT_LEAD_KINDS), leads: count, ...responseTimes })),
  /** Contact messages and submissions come from the website's forms. */
  bySource: z.array(z.object({ source: z.enum(LEAD_SOURCES), leads: count })),
  byListing: z.object({
    /** The listings with the most leads, most first. */
    top: z.array(z.object({ propertyId: z.string().nullable(), title: z.string(), leads: count })),
    /** Leads about the other listings. */
    other: count,
    /** Leads about no listing: general consultations, developments, contact messages and submissions. */
    none: count,
  }),
  /** Staff with leads or viewings in the period, most leads first; agentId null: the unassigned leads. */
  byAgent: z.array(
    z.object({ agentId: z.string().nullable(), name: z.string().nullable(), leads: count, ...responseTimes, ...viewingCounts }),
  ),
  /** Every ISO week the period touches, by its Monday (Africa/Kigali), empty weeks included. */
  byWeek: z.array(z.object({ week: z.string(), isoWeek: z.string(), leads: count, ...responseTimes, ...viewingCounts })),
});
export type Report = z.infer<typeof reportSchema>;

/** Hours from seconds, to one decimal; null stays null. */
export function toHours(seconds: number | null): number | null {
  return seconds === null ? null : Math.round(seconds / 360) / 10;
}
