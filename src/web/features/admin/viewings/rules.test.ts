import { describe, expect, it } from "vitest";
import { fromWall, toWall, weekRange } from "./rules.ts";

describe("the calendar's Kigali wall clock", () => {
  it("draws an instant at its Kigali time, whatever the device's timezone, and back", () => {
    const instant = new Date("2026-12-07T23:30:00Z");
    const wall = toWall(instant);
    // 23:30 UTC is 01:30 the next morning in Kigali (UTC+2).
    expect([wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual([8, 1, 30]);
    expect(fromWall(wall).toISOString()).toBe(instant.toISOString());
  });

  it("asks for the whole week around a day, Monday to Monday in Kigali", () => {
    const { from, to } = weekRange(toWall(new Date("2026-12-10T12:00:00Z")));
    expect(from.toISOString()).toBe("2026-12-06T22:00:00.000Z");
    expect(to.toISOString()).toBe("2026-12-13T22:00:00.000Z");
  });
});
