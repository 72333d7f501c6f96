import { z } from "zod";
import { imageUrlInput } from "./blog.ts";
import { optionalText, requiredText } from "./contact.ts";
import { clampStars } from "./stars.ts";
import { type FieldRule, languageFields, languageParam, translationsSchema } from "./translations.ts";

export const TESTIMONIAL_MESSAGES = {
  nameRequired: "Name is required",
  quoteRequired: "Quote is required",
  notFound: "Testimonial not found",
} as const;

/** A testimonial's texts that can be written in each language (the name stays as it is). */
export const TESTIMONIAL_TEXTS = {
  role: { kind: "text", max: 120 },
  quote: { kind: "text", max: 2000 },
} as const satisfies Record<string, FieldRule>;
export type TestimonialText = keyof typeof TESTIMONIAL_TEXTS;
export const TESTIMONIAL_TEXT_FIELDS = Object.keys(TESTIMONIAL_TEXTS) as TestimonialText[];

/** The body of POST and PUT /api/testimonials. */
export const testimonialInputSchema = z.strictObject({
  name: requiredText(TESTIMONIAL_MESSAGES.nameRequired, 120),
  role: optionalText(120),
  quote: requiredText(TESTIMONIAL_MESSAGES.quoteRequired, 2000),
  stars: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/),
      ],
      { error: "Stars must be a number from 1 to 5" },
    )
    .nullish()
    .transform((v) => (v == null ? 5 : clampStars(Number(v)))),
  image: imageUrlInput,
  isPublished: z.boolean().default(true),
  order: z
    .number({ error: "Order must be a whole number" })
    .int("Order must be a whole number")
    .min(0, "Order must be 0 or more")
    .max(100_000)
    .default(0),
  /** The other languages' texts; left out, a PUT keeps the ones stored. */
  translations: translationsSchema(TESTIMONIAL_TEXTS).optional(),
});
export type TestimonialForm = z.input<typeof testimonialInputSchema>;

/**
 * The back office's form: the API's body, except that an unticked 'Published' box sends nothing,
 * which means hidden (the API alone defaults a missing value to published).
 */
// The other languages' texts come from their own tabs, not these inputs.
export const testimonialFormSchema = testimonialInputSchema
  .omit({ translations: true })
  .extend({ isPublished: z.boolean().default(false) });
export type TestimonialInput = z.output<typeof testimonialInputSchema>;

export const testimonialQuerySchema = z.object({
  published: z.enum(["true", "false"]).optional(),
  lang: languageParam,
});

/** A testimonial as the API returns it. */
export const testimonialSchema = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.string(),
  quote: z.string(),
  stars: z.number().int().min(1).max(5),
  image: z.string().nullable(),
  isPublished: z.boolean(),
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...languageFields(TESTIMONIAL_TEXTS),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
