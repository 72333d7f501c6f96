import { excerptOf } from "../../../domain/article.ts";
import type { Blog } from "../../../domain/blog.ts";
import { BLOG_CATEGORIES, type BlogCategory } from "../../../domain/enums.ts";
import { langOf } from "../../lib/content-lang.ts";
import { categoryLabel } from "./category.ts";

/** What a blog card needs: the list page sends no article bodies to the browser. */
export type BlogCard = Pick<Blog, "_id" | "title" | "category" | "tags" | "author" | "image" | "publishDate"> & {
  excerpt: string;
  /** `lang="en"` for the texts shown in English on a page in another language. */
  lang: { title?: string; excerpt?: string; tags?: string };
};

export type BlogQuery = { q: string; category: BlogCategory | undefined };

export function toCard(post: Blog): BlogCard {
  return {
    _id: post._id,
    title: post.title,
    category: post.category,
    tags: post.tags,
    author: post.author,
    image: post.image,
    publishDate: post.publishDate,
    excerpt: excerptOf(post),
    lang: {
      title: langOf(post, "title"),
      excerpt: langOf(post, post.excerpt ? "excerpt" : "content"),
      tags: langOf(post, "tags"),
    },
  };
}

/** `?q=` is kept as typed (the box shows it back); `?category=` counts only when it is a known category. */
export function parseBlogQuery(params: URLSearchParams): BlogQuery {
  const category = params.get("category") ?? "";
  return {
    q: params.get("q") ?? "",
    category: (BLOG_CATEGORIES as readonly string[]).includes(category) ? (category as BlogCategory) : undefined,
  };
}

/** The distinct categories of the posts, in alphabetical order of their labels. */
export function categoriesOf(posts: readonly Pick<Blog, "category">[]): BlogCategory[] {
  return [...new Set(posts.map((post) => post.category))].sort((a, b) => categoryLabel(a).localeCompare(categoryLabel(b)));
}

/** Case-insensitive search in title, excerpt, body, author, tags and category; then the category. */
export function filterPosts<T extends Blog>(posts: readonly T[], query: BlogQuery): T[] {
  const needle = query.q.trim().toLowerCase();
  return posts.filter((post) => {
    if (query.category && post.category !== query.category) return false;
    if (!needle) return true;
    const haystack = [post.title, post.excerpt, post.content, post.author, categoryLabel(post.category), ...post.tags];
    return haystack.some((text) => text.toLowerCase().includes(needle));
  });
}
