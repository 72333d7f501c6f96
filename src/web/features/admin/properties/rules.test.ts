import { describe, expect, it } from "vitest";
import { createPayload, filterAdminProperties, summarizeProperties, updatePayload } from "./rules.ts";

let references = 1000;
const row = (status: string, featured = false, title = "A house", location = "Kigali", type = "villa") => ({
  reference: `KE-${++references}`,
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
  it("matches title, location, type or reference case-insensitively and keeps the order", () => {
    expect(filterAdminProperties(list, "  NYARU ", "all").map((p) => p.title)).toEqual(["Villa in Nyarutarama"]);
    const plot = list[1]?.reference ?? "";
    expect(filterAdminProperties(list, plot.toLowerCase(), "all").map((p) => p.title)).toEqual(["Plot in Rebero"]);
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

describe("property payloads", () => {
  const value = {
    type: "land" as const,
    title: "Plot",
    price: 45_000_000,
    location: "Kigali",
    bedrooms: 5,
    area: 350,
    description: "Nice",
    images: ["/uploads/a-1600.webp"],
    status: "sold" as const,
  };

  it("sends land with 0 bedrooms and bathrooms, and unset options as off", () => {
    expect(createPayload(value)).toMatchObject({
      bedrooms: 0,
      bathrooms: 0,
      amenities: [],
      youtubeLink: null,
      featured: false,
      promoted: false,
      status: "sold",
    });
  });

  it("edits everything but the status", () => {
    const payload = updatePayload({ ...value, type: "villa", bathrooms: 2 });
    expect(payload).not.toHaveProperty("status");
    expect(payload).toMatchObject({ title: "Plot", bedrooms: 5, bathrooms: 2, images: ["/uploads/a-1600.webp"] });
  });

  it("adds with the facts given and the flags off; an edit clears the facts whose inputs were emptied", () => {
    const facts = { district: "Gasabo" as const, sector: "Kimironko", upi: "1/02/08/03/1234", zone: "R1", plotSize: 600 };
    const created = createPayload({ ...value, ...facts });
    expect(created).toMatchObject({ ...facts, exactLocation: false, titleChecked: false });
    expect(created).not.toHaveProperty("latitude");
    const edited = updatePayload({ ...value, district: "Gasabo", titleChecked: true });
    expect(edited).toMatchObject({ district: "Gasabo", sector: null, upi: null, zone: null, latitude: null, titleChecked: true });
    expect(edited).toMatchObject({ developmentId: null, exactLocation: false });
  });
});
