import { z } from "zod";
import {
  CONSULTATION_PRIORITIES,
  CONSULTATION_STATUSES,
  CONTACT_STATUSES,
  LEAD_KINDS,
  LEAD_SOURCES,
  SUBMISSION_STATUSES,
} from "./enums.ts";
import { idSchema } from "./ids.ts";

/**
 * The back office's lead lists (consultations, contact messages, submissions) on the server: search,
 * filters, sort and paging, the same in the API's query and in the page's address. Without `page`
 * or `pageSize` a list answers every match, as the specification reads it.
 */

/** The most rows one page holds. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** Blank values (an emptied filter) mean no filter. */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const wholeNumber = (min: number, max: number) =>
  optional(
    z
      .union([z.number(), z.string().regex(/^\s*\d{1,9}\s*$/, `must be a whole number of at least ${min}`)])
      .transform(Number)
      .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`)),
  );

/** A calendar day in Africa/Kigali, `2026-11-21`. */
const day = optional(z.iso.date({ error: "must be a date, e.g. 2026-11-21" }));

/** Whose leads: the signed-in staff member's (`me`), nobody's (`none`) or one staff member's id. */
export const assigneeFilterSchema = optional(z.union([z.enum(["me", "none"]), idSchema])).describe(
  "me (the signed-in staff member's leads), none (unassigned) or a staff member's id",
);
export type AssigneeFilter = "me" | "none" | (string & {});

/** The sorts every lead list offers; consultations add priority and follow-up date. */
export const LEAD_SORTS = ["newest", "oldest", "updated", "name"] as const;
export const CONSULTATION_SORTS = [...LEAD_SORTS, "priority", "follow-up"] as const;
export type LeadSort = (typeof CONSULTATION_SORTS)[number];

const common = {
  page: wholeNumber(1, 1_000_000).describe("Page number from 1; with pageSize, answers one page"),
  pageSize: wholeNumber(1, MAX_PAGE_SIZE).describe(`Rows per page (default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE})`),
  q: optional(z.string().trim().max(200)).describe("Words in the name, email, phone or message (case-insensitive)"),
  assignee: assigneeFilterSchema,
  from: day.describe("Created on or after this day (Africa/Kigali)"),
  to: day.describe("Created on or before this day (Africa/Kigali)"),
};

export const consultationQuerySchema = z.strictObject({
  ...common,
  status: optional(z.enum(CONSULTATION_STATUSES)),
  priority: optional(z.enum(CONSULTATION_PRIORITIES)),
  kind: optional(z.enum(LEAD_KINDS)),
  source: optional(z.enum(LEAD_SOURCES)),
  sort: optional(z.enum(CONSULTATION_SORTS)).describe("newest (default), oldest, updated, name, priority or follow-up"),
});
export type ConsultationQuery = z.output<typeof consultationQuerySchema>;

export const contactQuerySchema = z.strictObject({
  ...common,
  status: optional(z.enum(CONTACT_STATUSES)),
  sort: optional(z.enum(LEAD_SORTS)).describe("newest (default), oldest, updated or name"),
});
export type ContactQuery = z.output<typeof contactQuerySchema>;

export const submissionQuerySchema = z.strictObject({
  ...common,
  status: optional(z.enum(SUBMISSION_STATUSES)),
  sort: optional(z.enum(LEAD_SORTS)).describe("newest (default), oldest, updated or name"),
});
export type SubmissionQuery = z.output<typeof submissionQuerySchema>;

export type LeadQuery = ConsultationQuery | ContactQuery | SubmissionQuery;

/** Whether the query asks for one page rather than every match. */
export function isPaged(query: Pick<LeadQuery, "page" | "pageSize">): boolean {
  return query.page !== undefined || query.pageSize !== undefined;
}

/** The counts behind the stat cards, over the current filter. */
export const leadStatsSchema = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({
    /** Matches of the whole filter. */
    total: z.number().int(),
    /** Matches of the filter by status, the status filter itself left out (each card counts its status). */
    byStatus: z.record(z.enum(statuses), z.number().int()),
    /** Matches created in the last 24 hours and the last 7 days. */
    today: z.number().int(),
    week: z.number().int(),
  });

/** The back-office page that opens one lead, for links in notifications and emails. */
export function leadHref(kind: "consultation" | "contact" | "submission", id: string): string {
  const page = kind === "consultation" ? "consultations" : kind === "contact" ? "contacts" : "submissions";
  return `/admin/${page}?open=${encodeURIComponent(id)}`;
}
