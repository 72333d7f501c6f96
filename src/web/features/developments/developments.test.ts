import { describe, expect, it } from "vitest";
import type { Development } from "../../../domain/development.ts";
import { expectJsonLd } from "../../lib/json-ld-testing.ts";
import { developmentImages, developmentStatusLabel, developmentStatusTone, projectTypeLabel, websiteHref } from "./labels.ts";
import { developmentJsonLd, developmentPreview, localityOf } from "./seo.ts";

const development: Development = {
  _id: "30acb7f2-144d-48de-a167-0bf6923cd41c",
  title: "Rebero Ridge Villas",
  location: "Rebero, Kigali",
  description: "Twelve contemporary villas on the crest of Rebero.",
  status: "now-selling",
  image: "/uploads/cover-1600.webp",
  images: ["/uploads/cover-1600.webp", "/uploads/pool-1600.webp"],
  tags: ["Gated community", "City views"],
  units: 12,
  projectType: "residential",
  featured: true,
  promoted: false,
  amenities: ["Swimming Pool", "Garden"],
  contactInfo: { phone: "+250 788 123 456", email: "rebero@kigaliestates.rw", website: "kigaliestates.rw/rebero" },
  youtubeLink: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  languages: ["en"],
};

describe("development labels", () => {
  // The spec's status labels and badge colours.
  it.each([
    ["completed", "Completed", "grey"],
    ["now-selling", "Now Selling", "green"],
    ["coming-soon", "Coming Soon", "amber"],
    ["planning", "Planning", "blue"],
  ])("shows the status %s as %s on a %s badge", (status, label, tone) => {
    expect(developmentStatusLabel(status)).toBe(label);
    expect(developmentStatusTone(status)).toBe(tone);
  });

  it("shows unknown statuses as they are and names project types", () => {
    expect(developmentStatusLabel("on-hold")).toBe("on-hold");
    expect(projectTypeLabel("mixed-use")).toBe("Mixed-use");
  });

  it("lists the cover first and each picture once", () => {
    expect(developmentImages(development)).toEqual(["/uploads/cover-1600.webp", "/uploads/pool-1600.webp"]);
    expect(developmentImages({ image: null, images: [] })).toEqual([]);
    expect(developmentImages({ image: "/uploads/a-1600.webp", images: [] })).toEqual(["/uploads/a-1600.webp"]);
  });

  it("links bare website domains over https", () => {
    expect(websiteHref("kigaliestates.rw/rebero")).toBe("https://kigaliestates.rw/rebero");
    expect(websiteHref("http://example.rw")).toBe("http://example.rw");
  });
});

describe("development structured data", () => {
  it("describes a Residence with absolute image URLs, its address, amenities and details, and no language", () => {
    const data = developmentJsonLd(development, "https://kigaliestates.rw");
    expectJsonLd(data, "Residence", {
      url: "https://kigaliestates.rw/developments/30acb7f2-144d-48de-a167-0bf6923cd41c",
      name: "Rebero Ridge Villas",
      image: ["https://kigaliestates.rw/uploads/cover-1600.webp", "https://kigaliestates.rw/uploads/pool-1600.webp"],
      address: { streetAddress: "Rebero, Kigali", addressLocality: "Kigali", addressCountry: "RW" },
      telephone: "+250 788 123 456",
      keywords: "Gated community, City views",
    });
    expect(data.amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "Swimming Pool", value: true },
      { "@type": "LocationFeatureSpecification", name: "Garden", value: true },
    ]);
    expect(data.additionalProperty).toContainEqual({ "@type": "PropertyValue", name: "Units", value: 12 });
    // schema.org gives a place no language: the page's `lang` says it.
    expect(data).not.toHaveProperty("inLanguage");
  });

  it("calls commercial projects a Place and leaves out what is missing", () => {
    const data = developmentJsonLd(
      {
        ...development,
        projectType: "commercial",
        image: null,
        images: [],
        amenities: [],
        tags: [],
        units: null,
        contactInfo: { phone: "", email: "", website: "" },
      },
      "https://kigaliestates.rw",
    );
    expect(data["@type"]).toBe("Place");
    for (const key of ["image", "amenityFeature", "keywords", "telephone"]) expect(data).not.toHaveProperty(key);
  });

  it("previews the cover picture's 1200×630 JPEG, an external picture as it is, and gives the locality from the location", () => {
    const id = "5b0e7c1a-8f1d-4c2e-9a3b-6d7e8f9a0b1c";
    expect(developmentPreview({ ...development, image: `/uploads/${id}-1600.webp` }, "https://kigaliestates.rw/")).toMatchObject({
      image: `https://kigaliestates.rw/uploads/${id}-og.jpg`,
      imageSize: { width: 1200, height: 630 },
      imageType: "image/jpeg",
      imageAlt: "Rebero Ridge Villas",
    });
    const external = developmentPreview(
      { ...development, image: "https://cdn.example/rebero.webp", images: [] },
      "https://kigaliestates.rw",
    );
    expect(external).toMatchObject({ image: "https://cdn.example/rebero.webp", imageAlt: "Rebero Ridge Villas" });
    expect(external).not.toHaveProperty("imageType");
    expect(developmentPreview({ ...development, image: null, images: [] }, "https://kigaliestates.rw").image).toBeNull();
    expect(localityOf("Nyamata, Bugesera")).toBe("Bugesera");
    expect(localityOf("Kigali")).toBe("Kigali");
  });
});
