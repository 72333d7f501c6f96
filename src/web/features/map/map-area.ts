import type { BoundingBox } from "../../../domain/listing-filters.ts";

/** A map's visible edges in degrees, as Leaflet's LatLngBounds gives them. */
export type Edges = { west: number; south: number; east: number; north: number };

/** Where a map opens when there is nothing to show: Kigali, its three districts in view. */
export const KIGALI_VIEW = { centre: [-1.95, 30.09] as const, zoom: 12 };

/** Four decimals are about 11 m: short, stable addresses for an area a visitor chose. */
const STEP = 1e4;
const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/**
 * The `bbox` of a visible area: widened outward to four decimals (a pin on the edge stays in) and
 * kept within the world's coordinates (a map zoomed far out reports more than 180° of longitude).
 */
export function boxOfEdges({ west, south, east, north }: Edges): BoundingBox {
  return {
    minLng: clamp(Math.floor(west * STEP) / STEP, 180),
    minLat: clamp(Math.floor(south * STEP) / STEP, 90),
    maxLng: clamp(Math.ceil(east * STEP) / STEP, 180),
    maxLat: clamp(Math.ceil(north * STEP) / STEP, 90),
  };
}

/** Whether two areas are the same to within `tolerance` of their size (a map's rounding, a resize). */
export function sameArea(a: BoundingBox, b: BoundingBox, tolerance = 0.02): boolean {
  const width = Math.max(a.maxLng - a.minLng, b.maxLng - b.minLng);
  const height = Math.max(a.maxLat - a.minLat, b.maxLat - b.minLat);
  return (
    Math.abs(a.minLng - b.minLng) <= width * tolerance &&
    Math.abs(a.maxLng - b.maxLng) <= width * tolerance &&
    Math.abs(a.minLat - b.minLat) <= height * tolerance &&
    Math.abs(a.maxLat - b.maxLat) <= height * tolerance
  );
}

/** The smallest area holding every point (lat, lng), or undefined for none. */
export function boxAround(points: readonly { lat: number; lng: number }[]): BoundingBox | undefined {
  if (points.length === 0) return undefined;
  let box = { minLng: Number.POSITIVE_INFINITY, minLat: Number.POSITIVE_INFINITY, maxLng: -Infinity, maxLat: -Infinity };
  for (const { lat, lng } of points) {
    box = {
      minLng: Math.min(box.minLng, lng),
      minLat: Math.min(box.minLat, lat),
      maxLng: Math.max(box.maxLng, lng),
      maxLat: Math.max(box.maxLat, lat),
    };
  }
  return box;
}
