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
