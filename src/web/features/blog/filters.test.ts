import { describe, expect, it } from "vitest";
import type { Blog } from "../../../domain/blog.ts";
import { categoriesOf, filterPosts, parseBlogQuery, toCard } from "./filters.ts";

const post = (over: Partial<Blog>): Blog => ({
  _id: "00000000-0000-4000-8000-000000000001",
  title: "Title",
  category: "news",
  tags: [],
  excerpt: "",
  content: "Body",
  status: "published",
  publishDate: "2026-01-01T00:00:00.000Z",
  author: "Admin User",
  authorImage: null,
  image: null,
  views: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  languages: ["en"],
  ...over,
});

const posts = [
  post({ _id: "a", title: "Rental yields in Kigali", category: "investment", tags: ["Buy-to-let"] }),
  post({ _id: "b", title: "Mortgage basics", category: "education", content: "Banks in Kigali lend up to 80%." }),
  post({ _id: "c", title: "Irembo transfers", category: "news", excerpt: "Land titles online" }),
];

describe("blog list filters", () => {
  it("searches title, excerpt, body and tags, ignoring case", () => {
    expect(filterPosts(posts, { q: "KIGALI", category: undefined }).map((p) => p._id)).toEqual(["a", "b"]);
    expect(filterPosts(posts, { q: " land titles ", category: undefined }).map((p) => p._id)).toEqual(["c"]);
    expect(filterPosts(posts, { q: "buy-to", category: undefined }).map((p) => p._id)).toEqual(["a"]);
    expect(filterPosts(posts, { q: "", category: undefined })).toHaveLength(3);
  });

  it("combines the search with the category", () => {
    expect(filterPosts(posts, { q: "kigali", category: "investment" }).map((p) => p._id)).toEqual(["a"]);
    expect(filterPosts(posts, { q: "", category: "news" }).map((p) => p._id)).toEqual(["c"]);
  });

  it("reads the address, ignoring unknown categories", () => {
    expect(parseBlogQuery(new URLSearchParams("q=kigali&category=investment"))).toEqual({ q: "kigali", category: "investment" });
    expect(parseBlogQuery(new URLSearchParams("category=gossip"))).toEqual({ q: "", category: undefined });
  });

  it("lists the distinct categories by label", () => {
    expect(categoriesOf([...posts, post({ category: "news" })])).toEqual(["education", "investment", "news"]);
  });

  it("gives cards the excerpt or the first 150 characters of the body", () => {
    const long = "x".repeat(200);
    expect(toCard(post({ content: long })).excerpt).toBe(`${"x".repeat(150)}...`);
    expect(toCard(post({ excerpt: "Short", content: long })).excerpt).toBe("Short");
    expect(toCard(post({ content: long }))).not.toHaveProperty("content");
  });
});
