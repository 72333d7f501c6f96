/** Internal notes on leads: each new note is stamped and appended, never overwriting earlier ones. */

import { z } from "zod";

export const DEFAULT_TIMEZONE = "Africa/Kigali";
export const MAX_NOTE_LENGTH = 5000;

/** A new note in a staff update: optional, but not blank when sent. */
export const newNoteSchema = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(MAX_NOTE_LENGTH, `A note must be at most ${MAX_NOTE_LENGTH} characters`)
    .optional();

/** Fixed names: locale data varies between runtimes (en-GB writes "Sept" on some). */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    day: "numeric",
    month: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  };
  try {
    return new Intl.DateTimeFormat("en-GB", { ...options, timeZone });
  } catch {
    // The timezone setting is free text; a bad value must not stop staff from adding notes.
    return new Intl.DateTimeFormat("en-GB", { ...options, timeZone: DEFAULT_TIMEZONE });
  }
}

/** `21 Nov 2026, 14:05` in the given timezone. */
export function formatNoteStamp(at: Date, timeZone: string = DEFAULT_TIMEZONE): string {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${Number(parts.day)} ${MONTHS[Number(parts.month) - 1]} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

/** The notes after adding one: `[stamp] text`, separated from earlier notes by a blank line. */
export function appendNote(existing: string, note: string, at: Date, timeZone: string = DEFAULT_TIMEZONE): string {
  const entry = `[${formatNoteStamp(at, timeZone)}] ${note.trim()}`;
  const before = existing.trimEnd();
  return before ? `${before}\n\n${entry}` : entry;
}
