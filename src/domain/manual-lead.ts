import { z } from "zod";
import { EMAIL_SHAPE, optionalText, requiredText } from "./contact.ts";
import { LEAD_SOURCES, type LeadSource } from "./enums.ts";
import { INVALID_EMAIL, NAME_REQUIRED } from "./form-messages.ts";
import { idSchema } from "./ids.ts";
import { optionalPhoneField } from "./phone-field.ts";

/** Where a lead staff enter by hand came from: every source but the website, which records itself. */
export const MANUAL_LEAD_SOURCES = LEAD_SOURCES.filter((source) => source !== "website") as Exclude<LeadSource, "website">[];

export const MANUAL_LEAD_MESSAGES = {
  sourceRequired: "Choose where the lead came from",
  reachRequired: "Enter a phone number or an email address",
} as const;

/**
 * POST /api/consultations/manual and the back office's Add lead dialog: a lead from a phone call,
 * a walk-in, WhatsApp, a referral, a portal or elsewhere, with the listing it concerns. A phone or
 * an email is needed to reach the person (and to find them again).
 */
export const manualLeadSchema = z
  .strictObject({
    source: z.enum(MANUAL_LEAD_SOURCES as [Exclude<LeadSource, "website">, ...Exclude<LeadSource, "website">[]], {
      error: MANUAL_LEAD_MESSAGES.sourceRequired,
    }),
    name: requiredText(NAME_REQUIRED, 120),
    phone: optionalPhoneField(),
    // Optional, so blank is allowed; the form kit reads a blank field as missing.
    email: z
      .string()
      .trim()
      .max(254, INVALID_EMAIL)
      .refine((v) => v === "" || EMAIL_SHAPE.test(v), INVALID_EMAIL)
      .nullish()
      .transform((v) => v ?? ""),
    message: optionalText(5000),
    propertyId: z
      .union([idSchema, z.literal("")])
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (!v.phone && !v.email) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: MANUAL_LEAD_MESSAGES.reachRequired });
    }
  });
export type ManualLeadForm = z.input<typeof manualLeadSchema>;
export type ManualLead = z.output<typeof manualLeadSchema>;
