import { z } from "zod";

/** A message per form field, by the field's name (its top-level key in the body). */
export type FieldErrors = Record<string, string>;

/** Every error reply of the API; validation errors add each bad field's message. */
export const errorSchema = z.object({ error: z.string(), fields: z.record(z.string(), z.string()).optional() });

/** The first message for each top-level field; problems of the whole form (no path) are left out. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === "string" && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** A stored record as the API returns it: its id, its own fields, and when it was created and last changed. */
export function apiRecordSchema<Fields extends z.ZodRawShape>(fields: Fields) {
  return z.object({ _id: z.string(), ...fields, createdAt: z.string(), updatedAt: z.string() });
}

/** A CSV file reply, documented as the `text/csv` it is sent as (a bare schema would say JSON). */
export const csvFileResponse = (description: string) => ({ description, content: { "text/csv": { schema: z.string() } } });

/** The reply of an image upload. */
export const uploadedSchema = z.object({ url: z.string() });
