import { describe, expect, it } from "vitest";
import {
  activityElapsed,
  formatClock,
  formatDate,
  formatDateTime,
  formatLongDate,
  fromDateTimeLocal,
  postedElapsed,
  toDateTimeLocal,
} from "./time.ts";

const now = new Date("2026-11-21T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const H = 3_600_000;

describe("postedElapsed (public cards)", () => {
  it.each([
    [0, "hours", 0],
    [5 * H, "hours", 5],
    [23.9 * H, "hours", 23],
    [24 * H, "days", 1],
    [167 * H, "days", 6],
    [168 * H, "weeks", 1],
    [3 * 168 * H, "weeks", 3],
  ])("%d ms ago is %s %d", (ms, unit, count) => {
    expect(postedElapsed(ago(ms), now)).toEqual({ unit, count });
  });
});

describe("activityElapsed (back office)", () => {
  it.each([
    [30_000, { unit: "now" }],
    [60_000, { unit: "minutes", count: 1 }],
    [45 * 60_000, { unit: "minutes", count: 45 }],
    [H, { unit: "hours", count: 1 }],
    [24 * H, { unit: "days", count: 1 }],
    [30 * 24 * H, { unit: "days", count: 30 }],
  ])("%d ms ago is %o", (ms, elapsed) => {
    expect(activityElapsed(ago(ms), now)).toEqual(elapsed);
  });

  it("gives the date itself beyond 30 days", () => {
    const then = new Date("2026-09-01T23:30:00Z");
    expect(activityElapsed(then, now)).toEqual({ unit: "date", date: then });
  });
});

describe("dates in Africa/Kigali", () => {
  it("formats in the agency's timezone (UTC+2)", () => {
    expect(formatDate("2026-11-21T23:30:00Z")).toBe("22 Nov 2026");
    expect(formatLongDate("2026-11-21T10:00:00Z")).toBe("November 21, 2026");
    expect(formatDateTime("2026-11-21T12:05:00Z")).toBe("21 Nov 2026, 14:05");
  });

  it("formats in another timezone when given one, without changing the agency's", () => {
    expect(formatDateTime("2026-11-21T12:05:00Z", "UTC")).toBe("21 Nov 2026, 12:05");
    expect(formatClock(Date.parse("2026-11-21T12:05:33Z"))).toBe("14:05:33");
    expect(formatClock("2026-11-21T22:00:00Z")).toBe("00:00:00");
    expect(formatDateTime("2026-11-21T12:05:00Z")).toBe("21 Nov 2026, 14:05");
    expect(formatDate("2026-11-21T23:30:00Z", "UTC")).toBe("21 Nov 2026");
    expect(formatDate("2026-11-21T23:30:00Z")).toBe("22 Nov 2026");
  });
});

describe("datetime-local values in the agency's timezone", () => {
  it("shows an instant as Kigali wall-clock time (UTC+2), whatever the machine's zone", () => {
    expect(toDateTimeLocal("2026-11-21T07:30:00Z")).toBe("2026-11-21T09:30");
    expect(toDateTimeLocal(new Date("2026-12-31T23:15:00Z"))).toBe("2027-01-01T01:15");
  });

  it("reads a typed value as Kigali time and round-trips", () => {
    expect(fromDateTimeLocal("2026-11-21T09:30")?.toISOString()).toBe("2026-11-21T07:30:00.000Z");
    expect(toDateTimeLocal(fromDateTimeLocal("2027-01-01T01:15"))).toBe("2027-01-01T01:15");
  });

  it("follows another timezone setting, across a daylight-saving change", () => {
    expect(fromDateTimeLocal("2026-07-01T12:00", "Europe/Brussels")?.toISOString()).toBe("2026-07-01T10:00:00.000Z");
    expect(fromDateTimeLocal("2026-12-01T12:00", "Europe/Brussels")?.toISOString()).toBe("2026-12-01T11:00:00.000Z");
    expect(toDateTimeLocal("2026-07-01T10:00:00Z", "Europe/Brussels")).toBe("2026-07-01T12:00");
  });

  it("gives nothing for empty, malformed or impossible values", () => {
    expect(toDateTimeLocal(null)).toBe("");
    expect(toDateTimeLocal("not a date")).toBe("");
    expect(fromDateTimeLocal("")).toBeNull();
    expect(fromDateTimeLocal("21/11/2026 09:30")).toBeNull();
    expect(fromDateTimeLocal("2026-02-30T10:00")).toBeNull();
  });
});
