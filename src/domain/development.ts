import { z } from "zod";
import { apiRecordSchema } from "./api.ts";
import { DEVELOPMENT_STATUSES, PROJECT_TYPES } from "./enums.ts";
import { websiteInput } from "./links.ts";
import { phoneField } from "./phone-field.ts";
import {
  countSchema,
  listingImageUrlSchema,
  MAX_LISTING_IMAGES,
  namedOptional,
  requiredText,
  TOO_MANY_IMAGES,
  textListSchema,
  youtubeLinkSchema,
} from "./property.ts";
import { parseTags } from "./tags.ts";
import { type FieldRule, languageFields, translationsSchema } from "./translations.ts";

/** A development's texts that can be written in each language. */
export const DEVELOPMENT_TEXTS = {
  title: { kind: "text", max: 200 },
  description: { kind: "text", max: 10_000 },
  tags: { kind: "list", max: 60, items: 30 },
  amenities: { kind: "list", max: 100, items: 50 },
} as const satisfies Record<string, FieldRule>;
export type DevelopmentText = keyof typeof DEVELOPMENT_TEXTS;
export const DEVELOPMENT_TEXT_FIELDS = Object.keys(DEVELOPMENT_TEXTS) as DevelopmentText[];

/** A development project as the API returns it. Missing contact details are empty strings. */
export const developmentSchema = apiRecordSchema({
  title: z.string(),
  location: z.string(),
  description: z.string(),
  status: z.enum(DEVELOPMENT_STATUSES),
  image: z.string().nullable(),
  images: z.array(z.string()),
  tags: z.array(z.string()),
  units: z.number().int().nullable(),
  projectType: z.enum(PROJECT_TYPES),
  featured: z.boolean(),
  promoted: z.boolean(),
  amenities: z.array(z.string()),
  contactInfo: z.object({ phone: z.string(), email: z.string(), website: z.string() }),
  youtubeLink: z.string().nullable(),
  ...languageFields(DEVELOPMENT_TEXTS),
});

export type Development = z.infer<typeof developmentSchema>;

/** Tags as a list, or as the form's comma-separated text, cleaned by parseTags. */
const tagsSchema = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => parseTags(value))
  .pipe(textListSchema(30, 60));

export const contactInfoSchema = z.strictObject({
  phone: phoneField().optional(),
  email: z.union([z.literal(""), z.string().trim().email("must be a valid email address").max(200)]).optional(),
  website: websiteInput(200).optional(),
});

const developmentFields = {
  title: requiredText("Title", 200),
  location: requiredText("Location", 200),
  description: requiredText("Description", 10_000),
  status: z.enum(DEVELOPMENT_STATUSES),
  image: listingImageUrlSchema.nullable(),
  images: z.array(listingImageUrlSchema).max(MAX_LISTING_IMAGES, TOO_MANY_IMAGES),
  tags: tagsSchema,
  units: countSchema(1_000_000).nullable(),
  projectType: z.enum(PROJECT_TYPES),
  featured: z.boolean(),
  promoted: z.boolean(),
  amenities: textListSchema(50, 100),
  contactInfo: contactInfoSchema,
  youtubeLink: youtubeLinkSchema,
  translations: translationsSchema(DEVELOPMENT_TEXTS),
};

/** Create: title, location and description are required; status defaults to planning, projectType to residential. */
export const developmentCreateSchema = z.strictObject({
  ...z.strictObject(developmentFields).partial().shape,
  title: developmentFields.title,
  location: developmentFields.location,
  description: developmentFields.description,
});

/** Update: fields not sent keep their values; a contactInfo sent replaces only the keys it carries. */
export const developmentUpdateSchema = z.strictObject(developmentFields).partial();

export type DevelopmentCreateInput = z.output<typeof developmentCreateSchema>;
export type DevelopmentUpdateInput = z.output<typeof developmentUpdateSchema>;

/** A comma-separated list typed in one box (the form's amenities), cleaned by parseTags. */
const commaListSchema = (maxItems: number, maxLength: number) =>
  z
    .string()
    .transform((value) => parseTags(value))
    .pipe(textListSchema(maxItems, maxLength));

/**
 * The back-office development form, over what its inputs send: contact details as three boxes,
 * tags and amenities as comma-separated text, an image address instead of files; blanks are
 * missing values and every message names its field. Its images are checked where they are chosen.
 */
export const developmentFormSchema = z.object({
  title: developmentFields.title,
  location: developmentFields.location,
  description: developmentFields.description,
  status: developmentFields.status,
  projectType: developmentFields.projectType,
  units: namedOptional("Units", countSchema(1_000_000)),
  tags: namedOptional("Tags", tagsSchema),
  amenities: namedOptional("Amenities", commaListSchema(50, 100)),
  phone: namedOptional("Contact phone", contactInfoSchema.shape.phone),
  email: namedOptional("Contact email", contactInfoSchema.shape.email),
  website: namedOptional("Website", contactInfoSchema.shape.website),
  youtubeLink: namedOptional("YouTube link", developmentFields.youtubeLink),
  featured: developmentFields.featured.optional(),
  promoted: developmentFields.promoted.optional(),
  imageUrl: namedOptional("Image URL", developmentFields.image),
});

export type DevelopmentFormOutput = z.output<typeof developmentFormSchema>;

/** Fields of the with-images forms that carry JSON text. */
const JSON_FIELDS = new Set(["tags", "amenities", "contactInfo", "images", "translations"]);
const BLANK_JSON: Record<string, unknown> = { tags: [], amenities: [], contactInfo: {}, images: [], translations: {} };

/**
 * The with-images forms send every field as text: tags, amenities, images, contactInfo and translations as JSON
 * text, units as digits, flags as 'true'/'false'. This turns them back into the JSON shape, leaving
 * anything unreadable as text so the schema names the bad field.
 */
export function developmentFormToInput(fields: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (JSON_FIELDS.has(name)) {
      input[name] = value.trim() === "" ? BLANK_JSON[name] : parseJsonText(value);
    } else if (name === "featured" || name === "promoted") {
      input[name] = value === "true" ? true : value === "false" ? false : value;
    } else if (name === "units" || name === "image") {
      input[name] = value.trim() === "" ? null : value;
    } else {
      input[name] = value;
    }
  }
  return input;
}

function parseJsonText(value: string): unknown {
  const trimmed = value.trim();
  if (!trimmed.startsWith("[") && !trimmed.startsWith("{")) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    return value;
  }
}
