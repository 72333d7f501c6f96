import { z } from "zod";
import { EMAIL_SHAPE } from "./contact.ts";
import { CONSENT_REQUIRED, INVALID_EMAIL } from "./form-messages.ts";
import { formLanguageSchema, writtenInSchema } from "./translations.ts";

/**
 * The footer box: one address, and the visitor's explicit consent (Law 058/2021). Missing, blank and
 * malformed addresses all get the same visitor-facing message.
 */
export const newsletterFormSchema = z.strictObject({
  email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .max(254, INVALID_EMAIL)
    .regex(EMAIL_SHAPE, INVALID_EMAIL)
    .transform((v) => v.toLowerCase()),
  consent: z.preprocess(
    (value) => value === true || value === "true" || value === "on",
    z.literal(true, { error: CONSENT_REQUIRED }),
  ),
  language: formLanguageSchema,
});
export type NewsletterForm = z.input<typeof newsletterFormSchema>;

export const subscriptionSchema = z.object({ subscribed: z.literal(true), email: z.string() });

export const subscriberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  language: writtenInSchema,
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
