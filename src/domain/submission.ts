import { z } from "zod";
import { apiRecordSchema } from "./api.ts";
import { textList } from "./blog.ts";
import { emailAddress, optionalText, requiredText } from "./contact.ts";
import { PROPERTY_STATUSES, SUBMISSION_STATUSES, SUBMISSION_TYPES } from "./enums.ts";
import { SUBMISSION_MESSAGES } from "./form-messages.ts";
import { formatNumber, parseAmount } from "./format.ts";
import { listingDetailsShape } from "./property.ts";
import { hasRooms, roomsFor } from "./property-kind.ts";
import { MAX_SUBMISSION_IMAGES, MIN_SUBMISSION_IMAGES, PHOTOS_FIELD, PHOTOS_NOT_READ_FIELD } from "./submission-limits.ts";
import { formLanguageSchema, writtenInSchema } from "./translations.ts";

export { MAX_SUBMISSION_IMAGES, MIN_SUBMISSION_IMAGES, PHOTOS_FIELD, PHOTOS_NOT_READ_FIELD };

/** Prices and areas: a number or text such as "RWF 45,000,000" / "120 sqm"; must come to more than 0. */
function amountInput(requiredMessage: string, max: number) {
  return z
    .union([z.number(), z.string().max(40)], { error: requiredMessage })
    .nullish()
    .transform((v) => parseAmount(v))
    .refine((v) => v > 0, requiredMessage)
    .refine((v) => v <= max, `Must be at most ${formatNumber(max)}`);
}

/** Bedrooms/bathrooms: blank means missing; other non-numeric text counts as 0, as the public form sends it. */
const roomsInput = z
  .union([z.number().int().min(0).max(1000), z.string().max(20)], { error: "Must be a whole number from 0 to 1000" })
  .nullish()
  .transform((v) => {
    if (typeof v === "number") return v;
    const text = v?.trim() ?? "";
    if (text === "") return undefined;
    return /^\d{1,4}$/.test(text) ? Math.min(Number(text), 1000) : 0;
  });

/** The fields typed into the List With Us form; its photos are counted by the form and uploaded one by one. */
const submissionFieldsShape = {
  title: requiredText(SUBMISSION_MESSAGES.titleRequired, 200),
  location: requiredText(SUBMISSION_MESSAGES.locationRequired, 200),
  description: requiredText(SUBMISSION_MESSAGES.descriptionRequired, 10_000),
  type: z
    .string({ error: SUBMISSION_MESSAGES.typeRequired })
    .trim()
    .toLowerCase()
    .pipe(z.enum(SUBMISSION_TYPES, { error: SUBMISSION_MESSAGES.typeRequired })),
  price: amountInput(SUBMISSION_MESSAGES.priceRequired, 1_000_000_000_000_000),
  bedrooms: roomsInput,
  bathrooms: roomsInput,
  area: amountInput(SUBMISSION_MESSAGES.areaRequired, 1_000_000_000),
  propertyStatus: z.enum(PROPERTY_STATUSES).default("now-selling"),
  contactName: requiredText(SUBMISSION_MESSAGES.contactNameRequired, 120),
  contactEmail: emailAddress(SUBMISSION_MESSAGES.contactEmailRequired, SUBMISSION_MESSAGES.contactEmailInvalid),
  contactPhone: requiredText(SUBMISSION_MESSAGES.contactPhoneRequired, 40),
  contactWhatsApp: optionalText(40),
};

/** Bedrooms and bathrooms are asked for every type but land. */
function requireRooms(v: { type: string; bedrooms?: number; bathrooms?: number }, ctx: z.RefinementCtx) {
  if (!hasRooms(v.type)) return;
  if (v.bedrooms === undefined)
    ctx.addIssue({ code: "custom", path: ["bedrooms"], message: SUBMISSION_MESSAGES.bedroomsRequired });
  if (v.bathrooms === undefined)
    ctx.addIssue({ code: "custom", path: ["bathrooms"], message: SUBMISSION_MESSAGES.bathroomsRequired });
}

/** The List With Us form's typed fields, checked as the visitor types, before any photo is uploaded. */
export const submissionFieldsSchema = z.strictObject(submissionFieldsShape).superRefine(requireRooms);
export type SubmissionFields = z.input<typeof submissionFieldsSchema>;

/** The List With Us form, with the URLs of the images uploaded one by one beforehand. */
export const submissionFormSchema = z
  .strictObject({
    ...submissionFieldsShape,
    language: formLanguageSchema,
    features: textList(30, 100),
    images: z
      .array(z.string().trim().max(2000), { error: SUBMISSION_MESSAGES.noImages })
      .nullish()
      .transform((v) => [...new Set((v ?? []).filter(Boolean))]),
  })
  .superRefine((v, ctx) => {
    requireRooms(v, ctx);
    const count = v.images.length;
    const problem =
      count === 0
        ? SUBMISSION_MESSAGES.noImages
        : count < MIN_SUBMISSION_IMAGES
          ? SUBMISSION_MESSAGES.tooFewImages
          : count > MAX_SUBMISSION_IMAGES
            ? SUBMISSION_MESSAGES.tooManyImages
            : undefined;
    if (problem) ctx.addIssue({ code: "custom", path: ["images"], message: problem });
  })
  .transform((v) => ({
    ...v,
    ...roomsFor(v.type, v.bedrooms ?? 0, v.bathrooms ?? 0),
    contactWhatsApp: v.contactWhatsApp || null,
  }));
export type SubmissionForm = z.input<typeof submissionFormSchema>;
export type SubmissionInput = z.output<typeof submissionFormSchema>;

export const REVIEW_DECISIONS = ["approved", "rejected"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** PATCH /api/submissions/{id}/status. Without adminNotes the earlier notes are kept. */
export const submissionReviewSchema = z.strictObject({
  status: z.enum(REVIEW_DECISIONS, { error: "Status must be approved or rejected" }),
  adminNotes: z.string().trim().max(5000, "Admin notes must be at most 5000 characters").nullish(),
});
export type SubmissionReview = z.output<typeof submissionReviewSchema>;

/** A submission as the API returns it. */
export const submissionSchema = apiRecordSchema({
  ...listingDetailsShape,
  type: z.enum(SUBMISSION_TYPES),
  features: z.array(z.string()),
  propertyStatus: z.enum(PROPERTY_STATUSES),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  contactWhatsApp: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  adminNotes: z.string(),
  propertyId: z.string().nullable(),
  language: writtenInSchema,
});
export type Submission = z.infer<typeof submissionSchema>;
