import { type Blog, type BlogText, DEFAULT_AUTHOR } from "../../../../domain/blog.ts";
import type { BlogCategory, BlogStatus } from "../../../../domain/enums.ts";
import { toDateTimeLocal } from "../../../../domain/time.ts";
import type { Translations } from "../../../../domain/translations.ts";
import { t } from "../../../i18n/catalogues/admin.ts";

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

/** Where the create/edit form starts: every field as it is typed; blogFormSchema (domain/blog.ts) reads them. */
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
  /** The other languages' texts, edited in their tabs. */
  translations?: Translations<BlogText>;
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
    translations: post.translations,
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

/** The label of a stored status or category. */
export const statusLabel = (status: BlogStatus) => t(`admin.blog.statuses.${status}`);
export const categoryLabel = (category: BlogCategory) => t(`admin.blog.categories.${category}`);

export const statusTone = (status: BlogStatus) => (status === "published" ? "green" : status === "scheduled" ? "blue" : "grey");
