import { z } from "zod";
import { apiRecordSchema } from "./api.ts";
import { textList } from "./blog.ts";
import { emailAddress, requiredText } from "./contact.ts";
import { FURNISHINGS, PROPERTY_STATUSES, SUBMISSION_STATUSES, SUBMISSION_TYPES } from "./enums.ts";
import { SUBMISSION_MESSAGES, yearBuiltMessage } from "./form-messages.ts";
import { formatNumber, parseAmount } from "./format.ts";
import { leadOriginReplyShape, leadOriginShape } from "./lead-origin.ts";
import { isUpi, normalizeUpi, UPI_INVALID } from "./parcel.ts";
import { optionalPhoneField, requiredPhoneField } from "./phone-field.ts";
import { DISTRICTS, sectorsOf } from "./places.ts";
import { listingDetailsShape } from "./property.ts";
import { hasRooms, roomsFor } from "./property-kind.ts";
import { submissionFactsFor } from "./submission-facts.ts";
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

/** Blank (or missing) is none: the optional facts are stored as null. */
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const optionalName = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** One of Rwanda's 30 districts, in any casing, stored as the list spells it. */
const districtInput = z
  .string({ error: SUBMISSION_MESSAGES.districtInvalid })
  .max(40, SUBMISSION_MESSAGES.districtInvalid)
  .nullish()
  .transform((v, ctx) => {
    if (isBlank(v)) return null;
    const district = DISTRICTS.find((name) => name.toLowerCase() === v?.trim().toLowerCase());
    if (district) return district;
    ctx.addIssue({ code: "custom", message: SUBMISSION_MESSAGES.districtInvalid });
    return z.NEVER;
  });

/** Square metres, as a number or text such as "600 sqm"; more than 0. */
const plotSizeInput = z
  .union([z.number(), z.string().max(40)], { error: SUBMISSION_MESSAGES.plotSizeInvalid })
  .nullish()
  .transform((v, ctx) => {
    if (isBlank(v)) return null;
    const size = parseAmount(v);
    if (size <= 0 || (typeof v === "number" && !Number.isInteger(v))) {
      ctx.addIssue({ code: "custom", message: SUBMISSION_MESSAGES.plotSizeInvalid });
      return z.NEVER;
    }
    return size;
  })
  .refine((v) => v === null || v <= 1_000_000_000, `Must be at most ${formatNumber(1_000_000_000)}`);

/** A year from 1800 to five years ahead (homes are sold before they are finished). */
const yearBuiltInput = z
  .union([z.number(), z.string().max(10)])
  .nullish()
  .transform((v, ctx) => {
    if (isBlank(v)) return null;
    const latest = new Date().getUTCFullYear() + 5;
    const year = typeof v === "number" ? v : /^\d{4}$/.test(v?.trim() ?? "") ? Number(v) : Number.NaN;
    if (Number.isInteger(year) && year >= 1800 && year <= latest) return year;
    ctx.addIssue({ code: "custom", message: yearBuiltMessage(latest) });
    return z.NEVER;
  });

const furnishedInput = z
  .union([z.enum(FURNISHINGS), z.literal("")], { error: SUBMISSION_MESSAGES.furnishedInvalid })
  .nullish()
  .transform((v) => v || null);

const parkingMessage = "Must be a whole number from 0 to 1000";
const parkingInput = z
  .union([z.number(), z.string().max(20)], { error: parkingMessage })
  .nullish()
  .transform((v, ctx) => {
    if (isBlank(v)) return null;
    const count = typeof v === "number" ? v : /^\d{1,4}$/.test(v?.trim() ?? "") ? Number(v) : Number.NaN;
    if (Number.isInteger(count) && count >= 0 && count <= 1000) return count;
    ctx.addIssue({ code: "custom", message: parkingMessage });
    return z.NEVER;
  });

/** The land title's UPI (src/domain/parcel.ts), stored without spaces. */
const upiInput = z
  .string({ error: UPI_INVALID })
  .max(40, UPI_INVALID)
  .nullish()
  .transform((v) => (isBlank(v) ? null : normalizeUpi(v ?? "")))
  .refine((v) => v === null || isUpi(v), UPI_INVALID);

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
  // What an owner may know besides (issue 14), all optional.
  district: districtInput,
  sector: optionalName(80),
  neighbourhood: optionalName(120),
  plotSize: plotSizeInput,
  yearBuilt: yearBuiltInput,
  furnished: furnishedInput,
  parkingSpaces: parkingInput,
  upi: upiInput,
  propertyStatus: z.enum(PROPERTY_STATUSES).default("now-selling"),
  contactName: requiredText(SUBMISSION_MESSAGES.contactNameRequired, 120),
  contactEmail: emailAddress(SUBMISSION_MESSAGES.contactEmailRequired, SUBMISSION_MESSAGES.contactEmailInvalid),
  contactPhone: requiredPhoneField(SUBMISSION_MESSAGES.contactPhoneRequired),
  contactWhatsApp: optionalPhoneField(),
  // Hidden: where the form was sent from (src/domain/lead-origin.ts).
  ...leadOriginShape,
};

/** Bedrooms and bathrooms are asked for every type but land. */
function requireRooms(v: { type: string; bedrooms?: number; bathrooms?: number }, ctx: z.RefinementCtx) {
  if (!hasRooms(v.type)) return;
  if (v.bedrooms === undefined)
    ctx.addIssue({ code: "custom", path: ["bedrooms"], message: SUBMISSION_MESSAGES.bedroomsRequired });
  if (v.bathrooms === undefined)
    ctx.addIssue({ code: "custom", path: ["bathrooms"], message: SUBMISSION_MESSAGES.bathroomsRequired });
}

/** The sector as shipped for the district ("remera" reads "Remera"); any name in a district without shipped sectors. */
function sectorOf(district: string | null, sector: string | null): string | null | undefined {
  if (sector === null || district === null) return sector === null ? null : undefined;
  const sectors = sectorsOf(district);
  if (sectors.length === 0) return sector;
  return sectors.find((name) => name.toLowerCase() === sector.toLowerCase());
}

/** A sector is of its district: named with it, and one of its sectors where they are shipped. */
function checkPlace(v: { district: string | null; sector: string | null }, ctx: z.RefinementCtx) {
  if (v.sector === null || sectorOf(v.district, v.sector) !== undefined) return;
  const message = v.district === null ? SUBMISSION_MESSAGES.sectorNeedsDistrict : SUBMISSION_MESSAGES.sectorInvalid;
  ctx.addIssue({ code: "custom", path: ["sector"], message });
}

/** Checked along with every other field's message (not only once the rest is right), unless the place itself is unreadable. */
const placeCheck = z.superRefine(checkPlace, {
  when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === "district" || issue.path?.[0] === "sector"),
});

/** The List With Us form's typed fields, checked as the visitor types, before any photo is uploaded. */
export const submissionFieldsSchema = z.strictObject(submissionFieldsShape).check(placeCheck).superRefine(requireRooms);
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
  .check(placeCheck)
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
    ...submissionFactsFor(v.type, v),
    sector: sectorOf(v.district, v.sector) ?? null,
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

/** What a visitor sends of their property and themselves, as the API shows it. */
const submittedShape = {
  ...listingDetailsShape,
  type: z.enum(SUBMISSION_TYPES),
  features: z.array(z.string()),
  district: z.string().nullable(),
  sector: z.string().nullable(),
  neighbourhood: z.string().nullable(),
  /** m², apart from `area`. */
  plotSize: z.number().int().nullable(),
  yearBuilt: z.number().int().nullable(),
  furnished: z.enum(FURNISHINGS).nullable(),
  parkingSpaces: z.number().int().nullable(),
  /** The land title's UPI, e.g. 1/02/08/03/1234. */
  upi: z.string().nullable(),
  propertyStatus: z.enum(PROPERTY_STATUSES),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  contactWhatsApp: z.string().nullable(),
};

/** A submission as the API returns it. */
export const submissionSchema = apiRecordSchema({
  ...submittedShape,
  status: z.enum(SUBMISSION_STATUSES),
  adminNotes: z.string(),
  /** The staff member the submission is assigned to. */
  assigneeId: z.string().nullable(),
  propertyId: z.string().nullable(),
  language: writtenInSchema,
  ...leadOriginReplyShape,
});
export type Submission = z.infer<typeof submissionSchema>;

/**
 * What the List With Us form gets back (POST /api/submissions): what the visitor sent and its
 * reference, nothing staff add or decide (status, notes, assignee, person, the listing made of it).
 */
export const publicSubmissionSchema = z.object({ _id: z.string(), ...submittedShape, createdAt: z.string() });
export type PublicSubmission = z.infer<typeof publicSubmissionSchema>;
