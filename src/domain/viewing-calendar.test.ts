import { describe, expect, it } from "vitest";
import { calendarLink, calendarTarget } from "./viewing-calendar.ts";

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
