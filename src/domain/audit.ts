import { z } from "zod";
import { idSchema } from "./ids.ts";

/** What the audit log names the records it follows (migration 0015), for the filter of its page. */
export const AUDIT_ENTITY_TYPES = [
  "property",
  "development",
  "blog",
  "testimonial",
  "consultation",
  "contact",
  "submission",
  "person",
  "viewing",
  "viewing-hours",
  "viewing-exception",
  "newsletter-subscriber",
  "saved-search",
  "outbox-message",
  "settings",
  "user",
  "zone",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ACTIONS = ["create", "update", "delete"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 50;

/** What erasure and retention put in place of a person's name (and of their values in the audit log). */
export const ERASED = "erased";

/** A day (2026-03-01) or a moment (ISO 8601); a day as `to` takes the whole day. */
const dayOrMoment = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: "Use a date such as 2026-03-01" });

/** GET /api/audit: every filter optional. */
export const auditQuerySchema = z.object({
  actor: idSchema.optional(),
  entityType: z.enum(AUDIT_ENTITY_TYPES, { error: "Unknown record type" }).optional(),
  entityId: z.string().trim().min(1).max(100).optional(),
  from: dayOrMoment.optional(),
  to: dayOrMoment.optional(),
  page: z.coerce.number({ error: "Page must be a number" }).int().min(1).max(100_000).default(1),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** One write: who, when, which record, and the values it changed (a whole record when created or deleted). */
export const auditEntrySchema = z.object({
  _id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** One field of an entry as its page shows it: the value before and after ("absent" on a create or delete). */
export type AuditChange = { field: string; before: unknown; after: unknown; changed: boolean };

/** The fields of an entry in a stable order; on an update every field listed changed. */
export function auditChanges(entry: Pick<AuditEntry, "before" | "after">): AuditChange[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].sort();
  return fields.map((field) => {
    const before = entry.before?.[field];
    const after = entry.after?.[field];
    return { field, before, after, changed: JSON.stringify(before) !== JSON.stringify(after) };
  });
}
