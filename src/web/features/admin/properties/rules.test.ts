import { describe, expect, it } from "vitest";
import {
  createPayload,
  EMPTY_PROPERTY_FORM,
  filterAdminProperties,
  summarizeProperties,
  updatePayload,
  validatePropertyForm,
} from "./rules.ts";

const row = (status: string, featured = false, title = "A house", location = "Kigali", type = "villa") => ({
  status: status as "now-selling",
  featured,
  title,
  location,
  type: type as "villa",
});

describe("summary tiles", () => {
  it("counts each status and the featured flag from the data", () => {
    const list = [
      row("now-selling", true),
      row("now-selling"),
      row("coming-soon", true),
      row("sold"),
      row("sold"),
      row("sold", true),
      row("for-rent", true),
    ];
    const summary = summarizeProperties(list);
    expect(summary).toEqual({ nowSelling: 2, comingSoon: 1, sold: 3, forRent: 1, featured: 4 });
    // The status tiles add up to the total; Featured counts across them.
    expect(summary.nowSelling + summary.comingSoon + summary.sold + summary.forRent).toBe(list.length);
  });

  it("is all zeros for an empty list", () => {
    expect(summarizeProperties([])).toEqual({ nowSelling: 0, comingSoon: 0, sold: 0, forRent: 0, featured: 0 });
  });
});

describe("search and status filter", () => {
  const list = [
    row("now-selling", false, "Villa in Nyarutarama", "Nyarutarama, Kigali"),
    row("sold", false, "Plot in Rebero", "Rebero", "land"),
    row("coming-soon", false, "Kacyiru Flat", "Kacyiru", "apartment"),
  ];
  it("matches title, location or type case-insensitively and keeps the order", () => {
    expect(filterAdminProperties(list, "  NYARU ", "all").map((p) => p.title)).toEqual(["Villa in Nyarutarama"]);
    expect(filterAdminProperties(list, "land", "all").map((p) => p.title)).toEqual(["Plot in Rebero"]);
    expect(filterAdminProperties(list, "", "all")).toHaveLength(3);
  });
  it("applies the status filter together with the search", () => {
    expect(filterAdminProperties(list, "", "sold").map((p) => p.title)).toEqual(["Plot in Rebero"]);
    expect(filterAdminProperties(list, "kacyiru", "sold")).toEqual([]);
    expect(filterAdminProperties([...list, row("for-rent", false, "Kiyovu flat")], "", "for-rent").map((p) => p.title)).toEqual([
      "Kiyovu flat",
    ]);
  });
});

describe("property form", () => {
  const filled = {
    ...EMPTY_PROPERTY_FORM,
    type: "villa",
    title: "Villa",
    price: "45000000",
    location: "Kigali",
    bedrooms: "4",
    bathrooms: "3",
    area: "350",
    description: "Nice",
  };

  it("asks for a type, the required fields and at least one image", () => {
    const errors = validatePropertyForm(EMPTY_PROPERTY_FORM, []);
    expect(errors.type).toBe("Please select a property type.");
    expect(errors.images).toBe("Please upload at least one image.");
    expect(errors.title).toBe("Title is required");
    expect(errors.price).toBe("Price is required");
    expect(errors.area).toBe("Area is required");
    expect(errors.bedrooms).toBe("Bedrooms is required");
  });

  it("requires bedrooms and bathrooms unless the type is land, which sends 0", () => {
    const noRooms = { ...filled, bedrooms: "", bathrooms: "" };
    expect(validatePropertyForm(noRooms, ["/uploads/a-1600.webp"])).toEqual({
      bedrooms: "Bedrooms is required",
      bathrooms: "Bathrooms is required",
    });
    const land = { ...noRooms, type: "land" };
    expect(validatePropertyForm(land, ["/uploads/a-1600.webp"])).toEqual({});
    expect(createPayload({ ...land, bedrooms: "5" }, ["/uploads/a-1600.webp"])).toMatchObject({ bedrooms: 0, bathrooms: 0 });
  });

  it("refuses more than 20 images", () => {
    const images = Array.from({ length: 21 }, (_, i) => `/uploads/p${i}-1600.webp`);
    expect(validatePropertyForm(filled, images).images).toBe("Maximum 20 images allowed. Please remove some images first.");
  });

  it("edits everything but the status", () => {
    const payload = updatePayload({ ...filled, status: "sold", youtubeLink: " " }, ["/uploads/a-1600.webp"]);
    expect(payload).not.toHaveProperty("status");
    expect(payload).toMatchObject({ title: "Villa", price: "45000000", youtubeLink: null, images: ["/uploads/a-1600.webp"] });
  });
});
