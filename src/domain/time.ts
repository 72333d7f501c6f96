const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;

export const TIMEZONE = "Africa/Kigali";

/** Public cards: under 24 hours 'Nh ago', under 168 hours 'Nd ago', otherwise weeks. */
export function postedAgo(date: Date | string, now: Date = new Date()): string {
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(date).getTime()) / HOUR));
  if (hours < 24) return `${hours}h ago`;
  if (hours < 168) return `${Math.floor(hours / 24)}d ago`;
  const weeks = Math.floor(hours / 168);
  return `${weeks} week${weeks === 1 ? "" : "s"} ago`;
}

/** Back office: 'Just now', then minutes, hours, days up to 30 days, then the local date. */
export function relativeTime(date: Date | string, now: Date = new Date(), timeZone = TIMEZONE): string {
  const then = new Date(date);
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return "Just now";
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), "hour");
  const days = Math.floor(elapsed / DAY);
  if (days <= 30) return plural(days, "day");
  return formatDate(then, timeZone);
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

const shortDate = perTimeZone(
  (timeZone) => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone }),
);
const longDate = perTimeZone(
  (timeZone) => new Intl.DateTimeFormat("en-US", { day: "numeric", month: "long", year: "numeric", timeZone }),
);
const dateTime = perTimeZone(
  (timeZone) =>
    new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    }),
);

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
