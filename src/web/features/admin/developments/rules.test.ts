import { describe, expect, it } from "vitest";
import { developmentFormToInput } from "../../../../domain/development.ts";
import {
  developmentFormData,
  developmentPayload,
  EMPTY_DEVELOPMENT_FORM,
  filterDevelopments,
  validateDevelopmentForm,
  visibleTags,
} from "./rules.ts";

describe("tags", () => {
  it("shows the first three and counts the rest", () => {
    expect(visibleTags(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(visibleTags(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], more: 0 });
    expect(visibleTags([])).toEqual({ shown: [], more: 0 });
  });
});

describe("search", () => {
  const list = [
    { title: "Vision City Villas", location: "Gacuriro" },
    { title: "Business Suites", location: "Kimihurura, Kigali" },
  ];
  it("matches title or location, case-insensitively", () => {
    expect(filterDevelopments(list, "VISION").map((d) => d.title)).toEqual(["Vision City Villas"]);
    expect(filterDevelopments(list, " kimihurura ").map((d) => d.title)).toEqual(["Business Suites"]);
    expect(filterDevelopments(list, "")).toHaveLength(2);
    expect(filterDevelopments(list, "nowhere")).toEqual([]);
  });
});

describe("development form", () => {
  const values = {
    ...EMPTY_DEVELOPMENT_FORM,
    title: "Green Hills",
    location: "Rebero",
    description: "Homes",
    units: "120",
    tags: "Gated, , Views ",
    amenities: "Pool, Garden",
    email: "sales@example.rw",
  };

  it("requires title, location and description and checks units and the email", () => {
    const errors = validateDevelopmentForm({ ...EMPTY_DEVELOPMENT_FORM, units: "abc", email: "nope" }, [], 0);
    expect(errors).toMatchObject({
      title: "Title is required",
      location: "Location is required",
      description: "Description is required",
      units: "Units must be a whole number of at least 0",
      email: "Contact email must be a valid email address",
    });
    expect(validateDevelopmentForm(values, [], 2)).toEqual({});
  });

  it("refuses more than 20 images in all", () => {
    const kept = Array.from({ length: 18 }, (_, i) => `/uploads/d${i}-1600.webp`);
    expect(validateDevelopmentForm(values, kept, 3).images).toBe("Maximum 20 images allowed. Please remove some images first.");
    expect(validateDevelopmentForm(values, kept, 2).images).toBeUndefined();
  });

  it("builds the JSON body with parsed tags, and the with-images form the server reads back the same", () => {
    const payload = developmentPayload(values, ["/uploads/a-1600.webp"]);
    expect(payload).toMatchObject({
      units: 120,
      tags: ["Gated", "Views"],
      amenities: ["Pool", "Garden"],
      image: null,
      youtubeLink: null,
      contactInfo: { phone: "", email: "sales@example.rw", website: "" },
    });
    const form = developmentFormData(payload, [new File(["x"], "a.png"), new File(["y"], "b.png")]);
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) if (typeof value === "string") fields[name] = value;
    expect(form.getAll("images").filter((v) => typeof v !== "string")).toHaveLength(2);
    expect(developmentFormToInput(fields)).toMatchObject({
      tags: ["Gated", "Views"],
      amenities: ["Pool", "Garden"],
      images: ["/uploads/a-1600.webp"],
      featured: false,
      units: "120",
      image: null,
      contactInfo: { email: "sales@example.rw" },
    });
  });
});
