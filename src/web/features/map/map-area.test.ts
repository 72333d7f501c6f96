import { describe, expect, it } from "vitest";
import { boxAround, boxOfEdges, sameArea } from "./map-area.ts";

describe("the area of a map", () => {
  it("widens the visible edges outward to four decimals, so a pin on the edge stays inside", () => {
    expect(boxOfEdges({ west: 30.061234, south: -1.971119, east: 30.129871, north: -1.930001 })).toEqual({
      minLng: 30.0612,
      minLat: -1.9712,
      maxLng: 30.1299,
      maxLat: -1.93,
    });
  });

  it("keeps a map zoomed far out within the world's coordinates", () => {
    expect(boxOfEdges({ west: -200, south: -95, east: 210, north: 91 })).toEqual({
      minLng: -180,
      minLat: -90,
      maxLng: 180,
      maxLat: 90,
    });
  });

  it("takes two areas a rounding or a resize apart as the same, and a pan as another", () => {
    const area = { minLng: 30, minLat: -2, maxLng: 30.2, maxLat: -1.8 };
    expect(sameArea(area, { ...area, minLng: 30.001 })).toBe(true);
    expect(sameArea(area, { minLng: 30.05, minLat: -2, maxLng: 30.25, maxLat: -1.8 })).toBe(false);
  });

  it("finds the smallest area holding every point, and none for no point", () => {
    expect(
      boxAround([
        { lat: -1.95, lng: 30.1 },
        { lat: -1.99, lng: 30.05 },
        { lat: -1.9, lng: 30.12 },
      ]),
    ).toEqual({ minLng: 30.05, minLat: -1.99, maxLng: 30.12, maxLat: -1.9 });
    expect(boxAround([])).toBeUndefined();
  });
});
