import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { testimonialFormSchema } from "../../../../domain/testimonial.ts";
import { draftOfTestimonial, emptyTestimonial } from "./form.ts";

/** What the form kit makes of the typed fields: the body it sends, or the message at each field. */
function submit(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  const result = parseWithZod(data, { schema: testimonialFormSchema });
  return result.status === "success"
    ? { body: result.value }
    : { errors: Object.fromEntries(Object.entries(result.error ?? {}).map(([name, messages]) => [name, messages?.[0]])) };
}

const filled = { name: "Aline", quote: "Great", stars: "5", order: "0", isPublished: "on" };

describe("testimonial form", () => {
  it("starts with 5 stars, order 0 and published", () => {
    expect(emptyTestimonial()).toMatchObject({ stars: 5, order: "0", isPublished: true, image: null });
  });

  it("requires a name and a quote in the spec's words", () => {
    expect(submit({ name: "", quote: "", stars: "5", order: "0" }).errors).toEqual({
      name: "Name is required",
      quote: "Quote is required",
    });
    expect(submit({ ...filled, name: "  " }).errors).toEqual({ name: "Name is required" });
    expect(submit(filled).body).toMatchObject({ name: "Aline", quote: "Great", stars: 5, order: 0, isPublished: true });
  });

  it("refuses an order that is not a whole number of 0 or more; blank means 0", () => {
    expect(submit({ ...filled, order: "1.5" }).errors).toEqual({ order: "Order must be a whole number" });
    expect(submit({ ...filled, order: "-1" }).errors).toEqual({ order: "Order must be 0 or more" });
    expect(submit({ ...filled, order: "abc" }).errors).toEqual({ order: "Order must be a whole number" });
    expect(submit({ ...filled, order: "" }).body?.order).toBe(0);
  });

  it("saves an unticked 'Published' as hidden, and no photo as none", () => {
    const { isPublished: _ticked, ...unticked } = filled;
    expect(submit(unticked).body).toMatchObject({ isPublished: false, image: null });
    expect(submit({ ...filled, image: "/uploads/a-400.webp" }).body?.image).toBe("/uploads/a-400.webp");
  });

  it("fills the form from a testimonial", () => {
    const draft = draftOfTestimonial({
      _id: "1",
      name: "Aline",
      role: "Buyer",
      quote: "Great",
      stars: 4,
      image: null,
      isPublished: false,
      order: 3,
      createdAt: "",
      updatedAt: "",
      languages: ["en"],
    });
    expect(draft).toEqual({
      name: "Aline",
      role: "Buyer",
      quote: "Great",
      stars: 4,
      image: null,
      order: "3",
      isPublished: false,
    });
  });
});
