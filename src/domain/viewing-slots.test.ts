import { describe, expect, it } from "vitest";
import {
  freeSlots,
  kigaliDate,
  kigaliMidnight,
  kigaliTime,
  offeredSlot,
  onDaysOff,
  slotsByDay,
  weekdayOf,
  withinHours,
} from "./viewing-slots.ts";

// Thursday 26 November 2026, 08:00 in Kigali.
const NOW = new Date("2026-11-26T06:00:00Z");
const at = (kigali: string) => new Date(`${kigali}:00+02:00`);
const starts = (slots: { startsAt: Date }[]) => slots.map((slot) => `${kigaliDate(slot.startsAt)} ${kigaliTime(slot.startsAt)}`);

describe("Kigali time", () => {
  it("is UTC+2 all year: the date turns at 22:00 UTC", () => {
    expect(kigaliDate(new Date("2026-11-26T21:59:00Z"))).toBe("2026-11-26");
    expect(kigaliDate(new Date("2026-11-26T22:00:00Z"))).toBe("2026-11-27");
    expect(kigaliDate(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
    expect(kigaliMidnight("2026-11-27").toISOString()).toBe("2026-11-26T22:00:00.000Z");
    expect(kigaliTime(new Date("2026-11-26T07:30:00Z"))).toBe("09:30");
    expect(weekdayOf("2026-11-29")).toBe(0);
    expect(weekdayOf("2026-11-26")).toBe(4);
  });
});

describe("an agent's free slots", () => {
  const weekdays9to12 = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 540, endMinute: 720 }));
  const base = { hours: weekdays9to12, daysOff: [], busy: [], slotMinutes: 60, now: NOW };

  it("cuts each day's hours into slots over the next 14 days, soonest first, none within two hours of now", () => {
    const slots = freeSlots(base);
    // Today 08:00: 09:00 is within two hours; 10:00 and 11:00 remain. Ten weekdays from today to 9 December.
    expect(starts(slots).slice(0, 4)).toEqual(["2026-11-26 10:00", "2026-11-26 11:00", "2026-11-27 09:00", "2026-11-27 10:00"]);
    expect(starts(slots).at(-1)).toBe("2026-12-09 11:00");
    expect(slots).toHaveLength(2 + 9 * 3);
    expect(slots.every((slot) => slot.endsAt.getTime() - slot.startsAt.getTime() === 3_600_000)).toBe(true);
    expect(starts(slots).some((s) => s.startsWith("2026-11-28") || s.startsWith("2026-11-29"))).toBe(false);
  });

  it("offers nothing without hours", () => {
    expect(freeSlots({ ...base, hours: [] })).toEqual([]);
  });

  it("leaves out days off (both days included) and the viewings the agent holds", () => {
    const slots = freeSlots({
      ...base,
      daysOff: [{ startsOn: "2026-11-30", endsOn: "2026-12-01" }],
      busy: [{ startsAt: at("2026-11-27T09:30"), endsAt: at("2026-11-27T10:30") }],
    });
    const list = starts(slots);
    expect(list.filter((s) => s.startsWith("2026-11-27"))).toEqual(["2026-11-27 11:00"]);
    expect(list.some((s) => s.startsWith("2026-11-30") || s.startsWith("2026-12-01"))).toBe(false);
    expect(list).toContain("2026-12-02 09:00");
  });

  it("follows the slot length, drops a remainder too short, and counts days in Kigali, not UTC", () => {
    const lateEvening = [{ weekday: 4, startMinute: 22 * 60 + 30, endMinute: 24 * 60 }];
    const slots = freeSlots({ ...base, hours: lateEvening, slotMinutes: 45, days: 1 });
    // 22:30 and 23:15 Kigali on Thursday, which is 20:30 and 21:15 UTC the same day.
    expect(slots.map((slot) => slot.startsAt.toISOString())).toEqual(["2026-11-26T20:30:00.000Z", "2026-11-26T21:15:00.000Z"]);
    expect(
      freeSlots({ ...base, hours: [{ weekday: 4, startMinute: 600, endMinute: 690 }], slotMinutes: 60, days: 1 }),
    ).toHaveLength(1);
  });

  it("offers a slot once when two ranges of a day overlap", () => {
    const hours = [
      { weekday: 5, startMinute: 540, endMinute: 660 },
      { weekday: 5, startMinute: 600, endMinute: 720 },
    ];
    expect(starts(freeSlots({ ...base, hours, days: 2 }))).toEqual(["2026-11-27 09:00", "2026-11-27 10:00", "2026-11-27 11:00"]);
  });

  it("finds an offered slot by its start and groups slots by Kigali day", () => {
    const slots = freeSlots(base);
    expect(offeredSlot(slots, at("2026-11-27T10:00"))?.endsAt).toEqual(at("2026-11-27T11:00"));
    expect(offeredSlot(slots, at("2026-11-27T10:30"))).toBeUndefined();
    expect(offeredSlot(slots, at("2026-11-26T09:00"))).toBeUndefined();
    const days = slotsByDay(slots);
    expect(days).toHaveLength(10);
    expect(days[0]).toEqual({
      date: "2026-11-26",
      weekday: 4,
      slots: [
        { startsAt: "2026-11-26T08:00:00.000Z", endsAt: "2026-11-26T09:00:00.000Z", time: "10:00" },
        { startsAt: "2026-11-26T09:00:00.000Z", endsAt: "2026-11-26T10:00:00.000Z", time: "11:00" },
      ],
    });
  });
});

describe("a booked viewing against changed hours and days off", () => {
  const viewing = (start: string, end: string) => ({ startsAt: at(start), endsAt: at(end) });
  // Thursday 26 November 2026: weekday 4.
  const thursday = [
    { weekday: 4, startMinute: 540, endMinute: 720 },
    { weekday: 4, startMinute: 720, endMinute: 840 },
    { weekday: 5, startMinute: 0, endMinute: 1440 },
  ];

  it("is within the hours when ranges of its own Kigali weekday cover it from start to end", () => {
    expect(withinHours(viewing("2026-11-26T09:00", "2026-11-26T10:00"), thursday)).toBe(true);
    // Across two ranges that touch.
    expect(withinHours(viewing("2026-11-26T11:30", "2026-11-26T12:30"), thursday)).toBe(true);
    expect(withinHours(viewing("2026-11-26T13:30", "2026-11-26T14:30"), thursday)).toBe(false);
    expect(withinHours(viewing("2026-11-26T08:30", "2026-11-26T09:30"), thursday)).toBe(false);
    // 07:00 on Friday in Kigali is still Thursday in UTC: Friday's hours count.
    expect(withinHours(viewing("2026-11-27T01:00", "2026-11-27T02:00"), thursday)).toBe(true);
    expect(withinHours(viewing("2026-11-28T10:00", "2026-11-28T11:00"), thursday)).toBe(false);
    expect(withinHours(viewing("2026-11-26T09:00", "2026-11-26T10:00"), [])).toBe(false);
  });

  it("is on days off when any of its Kigali days is one of them, both ends included", () => {
    const christmas = [{ startsOn: "2026-12-24", endsOn: "2026-12-26" }];
    expect(onDaysOff(viewing("2026-12-24T09:00", "2026-12-24T10:00"), christmas)).toBe(true);
    expect(onDaysOff(viewing("2026-12-26T23:00", "2026-12-27T00:00"), christmas)).toBe(true);
    expect(onDaysOff(viewing("2026-12-23T23:00", "2026-12-24T00:00"), christmas)).toBe(false);
    expect(onDaysOff(viewing("2026-12-27T00:00", "2026-12-27T01:00"), christmas)).toBe(false);
    // 23:30 UTC on the 23rd is already the 24th in Kigali.
    expect(onDaysOff({ startsAt: new Date("2026-12-23T23:30:00Z"), endsAt: new Date("2026-12-24T00:30:00Z") }, christmas)).toBe(
      true,
    );
  });
});
