import { describe, expect, it } from "vitest";
import { consultationRecord as lead } from "../../../../domain/test-records.ts";
import { CSV_BOM } from "../csv.ts";
import {
  consultationMailto,
  consultationsCsv,
  countByStatus,
  filterConsultations,
  listingHref,
  recentActivity,
} from "./rules.ts";

const list = [
  lead({ _id: "a", name: "Aline Uwase", email: "aline@example.rw", propertyType: "Villa", status: "new" }),
  lead({ _id: "b", name: "Jean Mugabo", email: "jean@mail.rw", propertyType: "Apartment", status: "in-progress" }),
  lead({ _id: "c", name: "Claire", email: "claire@villa-lovers.rw", propertyType: "Land", status: "archived" }),
];

describe("filterConsultations", () => {
  it("searches name, email and property type, ignoring case and spaces around the query", () => {
    expect(filterConsultations(list, "  JEAN ", "all").map((c) => c._id)).toEqual(["b"]);
    expect(filterConsultations(list, "villa", "all").map((c) => c._id)).toEqual(["a", "c"]);
    expect(filterConsultations(list, "apartment", "all").map((c) => c._id)).toEqual(["b"]);
    expect(filterConsultations(list, "", "all")).toHaveLength(3);
  });

  it("combines the search with the status filter", () => {
    expect(filterConsultations(list, "villa", "archived").map((c) => c._id)).toEqual(["c"]);
    expect(filterConsultations(list, "", "contacted")).toEqual([]);
  });
});

describe("countByStatus", () => {
  it("counts every status, zero included", () => {
    expect(countByStatus(list)).toEqual({ new: 1, "in-progress": 1, contacted: 0, archived: 1 });
  });
});

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

describe("consultationsCsv", () => {
  it("exports every field, with labels and Kigali times, escaped", () => {
    const csv = consultationsCsv(
      [
        lead({
          kind: "inquiry",
          message: 'Hello, is the "garden" villa free?',
          propertyId: "p1",
          listingTitle: "Garden Villa",
          status: "in-progress",
          priority: "high",
          followUpDate: "2026-11-25T10:00:00.000Z",
        }),
      ],
      "https://kigaliestates.rw",
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const [header, row] = csv.slice(1).split("\r\n");
    expect(header).toBe(
      "ID,Kind,Name,Email,Phone,Property Type,Listing,Listing URL,Message,Status,Priority,Assigned To,Follow-up Date (Africa/Kigali),Notes,Created (Africa/Kigali),Updated (Africa/Kigali)",
    );
    expect(row).toBe(
      'c1,Inquiry,Aline Uwase,aline@example.rw,+250 788 123 456,Villa,Garden Villa,https://kigaliestates.rw/properties/p1,"Hello, is the ""garden"" villa free?",In Progress,High,,2026-11-25 12:00,,2026-11-21 10:00,2026-11-21 10:00',
    );
  });
});
