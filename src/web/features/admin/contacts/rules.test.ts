import { describe, expect, it } from "vitest";
import { contactRecord as contact } from "../../../../domain/test-records.ts";
import { contactSummary, filterContacts, latestContacts, replyMailto } from "./rules.ts";

const now = new Date("2026-11-21T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("contactSummary", () => {
  it("counts the total, the last 24 hours and the last 7 days", () => {
    const list = [
      contact({ createdAt: ago(0) }),
      contact({ createdAt: ago(5 * HOUR) }),
      contact({ createdAt: ago(DAY) }), // exactly 24 hours ago still counts as today
      contact({ createdAt: ago(DAY + 1) }),
      contact({ createdAt: ago(6 * DAY) }),
      contact({ createdAt: ago(7 * DAY) }),
      contact({ createdAt: ago(7 * DAY + 1) }),
      contact({ createdAt: ago(90 * DAY) }),
    ];
    expect(contactSummary(list, now)).toEqual({ total: 8, today: 3, week: 6 });
  });

  it("is all zeros for no messages", () => {
    expect(contactSummary([], now)).toEqual({ total: 0, today: 0, week: 0 });
  });

  it("counts a message dated in the future (clock skew) as today, and ignores unreadable dates in the periods", () => {
    expect(contactSummary([contact({ createdAt: ago(-HOUR) }), contact({ createdAt: "not a date" })], now)).toEqual({
      total: 2,
      today: 1,
      week: 1,
    });
  });
});

describe("filterContacts", () => {
  const list = [
    contact({ _id: "a", name: "Aline", email: "aline@example.rw", subject: "Land in Bugesera" }),
    contact({ _id: "b", name: "Jean", email: "jean@mail.rw", subject: "Apartment viewing" }),
  ];
  it("searches name, email and subject, ignoring case", () => {
    expect(filterContacts(list, "BUGESERA").map((c) => c._id)).toEqual(["a"]);
    expect(filterContacts(list, "mail.rw").map((c) => c._id)).toEqual(["b"]);
    expect(filterContacts(list, "jean").map((c) => c._id)).toEqual(["b"]);
    expect(filterContacts(list, " ")).toHaveLength(2);
  });
});

describe("latestContacts", () => {
  it("keeps the 5 newest, newest first", () => {
    const list = [1, 7, 3, 2, 6, 5, 4].map((h) => contact({ _id: `h${h}`, createdAt: ago(h * HOUR) }));
    expect(latestContacts(list).map((c) => c._id)).toEqual(["h1", "h2", "h3", "h4", "h5"]);
  });
});

describe("replyMailto", () => {
  it("answers with 'Re: {subject}' and a polite template", () => {
    const href = replyMailto(contact({ subject: "Price of plot 12" }));
    const params = new URLSearchParams(href.split("?")[1]);
    expect(href.startsWith("mailto:aline@example.rw?")).toBe(true);
    expect(params.get("subject")).toBe("Re: Price of plot 12");
    expect(params.get("body")).toMatch(/^Dear Aline Uwase,\n\nThank you for contacting Kigali Estates/);
  });
});
