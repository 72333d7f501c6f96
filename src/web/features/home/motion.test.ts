import { describe, expect, it } from "vitest";
import { glideStep } from "./motion.ts";

describe("glideStep", () => {
  it("covers the whole distance left at the end of the course", () => {
    expect(glideStep(0.9, 1)).toBe(1);
    expect(glideStep(0, 1)).toBe(1);
    expect(glideStep(0.5, 1.2)).toBe(1);
  });

  it("does not move when no time has passed", () => {
    expect(glideStep(0, 0)).toBe(0);
    expect(glideStep(0.4, 0.4)).toBe(0);
  });

  it("follows an ease-out curve when the target stays put", () => {
    // Steps of a 1,000 px scroll, each applied to what is left, add up to the eased position.
    let left = 1000;
    const positions: number[] = [];
    let before = 0;
    for (const now of [0.1, 0.25, 0.5, 0.75, 1]) {
      left -= left * glideStep(before, now);
      before = now;
      positions.push(1000 - left);
    }
    expect(positions[0]).toBeCloseTo(1000 * (1 - 0.9 ** 3), 6);
    expect(positions[2]).toBeCloseTo(1000 * (1 - 0.5 ** 3), 6);
    expect(positions.at(-1)).toBe(1000);
    // Faster at the start than at the end.
    expect(positions[0] as number).toBeGreaterThan(100);
  });

  it("still ends on a target that moved during the course", () => {
    let target = 1000;
    let scrolled = 0;
    let before = 0;
    for (const now of [0.2, 0.4, 0.6, 0.8, 1]) {
      if (now === 0.6) target += 350; // a block above it was laid out taller than estimated
      scrolled += (target - scrolled) * glideStep(before, now);
      before = now;
    }
    expect(scrolled).toBe(1350);
  });
});
