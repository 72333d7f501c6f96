import { z } from "zod";
import { fromDateTimeLocal } from "./time.ts";

/**
 * A form's date and time typed in the agency's timezone (a `datetime-local` field), read as the
 * instant it names; empty or malformed gets `required`. Kept out of time.ts so the public pages
 * that format dates do not load zod.
 */
export const kigaliDateTimeField = (required: string) =>
  z.string({ error: required }).transform((value, ctx) => {
    const when = fromDateTimeLocal(value.trim());
    if (when) return when;
    ctx.addIssue({ code: "custom", message: required });
    return z.NEVER;
  });
