import { z } from "zod";
import { apiRecordSchema } from "./api.ts";
import { CONTACT_STATUSES } from "./enums.ts";
import { CONTACT_MESSAGES, EMAIL_REQUIRED, INVALID_EMAIL, MESSAGE_REQUIRED, NAME_REQUIRED } from "./form-messages.ts";
import { idSchema } from "./ids.ts";
import { leadOriginReplyShape, leadOriginShape } from "./lead-origin.ts";
import { MAX_NOTE_LENGTH, newNoteSchema } from "./notes.ts";
import { optionalPhoneField } from "./phone-field.ts";
import { formLanguageSchema, writtenInSchema } from "./translations.ts";

/** The simple `name@host.tld` shape the public forms check. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required text field: missing, null and blank all give the same visitor-facing message. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input == null ? message : undefined) })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, `Must be at most ${max} characters`);
}

/** Optional free text; missing or null is stored as an empty string. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? "");
}

export function emailAddress(requiredMessage: string, invalidMessage: string = INVALID_EMAIL) {
  return z
    .string({ error: (issue) => (issue.input == null ? requiredMessage : undefined) })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(254, invalidMessage)
    .regex(EMAIL_SHAPE, invalidMessage);
}

/** The public contact form. */
export const contactFormSchema = z.strictObject({
  name: requiredText(NAME_REQUIRED, 120),
  email: emailAddress(EMAIL_REQUIRED),
  phone: optionalPhoneField(),
  subject: requiredText(CONTACT_MESSAGES.subjectRequired, 200),
  message: requiredText(MESSAGE_REQUIRED, 5000),
  language: formLanguageSchema,
  ...leadOriginShape,
});
export type ContactForm = z.input<typeof contactFormSchema>;
export type ContactInput = z.output<typeof contactFormSchema>;

/** The back office's Add Internal Note form on a contact message. */
export const contactNoteFormSchema = z.strictObject({ notes: requiredText(CONTACT_MESSAGES.noteRequired, MAX_NOTE_LENGTH) });

/** Staff changes: a status, and/or a new note appended to the earlier ones. */
export const contactUpdateSchema = z
  .strictObject({
    status: z.enum(CONTACT_STATUSES).optional(),
    notes: newNoteSchema(CONTACT_MESSAGES.noteRequired),
    /** The staff member to assign the message to (an active user); null leaves it unassigned. */
    assigneeId: idSchema.nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined || v.assigneeId !== undefined, CONTACT_MESSAGES.nothingToUpdate);
export type ContactUpdate = z.output<typeof contactUpdateSchema>;

/** A contact message as the API returns it. */
export const contactSchema = apiRecordSchema({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  notes: z.string(),
  language: writtenInSchema,
  ...leadOriginReplyShape,
  /** The staff member the message is assigned to. */
  assigneeId: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

/** What the contact form gets back (POST /api/contacts): what the visitor sent and its reference, nothing staff add. */
export const publicContactSchema = contactSchema.pick({
  _id: true,
  name: true,
  email: true,
  phone: true,
  subject: true,
  message: true,
  createdAt: true,
});
export type PublicContact = z.infer<typeof publicContactSchema>;
