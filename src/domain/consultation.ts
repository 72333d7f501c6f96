import { z } from "zod";
import { apiRecordSchema } from "./api.ts";
import { emailAddress, optionalText, requiredText } from "./contact.ts";
import { kigaliDateTimeField } from "./date-time-field.ts";
import {
  CONSULTATION_PRIORITIES,
  CONSULTATION_STATUSES,
  type ConsultationStatus,
  LEAD_KINDS,
  LEAD_SOURCES,
  type LeadKind,
} from "./enums.ts";
import { CONSULTATION_MESSAGES, MESSAGE_REQUIRED, NAME_REQUIRED } from "./form-messages.ts";
import { idSchema } from "./ids.ts";
import { leadOriginReplyShape, leadOriginShape } from "./lead-origin.ts";
import { MAX_NOTE_LENGTH, newNoteSchema } from "./notes.ts";
import { optionalPhoneField } from "./phone-field.ts";
import { formLanguageSchema, writtenInSchema } from "./translations.ts";

/** Inquiries, viewing requests and consultation requests: every lead from the public site. */
export const leadFormSchema = z
  .strictObject({
    kind: z.enum(LEAD_KINDS).default("consultation"),
    name: requiredText(NAME_REQUIRED, 120),
    email: emailAddress(CONSULTATION_MESSAGES.emailRequired),
    phone: optionalPhoneField(),
    message: requiredText(MESSAGE_REQUIRED, 5000),
    propertyType: optionalText(60),
    propertyId: idSchema.nullish(),
    developmentId: idSchema.nullish(),
    language: formLanguageSchema,
    ...leadOriginShape,
  })
  .refine((v) => !(v.propertyId && v.developmentId), CONSULTATION_MESSAGES.oneListing);
export type LeadForm = z.input<typeof leadFormSchema>;
export type LeadInput = z.output<typeof leadFormSchema>;

/** ISO date-time with a zone (`…Z` or `…+02:00`), as the browser sends a chosen local date-time. */
const isoInstant = z.iso.datetime({ offset: true, error: "Must be an ISO date-time, e.g. 2026-11-21T14:05:00Z" });

/** A partial staff update; `notes` is the new note only, appended by the server with a timestamp. */
export const consultationUpdateSchema = z
  .strictObject({
    status: z.enum(CONSULTATION_STATUSES).optional(),
    priority: z.enum(CONSULTATION_PRIORITIES).optional(),
    /** The staff member to assign the lead to (an active user); null leaves it unassigned. */
    assigneeId: idSchema.nullable().optional(),
    followUpDate: z
      .string({ error: (issue) => (issue.input === null ? CONSULTATION_MESSAGES.followUpRequired : undefined) })
      .trim()
      .min(1, { error: CONSULTATION_MESSAGES.followUpRequired, abort: true })
      .pipe(isoInstant)
      .transform((v) => new Date(v))
      .optional(),
    notes: newNoteSchema(CONSULTATION_MESSAGES.noteRequired),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), CONSULTATION_MESSAGES.nothingToUpdate)
  .superRefine((v, ctx) => {
    // A follow-up is scheduled with a note saying what to follow up on (spec §5).
    if (v.followUpDate && v.notes === undefined)
      ctx.addIssue({ code: "custom", path: ["notes"], message: CONSULTATION_MESSAGES.noteRequired });
  });
export type ConsultationUpdate = z.output<typeof consultationUpdateSchema>;

/** A follow-up chosen "now" in a minute-precision picker arrives up to a minute old. */
export const FOLLOW_UP_GRACE_MS = 2 * 60 * 1000;

export function isFollowUpInFuture(date: Date, now: Date): boolean {
  return date.getTime() >= now.getTime() - FOLLOW_UP_GRACE_MS;
}

/** The back office's Add Note form: the new note only (the server stamps and appends it). */
export const consultationNoteFormSchema = z.strictObject({
  notes: requiredText(CONSULTATION_MESSAGES.noteRequired, MAX_NOTE_LENGTH),
});

/**
 * The back office's Schedule Follow-up form (spec §5): a date-time typed in the agency's timezone,
 * now or later, and the note saying what to follow up on, both required. The date comes out as the
 * instant the API is sent.
 */
export const followUpFormSchema = z.strictObject({
  followUpDate: kigaliDateTimeField(CONSULTATION_MESSAGES.followUpRequired).refine(
    (when) => isFollowUpInFuture(when, new Date()),
    CONSULTATION_MESSAGES.followUpPast,
  ),
  notes: requiredText(CONSULTATION_MESSAGES.noteRequired, MAX_NOTE_LENGTH),
});

/** A staff member chosen in the back office's assignee select: their id, or "" for nobody. */
export const assigneeChoiceSchema = z.union([idSchema, z.literal("")]).transform((id) => id || null);

/** The back office's Priority and Assignment form. */
export const assignmentFormSchema = z.strictObject({
  priority: z.enum(CONSULTATION_PRIORITIES),
  assigneeId: assigneeChoiceSchema,
});

/** Activity labels of the back office, by the status a consultation moved to. */
export function consultationActivityLabel(status: ConsultationStatus | null): string {
  switch (status) {
    case "new":
      return "New consultation request";
    case "in-progress":
      return "Consultation in progress";
    case "contacted":
      return "Client contacted";
    case "archived":
      return "Consultation archived";
    default:
      return "Consultation updated";
  }
}

/** Notification title for each kind of lead. */
export const LEAD_TITLES: Record<LeadKind, string> = {
  inquiry: "New property inquiry",
  viewing: "New viewing request",
  consultation: "New consultation request",
};

/** A consultation as the API returns it. */
export const consultationSchema = apiRecordSchema({
  kind: z.enum(LEAD_KINDS),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  propertyType: z.string(),
  message: z.string(),
  status: z.enum(CONSULTATION_STATUSES),
  priority: z.enum(CONSULTATION_PRIORITIES),
  assignedTo: z.string(),
  /** The staff member the lead is assigned to; assignedTo is their name. */
  assigneeId: z.string().nullable(),
  followUpDate: z.string().nullable(),
  notes: z.string(),
  propertyId: z.string().nullable(),
  developmentId: z.string().nullable(),
  listingTitle: z.string().nullable(),
  language: writtenInSchema,
  /** Where it came from: the website (with the page, referrer and UTM of the visit) or a source staff entered it from. */
  source: z.enum(LEAD_SOURCES),
  ...leadOriginReplyShape,
  /** The staff member who entered it by hand; null for website leads. */
  createdBy: z.string().nullable(),
});
export type Consultation = z.infer<typeof consultationSchema>;

/**
 * What a visitor's lead form gets back (POST /api/consultations): what they sent and its reference
 * (`_id`), nothing staff add or see (status, priority, assignee, person, notes, origin).
 */
export const publicLeadSchema = consultationSchema.pick({
  _id: true,
  kind: true,
  name: true,
  email: true,
  phone: true,
  propertyType: true,
  message: true,
  propertyId: true,
  developmentId: true,
  createdAt: true,
});
export type PublicLead = z.infer<typeof publicLeadSchema>;
