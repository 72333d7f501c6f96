import { describe, expect, it } from "vitest";
import { contactRecord as contact } from "../../../../domain/test-records.ts";
import { replyMailto } from "./rules.ts";

describe("replyMailto", () => {
  it("answers with 'Re: {subject}' and a polite template", () => {
    const href = replyMailto(contact({ subject: "Price of plot 12" }));
    const params = new URLSearchParams(href.split("?")[1]);
    expect(href.startsWith("mailto:aline@example.rw?")).toBe(true);
    expect(params.get("subject")).toBe("Re: Price of plot 12");
    expect(params.get("body")).toMatch(/^Dear Aline Uwase,\n\nThank you for contacting Kigali Estates/);
  });
});
