import { describe, expect, it } from "vitest";
import {
  addDays,
  isCalendarDay,
  isoWeek,
  kigaliToday,
  PERIOD_MESSAGES,
  presetOf,
  presetPeriod,
  reportQuerySchema,
  resolvePeriod,
  toHours,
  weekStart,
  weeksOf,
} from "./reports.ts";

describe("report periods", () => {
  // 23:30 UTC on 25 November is already 26 November in Kigali (UTC+2).
  const now = new Date("2026-11-25T23:30:00Z");

  it("reads today in Africa/Kigali", () => {
    expect(kigaliToday(now)).toBe("2026-11-26");
  });

  it("defaults to the last 30 days, today included, from Kigali midnight to the next", () => {
    const period = resolvePeriod({}, now);
    expect(period).toEqual({
      from: "2026-10-28",
      to: "2026-11-26",
      start: new Date("2026-10-27T22:00:00Z"),
      end: new Date("2026-11-26T22:00:00Z"),
    });
  });

  it("fills a missing start 30 days before the end, and a missing end with today", () => {
    expect(resolvePeriod({ to: "2026-03-31" }, now)).toMatchObject({ from: "2026-03-02", to: "2026-03-31" });
    expect(resolvePeriod({ from: "2026-11-01" }, now)).toMatchObject({ from: "2026-11-01", to: "2026-11-26" });
  });

  it("refuses a start after the end and a period over two years", () => {
    expect(resolvePeriod({ from: "2026-11-02", to: "2026-11-01" }, now)).toEqual({ error: PERIOD_MESSAGES.order });
    expect(resolvePeriod({ from: "2024-11-26", to: "2026-11-26" }, now)).toMatchObject({ from: "2024-11-26" });
    expect(resolvePeriod({ from: "2024-11-25", to: "2026-11-26" }, now)).toEqual({ error: PERIOD_MESSAGES.length });
  });

  it("accepts only real calendar days", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("26-11-2026")).toBe(false);
    expect(reportQuerySchema.safeParse({ from: "2026-02-30" }).success).toBe(false);
    expect(reportQuerySchema.parse({ from: " 2026-02-28 " })).toEqual({ from: "2026-02-28" });
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });

  it("gives the presets' days and recognises them", () => {
    expect(presetPeriod("7d", "2026-11-26")).toEqual({ from: "2026-11-20", to: "2026-11-26" });
    expect(presetPeriod("30d", "2026-11-26")).toEqual({ from: "2026-10-28", to: "2026-11-26" });
    expect(presetPeriod("quarter", "2026-11-26")).toEqual({ from: "2026-10-01", to: "2026-11-26" });
    expect(presetPeriod("quarter", "2026-03-31")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(presetOf({ from: "2026-11-20", to: "2026-11-26" }, "2026-11-26")).toBe("7d");
    expect(presetOf({ from: "2026-11-19", to: "2026-11-26" }, "2026-11-26")).toBeNull();
  });
});

describe("ISO weeks", () => {
  it("starts a week on Monday", () => {
    expect(weekStart("2026-11-26")).toBe("2026-11-23"); // a Thursday
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // a Sunday
  });

  it("names weeks by ISO 8601, where the Thursday decides the year", () => {
    expect(isoWeek("2026-11-26")).toBe("2026-W48");
    expect(isoWeek("2026-01-01")).toBe("2026-W01");
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    expect(isoWeek("2024-12-30")).toBe("2025-W01");
  });

  it("lists every week a period touches, the partial ones at both ends included", () => {
    expect(weeksOf("2026-11-04", "2026-11-23")).toEqual(["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"]);
    expect(weeksOf("2026-11-23", "2026-11-23")).toEqual(["2026-11-23"]);
  });
});

it("turns seconds into hours with one decimal", () => {
  expect(toHours(5400)).toBe(1.5);
  expect(toHours(100)).toBe(0);
  expect(toHours(null)).toBeNull();
});
