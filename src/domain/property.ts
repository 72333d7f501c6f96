import { z } from "zod";
import { apiRecordSchema } from "./api.ts";
import { FURNISHINGS, PRICE_PERIODS, PROPERTY_STATUSES, PROPERTY_TYPES } from "./enums.ts";
import { parseAmount } from "./format.ts";
import { isHttpUrl } from "./links.ts";
import {
  EARLIEST_YEAR_BUILT,
  FLOOR_RANGE,
  factProblems,
  type ListingFactsCheck,
  latestYearBuilt,
  latitudeProblem,
  longitudeProblem,
  NEIGHBOURHOOD_MAX,
} from "./listing-facts.ts";
import type { ListingEvent } from "./listing-history.ts";
import { isUpi, normalizeUpi, UPI_EXAMPLE } from "./parcel.ts";
import { DISTRICTS } from "./places.ts";
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
  /** Rwanda's district and sector (src/domain/places.ts) and the neighbourhood people call it by. */
  district: z.enum(DISTRICTS).nullable(),
  sector: z.string().nullable(),
  neighbourhood: z.string().nullable(),
  /**
   * The point on the map: the exact one for staff; for visitors moved about 200 m
   * (src/domain/map-point.ts) unless `exactLocation`.
   */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  exactLocation: z.boolean(),
  /** The land's size in m², apart from `area`, the floor area. */
  plotSize: z.number().int().nullable(),
  yearBuilt: z.number().int().nullable(),
  furnished: z.enum(FURNISHINGS).nullable(),
  parkingSpaces: z.number().int().nullable(),
  /** 0 is the ground floor; basements are negative. */
  floorNumber: z.number().int().nullable(),
  /** Rwanda's unique parcel identifier, for land, houses, villas and townhouses. */
  upi: z.string().nullable(),
  /** The code of its land-use zone (GET /api/zones). */
  zone: z.string().nullable(),
  /** The agency has checked the land title (set by staff). */
  titleChecked: z.boolean(),
  /** The development this listing is part of. */
  developmentId: z.string().nullable(),
  /** The staff member responsible for the listing (its viewings go in their hours); staff reads only. */
  agentId: z.string().nullable().optional(),
});

export type Property = z.infer<typeof propertySchema>;

/** A change of a listing's price or status (src/domain/listing-history.ts). */
const listingEventSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("price"), from: z.number().int(), to: z.number().int(), at: z.string() }),
  z.object({ kind: z.literal("status"), from: z.enum(PROPERTY_STATUSES), to: z.enum(PROPERTY_STATUSES), at: z.string() }),
]) satisfies z.ZodType<ListingEvent>;

/** One property as its page reads it: with the history of its price and status, newest first. */
export const propertyDetailSchema = propertySchema.extend({
  history: z.array(listingEventSchema),
  /** The name of its land-use zone, for the page's facts. */
  zoneName: z.string().nullable(),
});
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

/** A whole number in a range, also accepted as digit text (a form's input), its messages naming the field. */
const wholeNumberIn = (label: string, min: number, max: number) =>
  z.union([z.number(), z.string().max(20)]).transform((value, ctx) => {
    const number = typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
    if (typeof number !== "number" || !Number.isInteger(number) || number < min || number > max) {
      ctx.addIssue({ code: "custom", message: `${label} must be a whole number from ${min} to ${max}` });
      return z.NEVER;
    }
    return number;
  });

/** A degree of latitude or longitude inside Rwanda, also accepted as text. */
const coordinateSchema = (problem: (value: number) => string | undefined, label: string) =>
  z.union([z.number(), z.string().max(40)]).transform((value, ctx) => {
    const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    if (typeof number !== "number" || !Number.isFinite(number)) {
      ctx.addIssue({ code: "custom", message: `${label} must be a number` });
      return z.NEVER;
    }
    const message = problem(number);
    if (message) ctx.addIssue({ code: "custom", message });
    return number;
  });

const yearBuiltSchema = z.union([z.number(), z.string().max(20)]).transform((value, ctx) => {
  const latest = latestYearBuilt();
  const year = typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof year !== "number" || !Number.isInteger(year) || year < EARLIEST_YEAR_BUILT || year > latest) {
    ctx.addIssue({ code: "custom", message: `Year built must be a year from ${EARLIEST_YEAR_BUILT} to ${latest}` });
    return z.NEVER;
  }
  return year;
});

/** A text that is a place's name: trimmed, blank meaning none. */
const placeText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v): string | null => v || null);

/**
 * A listing's place and facts (decision 0014): each may be left out or null. The rules between
 * them (factProblems) are checked on the whole form, and against what is stored on an edit.
 */
/** The back office's words; the List With Us form has its own, for visitors (parcel.ts). */
export const PROPERTY_UPI_INVALID = `UPI must look like ${UPI_EXAMPLE}`;

const listingFactFields = {
  district: z.enum(DISTRICTS, { error: "District must be one of Rwanda's 30 districts" }).nullable(),
  sector: placeText("Sector", 80).nullable(),
  neighbourhood: placeText("Neighbourhood", NEIGHBOURHOOD_MAX).nullable(),
  latitude: coordinateSchema(latitudeProblem, "Latitude").nullable(),
  longitude: coordinateSchema(longitudeProblem, "Longitude").nullable(),
  exactLocation: z.boolean(),
  plotSize: amountSchema("Plot size", 2_000_000_000).nullable(),
  yearBuilt: yearBuiltSchema.nullable(),
  furnished: z.enum(FURNISHINGS, { error: `Furnished must be one of ${FURNISHINGS.join(", ")}` }).nullable(),
  parkingSpaces: wholeNumberIn("Parking spaces", 0, 1000).nullable(),
  floorNumber: wholeNumberIn("Floor", FLOOR_RANGE.min, FLOOR_RANGE.max).nullable(),
  upi: z
    .string()
    .max(40, PROPERTY_UPI_INVALID)
    .transform((v): string | null => normalizeUpi(v) || null)
    .refine((v) => v === null || isUpi(v), PROPERTY_UPI_INVALID)
    .nullable(),
  zone: z
    .string()
    .trim()
    .toUpperCase()
    .max(6, "Zone must be the code of a land-use zone")
    .transform((v): string | null => v || null)
    .nullable(),
  titleChecked: z.boolean(),
  developmentId: z.uuid({ error: "Development must be a development's id" }).nullable(),
};

type FactFieldName = keyof typeof listingFactFields;
const FACT_FIELDS = Object.keys(listingFactFields) as FactFieldName[];

/** Every fact may be left out when a listing is added (stored as none, or false). */
const optionalFacts = Object.fromEntries(FACT_FIELDS.map((name) => [name, listingFactFields[name].optional()])) as {
  [K in FactFieldName]: z.ZodOptional<(typeof listingFactFields)[K]>;
};

/** Reports factProblems on their fields. */
const checkFacts = (value: ListingFactsCheck, ctx: z.RefinementCtx) => {
  for (const problem of factProblems(value)) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
};

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
  /** The responsible agent (a staff member's id); by default whoever adds the listing, null for nobody. */
  agentId: z.uuid({ error: "Responsible agent must be a staff member's id" }).nullable(),
  ...listingFactFields,
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
    agentId: propertyFields.agentId.optional(),
    ...optionalFacts,
  })
  .superRefine((value, ctx) => {
    checkFacts(value, ctx);
    if (!hasRooms(value.type)) return;
    for (const field of ["bedrooms", "bathrooms"] as const) {
      if (value[field] === undefined)
        ctx.addIssue({ code: "custom", path: [field], message: "is required unless the type is land" });
    }
  });

/**
 * The edit form and the featured toggle: fields not sent keep their values, null clears a fact.
 * The rules between facts are checked by the server against the stored listing.
 */
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
    // Blank inputs are undefined here; the edit form sends them as null to clear the fact.
    district: namedOptional("District", listingFactFields.district),
    sector: namedOptional("Sector", listingFactFields.sector),
    neighbourhood: namedOptional("Neighbourhood", listingFactFields.neighbourhood),
    latitude: namedOptional("Latitude", listingFactFields.latitude),
    longitude: namedOptional("Longitude", listingFactFields.longitude),
    exactLocation: listingFactFields.exactLocation.optional(),
    plotSize: namedOptional("Plot size", listingFactFields.plotSize),
    yearBuilt: namedOptional("Year built", listingFactFields.yearBuilt),
    furnished: namedOptional("Furnished", listingFactFields.furnished),
    parkingSpaces: namedOptional("Parking spaces", listingFactFields.parkingSpaces),
    floorNumber: namedOptional("Floor", listingFactFields.floorNumber),
    upi: namedOptional("UPI", listingFactFields.upi),
    zone: namedOptional("Zone", listingFactFields.zone),
    titleChecked: listingFactFields.titleChecked.optional(),
    developmentId: namedOptional("Development", listingFactFields.developmentId),
    agentId: namedOptional("Responsible agent", propertyFields.agentId),
  })
  .superRefine(checkFacts)
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
