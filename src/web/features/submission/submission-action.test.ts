import { count, desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissions, type uploads } from "../../../server/db/schema.ts";
import { createTestContext, fixtureImage, type TestContext } from "../../../server/testing.ts";
import { postToAction } from "../forms/action-testing.ts";
import { submissionAction } from "./submission-action.server.ts";

const fields = {
  title: "Villa in Kibagabaga",
  location: "Kibagabaga, Gasabo",
  description: "Quiet street, tarmac road.",
  type: "house",
  price: "RWF 85,000,000",
  area: "450",
  bedrooms: "4",
  bathrooms: "3",
  propertyStatus: "now-selling",
  contactName: "Claudine Mukamana",
  contactEmail: "claudine@example.rw",
  contactPhone: "+250 788 123 456",
  contactWhatsApp: "",
};

describe("List With Us posted without scripts", () => {
  let t: TestContext;
  let photos: Buffer[];

  beforeAll(async () => {
    t = await createTestContext();
    photos = await Promise.all(["villa.png", "apartment.webp", "plot.gif"].map(fixtureImage));
  });
  afterAll(() => t.close());

  async function post(text: Record<string, string>, files: Buffer[], extra: [string, string][] = []) {
    const form = new FormData();
    for (const [name, value] of Object.entries(text)) form.append(name, value);
    for (const [name, value] of extra) form.append(name, value);
    for (const [i, data] of files.entries())
      form.append("photos", new File([new Uint8Array(data)], `photo-${i}.png`, { type: "image/png" }));
    return postToAction(t, submissionAction, "/list-with-us", form, "10.8.0.1");
  }
  const countOf = async (table: typeof submissions | typeof uploads) =>
    (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it("keeps the stored photos and what was typed across a mistake, then submits with them", async () => {
    const before = await countOf(submissions);
    const first = await post({ ...fields, title: " " }, photos);
    expect(first.status).toBe(400);
    expect(first.result.fields).toEqual({ title: "Title is required" });
    expect(first.result.values.location).toBe("Kibagabaga, Gasabo");
    const kept = first.result.images ?? [];
    expect(kept).toHaveLength(3);
    expect(kept.every((url) => url.startsWith("/uploads/"))).toBe(true);
    expect(await countOf(submissions)).toBe(before);

    // One kept photo removed, one more added; an address not stored by this site is ignored.
    const extra: [string, string][] = [
      ...kept.map((url): [string, string] => ["keptImages", url]),
      ["keptImages", "https://evil.example/x.jpg"],
      ["removeImages", kept[2] as string],
    ];
    const second = await post(fields, [photos[0] as Buffer], extra);
    expect(second.result).toMatchObject({
      sent: true,
      message: "Property submitted successfully! We will review and contact you soon.",
    });
    const [stored] = await t.db.select().from(submissions).orderBy(desc(submissions.createdAt)).limit(1);
    expect(stored?.title).toBe("Villa in Kibagabaga");
    expect(stored?.images).toHaveLength(3);
    expect(stored?.images.slice(0, 2)).toEqual(kept.slice(0, 2));
  });

  it("takes the district, sector and UPI typed, and sends a wrong UPI back to its field with what was typed", async () => {
    const place = { district: "Gasabo", sector: "Remera", upi: "1/02/08/03/12x4" };
    const wrong = await post({ ...fields, ...place }, photos);
    expect(wrong.status).toBe(400);
    expect(wrong.result.fields).toEqual({ upi: "Please enter the UPI as on the land title, e.g. 1/02/08/03/1234" });
    expect(wrong.result.values).toMatchObject(place);
    const kept: [string, string][] = (wrong.result.images ?? []).map((url) => ["keptImages", url]);
    const right = await post({ ...fields, ...place, upi: "1/02/08/03/1234" }, [], kept);
    expect(right.result.sent).toBe(true);
    const [stored] = await t.db.select().from(submissions).orderBy(desc(submissions.createdAt)).limit(1);
    expect(stored).toMatchObject({ district: "Gasabo", sector: "Remera", upi: "1/02/08/03/1234", plotSize: null });
  });

  it("answers the form's image-count message when too few photos were sent", async () => {
    const res = await post(fields, photos.slice(0, 2));
    expect(res.status).toBe(400);
    expect(res.result.fields).toEqual({ images: "Please upload at least 3 images" });
    expect(res.result.images).toHaveLength(2);
  });

  it("says there were too many photos when the server left some unread, keeping what was typed and storing nothing", async () => {
    const before = await countOf(submissions);
    // The server read 3 photos and left 18 past the maximum unread (src/server/plugins/page-form.ts).
    const res = await post(fields, photos, [["photosNotRead", "18"]]);
    expect(res.status).toBe(400);
    expect(res.result.fields).toEqual({ images: "Maximum 20 images allowed. Please remove some images first." });
    expect(res.result.values.title).toBe("Villa in Kibagabaga");
    expect(await countOf(submissions)).toBe(before);
  });

  it("refuses a file that is not an image, naming its position, and keeps the ones before it", async () => {
    const res = await post(fields, [photos[0] as Buffer, Buffer.from("not an image at all")]);
    expect(res.status).toBe(415);
    expect(res.result.message).toMatch(/^Error uploading image 2: /);
    expect(res.result.images).toHaveLength(1);
  });
});
