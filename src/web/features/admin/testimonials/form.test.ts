import { describe, expect, it } from "vitest";
import { draftOfTestimonial, emptyTestimonial, testimonialBody, testimonialErrors } from "./form.ts";

describe("testimonial form", () => {
  it("starts with 5 stars, order 0 and published", () => {
    expect(testimonialBody(emptyTestimonial())).toMatchObject({ stars: 5, order: 0, isPublished: true, image: null });
  });

  it("requires a name and a quote in the spec's words", () => {
    expect(testimonialErrors(emptyTestimonial())).toEqual({ name: "Name is required", quote: "Quote is required" });
    expect(testimonialErrors({ ...emptyTestimonial(), name: "  ", quote: "Great" })).toEqual({ name: "Name is required" });
    expect(testimonialErrors({ ...emptyTestimonial(), name: "Aline", quote: "Great" })).toEqual({});
  });

  it("refuses an order that is not a whole number of 0 or more", () => {
    const base = { ...emptyTestimonial(), name: "Aline", quote: "Great" };
    expect(testimonialErrors({ ...base, order: "1.5" }).order).toBe("Order must be a whole number");
    expect(testimonialErrors({ ...base, order: "-1" }).order).toBe("Order must be 0 or more");
    expect(testimonialErrors({ ...base, order: "abc" }).order).toBe("Order must be a whole number");
    expect(testimonialBody({ ...base, order: " " }).order).toBe(0);
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
