import { describe, expect, it } from "vitest";
import { calendarLink, calendarTarget, leadViewingFormSchema, viewingMoveFormSchema } from "./viewing-calendar.ts";

describe("a link into the viewings calendar", () => {
  it("names the viewing and its Kigali day, which the calendar reads back", () => {
    // 23:30 UTC on 3 January is already 4 January in Kigali.
    const link = calendarLink({ _id: "viewing-1", startsAt: "2027-01-03T23:30:00.000Z" });
    expect(link).toBe("/admin/viewings?date=2027-01-04&viewing=viewing-1");
    expect(calendarTarget(new URL(link, "http://localhost").searchParams)).toEqual({
      date: "2027-01-04",
      viewingId: "viewing-1",
    });
  });

  it("leaves out a malformed day and an empty viewing", () => {
    expect(calendarTarget(new URLSearchParams("date=04/01/2027&viewing="))).toEqual({ date: undefined, viewingId: undefined });
    expect(calendarTarget(new URLSearchParams("date=2027-13-45"))).toEqual({ date: undefined, viewingId: undefined });
  });
});

describe("the back office's viewing forms", () => {
  const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

  it("read the typed date and time as Kigali time", () => {
    expect(viewingMoveFormSchema.parse({ startsAt: "2027-01-04T10:30" }).startsAt.toISOString()).toBe("2027-01-04T08:30:00.000Z");
    expect(leadViewingFormSchema(false).parse({ startsAt: " 2027-01-04T01:00 " })).toEqual({
      startsAt: new Date("2027-01-03T23:00:00.000Z"),
    });
  });

  it("ask for a date and time when it is missing or not one", () => {
    for (const startsAt of [undefined, "", "tomorrow", "2027-02-30T10:00"]) {
      expect(messages(viewingMoveFormSchema.safeParse({ startsAt }))).toEqual({ startsAt: "Please choose a date and time" });
      expect(messages(leadViewingFormSchema(false).safeParse({ startsAt }))).toEqual({
        startsAt: "Please choose a date and time",
      });
    }
  });

  it("take another agent by id, and refuse anything else", () => {
    const agentId = "3f6b1c9e-8d2a-4b7e-9c1d-2e5f7a8b9c0d";
    expect(leadViewingFormSchema(false).parse({ startsAt: "2027-01-04T10:30", agentId }).agentId).toBe(agentId);
    expect(leadViewingFormSchema(false).safeParse({ startsAt: "2027-01-04T10:30", agentId: "someone" }).success).toBe(false);
  });

  it("ask where the viewing takes place for a lead with no listing, and keep what is typed trimmed", () => {
    const startsAt = "2027-01-04T10:30";
    for (const place of [undefined, "", "   "])
      expect(messages(leadViewingFormSchema(true).safeParse({ startsAt, place }))).toEqual({
        place: "Please enter where the viewing takes place: this lead has no listing",
      });
    expect(leadViewingFormSchema(true).parse({ startsAt, place: " Office, KG 7 Ave " }).place).toBe("Office, KG 7 Ave");
    expect(leadViewingFormSchema(false).parse({ startsAt }).place).toBeUndefined();
  });
});
