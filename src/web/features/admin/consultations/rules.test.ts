import { describe, expect, it } from "vitest";
import { consultationRecord as lead } from "../../../../domain/test-records.ts";
import { consultationMailto, listingHref, recentActivity } from "./rules.ts";

describe("links", () => {
  it("points a lead at the property or development it asked about", () => {
    expect(listingHref({ propertyId: "p1", developmentId: null })).toBe("/properties/p1");
    expect(listingHref({ propertyId: null, developmentId: "d1" })).toBe("/developments/d1");
    expect(listingHref({ propertyId: null, developmentId: null })).toBeNull();
  });

  it("drafts the reply email with the spec's subject and a signed body", () => {
    const href = consultationMailto(lead({}));
    expect(href.startsWith("mailto:aline@example.rw?subject=")).toBe(true);
    const params = new URLSearchParams(href.split("?")[1]);
    expect(params.get("subject")).toBe("Re: Your consultation request for Villa");
    expect(params.get("body")).toContain("Dear Aline Uwase,");
    expect(params.get("body")).toContain("The Kigali Estates Team");
    // Spaces are %20, never '+', which mail programs would show literally.
    expect(href).not.toContain("+");
  });
});

describe("recentActivity", () => {
  it("lists the latest changed consultations with the status labels", () => {
    const entries = recentActivity([
      lead({ _id: "old", status: "contacted", updatedAt: "2026-11-01T00:00:00Z" }),
      lead({ _id: "new", status: "in-progress", updatedAt: "2026-11-20T00:00:00Z", listingTitle: "Villa in Nyarutarama" }),
    ]);
    expect(entries.map((e) => [e.id, e.label])).toEqual([
      ["new", "Consultation in progress"],
      ["old", "Client contacted"],
    ]);
    expect(entries[0]?.details).toBe("Aline Uwase – Villa in Nyarutarama");
  });
});
