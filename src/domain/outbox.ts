import { z } from "zod";

export const outboxEmailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** Headers of its own, e.g. an alert's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers: z.record(z.string(), z.string()),
  status: z.enum(["pending", "sent", "failed", "kept"]),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const OUTBOX_CHANNELS = ["email", "sms"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * An email or SMS as the back office lists it for a resend: whom it was for, what it was, and why
 * it failed; not its text. `lead` is the lead, message or submission it is about, with the page
 * that opens it.
 */
export const outboxMessageSchema = z.object({
  _id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  /** An email address, or the phone number of an SMS (E.164). */
  to: z.string(),
  subject: z.string(),
  status: z.enum(["pending", "sent", "failed", "kept"]),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  lead: z.object({ type: z.enum(["consultation", "contact", "submission"]), id: z.string(), href: z.string() }).nullable(),
});

export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** How many failed messages the reader may resend, and the latest of them. */
export const failedMessagesSchema = z.object({ total: z.number().int(), messages: z.array(outboxMessageSchema) });

export type FailedMessages = z.infer<typeof failedMessagesSchema>;

/** The most failed messages listed at once, newest first. */
export const FAILED_MESSAGES_LIMIT = 50;
