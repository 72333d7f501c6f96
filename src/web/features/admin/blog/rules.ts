import { type Blog, type BlogForm, blogInputSchema, DEFAULT_AUTHOR } from "../../../../domain/blog.ts";
import { BLOG_CATEGORIES, type BlogCategory, type BlogStatus } from "../../../../domain/enums.ts";
import { parseTags } from "../../../../domain/tags.ts";
import { fromDateTimeLocal, toDateTimeLocal } from "../../../../domain/time.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { tOptional } from "../../../i18n/i18n.ts";

/** Which button sent the form: 'Publish Post' / 'Update Post', 'Save Draft', or the preview's 'Save Changes'. */
export type BlogSubmitAction = "publish" | "draft" | "save";

/**
 * The status a post is saved with. Publishing turns a draft into a published post but keeps any
 * other choice (a scheduled post stays scheduled); 'Save Draft' always saves a draft; the preview's
 * 'Save Changes' keeps what was chosen.
 */
export function statusForSubmit(chosen: BlogStatus, action: BlogSubmitAction): BlogStatus {
  if (action === "draft") return "draft";
  if (action === "publish" && chosen === "draft") return "published";
  return chosen;
}

/** What the create/edit form holds: every field as typed. */
export type BlogDraft = {
  title: string;
  category: BlogCategory | "";
  tags: string;
  excerpt: string;
  content: string;
  status: BlogStatus;
  publishDate: string;
  author: string;
  authorImage: string;
  image: string | null;
};

export function emptyDraft(): BlogDraft {
  return {
    title: "",
    category: "",
    tags: "",
    excerpt: "",
    content: "",
    status: "draft",
    publishDate: "",
    author: DEFAULT_AUTHOR,
    authorImage: "",
    image: null,
  };
}

export function draftOf(post: Blog): BlogDraft {
  return {
    title: post.title,
    category: post.category,
    tags: post.tags.join(", "),
    excerpt: post.excerpt,
    content: post.content,
    status: post.status,
    publishDate: toDateTimeLocal(post.publishDate),
    author: post.author,
    authorImage: post.authorImage ?? "",
    image: post.image,
  };
}

export const isCategory = (value: string): value is BlogCategory => (BLOG_CATEGORIES as readonly string[]).includes(value);

/** The form's own checks, in the spec's words; null when the draft may be sent. */
export function draftError(draft: BlogDraft): string | null {
  if (!draft.title.trim() || !draft.content.trim() || !draft.author.trim()) return t("admin.blog.errors.required");
  if (!isCategory(draft.category)) return t("admin.blog.errors.category");
  // The API's own schema catches the rest (lengths, image addresses) before anything is sent.
  const parsed = blogInputSchema.safeParse(blogBody(draft, "save"));
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return issue ? `${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}` : null;
}

/** The body of POST / PUT /api/blogs for a draft sent with one of the form's buttons. */
export function blogBody(draft: BlogDraft, action: BlogSubmitAction): BlogForm {
  return {
    title: draft.title.trim(),
    category: draft.category as BlogCategory,
    tags: parseTags(draft.tags),
    excerpt: draft.excerpt.trim(),
    content: draft.content,
    status: statusForSubmit(draft.status, action),
    // Empty stays empty: the server then uses now.
    publishDate: fromDateTimeLocal(draft.publishDate)?.toISOString() ?? "",
    author: draft.author.trim(),
    authorImage: draft.authorImage.trim() || null,
    image: draft.image,
  };
}

export type BlogStats = { published: number; drafts: number; scheduled: number; totalViews: number };

export function blogStats(posts: readonly Pick<Blog, "status" | "views">[]): BlogStats {
  const stats: BlogStats = { published: 0, drafts: 0, scheduled: 0, totalViews: 0 };
  for (const post of posts) {
    if (post.status === "published") stats.published += 1;
    else if (post.status === "draft") stats.drafts += 1;
    else if (post.status === "scheduled") stats.scheduled += 1;
    stats.totalViews += post.views;
  }
  return stats;
}

export const RECENT_ACTIVITY_COUNT = 5;

/** The most recently changed posts (by updatedAt), newest first. */
export function recentlyChanged<T extends Pick<Blog, "updatedAt">>(posts: readonly T[], count = RECENT_ACTIVITY_COUNT): T[] {
  return [...posts].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt)).slice(0, count);
}

/** The label of a stored status or category; an unknown value shows as stored. */
export const statusLabel = (status: string) => tOptional(`admin.blog.statuses.${status}`) ?? status;
export const categoryLabel = (category: string) => tOptional(`admin.blog.categories.${category}`) ?? category;

export const statusTone = (status: BlogStatus) => (status === "published" ? "green" : status === "scheduled" ? "blue" : "grey");
