import { describe, expect, it } from "vitest";
import { developmentFormToInput } from "../../../../domain/development.ts";
import { developmentFormData, developmentPayload, filterDevelopments, visibleTags } from "./rules.ts";

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

describe("development payloads", () => {
  const value = {
    title: "Green Hills",
    location: "Rebero",
    description: "Homes",
    status: "planning" as const,
    projectType: "residential" as const,
    units: 120,
    tags: ["Gated", "Views"],
    amenities: ["Pool", "Garden"],
    email: "sales@example.rw",
  };

  it("builds the JSON body, and the with-images form the server reads back the same", () => {
    const payload = developmentPayload(value, ["/uploads/a-1600.webp"]);
    expect(payload).toMatchObject({
      units: 120,
      tags: ["Gated", "Views"],
      amenities: ["Pool", "Garden"],
      image: null,
      youtubeLink: null,
      featured: false,
      contactInfo: { phone: "", email: "sales@example.rw", website: "" },
    });
    const form = developmentFormData(payload, [new File(["x"], "a.png"), new File(["y"], "b.png")]);
    const fields: Record<string, string> = {};
    for (const [name, entry] of form.entries()) if (typeof entry === "string") fields[name] = entry;
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
