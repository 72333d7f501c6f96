import { describe, expect, it } from "vitest";
import { clampStars } from "./stars.ts";

describe("clampStars", () => {
  it("clamps to 1..5, rounds, and reads a missing value as 5", () => {
    expect([-3, 0, 1, 2.4, 2.6, 5, 9].map(clampStars)).toEqual([1, 1, 1, 2, 3, 5, 5]);
    expect(clampStars(Number.NaN)).toBe(5);
  });
});
