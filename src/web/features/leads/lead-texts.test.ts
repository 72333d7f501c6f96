import { describe, expect, it } from "vitest";
import {
  developmentLeadListing,
  leadBackPath,
  leadFormFor,
  leadRequestUrl,
  leadTexts,
  parseLeadMode,
  propertyLeadListing,
} from "./lead-texts.ts";

describe("leadTexts", () => {
  it("speaks of the property for a property's inquiry and viewing (the spec's texts)", () => {
    const property = { kind: "property" as const, title: "Villa Nyarutarama" };
    expect(leadTexts("inquiry", property)).toMatchObject({
      title: "Property Inquiry",
      subtitle: "Get more information about this property",
      submit: "Send Inquiry",
    });
    expect(leadTexts("viewing", property)).toMatchObject({
      title: "Schedule Viewing",
      subtitle: "Request a property viewing",
      submit: "Request Viewing",
      success: "Your viewing request has been sent successfully! We will contact you to schedule a viewing.",
    });
  });

  it("speaks of the development, never of a property, for Request Information and Schedule Site Visit", () => {
    const development = { kind: "development" as const, title: "Vision City" };
    const information = leadTexts("inquiry", development);
    const visit = leadTexts("viewing", development);
    expect(information).toMatchObject({ title: "Request Information", subtitle: "Get more information about this development" });
    expect(visit).toMatchObject({ title: "Schedule Site Visit", subtitle: "Request a visit to this development" });
    expect(visit.message).toBe('Hello, I would like to schedule a site visit to "Vision City".');
    for (const text of [...Object.values(information), ...Object.values(visit)]) expect(text).not.toMatch(/property/i);
  });
});

describe("propertyLeadListing", () => {
  it("sums a property up with its rooms, and a plot of land without any", () => {
    const house = {
      _id: "p1",
      title: "Villa",
      location: "Kigali",
      type: "house" as const,
      status: "now-selling" as const,
      bedrooms: 4,
      bathrooms: 3,
      price: 9,
    };
    expect(propertyLeadListing(house)).toEqual({
      kind: "property",
      id: "p1",
      title: "Villa",
      location: "Kigali",
      bedrooms: 4,
      bathrooms: 3,
      price: 9,
    });
    expect(propertyLeadListing({ ...house, status: "sold" }).noVisits).toBe(true);
    const plot = propertyLeadListing({ ...house, type: "land" });
    expect(plot.bedrooms).toBeUndefined();
    expect(plot.bathrooms).toBeUndefined();
  });

  it("marks a title shown in English on a page in another language, so the form's summary is read as English", () => {
    const house = {
      _id: "p1",
      title: "Villa",
      location: "Kigali",
      type: "house" as const,
      status: "now-selling" as const,
      bedrooms: 4,
      bathrooms: 3,
      price: 9,
    };
    expect(propertyLeadListing({ ...house, inEnglish: ["title", "description"] }).titleLang).toBe("en");
    expect(propertyLeadListing({ ...house, inEnglish: ["description"] }).titleLang).toBeUndefined();
    expect(
      developmentLeadListing({ _id: "d1", title: "Vision City", location: "Gacuriro", inEnglish: ["title"] }).titleLang,
    ).toBe("en");
  });
});

describe("leadFormFor", () => {
  it("opens an inquiry saying why for a viewing of a property that can no longer be visited", () => {
    expect(leadFormFor("viewing", { noVisits: true })).toEqual({ mode: "inquiry", notVisitable: true });
    expect(leadFormFor("inquiry", { noVisits: true })).toEqual({ mode: "inquiry", notVisitable: false });
    expect(leadFormFor("viewing", {})).toEqual({ mode: "viewing", notVisitable: false });
    expect(leadFormFor("consultation")).toEqual({ mode: "consultation", notVisitable: false });
  });
});

describe("lead links", () => {
  it("name the mode and the listing on the /request page", () => {
    expect(leadRequestUrl("viewing", { kind: "property", id: "p1" })).toBe("/request?lead=viewing&property=p1#lead");
    expect(leadRequestUrl("inquiry", { kind: "development", id: "d1" })).toBe("/request?lead=inquiry&development=d1#lead");
    expect(leadRequestUrl("consultation")).toBe("/request?lead=consultation#lead");
  });

  it("go back to the listing's page, or home", () => {
    expect(leadBackPath({ kind: "property", id: "p1" })).toBe("/properties/p1");
    expect(leadBackPath()).toBe("/");
  });
});

describe("parseLeadMode", () => {
  it("reads the three lead forms an address can name, and nothing else", () => {
    expect(parseLeadMode("inquiry")).toBe("inquiry");
    expect(parseLeadMode("viewing")).toBe("viewing");
    expect(parseLeadMode("consultation")).toBe("consultation");
    expect(parseLeadMode("other")).toBeNull();
    expect(parseLeadMode(null)).toBeNull();
  });
});
