import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { assignmentFormSchema, consultationNoteFormSchema, followUpFormSchema } from "./consultation.ts";
import { contactNoteFormSchema } from "./contact.ts";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("Schedule Follow-up form", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-21T08:00:00Z")); // 10:00 in Kigali
  });
  afterEach(() => vi.useRealTimers());

  it("needs a date and a note, in the spec's words", () => {
    // The form kit reads an empty field as missing.
    expect(messages(followUpFormSchema.safeParse({}))).toEqual({
      followUpDate: "Please select a follow-up date",
      notes: "Please enter a note",
    });
    expect(messages(followUpFormSchema.safeParse({ followUpDate: "2026-11-22T10:30", notes: "   " }))).toEqual({
      notes: "Please enter a note",
    });
  });

  it("refuses a time already past in Kigali", () => {
    expect(messages(followUpFormSchema.safeParse({ followUpDate: "2026-11-21T09:00", notes: "Call back" }))).toEqual({
      followUpDate: "The follow-up date must be in the future",
    });
  });

  it("gives the Kigali time as an instant, with the trimmed note", () => {
    const parsed = followUpFormSchema.parse({ followUpDate: "2026-11-22T10:30", notes: "  Call about the viewing " });
    expect({ followUpDate: parsed.followUpDate.toISOString(), notes: parsed.notes }).toEqual({
      followUpDate: "2026-11-22T08:30:00.000Z",
      notes: "Call about the viewing",
    });
  });
});

describe("Add Note forms", () => {
  it("refuse a blank note with each page's message", () => {
    expect(messages(consultationNoteFormSchema.safeParse({ notes: "  " }))).toEqual({ notes: "Please enter a note" });
    expect(messages(contactNoteFormSchema.safeParse({}))).toEqual({ notes: "Note Required – Please enter a note" });
  });
});

describe("Priority and Assignment form", () => {
  it("takes a known priority and a staff member's id, an empty choice meaning unassigned", () => {
    const id = "6f1c2a43-25a4-4bb3-9c2b-5d0b7a4e8f10";
    expect(assignmentFormSchema.parse({ priority: "high", assigneeId: id })).toEqual({ priority: "high", assigneeId: id });
    expect(assignmentFormSchema.parse({ priority: "low", assigneeId: "" })).toEqual({ priority: "low", assigneeId: null });
    expect(assignmentFormSchema.safeParse({ priority: "urgent", assigneeId: "" }).success).toBe(false);
    expect(assignmentFormSchema.safeParse({ priority: "low", assigneeId: "Eric" }).success).toBe(false);
  });
});
