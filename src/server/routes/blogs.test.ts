import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogs, uploads } from "../db/schema.ts";
import {
  countRows,
  fixtureImage,
  latestActivity,
  MISSING_ID,
  postFile,
  setPermissions,
  useStaff,
  useTestContext,
} from "../testing.ts";

const DAY = 24 * 3600_000;

describe("blogs API", () => {
  const t = useTestContext();
  const staff = useStaff(t);
  const superadmin = useStaff(t, { role: "superadmin" });
  const ids: Record<string, string> = {};
  const post = {
    title: "Buying land in Kigali: a checklist",
    category: "buying-guide",
    tags: "land, Kigali, , checklist",
    excerpt: "What to check before you pay.",
    content: "## Title deeds\n- Check the UPI\n- Visit the plot",
    status: "published",
    publishDate: "2026-01-15T08:00:00.000Z",
    author: "Diane K.",
    authorImage: "/uploads/author-1600.webp",
    image: "https://images.example.com/plot.jpg",
  };
  const blogCount = () => countRows(t, blogs);
  const create = (payload: unknown, headers: Record<string, string> = staff.headers) =>
    t.app.inject({ method: "POST", url: "/api/blogs", headers, payload: payload as object });

  beforeAll(async () => {
    const rows = await t.db
      .insert(blogs)
      .values([
        { title: "Live", category: "news", content: "c", status: "published", publishDate: new Date(Date.now() - 2 * DAY) },
        { title: "Newer live", category: "news", content: "c", status: "published", publishDate: new Date(Date.now() - DAY) },
        { title: "Draft", category: "news", content: "c", status: "draft", publishDate: new Date(Date.now() - DAY) },
        { title: "Future", category: "news", content: "c", status: "published", publishDate: new Date(Date.now() + DAY) },
        {
          title: "Scheduled, due",
          category: "investment",
          content: "c",
          status: "scheduled",
          publishDate: new Date(Date.now() - 3 * DAY),
        },
        {
          title: "Scheduled, later",
          category: "investment",
          content: "c",
          status: "scheduled",
          publishDate: new Date(Date.now() + DAY),
        },
      ])
      .returning({ id: blogs.id, title: blogs.title });
    for (const row of rows) ids[row.title] = row.id;
  });

  describe("GET /api/blogs", () => {
    it("shows visitors only live posts, newest publish date first", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/blogs" });
      expect(res.statusCode).toBe(200);
      expect((res.json() as { title: string }[]).map((b) => b.title)).toEqual(["Newer live", "Live", "Scheduled, due"]);
    });

    it("shows signed-in staff every post", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/blogs", headers: staff.headers });
      expect(res.json()).toHaveLength(6);
    });

    it("returns one live post to anyone, and a draft only to staff", async () => {
      const live = await t.app.inject({ method: "GET", url: `/api/blogs/${ids.Live}` });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ title: "Live", views: 0, author: "Admin User", tags: [], image: null });
      for (const hidden of ["Draft", "Future", "Scheduled, later"]) {
        const res = await t.app.inject({ method: "GET", url: `/api/blogs/${ids[hidden]}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: "Article not found" });
      }
      const draft = await t.app.inject({ method: "GET", url: `/api/blogs/${ids.Draft}`, headers: staff.headers });
      expect(draft.statusCode).toBe(200);
    });

    it("answers 404 for an unknown id and 400 for a malformed one", async () => {
      expect((await t.app.inject({ method: "GET", url: `/api/blogs/${MISSING_ID}` })).json()).toEqual({
        error: "Article not found",
      });
      expect((await t.app.inject({ method: "GET", url: "/api/blogs/abc" })).statusCode).toBe(400);
    });
  });

  describe("POST /api/blogs/:id/increment-views", () => {
    const view = (id: string | undefined, remoteAddress = "10.4.0.1") =>
      t.app.inject({ method: "POST", url: `/api/blogs/${id}/increment-views`, remoteAddress });

    it("counts a view of a live post", async () => {
      expect((await view(ids.Live)).json()).toEqual({ views: 1 });
      const res = await view(ids.Live);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ views: 2 });
    });

    it("answers 404 for an unknown or unpublished post", async () => {
      expect((await view(MISSING_ID)).statusCode).toBe(404);
      const draft = await view(ids.Draft);
      expect(draft.statusCode).toBe(404);
      expect(draft.json()).toEqual({ error: "Article not found" });
      const [row] = await t.db
        .select()
        .from(blogs)
        .where(eq(blogs.id, ids.Draft ?? ""));
      expect(row?.views).toBe(0);
    });

    it("limits each address to 60 views a minute", async () => {
      for (let i = 0; i < 60; i++) expect((await view(ids["Newer live"], "10.96.0.1")).statusCode).toBe(200);
      const limited = await view(ids["Newer live"], "10.96.0.1");
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: expect.any(String) });
    });
  });

  describe("POST /api/blogs", () => {
    it("creates a post: tags split and trimmed, dates kept", async () => {
      const res = await create(post);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        ...post,
        tags: ["land", "Kigali", "checklist"],
        views: 0,
      });
      ids.created = body._id;
      expect(await latestActivity(t, body._id)).toMatchObject({ action: "Blog post created", actorId: staff.id });
    });

    it("defaults the author, the status and the publish date", async () => {
      const before = Date.now();
      const res = await create({
        title: "Quick note",
        category: "news",
        content: "Body",
        author: "  ",
        publishDate: "",
        tags: [],
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ author: "Admin User", status: "draft", excerpt: "" });
      expect(Date.parse(body.publishDate)).toBeGreaterThanOrEqual(before - 1000);
    });

    it("requires title and content with the form's message, a category, and valid fields; stores nothing", async () => {
      const before = await blogCount();
      for (const payload of [
        { ...post, title: "  " },
        { ...post, content: undefined },
        { ...post, title: undefined, content: "" },
      ]) {
        const res = await create(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: "Please fill in all required fields (Title, Content, Author)" });
      }
      expect((await create({ ...post, category: undefined })).json()).toMatchObject({ error: "Please select a category" });
      expect((await create({ ...post, category: "gossip" })).statusCode).toBe(400);
      expect((await create({ ...post, status: "live" })).statusCode).toBe(400);
      expect((await create({ ...post, publishDate: "next week" })).json().error).toMatch(/^publishDate/);
      expect((await create({ ...post, image: "javascript:alert(1)" })).statusCode).toBe(400);
      // Browsers read `/\host/…` and `//host/…` as another site's address.
      expect((await create({ ...post, image: "/\\evil.example/a.png" })).statusCode).toBe(400);
      expect((await create({ ...post, authorImage: "//evil.example/a.png" })).statusCode).toBe(400);
      expect((await create({ ...post, views: 1000 })).statusCode).toBe(400);
      expect(await blogCount()).toBe(before);
    });

    it("needs a session and the manageBlog permission (never limiting a superadmin)", async () => {
      expect((await create(post, {})).statusCode).toBe(401);
      await setPermissions(t, { manageBlog: false });
      try {
        const before = await blogCount();
        const res = await create(post);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: expect.any(String) });
        expect(await blogCount()).toBe(before);
        expect((await create(post, superadmin.headers)).statusCode).toBe(201);
      } finally {
        await setPermissions(t, { manageBlog: true });
      }
    });
  });

  describe("PUT /api/blogs/:id", () => {
    const put = (id: string | undefined, payload: unknown, headers: Record<string, string> = staff.headers) =>
      t.app.inject({ method: "PUT", url: `/api/blogs/${id}`, headers, payload: payload as object });

    it("replaces the whole post and keeps its views", async () => {
      await t.db
        .update(blogs)
        .set({ views: 17 })
        .where(eq(blogs.id, ids.created ?? ""));
      const res = await put(ids.created, {
        ...post,
        title: "Buying land: the 2026 checklist",
        status: "scheduled",
        tags: ["land"],
        excerpt: "",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        title: "Buying land: the 2026 checklist",
        status: "scheduled",
        tags: ["land"],
        excerpt: "",
        views: 17,
      });
      expect((await latestActivity(t, ids.created ?? ""))?.action).toBe("Blog post updated");
    });

    it("refuses bad input, a missing session or permission, and unknown ids, changing nothing", async () => {
      const bad = await put(ids.created, { ...post, content: " " });
      expect(bad.json()).toMatchObject({ error: "Please fill in all required fields (Title, Content, Author)" });
      expect((await put(ids.created, post, {})).statusCode).toBe(401);
      await setPermissions(t, { manageBlog: false });
      try {
        expect((await put(ids.created, post)).statusCode).toBe(403);
      } finally {
        await setPermissions(t, { manageBlog: true });
      }
      const missing = await put(MISSING_ID, post);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: "Article not found" });
      expect((await put("nope", post)).statusCode).toBe(400);
      const [row] = await t.db
        .select()
        .from(blogs)
        .where(eq(blogs.id, ids.created ?? ""));
      expect(row?.title).toBe("Buying land: the 2026 checklist");
    });
  });

  describe("DELETE /api/blogs/:id", () => {
    const remove = (id: string | undefined, headers: Record<string, string> = staff.headers) =>
      t.app.inject({ method: "DELETE", url: `/api/blogs/${id}`, headers });

    it("needs a session and the permission, answers 404 for unknown ids, and deletes", async () => {
      expect((await remove(ids.created, {})).statusCode).toBe(401);
      await setPermissions(t, { manageBlog: false });
      try {
        expect((await remove(ids.created)).statusCode).toBe(403);
      } finally {
        await setPermissions(t, { manageBlog: true });
      }
      expect((await remove(MISSING_ID)).statusCode).toBe(404);
      expect((await remove(ids.created)).statusCode).toBe(204);
      expect(
        await t.db
          .select()
          .from(blogs)
          .where(eq(blogs.id, ids.created ?? "")),
      ).toEqual([]);
    });
  });

  describe("POST /api/blogs/upload-image", () => {
    const upload = async (name: string, headers: Record<string, string> = staff.headers, field = "image") =>
      postFile(t, "/api/blogs/upload-image", headers, { field, filename: name, data: await fixtureImage(name) });

    it("stores the image as WebP and answers its url", async () => {
      const res = await upload("photo-with-gps.jpg");
      expect(res.statusCode).toBe(201);
      expect(res.json().url).toMatch(/^\/uploads\/[0-9a-f-]{36}-\d+\.webp$/);
    });

    it("needs a session and the permission, and refuses non-images and a missing file", async () => {
      const before = await countRows(t, uploads);
      expect((await upload("villa.png", {})).statusCode).toBe(401);
      await setPermissions(t, { manageBlog: false });
      try {
        expect((await upload("villa.png")).statusCode).toBe(403);
      } finally {
        await setPermissions(t, { manageBlog: true });
      }
      expect((await upload("truncated.jpg")).statusCode).toBe(415);
      expect((await upload("villa.png", staff.headers, "photo")).statusCode).toBe(400);
      expect(await countRows(t, uploads)).toBe(before);
    });
  });
});
