import { describe, expect, it } from "vitest";
import { SWIPE_PX, swipeDelta, wrapIndex } from "./carousel.tsx";

describe("carousel moves", () => {
  it("wraps around both ends", () => {
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it("reads a swipe to the left as next and to the right as previous", () => {
    expect(swipeDelta(300, 100)).toBe(1);
    expect(swipeDelta(100, 300)).toBe(-1);
  });

  it("ignores movements shorter than a swipe, and touches without both ends", () => {
    expect(swipeDelta(200, 200 - (SWIPE_PX - 1))).toBe(0);
    expect(swipeDelta(200, 200 + SWIPE_PX)).toBe(-1);
    expect(swipeDelta(undefined, 100)).toBe(0);
    expect(swipeDelta(100, undefined)).toBe(0);
  });
});
