import { z } from "zod";
import { apiRecordSchema } from "./api.ts";
import { PRICE_PERIODS, PROPERTY_STATUSES, PROPERTY_TYPES } from "./enums.ts";
import { parseAmount } from "./format.ts";
import { isHttpUrl } from "./links.ts";
import type { ListingEvent } from "./listing-history.ts";
import { hasRooms, isLand } from "./property-kind.ts";
import { parseTags } from "./tags.ts";
import { type FieldRule, languageFields, translationsSchema } from "./translations.ts";

/** Images per property and per development (both specs). */
export const MAX_LISTING_IMAGES = 20;
export const TOO_MANY_IMAGES = "Maximum 20 images allowed. Please remove some images first.";
export const PROPERTY_TYPE_REQUIRED = "Please select a property type.";
export const IMAGES_REQUIRED = "Please upload at least one image.";

/** Messages the spec words exactly: the API returns them verbatim, without a field prefix. */
export const LISTING_SPEC_MESSAGES: ReadonlySet<string> = new Set([TOO_MANY_IMAGES, PROPERTY_TYPE_REQUIRED, IMAGES_REQUIRED]);

/** A property's texts that can be written in each language. */
export const PROPERTY_TEXTS = {
  title: { kind: "text", max: 200 },
  description: { kind: "text", max: 10_000 },
  amenities: { kind: "list", max: 100, items: 50 },
} as const satisfies Record<string, FieldRule>;
export type PropertyText = keyof typeof PROPERTY_TEXTS;
export const PROPERTY_TEXT_FIELDS = Object.keys(PROPERTY_TEXTS) as PropertyText[];

/** What a property and a listing submitted for review both describe, as the API returns them. */
export const listingDetailsShape = {
  title: z.string(),
  price: z.number().int(),
  location: z.string(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  area: z.number().int(),
  description: z.string(),
  images: z.array(z.string()),
};

/** A property as the API returns it. */
export const propertySchema = apiRecordSchema({
  ...listingDetailsShape,
  /** The listing's short reference for people, e.g. KE-1042 (src/domain/listing-reference.ts). */
  reference: z.string(),
  type: z.enum(PROPERTY_TYPES),
  status: z.enum(PROPERTY_STATUSES),
  /** What a rent is for ("RWF 1,200,000 / month"); kept, and not shown, while the listing is for sale. */
  pricePeriod: z.enum(PRICE_PERIODS),
  negotiable: z.boolean(),
  amenities: z.array(z.string()),
  youtubeLink: z.string().nullable(),
  featured: z.boolean(),
  promoted: z.boolean(),
  rating: z.number().nullable(),
  views: z.number().int(),
  dateAdded: z.string(),
  ...languageFields(PROPERTY_TEXTS),
});

export type Property = z.infer<typeof propertySchema>;

/** A change of a listing's price or status (src/domain/listing-history.ts). */
const listingEventSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("price"), from: z.number().int(), to: z.number().int(), at: z.string() }),
  z.object({ kind: z.literal("status"), from: z.enum(PROPERTY_STATUSES), to: z.enum(PROPERTY_STATUSES), at: z.string() }),
]) satisfies z.ZodType<ListingEvent>;

/** One property as its page reads it: with the history of its price and status, newest first. */
export const propertyDetailSchema = propertySchema.extend({ history: z.array(listingEventSchema) });
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

/** A message for a missing value only; other problems keep zod's own wording. */
const whenMissing = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? message : undefined),
});

export const requiredText = (label: string, max: number) =>
  z
    .string(whenMissing(`${label} is required`))
    .trim()
    .min(1, `${label} is required`)
    .max(max);

/**
 * An amount of RWF or square metres: a number, or the spec's text forms ("RWF 45,000,000",
 * "120 sqm") whose non-digit characters are stripped. Stored as an integer.
 */
export const amountSchema = (label: string, max: number) =>
  z
    .union([z.number(), z.string().max(40)], whenMissing(`${label} is required`))
    .transform((value, ctx) => {
      const valid = typeof value === "number" ? Number.isInteger(value) && value >= 0 : /\d/.test(value);
      if (!valid) ctx.addIssue({ code: "custom", message: `${label} must be a whole number of at least 0` });
      return parseAmount(value);
    })
    .pipe(z.number().max(max, `${label} is too large`));

/** A small count (bedrooms, bathrooms, units): a non-negative integer, also accepted as digit text. */
export const countSchema = (max: number) =>
  z
    .union([z.number(), z.string().max(20)])
    .transform((value, ctx) => {
      const text = typeof value === "string" ? value.trim() : undefined;
      const valid = text === undefined ? Number.isInteger(value) && Number(value) >= 0 : /^\d+$/.test(text);
      if (!valid) ctx.addIssue({ code: "custom", message: "must be a whole number of at least 0" });
      return Number(text ?? value);
    })
    .pipe(z.number().max(max, `must be at most ${max}`));

/** An image this site stored (`/uploads/...`, checked against the uploads table by the server) or an absolute http(s) URL. */
export const listingImageUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^\/uploads\/[\w.-]+$/.test(v) || isHttpUrl(v), "must be an uploaded image (/uploads/...) or an http(s) URL");

/**
 * An optional form field checked by `schema`, blank meaning none, whose messages name the field for
 * a person: 'must be a whole number of at least 0' reads 'Units must be a whole number of at least 0'.
 */
export function namedOptional<T extends z.ZodType>(label: string, schema: T) {
  return z
    .unknown()
    .transform((value, ctx): z.output<T> | undefined => {
      if (value === undefined || (typeof value === "string" && value.trim() === "")) return undefined;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues)
        ctx.addIssue({
          code: "custom",
          path: issue.path,
          message: /^[a-z]/.test(issue.message) ? `${label} ${issue.message}` : issue.message,
        });
      return z.NEVER;
    })
    .optional();
}

/** Free-text list entries (amenities, tags), cleaned by parseTags. */
export const textListSchema = (maxItems: number, maxLength: number) =>
  z.array(z.string().trim().max(maxLength)).max(maxItems).transform(parseTags);

/** Stored as given; an empty link means none. */
export const youtubeLinkSchema = z
  .string()
  .trim()
  .max(500)
  .nullable()
  .transform((v) => (v ? v : null));

const propertyImagesSchema = z
  .array(listingImageUrlSchema, whenMissing(IMAGES_REQUIRED))
  .min(1, IMAGES_REQUIRED)
  .max(MAX_LISTING_IMAGES, TOO_MANY_IMAGES);

/** Accepted case-insensitively: the back office sends 'Villa', the database keeps 'villa'. */
const propertyTypeSchema = z
  .string(whenMissing(PROPERTY_TYPE_REQUIRED))
  .trim()
  .toLowerCase()
  .min(1, PROPERTY_TYPE_REQUIRED)
  .pipe(z.enum(PROPERTY_TYPES));

const propertyFields = {
  title: requiredText("Title", 200),
  type: propertyTypeSchema,
  price: amountSchema("Price", 1_000_000_000_000_000),
  pricePeriod: z.enum(PRICE_PERIODS),
  negotiable: z.boolean(),
  location: requiredText("Location", 200),
  bedrooms: countSchema(1000),
  bathrooms: countSchema(1000),
  area: amountSchema("Area", 2_000_000_000),
  description: requiredText("Description", 10_000),
  images: propertyImagesSchema,
  amenities: textListSchema(50, 100),
  youtubeLink: youtubeLinkSchema,
  featured: z.boolean(),
  promoted: z.boolean(),
  status: z.enum(PROPERTY_STATUSES),
  translations: translationsSchema(PROPERTY_TEXTS),
};

/**
 * The create form. Bedrooms and bathrooms may be left out for land (stored as 0); status defaults
 * to now-selling, flags to false, amenities to none (applied by the server).
 */
export const propertyCreateSchema = z
  .strictObject({
    ...propertyFields,
    bedrooms: propertyFields.bedrooms.optional(),
    bathrooms: propertyFields.bathrooms.optional(),
    amenities: propertyFields.amenities.optional(),
    youtubeLink: propertyFields.youtubeLink.optional(),
    featured: propertyFields.featured.optional(),
    promoted: propertyFields.promoted.optional(),
    status: propertyFields.status.optional(),
    pricePeriod: propertyFields.pricePeriod.optional(),
    negotiable: propertyFields.negotiable.optional(),
    translations: propertyFields.translations.optional(),
  })
  .superRefine((value, ctx) => {
    if (!hasRooms(value.type)) return;
    for (const field of ["bedrooms", "bathrooms"] as const) {
      if (value[field] === undefined)
        ctx.addIssue({ code: "custom", path: [field], message: "is required unless the type is land" });
    }
  });

/** The edit form and the featured toggle: fields not sent keep their values. */
export const propertyUpdateSchema = z.strictObject(propertyFields).partial();

const omitTranslations = <T extends { translations: unknown }>({ translations: _, ...rest }: T) => rest;

/** Rooms are given, or not asked for (land). */
const roomsGiven = (field: "bedrooms" | "bathrooms") => (value: { type?: unknown; bedrooms?: unknown; bathrooms?: unknown }) =>
  isLand(String(value.type ?? "")) || value[field] !== undefined;

/**
 * The back-office property form (create and edit), over what its inputs send: blanks are missing
 * values and every message names its field. Rooms are asked for at once, unless the type is land
 * (their inputs are then hidden and the listing is saved with 0).
 */
export const propertyFormSchema = z
  .object({
    // The other languages' texts come from their own tabs (translationsFromForm), not these inputs.
    ...omitTranslations(propertyFields),
    bedrooms: namedOptional("Bedrooms", propertyFields.bedrooms),
    bathrooms: namedOptional("Bathrooms", propertyFields.bathrooms),
    amenities: propertyFields.amenities.optional(),
    youtubeLink: namedOptional("YouTube link", propertyFields.youtubeLink),
    featured: propertyFields.featured.optional(),
    promoted: propertyFields.promoted.optional(),
    status: propertyFields.status.optional(),
    pricePeriod: propertyFields.pricePeriod.optional(),
    negotiable: propertyFields.negotiable.optional(),
  })
  // Said at once, whatever else is missing ("when"), as the form shows every message together.
  .refine(roomsGiven("bedrooms"), { path: ["bedrooms"], message: "Bedrooms is required", when: () => true })
  .refine(roomsGiven("bathrooms"), { path: ["bathrooms"], message: "Bathrooms is required", when: () => true });

export type PropertyFormOutput = z.output<typeof propertyFormSchema>;

export type PropertyCreateInput = z.output<typeof propertyCreateSchema>;
export type PropertyUpdateInput = z.output<typeof propertyUpdateSchema>;

/** PATCH /api/properties/{id}/status: the separate "Change status" action (the edit form keeps the status). */
export const propertyStatusChangeSchema = z.strictObject({
  status: z.enum(PROPERTY_STATUSES, { error: `must be one of ${PROPERTY_STATUSES.join(", ")}` }),
});
export type PropertyStatusChange = z.output<typeof propertyStatusChangeSchema>;
