import { z } from "zod";
import { PHONE_INVALID } from "./form-messages.ts";
import { parsePhone } from "./phone.ts";

/** Longer than any number written with spaces and brackets; longer text is not a number. */
const MAX_TYPED = 40;

function canonical(typed: string, ctx: z.RefinementCtx): string {
  if (!typed) return "";
  const phone = parsePhone(typed);
  if (phone) return phone;
  ctx.addIssue({ code: "custom", message: PHONE_INVALID });
  return z.NEVER;
}

/**
 * Every phone field, public and staff (src/domain/phone.ts says what is accepted): the number in
 * E.164, or an empty string for a blank one. Left out of a partial update, it stays left out.
 */
export function phoneField() {
  return z.string().trim().max(MAX_TYPED, PHONE_INVALID).transform(canonical);
}

/** A phone the visitor may leave out: missing, null and blank are all no phone (""). */
export function optionalPhoneField() {
  return phoneField()
    .nullish()
    .transform((phone) => phone ?? "");
}

/** A phone the form cannot do without (List With Us's contact phone): missing and blank get `requiredMessage`. */
export function requiredPhoneField(requiredMessage: string) {
  return z
    .string({ error: (issue) => (issue.input == null ? requiredMessage : undefined) })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .pipe(phoneField());
}
