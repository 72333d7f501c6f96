import { createEvent } from "ics";
import { describe, expect, it } from "vitest";
import { attachmentText, redactAttachment, redactJson, redactorOf } from "./redaction.ts";
import { visitorViewingEmail } from "./viewing-emails.ts";

const aline = { names: ["Aline Uwase", "Aline"], emails: ["Aline.Uwase@Example.rw"], phones: ["0788 123 456"] };
const everywhere = redactorOf(aline, { own: false });
const own = redactorOf(aline, { own: true });

describe("redacting a person's values in texts that copied them", () => {
  it("replaces her email in any letter case, and as written in a link", () => {
    expect(everywhere.redact("Write to ALINE.UWASE@example.rw or aline.uwase%40example.rw")).toBe("Write to erased or erased");
  });

  it("replaces her number however it is grouped or prefixed, and no longer number that holds its digits", () => {
    for (const form of ["+250788123456", "+250 788 123 456", "0788-123-456", "(0)788.123.456", "788123456", "00250 788 123 456"])
      expect(everywhere.redact(`Call ${form} today`), form).toBe("Call erased today");
    expect(everywhere.redact("Order 10788123456 and 7881234567")).toBe("Order 10788123456 and 7881234567");
  });

  it("replaces her full name anywhere, spaced any way, but her first name alone only in a text about her", () => {
    expect(everywhere.redact("aline  UWASE asked; Aline from Huye too")).toBe("erased asked; Aline from Huye too");
    expect(own.redact("Aline Uwase asked; Aline will call; Alinea stays")).toBe("erased asked; erased will call; Alinea stays");
    expect(everywhere.finds("Aline from Huye")).toBe(false);
    expect(own.finds("Aline from Huye")).toBe(true);
  });

  it("redacts every text of a JSON value, its keys too, leaving other values as they are", () => {
    expect(
      redactJson({ to: "aline.uwase@example.rw", tries: 2, list: ["Aline Uwase", null], "Aline Uwase": true }, everywhere),
    ).toEqual({ to: "erased", tries: 2, list: ["erased", null], erased: true });
  });

  it("finds her in a calendar invitation whose lines were folded, and folds it again after", () => {
    const { value } = createEvent({
      start: Date.UTC(2026, 10, 30, 8),
      startInputType: "utc",
      startOutputType: "utc",
      duration: { hours: 1 },
      title: "Viewing of a garden house in Kicukiro with a long title",
      description: "Viewing of the garden house in Kicukiro with Eric Agent (Kigali Estates) for Aline Uwase.",
      attendees: [{ name: "Aline Uwase", email: "aline.uwase@example.rw", rsvp: false }],
    });
    const invite = { filename: "viewing.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", content: value ?? "" };
    // The fold cuts her name or address: only the unfolded text shows them.
    expect(invite.content).toMatch(/\r\n[ \t]/);
    expect(attachmentText(invite)).toContain("Aline Uwase");
    expect(attachmentText(invite)).toContain("aline.uwase@example.rw");

    const redacted = redactAttachment(invite, everywhere);
    expect(attachmentText(redacted)).not.toMatch(/Aline|aline\.uwase/);
    expect(attachmentText(redacted)).toContain("for erased.");
    expect(attachmentText(redacted)).toContain("mailto:erased");
    for (const line of redacted.content.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("finds a name with quotes in a viewing invitation, where it is written encoded as the attendee's", () => {
    const name = 'Jean "JJ" Doe';
    const viewing = {
      id: "5b0c7a4e-2f53-4a8e-9d1f-3c6a2b9e1f00",
      sequence: 0,
      startsAt: new Date("2026-03-02T08:00:00Z"),
      endsAt: new Date("2026-03-02T08:30:00Z"),
      title: "Garden house",
      location: "Kicukiro",
      listingLink: "https://kigaliestates.rw/properties/house",
      calendarLink: "https://kigaliestates.rw/admin/viewings",
      visitor: { name, email: "jean@example.rw", phone: "", message: "" },
      agent: { name: "Eric Agent", email: "eric@example.rw" },
      organizer: { name: "Kigali Estates", email: "viewings@example.rw" },
    };
    const [invite] = visitorViewingEmail("booked", "en", viewing, "https://kigaliestates.rw/viewings/manage").attachments;
    const jean = redactorOf({ names: [name], emails: ["jean@example.rw"], phones: [] }, { own: false });
    const redacted = attachmentText(redactAttachment(invite ?? { filename: "", contentType: "", content: "" }, jean));
    expect(redacted).not.toMatch(/Jean|JJ|jean@/);
    expect(redacted).toContain('CN="erased"');
  });

  it("changes nothing when there is nothing of hers to find", () => {
    const nobody = redactorOf({ names: ["erased", ""], emails: [""], phones: ["", "ask for Jean"] }, { own: true });
    expect(nobody.finds("erased ask for Jean")).toBe(false);
    expect(nobody.redact("erased ask for Jean")).toBe("erased ask for Jean");
  });
});
