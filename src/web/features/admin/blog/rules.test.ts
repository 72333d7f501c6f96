import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { blogFormSchema } from "../../../../domain/blog.ts";
import { blogStats, draftOf, emptyDraft, recentlyChanged, statusForSubmit } from "./rules.ts";

/** What the form kit makes of the typed fields: the body it sends, or the message at each field. */
function submit(fields: Record<string, unknown>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (typeof value === "string") data.append(name, value);
  const result = parseWithZod(data, { schema: blogFormSchema });
  return result.status === "success"
    ? { body: result.value, errors: undefined }
    : { errors: Object.fromEntries(Object.entries(result.error ?? {}).map(([name, messages]) => [name, messages?.[0]])) };
}

describe("statusForSubmit", () => {
  it("'Publish Post' / 'Update Post' publish a draft and keep any other chosen status", () => {
    expect(statusForSubmit("draft", "publish")).toBe("published");
    expect(statusForSubmit("scheduled", "publish")).toBe("scheduled");
    expect(statusForSubmit("published", "publish")).toBe("published");
  });

  it("'Save Draft' always saves a draft", () => {
    expect(statusForSubmit("draft", "draft")).toBe("draft");
    expect(statusForSubmit("scheduled", "draft")).toBe("draft");
    expect(statusForSubmit("published", "draft")).toBe("draft");
  });

  it("the preview's 'Save Changes' keeps the chosen status", () => {
    expect(statusForSubmit("draft", "save")).toBe("draft");
    expect(statusForSubmit("scheduled", "save")).toBe("scheduled");
    expect(statusForSubmit("published", "save")).toBe("published");
  });
});

describe("the form", () => {
  const filled = { ...emptyDraft(), title: "Kigali market", content: "Prices rose.", category: "news" };

  it("starts as a draft by 'Admin User'", () => {
    expect(emptyDraft()).toMatchObject({ status: "draft", author: "Admin User", image: null, publishDate: "" });
  });

  it("asks for title, content and author in the spec's words", () => {
    const message = "Please fill in all required fields (Title, Content, Author)";
    expect(submit({ ...filled, title: "  " }).errors).toEqual({ title: message });
    expect(submit({ ...filled, content: "\n" }).errors).toEqual({ content: message });
    expect(submit({ ...filled, author: " " }).errors).toEqual({ author: message });
    expect(submit({ ...filled, category: "" }).errors).toEqual({ category: "Please select a category" });
    expect(submit(filled).errors).toBeUndefined();
  });

  it("refuses an author image that is neither an upload nor an http(s) URL", () => {
    expect(submit({ ...filled, authorImage: "javascript:alert(1)" }).errors).toEqual({
      authorImage: "Must be an uploaded image or an http(s) URL",
    });
  });

  it("sends the tags as a list, and the publish date typed in Kigali time as an instant", () => {
    const body = submit({ ...filled, tags: "a, b, ,c ", publishDate: "2026-11-21T09:30" }).body;
    expect(body).toMatchObject({ tags: ["a", "b", "c"], author: "Admin User", authorImage: null, image: null });
    // The date is typed in the agency's time (Kigali, UTC+2), whatever the browser's zone.
    expect(body?.publishDate).toBe("2026-11-21T07:30:00.000Z");
    expect(submit({ ...filled, publishDate: "" }).body?.publishDate).toBe("");
  });

  it("fills the edit form from a post", () => {
    const post = {
      _id: "1",
      title: "T",
      category: "investment" as const,
      tags: ["x", "y"],
      excerpt: "E",
      content: "C",
      status: "scheduled" as const,
      publishDate: "2026-01-02T01:04:00.000Z",
      author: "Jane",
      authorImage: null,
      image: "/uploads/a-1600.webp",
      views: 3,
      createdAt: "",
      updatedAt: "",
      languages: ["en" as const],
    };
    expect(draftOf(post)).toEqual({
      title: "T",
      category: "investment",
      tags: "x, y",
      excerpt: "E",
      content: "C",
      status: "scheduled",
      publishDate: "2026-01-02T03:04",
      author: "Jane",
      authorImage: "",
      image: "/uploads/a-1600.webp",
      translations: undefined,
    });
  });
});

describe("stats and recent activity", () => {
  it("counts posts by status and sums the views", () => {
    const posts = [
      { status: "published" as const, views: 10 },
      { status: "published" as const, views: 5 },
      { status: "draft" as const, views: 0 },
      { status: "scheduled" as const, views: 1 },
    ];
    expect(blogStats(posts)).toEqual({ published: 2, drafts: 1, scheduled: 1, totalViews: 16 });
  });

  it("lists the 5 most recently changed posts, newest first", () => {
    const posts = [1, 7, 3, 5, 2, 6, 4].map((d) => ({ id: d, updatedAt: new Date(2026, 0, d).toISOString() }));
    expect(recentlyChanged(posts).map((p) => p.id)).toEqual([7, 6, 5, 4, 3]);
  });
});
