import { z } from "zod";
import { apiRecordSchema } from "./api.ts";
import { LEAD_KINDS, LEAD_SOURCES } from "./enums.ts";
import { idSchema } from "./ids.ts";
import { fromDateTimeLocal } from "./time.ts";

/** Someone who wrote to the agency, as the API shows them; `records` counts what the reader may see of theirs. */
export const personSchema = apiRecordSchema({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  records: z.number().int(),
  erasedAt: z.string().nullable().describe("When the person's personal data was erased on request (ISO); null while it is kept"),
});
export type Person = z.infer<typeof personSchema>;

export const PEOPLE_PAGE_SIZE = 20;

/** GET /api/people: words of the name, email or phone, and the page. */
export const peopleQuerySchema = z.strictObject({
  q: z.string().trim().max(200, "must be at most 200 characters").optional(),
  page: z.coerce.number().int().min(1, "must be at least 1").max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1, "must be at least 1").max(100, "must be at most 100").default(PEOPLE_PAGE_SIZE),
});
export type PeopleQuery = z.output<typeof peopleQuerySchema>;

/** POST /api/people/:id/merge: the duplicate whose records move to this person. */
export const mergePeopleSchema = z.strictObject({ otherId: idSchema });

const at = z.string().describe("When it happened (ISO)");

/** One thing on a person's timeline: what they sent (lead, message, submission, viewing) or a note staff wrote on it. */
export const timelineEntrySchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("lead"),
    id: z.string(),
    at,
    kind: z.enum(LEAD_KINDS),
    status: z.string(),
    message: z.string(),
    listingTitle: z.string().nullable(),
    propertyId: z.string().nullable(),
    source: z.enum(LEAD_SOURCES),
    sourcePage: z.string().nullable(),
  }),
  z.object({ type: z.literal("contact"), id: z.string(), at, status: z.string(), subject: z.string(), message: z.string() }),
  z.object({ type: z.literal("submission"), id: z.string(), at, status: z.string(), title: z.string(), location: z.string() }),
  z.object({
    type: z.literal("viewing"),
    id: z.string(),
    at,
    consultationId: z.string(),
    startsAt: z.string(),
    status: z.string(),
    feedback: z.string(),
  }),
  z.object({
    type: z.literal("note"),
    id: z.string().describe("The record the note is on"),
    at,
    on: z.enum(["lead", "contact", "submission"]),
    text: z.string(),
  }),
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** A person with everything they sent and every note on it, oldest first. */
export const personTimelineSchema = z.object({ person: personSchema, timeline: z.array(timelineEntrySchema) });
export type PersonTimeline = z.infer<typeof personTimelineSchema>;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** A stamped note as domain/notes.ts appends it: `[21 Nov 2026, 14:05] text`, at the start of a line. */
const STAMP = /^\[(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}), (\d{2}):(\d{2})\] /gm;

/**
 * The notes of a record one by one with the time they were stamped (in the agency's timezone);
 * text before the first stamp (notes written before stamps existed) gets `fallback`, the record's time.
 */
export function splitNotes(notes: string, fallback: Date, timeZone: string): { at: Date; text: string }[] {
  const entries: { at: Date; text: string }[] = [];
  const stamps = [...notes.matchAll(STAMP)];
  const leading = notes.slice(0, stamps[0]?.index ?? notes.length).trim();
  if (leading) entries.push({ at: fallback, text: leading });
  stamps.forEach((match, i) => {
    const [whole, day, month, year, hour, minute] = match as unknown as [string, string, string, string, string, string];
    const local = `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, "0")}-${day.padStart(2, "0")}T${hour}:${minute}`;
    const end = stamps[i + 1]?.index ?? notes.length;
    const text = notes.slice(match.index + whole.length, end).trim();
    if (text) entries.push({ at: fromDateTimeLocal(local, timeZone) ?? fallback, text });
  });
  return entries;
}
