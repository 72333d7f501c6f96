import { TIMEZONE } from "../../../../domain/time.ts";

/**
 * The calendar draws dates in the browser's own timezone; viewings happen in Kigali. A "wall" date
 * is a Date whose local fields (day, hour, minute) are the Kigali ones, so the grid shows Kigali
 * time whatever timezone the reader's device is in.
 */
const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: TIMEZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

export function toWall(instant: Date | string): Date {
  const fields = Object.fromEntries(
    parts.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return new Date(fields.year ?? 0, (fields.month ?? 1) - 1, fields.day ?? 1, fields.hour ?? 0, fields.minute ?? 0);
}

/** The instant a wall date stands for (the inverse of toWall). */
export function fromWall(wall: Date): Date {
  // Kigali keeps one offset all year: the difference at this instant is the difference everywhere.
  const guess = new Date(wall.getTime());
  const drift = toWall(guess).getTime() - guess.getTime();
  return new Date(wall.getTime() - drift);
}

/** The instants to ask the API for so the view around `wall` (its whole week, Monday first) is covered. */
export function weekRange(wall: Date): { from: Date; to: Date } {
  const start = new Date(wall.getFullYear(), wall.getMonth(), wall.getDate() - ((wall.getDay() + 6) % 7));
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 7);
  return { from: fromWall(start), to: fromWall(end) };
}
