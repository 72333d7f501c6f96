import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testimonials, uploads } from "../db/schema.ts";
import { countRows, fixtureImage, latestActivity, postFile, useStaff, useTestContext } from "../testing.ts";

describe("testimonials API", () => {
  const t = useTestContext();
  const staff = useStaff(t);
  const rows = () => countRows(t, testimonials);
  const post = (payload: unknown, headers: Record<string, string> = staff.headers) =>
    t.app.inject({ method: "POST", url: "/api/testimonials", headers, payload: payload as object });

  describe("POST /api/testimonials", () => {
    it("needs a session", async () => {
      expect((await post({ name: "A", quote: "B" }, {})).statusCode).toBe(401);
    });

    it("creates a testimonial with the defaults: 5 stars, published, order 0", async () => {
      const res = await post({ name: "Grace M.", role: "Diaspora buyer, Brussels", quote: "They found us a home from abroad." });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        name: "Grace M.",
        role: "Diaspora buyer, Brussels",
        stars: 5,
        isPublished: true,
        order: 0,
        image: null,
      });
      expect(await latestActivity(t, res.json()._id)).toMatchObject({ action: "Testimonial added", actorId: staff.id });
    });

    it("clamps stars to 1..5 instead of refusing them", async () => {
      expect((await post({ name: "A", quote: "Q", stars: 9 })).json().stars).toBe(5);
      expect((await post({ name: "B", quote: "Q", stars: 0 })).json().stars).toBe(1);
      expect((await post({ name: "C", quote: "Q", stars: "4" })).json().stars).toBe(4);
    });

    it("requires a name and a quote, and stores nothing on bad input", async () => {
      const before = await rows();
      const noName = await post({ quote: "Q" });
      expect(noName.statusCode).toBe(400);
      expect(noName.json()).toMatchObject({ error: "Name is required" });
      const noQuote = await post({ name: "N", quote: "  " });
      expect(noQuote.json()).toMatchObject({ error: "Quote is required" });
      expect((await post({ name: "N", quote: "Q", stars: "many" })).statusCode).toBe(400);
      expect((await post({ name: "N", quote: "Q", order: -1 })).statusCode).toBe(400);
      expect((await post({ name: "N", quote: "Q", image: "javascript:alert(1)" })).statusCode).toBe(400);
      expect(await rows()).toBe(before);
    });
  });

  describe("GET /api/testimonials", () => {
    beforeAll(async () => {
      await post({ name: "Hidden Harriet", quote: "Not yet approved", isPublished: false, order: 1 });
      await post({ name: "First Felix", quote: "Shown first", order: 0 });
    });

    it("lists published testimonials for visitors, by order then age", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/testimonials?published=true" });
      expect(res.statusCode).toBe(200);
      const names = (res.json() as { name: string }[]).map((x) => x.name);
      expect(names).not.toContain("Hidden Harriet");
      expect(names.at(-1)).toBe("First Felix");
      const anonymous = await t.app.inject({ method: "GET", url: "/api/testimonials" });
      expect((anonymous.json() as { name: string }[]).map((x) => x.name)).not.toContain("Hidden Harriet");
    });

    it("includes hidden ones for signed-in staff", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/testimonials", headers: staff.headers });
      const list = res.json() as { name: string; order: number }[];
      expect(list.map((x) => x.name)).toContain("Hidden Harriet");
      expect(list.at(-1)?.name).toBe("Hidden Harriet");
      const published = await t.app.inject({ method: "GET", url: "/api/testimonials?published=true", headers: staff.headers });
      expect((published.json() as { name: string }[]).map((x) => x.name)).not.toContain("Hidden Harriet");
    });

    it("refuses a malformed query", async () => {
      expect((await t.app.inject({ method: "GET", url: "/api/testimonials?published=yes" })).statusCode).toBe(400);
    });
  });

  describe("PUT /api/testimonials/:id", () => {
    const put = (id: string, payload: object) =>
      t.app.inject({ method: "PUT", url: `/api/testimonials/${id}`, headers: staff.headers, payload });

    it("replaces a testimonial", async () => {
      const id = (await post({ name: "Old", quote: "Old quote" })).json()._id;
      const res = await put(id, {
        name: "New",
        quote: "New quote",
        stars: 3,
        isPublished: false,
        order: 4,
        image: "/uploads/x-1600.webp",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        _id: id,
        name: "New",
        quote: "New quote",
        stars: 3,
        isPublished: false,
        order: 4,
        role: "",
      });
    });

    it("refuses invalid input, changing nothing", async () => {
      const id = (await post({ name: "Keep", quote: "Keep me" })).json()._id;
      expect((await put(id, { name: "", quote: "Y" })).json()).toMatchObject({ error: "Name is required" });
      const [row] = await t.db.select().from(testimonials).where(eq(testimonials.id, id));
      expect(row?.name).toBe("Keep");
    });
  });

  describe("POST /api/testimonials/upload", () => {
    const upload = async (name: string, headers: Record<string, string> = staff.headers) =>
      postFile(t, "/api/testimonials/upload", headers, { filename: name, data: await fixtureImage(name) });

    it("stores a photo and answers its url", async () => {
      const res = await upload("villa.png");
      expect(res.statusCode).toBe(201);
      const { url } = res.json();
      expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-\d+\.webp$/);
      expect(await t.db.select().from(uploads).where(eq(uploads.url, url))).toHaveLength(1);
    });

    it("needs a session and refuses a file that is not an image", async () => {
      expect((await upload("villa.png", {})).statusCode).toBe(401);
      const before = await countRows(t, uploads);
      const res = await upload("not-an-image.jpg");
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: expect.any(String) });
      expect(await countRows(t, uploads)).toBe(before);
    });
  });
});
