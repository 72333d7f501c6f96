import { describe, expect, it } from "vitest";
import { appendNote, formatNoteStamp } from "./notes.ts";

describe("formatNoteStamp", () => {
  it("writes the time in Africa/Kigali (UTC+2) as `21 Nov 2026, 14:05`", () => {
    expect(formatNoteStamp(new Date("2026-11-21T12:05:00Z"))).toBe("21 Nov 2026, 14:05");
  });

  it("uses a 24-hour clock, a one-digit day and fixed month names", () => {
    expect(formatNoteStamp(new Date("2026-09-01T21:30:00Z"))).toBe("1 Sep 2026, 23:30");
    expect(formatNoteStamp(new Date("2026-12-31T22:00:00Z"))).toBe("1 Jan 2027, 00:00");
  });

  it("follows another timezone when the setting names one, and falls back to Kigali for a bad one", () => {
    expect(formatNoteStamp(new Date("2026-11-21T12:05:00Z"), "Europe/London")).toBe("21 Nov 2026, 12:05");
    expect(formatNoteStamp(new Date("2026-11-21T12:05:00Z"), "Mars/Olympus")).toBe("21 Nov 2026, 14:05");
  });
});

describe("appendNote", () => {
  const at = new Date("2026-11-21T12:05:00Z");

  it("stamps the first note", () => {
    expect(appendNote("", "  Called, will visit Saturday ", at)).toBe("[21 Nov 2026, 14:05] Called, will visit Saturday");
  });

  it("keeps earlier notes and separates the new one by a blank line", () => {
    const first = appendNote("", "Called, will visit Saturday", at);
    const second = appendNote(`${first}\n`, "Visit confirmed", new Date("2026-11-22T07:00:00Z"));
    expect(second).toBe("[21 Nov 2026, 14:05] Called, will visit Saturday\n\n[22 Nov 2026, 09:00] Visit confirmed");
  });
});
