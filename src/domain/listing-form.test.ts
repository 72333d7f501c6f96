import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { developmentFormSchema } from "./development.ts";
import { propertyFormSchema } from "./property.ts";

/** The first message of each field, as the form kit shows them (blank inputs arrive as undefined). */
function messages(schema: z.ZodType, input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join(".")] ??= issue.message;
  return found;
}

describe("the property form schema", () => {
  const filled = {
    type: "villa",
    title: "Villa",
    price: "45000000",
    location: "Kigali",
    bedrooms: "4",
    bathrooms: "3",
    area: "350",
    description: "Nice",
    images: ["/uploads/a-1600.webp"],
  };

  it("asks for a type, the required fields and at least one image, in the spec's words", () => {
    expect(messages(propertyFormSchema, {})).toMatchObject({
      type: "Please select a property type.",
      images: "Please upload at least one image.",
      title: "Title is required",
      price: "Price is required",
      area: "Area is required",
      bedrooms: "Bedrooms is required",
      bathrooms: "Bathrooms is required",
    });
  });

  it("requires bedrooms and bathrooms unless the type is land", () => {
    const noRooms = { ...filled, bedrooms: undefined, bathrooms: "" };
    expect(messages(propertyFormSchema, noRooms)).toEqual({
      bedrooms: "Bedrooms is required",
      bathrooms: "Bathrooms is required",
    });
    expect(messages(propertyFormSchema, { ...noRooms, type: "land" })).toEqual({});
  });

  it("names the field of a wrong number and refuses more than 20 images", () => {
    expect(messages(propertyFormSchema, { ...filled, bedrooms: "2.5" }).bedrooms).toBe(
      "Bedrooms must be a whole number of at least 0",
    );
    const images = Array.from({ length: 21 }, (_, i) => `/uploads/p${i}-1600.webp`);
    expect(messages(propertyFormSchema, { ...filled, images }).images).toBe(
      "Maximum 20 images allowed. Please remove some images first.",
    );
  });

  it("reads the numbers and leaves what was not given unset", () => {
    const value = propertyFormSchema.parse({ ...filled, youtubeLink: " " });
    expect(value).toMatchObject({ price: 45_000_000, bedrooms: 4 });
    expect(value.youtubeLink).toBeUndefined();
    expect(value.featured).toBeUndefined();
  });
});

describe("the development form schema", () => {
  it("requires title, location and description and names the field of each other mistake", () => {
    expect(
      messages(developmentFormSchema, { status: "planning", projectType: "residential", units: "abc", email: "nope" }),
    ).toEqual({
      title: "Title is required",
      location: "Location is required",
      description: "Description is required",
      units: "Units must be a whole number of at least 0",
      email: "Contact email must be a valid email address",
    });
    expect(
      messages(developmentFormSchema, { imageUrl: "ftp://x", status: "planning", projectType: "residential" }).imageUrl,
    ).toBe("Image URL must be an uploaded image (/uploads/...) or an http(s) URL");
  });

  it("reads tags and amenities from comma-separated text, and blank boxes as not given", () => {
    const value = developmentFormSchema.parse({
      title: "Green Hills",
      location: "Rebero",
      description: "Homes",
      status: "planning",
      projectType: "residential",
      units: "120",
      tags: "Gated, , Views ",
      amenities: "Pool, Garden",
      phone: "  ",
    });
    expect(value).toMatchObject({ units: 120, tags: ["Gated", "Views"], amenities: ["Pool", "Garden"] });
    expect(value.phone).toBeUndefined();
  });
});
