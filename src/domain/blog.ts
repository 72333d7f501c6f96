import { z } from "zod";
import { apiRecordSchema } from "./api.ts";
import { BLOG_CATEGORIES, BLOG_STATUSES, type BlogStatus } from "./enums.ts";
import { isHttpUrl, isSitePath } from "./links.ts";
import { parseTags } from "./tags.ts";
import { fromDateTimeLocal } from "./time.ts";
import { type FieldRule, languageFields, translationsSchema } from "./translations.ts";

export const DEFAULT_AUTHOR = "Admin User";

export const BLOG_MESSAGES = {
  required: "Please fill in all required fields (Title, Content, Author)",
  category: "Please select a category",
  notFound: "Article not found",
} as const;

/**
 * An image reference: a path on this site (an upload) or an http(s) URL. Blank means none; other
 * schemes (javascript:, data:) are refused.
 */
export const imageUrlInput = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === "" || isSitePath(v) || isHttpUrl(v), "Must be an uploaded image or an http(s) URL")
  .nullish()
  .transform((v) => v || null);

/** A cleaned list of at most `maxItems` items of at most `maxLength` characters each. */
function listLimits<S extends z.ZodType<string[]>>(list: S, maxItems: number, maxLength: number): S {
  return list
    .refine((items) => items.length <= maxItems, `At most ${maxItems} items`)
    .refine((items) => items.every((item) => item.length <= maxLength), `Each item must be at most ${maxLength} characters`);
}

/** A list entered as an array or as comma-separated text, cleaned by parseTags. */
export function textList(maxItems: number, maxLength: number) {
  const list = z
    .union([z.array(z.string().max(maxLength)), z.string().max(maxItems * (maxLength + 2))])
    .nullish()
    .transform((v) => parseTags(v ?? []));
  return listLimits(list, maxItems, maxLength);
}

/** The same list typed in one text box, comma-separated (a form field). */
export function commaList(maxItems: number, maxLength: number) {
  const list = z
    .string()
    .max(maxItems * (maxLength + 2))
    .optional()
    .transform((v) => parseTags(v ?? ""));
  return listLimits(list, maxItems, maxLength);
}

const requiredBlogText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input == null ? BLOG_MESSAGES.required : undefined) })
    .trim()
    .min(1, { error: BLOG_MESSAGES.required, abort: true })
    .max(max, `Must be at most ${max} characters`);

/** A publish date as an ISO date-time with a zone, or a plain date (midnight UTC). Blank means now. */
const publishDateInput = z
  .union([z.literal(""), z.iso.datetime({ offset: true }), z.iso.date()], {
    error: "Must be an ISO date, e.g. 2026-11-21 or 2026-11-21T09:00:00Z",
  })
  .nullish()
  .transform((v) => (v ? new Date(v) : undefined));

/** An article's texts that can be written in each language. */
export const BLOG_TEXTS = {
  title: { kind: "text", max: 200 },
  excerpt: { kind: "text", max: 1000 },
  content: { kind: "text", max: 100_000 },
  tags: { kind: "list", max: 50, items: 20 },
} as const satisfies Record<string, FieldRule>;
export type BlogText = keyof typeof BLOG_TEXTS;
export const BLOG_TEXT_FIELDS = Object.keys(BLOG_TEXTS) as BlogText[];

/** The body of POST and PUT /api/blogs (PUT replaces the whole post, except its view count). */
export const blogInputSchema = z.strictObject({
  title: requiredBlogText(200),
  category: z.enum(BLOG_CATEGORIES, { error: BLOG_MESSAGES.category }),
  tags: textList(20, 50),
  excerpt: z
    .string()
    .trim()
    .max(1000, "Must be at most 1000 characters")
    .nullish()
    .transform((v) => v ?? ""),
  content: requiredBlogText(100_000),
  status: z.enum(BLOG_STATUSES).default("draft"),
  publishDate: publishDateInput,
  author: z
    .string()
    .trim()
    .max(120, "Must be at most 120 characters")
    .nullish()
    .transform((v) => v || DEFAULT_AUTHOR),
  authorImage: imageUrlInput,
  image: imageUrlInput,
  /** The other languages' texts; left out, a PUT keeps the ones stored. */
  translations: translationsSchema(BLOG_TEXTS).optional(),
});
export type BlogForm = z.input<typeof blogInputSchema>;

/**
 * The back office's form: the author is required there (the API alone falls back to 'Admin User'),
 * and the publish date is typed in the agency's time ('2026-11-21T09:30') and sent as an instant,
 * blank meaning now. Its output is the body of POST / PUT /api/blogs.
 */
// The other languages' texts come from their own tabs, not these inputs.
export const blogFormSchema = blogInputSchema.omit({ translations: true }).extend({
  tags: commaList(20, 50),
  author: requiredBlogText(120),
  publishDate: z
    .string()
    .optional()
    .transform((v) => fromDateTimeLocal(v ?? "")?.toISOString() ?? ""),
});
export type BlogInput = z.output<typeof blogInputSchema>;

/** A blog post as the API returns it. */
export const blogSchema = apiRecordSchema({
  title: z.string(),
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(z.string()),
  excerpt: z.string(),
  content: z.string(),
  status: z.enum(BLOG_STATUSES),
  publishDate: z.string(),
  author: z.string(),
  authorImage: z.string().nullable(),
  image: z.string().nullable(),
  views: z.number().int(),
  ...languageFields(BLOG_TEXTS),
});
export type Blog = z.infer<typeof blogSchema>;

/**
 * Whether visitors see a post: published, or scheduled, once its publish date has come. A scheduled
 * post goes live by itself at its date; nothing has to flip its status.
 */
export function isLive(post: { status: BlogStatus; publishDate: Date }, now: Date): boolean {
  return (post.status === "published" || post.status === "scheduled") && post.publishDate.getTime() <= now.getTime();
}

export const viewsSchema = z.object({ views: z.number().int() });
