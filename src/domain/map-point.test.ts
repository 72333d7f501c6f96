import { describe, expect, it } from "vitest";
import { APPROXIMATE_DISTANCE, approximatePoint, distanceBetween, offsetOf, visitorPoint } from "./map-point.ts";
import type { LatLng } from "./places.ts";

const EXACT: LatLng = [-1.9521, 30.0917];
const ids = Array.from({ length: 200 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);

describe("a listing's approximate point", () => {
  it("is the same point for the same listing every time", () => {
    expect(approximatePoint(ids[0] ?? "", EXACT)).toEqual(approximatePoint(ids[0] ?? "", EXACT));
  });

  it("lies 150 to 250 m from the exact point, to the metre it is rounded to, and never on it", () => {
    for (const id of ids) {
      const shown = approximatePoint(id, EXACT);
      expect(shown).not.toEqual(EXACT);
      const metres = distanceBetween(EXACT, shown);
      expect(metres).toBeGreaterThanOrEqual(APPROXIMATE_DISTANCE.min - 1.5);
      expect(metres).toBeLessThanOrEqual(APPROXIMATE_DISTANCE.max + 1.5);
    }
  });

  it("goes in a different direction for different listings", () => {
    const bearings = ids.map((id) => Math.floor((offsetOf(id).bearing / (2 * Math.PI)) * 8));
    expect(new Set(bearings).size).toBe(8);
  });

  it("is the exact point only when staff allow it", () => {
    expect(visitorPoint(ids[1] ?? "", EXACT, true)).toEqual(EXACT);
    expect(visitorPoint(ids[1] ?? "", EXACT, false)).toEqual(approximatePoint(ids[1] ?? "", EXACT));
  });
});
