import { readdir } from "node:fs/promises";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Development } from "../../domain/development.ts";
import type { Db } from "../db/client.ts";
import { activityLog, developments, uploads } from "../db/schema.ts";
import { createDevelopment } from "../services/developments.ts";
import { fixtureImage, MISSING_ID, multipartBody, type TestStaff, useStaff, useTestContext } from "../testing.ts";

const TOO_MANY = "Maximum 20 images allowed. Please remove some images first.";

describe("developments API", () => {
  const t = useTestContext();
  const admin = useStaff(t);
  let uploadedUrl: string;
  let seededIds: string[];

  const get = (url: string) => t.app.inject({ method: "GET", url });
  /** Staff read every version of a record's texts, as the replies to their changes show them. */
  const staffGet = (url: string) => t.app.inject({ method: "GET", url, headers: admin.headers });
  const send = (method: "POST" | "PUT", url: string, body: unknown, staff: TestStaff | null = admin) =>
    t.app.inject({ method, url, payload: body as object, headers: staff?.headers });
  const sendForm = async (
    method: "POST" | "PUT",
    url: string,
    fields: Record<string, string>,
    fileNames: string[],
    staff: TestStaff | null = admin,
  ) => {
    const files = await Promise.all(
      fileNames.map(async (name) => ({
        field: "images",
        filename: name,
        contentType: "image/*",
        data: await fixtureImage(name),
      })),
    );
    const { payload, headers } = multipartBody(fields, files);
    return t.app.inject({ method, url, payload, headers: { ...headers, ...staff?.headers } });
  };
  const developmentCount = async () => (await t.db.select({ n: count() }).from(developments))[0]?.n ?? 0;
  const uploadCount = async () => (await t.db.select({ n: count() }).from(uploads))[0]?.n ?? 0;
  const storedFiles = async () => (await readdir(path.join(t.dataDir, "uploads"))).length;
  const activityFor = (id: string) => t.db.select().from(activityLog).where(eq(activityLog.entityId, id));
  const created = async (body: Record<string, unknown> = {}) => {
    const res = await send("POST", "/api/developments", {
      title: "Vision City II",
      location: "Gacuriro",
      description: "Homes.",
      ...body,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as Development;
  };
  const formFields = {
    title: "Kigali Heights Residences",
    location: "Kimihurura, Kigali",
    description: "Apartments above the city.",
    status: "now-selling",
    projectType: "mixed-use",
    tags: JSON.stringify(["Rooftop", " Gym ", ""]),
    amenities: JSON.stringify(["Parking", "Security"]),
    contactInfo: JSON.stringify({ phone: "+250 788 000 111", email: "sales@heights.rw", website: "https://heights.rw" }),
    units: "120",
    featured: "true",
    promoted: "false",
    youtubeLink: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  };

  beforeAll(async () => {
    const { payload, headers } = multipartBody({}, [
      { field: "image", filename: "v.png", data: await fixtureImage("villa.png") },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/properties/upload-image",
      payload,
      headers: { ...headers, ...admin.headers },
    });
    uploadedUrl = res.json().url;
    const rows = await t.db
      .insert(developments)
      .values([
        { title: "Older estate", location: "Kinyinya", description: "Phase one.", createdAt: new Date("2026-01-01T08:00:00Z") },
        {
          title: "Newer estate",
          location: "Rebero",
          description: "Phase two.",
          tags: ["Green"],
          createdAt: new Date("2026-06-01T08:00:00Z"),
        },
      ])
      .returning({ id: developments.id });
    seededIds = rows.map((r) => r.id);
  });

  describe("GET", () => {
    it("lists developments newest first, publicly", async () => {
      const res = await get("/api/developments");
      expect(res.statusCode).toBe(200);
      const titles = (res.json() as Development[]).map((d) => d.title);
      expect(titles.indexOf("Newer estate")).toBeLessThan(titles.indexOf("Older estate"));
    });

    it("returns one development with its defaults", async () => {
      const res = await get(`/api/developments/${seededIds[1]}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        _id: seededIds[1],
        title: "Newer estate",
        location: "Rebero",
        description: "Phase two.",
        status: "planning",
        image: null,
        images: [],
        tags: ["Green"],
        units: null,
        projectType: "residential",
        featured: false,
        promoted: false,
        amenities: [],
        contactInfo: { phone: "", email: "", website: "" },
        youtubeLink: null,
        createdAt: "2026-06-01T08:00:00.000Z",
        updatedAt: expect.any(String),
        language: "en",
        languages: ["en"],
        inEnglish: [],
      });
    });

    it("answers 404 for an unknown id and 400 for a malformed one", async () => {
      const missing = await get(`/api/developments/${MISSING_ID}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: "Development not found" });
      expect((await get("/api/developments/not-an-id")).statusCode).toBe(400);
    });
  });

  describe("POST /api/developments (JSON)", () => {
    it("creates a development: defaults, cover image from the first image, tags from comma text, activity entry", async () => {
      const development = await created({
        images: [uploadedUrl, "https://images.example.com/site.jpg"],
        tags: " Solar, , Gated community ,",
        units: 48,
        contactInfo: { phone: "+250 788 123 456" },
      });
      expect(development).toMatchObject({
        status: "planning",
        projectType: "residential",
        image: uploadedUrl,
        images: [uploadedUrl, "https://images.example.com/site.jpg"],
        tags: ["Solar", "Gated community"],
        units: 48,
        contactInfo: { phone: "+250788123456", email: "", website: "" },
      });
      expect((await staffGet(`/api/developments/${development._id}`)).json()).toEqual(development);
      expect(await activityFor(development._id)).toMatchObject([
        { action: "Development created", details: "Vision City II", status: "planning", actorId: admin.id },
      ]);
    });

    it.each<[string, Record<string, unknown>, string | RegExp]>([
      ["no title", { title: undefined }, "Title is required"],
      ["a blank location", { location: " " }, "Location is required"],
      ["no description", { description: undefined }, "Description is required"],
      ["21 images", { images: Array.from({ length: 21 }, (_, i) => `https://images.example.com/${i}.jpg`) }, TOO_MANY],
      ["an unknown status", { status: "demolished" }, /^status: /],
      ["an unknown project type", { projectType: "industrial" }, /^projectType: /],
      ["negative units", { units: -3 }, /^units: /],
      ["a bad contact email", { contactInfo: { email: "nope" } }, /^contactInfo\.email: /],
      ["a script as the website", { contactInfo: { website: "javascript:alert(1)" } }, /^contactInfo\.website: /],
      ["an upload this site never stored", { images: ["/uploads/00000000-0000-4000-8000-000000000000-1600.webp"] }, /^images: /],
      ["an unknown field", { price: 5 }, "Unknown field: price"],
    ])("refuses %s with 400 and changes nothing", async (_name, change, message) => {
      const before = await developmentCount();
      const res = await send("POST", "/api/developments", { title: "T", location: "L", description: "D", ...change });
      expect(res.statusCode).toBe(400);
      if (typeof message === "string") expect(res.json()).toMatchObject({ error: message });
      else expect(res.json().error).toMatch(message);
      expect(await developmentCount()).toBe(before);
    });

    it("answers 401 without a session", async () => {
      const res = await send("POST", "/api/developments", { title: "T", location: "L", description: "D" }, null);
      expect(res.statusCode).toBe(401);
    });
  });

  describe("PUT /api/developments/:id (JSON)", () => {
    it("changes only the fields sent, merging contact details", async () => {
      const original = await created({
        tags: ["A"],
        contactInfo: { phone: "+250 788 000 001", email: "a@b.rw" },
        images: [uploadedUrl],
      });
      const res = await send("PUT", `/api/developments/${original._id}`, { status: "completed", contactInfo: { email: "" } });
      expect(res.statusCode).toBe(200);
      const { status, contactInfo, updatedAt: _u, ...rest } = res.json();
      const { updatedAt: _v, status: _s, contactInfo: _c, ...restBefore } = original;
      expect(status).toBe("completed");
      expect(contactInfo).toEqual({ phone: "+250788000001", email: "", website: "" });
      expect(rest).toEqual(restBefore);
      expect((await activityFor(original._id)).map((e) => e.action)).toEqual(["Development created", "Development updated"]);
    });

    it("moves the cover image to the first image when the old cover is removed", async () => {
      const original = await created({ images: [uploadedUrl, "https://images.example.com/2.jpg"] });
      const res = await send("PUT", `/api/developments/${original._id}`, { images: ["https://images.example.com/2.jpg"] });
      expect(res.json()).toMatchObject({
        image: "https://images.example.com/2.jpg",
        images: ["https://images.example.com/2.jpg"],
      });
    });

    it("refuses bad values with 400 and changes nothing", async () => {
      const original = await created();
      for (const body of [{ title: "" }, { units: "many" }, { featured: "yes" }, { images: ["ftp://x/y.jpg"] }, { owner: "x" }]) {
        expect((await send("PUT", `/api/developments/${original._id}`, body)).statusCode).toBe(400);
      }
      expect((await staffGet(`/api/developments/${original._id}`)).json()).toEqual(original);
    });

    it("answers 404 for an unknown id, 400 for a malformed one, 401 without a session", async () => {
      const missing = await send("PUT", `/api/developments/${MISSING_ID}`, { status: "completed" });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: "Development not found" });
      expect((await send("PUT", "/api/developments/x", { status: "completed" })).statusCode).toBe(400);
      expect((await send("PUT", `/api/developments/${seededIds[0]}`, { status: "completed" }, null)).statusCode).toBe(401);
    });
  });

  describe("DELETE /api/developments/:id", () => {
    it("deletes a development, with an activity entry", async () => {
      const { _id } = await created();
      const res = await t.app.inject({ method: "DELETE", url: `/api/developments/${_id}`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Development deleted" });
      expect((await get(`/api/developments/${_id}`)).statusCode).toBe(404);
      expect((await activityFor(_id)).map((e) => e.action)).toEqual(["Development created", "Development deleted"]);
    });

    it("answers 404 for an unknown id, 400 for a malformed one, 401 without a session", async () => {
      const missing = await t.app.inject({ method: "DELETE", url: `/api/developments/${MISSING_ID}`, headers: admin.headers });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: "Development not found" });
      expect((await t.app.inject({ method: "DELETE", url: "/api/developments/1", headers: admin.headers })).statusCode).toBe(400);
      expect((await t.app.inject({ method: "DELETE", url: `/api/developments/${seededIds[0]}` })).statusCode).toBe(401);
      expect((await get(`/api/developments/${seededIds[0]}`)).statusCode).toBe(200);
    });
  });

  describe("POST /api/developments/with-images", () => {
    const url = "/api/developments/with-images";

    it("creates a development from text fields and 3 real image files", async () => {
      const res = await sendForm("POST", url, formFields, ["villa.png", "apartment.webp", "photo-with-gps.jpg"]);
      expect(res.statusCode).toBe(201);
      const development = res.json() as Development;
      expect(development).toMatchObject({
        title: "Kigali Heights Residences",
        status: "now-selling",
        projectType: "mixed-use",
        tags: ["Rooftop", "Gym"],
        amenities: ["Parking", "Security"],
        contactInfo: { phone: "+250788000111", email: "sales@heights.rw", website: "https://heights.rw" },
        units: 120,
        featured: true,
        promoted: false,
        youtubeLink: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      });
      expect(development.images).toHaveLength(3);
      expect(development.image).toBe(development.images[0]);
      for (const image of development.images) {
        expect(image).toMatch(/^\/uploads\/.+\.webp$/);
        const served = await get(image);
        expect(served.statusCode).toBe(200);
        expect(served.headers["content-type"]).toBe("image/webp");
      }
      expect((await activityFor(development._id)).map((e) => e.action)).toEqual(["Development created"]);
    });

    it("keeps image URLs sent in the images field before the new files", async () => {
      const res = await sendForm("POST", url, { ...formFields, images: JSON.stringify([uploadedUrl]), units: "" }, ["plot.gif"]);
      expect(res.statusCode).toBe(201);
      expect(res.json().images).toHaveLength(2);
      expect(res.json()).toMatchObject({ image: uploadedUrl, units: null });
    });

    it.each<[string, Record<string, string>, string | RegExp]>([
      ["no title", { title: "" }, "Title is required"],
      ["no location", { location: "  " }, "Location is required"],
      ["unreadable contact info", { contactInfo: "{phone" }, /^contactInfo: /],
      ["a flag that is not true/false", { featured: "yes" }, /^featured: /],
      ["units that are not a number", { units: "lots" }, /^units: /],
      ["an unknown field", { price: "5" }, "Unknown field: price"],
      [
        "20 image URLs plus a file",
        { images: JSON.stringify(Array.from({ length: 20 }, (_, i) => `https://images.example.com/${i}.jpg`)) },
        TOO_MANY,
      ],
    ])("refuses %s with 400 before storing any file", async (_name, change, message) => {
      const [rows, files, uploadsBefore] = [await developmentCount(), await storedFiles(), await uploadCount()];
      const res = await sendForm("POST", url, { ...formFields, ...change }, ["villa.png"]);
      expect(res.statusCode).toBe(400);
      if (typeof message === "string") expect(res.json()).toMatchObject({ error: message });
      else expect(res.json().error).toMatch(message);
      expect([await developmentCount(), await storedFiles(), await uploadCount()]).toEqual([rows, files, uploadsBefore]);
    });

    it("refuses 21 files with 400", async () => {
      const before = await developmentCount();
      const res = await sendForm(
        "POST",
        url,
        formFields,
        Array.from({ length: 21 }, () => "plot.gif"),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: TOO_MANY });
      expect(await developmentCount()).toBe(before);
    });

    it("refuses a file that is not an image with 415, removing the files already stored for the request", async () => {
      const [rows, files, uploadsBefore] = [await developmentCount(), await storedFiles(), await uploadCount()];
      const res = await sendForm("POST", url, formFields, ["villa.png", "apartment.webp", "not-an-image.jpg"]);
      expect(res.statusCode).toBe(415);
      expect([await developmentCount(), await storedFiles(), await uploadCount()]).toEqual([rows, files, uploadsBefore]);
    });

    it("removes the stored files when the database write fails", async () => {
      const [files, uploadsBefore] = [await storedFiles(), await uploadCount()];
      const failing = Object.create(t.db, {
        transaction: {
          value: async () => {
            throw new Error("database write failed");
          },
        },
      }) as Db;
      const input = { title: "T", location: "L", description: "D" };
      await expect(createDevelopment(failing, t.storage, input, [await fixtureImage("villa.png")], admin.id)).rejects.toThrow(
        "database write failed",
      );
      expect([await storedFiles(), await uploadCount()]).toEqual([files, uploadsBefore]);
    });

    it("answers 401 without a session, storing nothing", async () => {
      const files = await storedFiles();
      expect((await sendForm("POST", url, formFields, ["villa.png"], null)).statusCode).toBe(401);
      expect(await storedFiles()).toBe(files);
    });

    it("answers 400 to a JSON body", async () => {
      expect((await send("POST", url, { title: "T", location: "L", description: "D" })).statusCode).toBe(400);
    });
  });

  describe("PUT /api/developments/:id/with-images", () => {
    it("appends new files to the current images, keeping fields not sent", async () => {
      const original = await created({ images: [uploadedUrl], tags: ["Keep"] });
      const res = await sendForm("PUT", `/api/developments/${original._id}/with-images`, { status: "coming-soon" }, ["plot.gif"]);
      expect(res.statusCode).toBe(200);
      const updated = res.json() as Development;
      expect(updated.images).toHaveLength(2);
      expect(updated).toMatchObject({ image: uploadedUrl, status: "coming-soon", tags: ["Keep"], title: original.title });
      expect(updated.images[0]).toBe(uploadedUrl);
    });

    it("replaces the images with the images field sent, followed by the new files", async () => {
      const original = await created({ images: [uploadedUrl] });
      const fields = { images: JSON.stringify(["https://images.example.com/keep.jpg"]) };
      const res = await sendForm("PUT", `/api/developments/${original._id}/with-images`, fields, ["interior.avif"]);
      expect(res.statusCode).toBe(200);
      const { images, image } = res.json() as Development;
      expect(images[0]).toBe("https://images.example.com/keep.jpg");
      expect(images).toHaveLength(2);
      expect(image).toBe("https://images.example.com/keep.jpg");
    });

    it("refuses more than 20 images in all with 400, storing nothing", async () => {
      const original = await created({ images: Array.from({ length: 20 }, (_, i) => `https://images.example.com/${i}.jpg`) });
      const files = await storedFiles();
      const res = await sendForm("PUT", `/api/developments/${original._id}/with-images`, {}, ["villa.png"]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: TOO_MANY });
      expect(await storedFiles()).toBe(files);
      expect((await staffGet(`/api/developments/${original._id}`)).json()).toEqual(original);
    });

    it("answers 404 for an unknown id (storing nothing), 400 for a malformed one, 401 without a session", async () => {
      const files = await storedFiles();
      const missing = await sendForm("PUT", `/api/developments/${MISSING_ID}/with-images`, {}, ["villa.png"]);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: "Development not found" });
      expect(await storedFiles()).toBe(files);
      expect((await sendForm("PUT", "/api/developments/abc/with-images", {}, ["villa.png"])).statusCode).toBe(400);
      expect((await sendForm("PUT", `/api/developments/${seededIds[0]}/with-images`, {}, ["villa.png"], null)).statusCode).toBe(
        401,
      );
    });
  });
});
