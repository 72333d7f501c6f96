const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;

export const TIMEZONE = "Africa/Kigali";

export type Elapsed =
  | { unit: "now" }
  | { unit: "minutes" | "hours" | "days" | "weeks"; count: number }
  | { unit: "date"; date: Date };

/** Public cards: under 24 hours in hours, under 168 hours in days, otherwise in weeks. */
export function postedElapsed(date: Date | string, now: Date = new Date()): Elapsed {
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(date).getTime()) / HOUR));
  if (hours < 24) return { unit: "hours", count: hours };
  if (hours < 168) return { unit: "days", count: Math.floor(hours / 24) };
  return { unit: "weeks", count: Math.floor(hours / 168) };
}

/** Back office: under a minute 'now', then minutes, hours, days up to 30 days, then the date. */
export function activityElapsed(date: Date | string, now: Date = new Date()): Elapsed {
  const then = new Date(date);
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return { unit: "now" };
  if (elapsed < HOUR) return { unit: "minutes", count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: "hours", count: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days <= 30) return { unit: "days", count: days };
  return { unit: "date", date: then };
}

/** A formatter per timezone, made once: building one is far slower than formatting with it. */
function perTimeZone(make: (timeZone: string) => Intl.DateTimeFormat): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = made.get(timeZone);
    if (!format) {
      format = make(timeZone);
      made.set(timeZone, format);
    }
    return format;
  };
}

/** '21 Nov 2026' and '14:05' in en-GB, the parts of the agency's dates and times. */
const SHORT_DATE = { day: "numeric", month: "short", year: "numeric" } as const;
const HOURS_MINUTES = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

const shortDate = perTimeZone((timeZone) => new Intl.DateTimeFormat("en-GB", { ...SHORT_DATE, timeZone }));
const longDate = perTimeZone(
  (timeZone) => new Intl.DateTimeFormat("en-US", { day: "numeric", month: "long", year: "numeric", timeZone }),
);
const dateTime = perTimeZone((timeZone) => new Intl.DateTimeFormat("en-GB", { ...SHORT_DATE, ...HOURS_MINUTES, timeZone }));

/** '21 Nov 2026' in the agency's timezone. */
export function formatDate(date: Date | string, timeZone = TIMEZONE): string {
  return shortDate(timeZone).format(new Date(date));
}

/** 'November 21, 2026' for article pages. */
export function formatLongDate(date: Date | string, timeZone = TIMEZONE): string {
  return longDate(timeZone).format(new Date(date));
}

/** '21 Nov 2026, 14:05' in the agency's timezone. */
export function formatDateTime(date: Date | string, timeZone = TIMEZONE): string {
  return dateTime(timeZone).format(new Date(date));
}

const timeOfDay = perTimeZone((timeZone) => new Intl.DateTimeFormat("en-GB", { ...HOURS_MINUTES, second: "2-digit", timeZone }));

/** '14:05:33' in the agency's timezone ('Last updated' of the back-office lists). */
export function formatClock(date: Date | string | number, timeZone = TIMEZONE): string {
  return timeOfDay(timeZone).format(new Date(date));
}

const wallClock = perTimeZone(
  (timeZone) =>
    new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
      timeZone,
    }),
);

/** The instant's wall-clock time in `timeZone`, written as if it were UTC (milliseconds dropped). */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallClock(timeZone).formatToParts(new Date(instant))) parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

/** An instant's calendar date and time of day in `timeZone` (month 1–12), for the locales' date formats. */
export function wallClockOf(date: Date | string, timeZone = TIMEZONE): WallClock {
  const wall = new Date(wallClockAsUtc(new Date(date).getTime(), timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * An instant as the value of `<input type="datetime-local">`, in the agency's timezone
 * ('2026-11-21T09:30'), whatever the browser's own zone. Empty for no date or an invalid one.
 */
export function toDateTimeLocal(date: Date | string | null | undefined, timeZone = TIMEZONE): string {
  if (date === null || date === undefined || date === "") return "";
  const instant = new Date(date).getTime();
  if (Number.isNaN(instant)) return "";
  const wall = new Date(wallClockAsUtc(instant, timeZone));
  return `${wall.getUTCFullYear()}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}T${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}`;
}

/**
 * A `datetime-local` value read as wall-clock time in the agency's timezone. Null when empty or
 * not a real date-time ('2026-02-30T10:00').
 */
export function fromDateTimeLocal(value: string, timeZone = TIMEZONE): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (toDateTimeLocal(new Date(wall), "UTC").slice(0, 16) !== value.trim().slice(0, 16)) return null;
  // The zone's offset at that moment, taken twice so a daylight-saving change in between is respected.
  let instant = wall - (wallClockAsUtc(wall, timeZone) - wall);
  instant = wall - (wallClockAsUtc(instant, timeZone) - instant);
  return new Date(instant);
}
