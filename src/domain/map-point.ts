/**
 * Where a listing shows on a visitor's map. Unless staff allow the exact point, visitors get it
 * moved by 150–250 m in a direction fixed per listing: the same listing always lands on the same
 * spot (so averaging many reads reveals nothing), and the house itself is never pointed at.
 */
import type { LatLng } from "./places.ts";

export const APPROXIMATE_DISTANCE = { min: 150, max: 250 } as const;

const METRES_PER_DEGREE = 111_320;

/**
 * FNV-1a with MurmurHash3's final mix, 32 bits: a stable spread of a listing's id (ids that differ
 * in one character land far apart), not a secret.
 */
function hash(text: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The listing's own direction (radians) and distance (metres) away from its exact point. */
export function offsetOf(id: string): { bearing: number; distance: number } {
  const bearing = (hash(id, 1) / 2 ** 32) * 2 * Math.PI;
  const span = APPROXIMATE_DISTANCE.max - APPROXIMATE_DISTANCE.min;
  const distance = APPROXIMATE_DISTANCE.min + (hash(id, 2) / 2 ** 32) * span;
  return { bearing, distance };
}

/** The point shown to visitors for a listing whose exact point is not to be shown, to about 1 m. */
export function approximatePoint(id: string, [latitude, longitude]: LatLng): LatLng {
  const { bearing, distance } = offsetOf(id);
  const north = distance * Math.cos(bearing);
  const east = distance * Math.sin(bearing);
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return [
    round(latitude + north / METRES_PER_DEGREE),
    round(longitude + east / (METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180))),
  ];
}

/** Metres between two points (equirectangular: exact enough at a few hundred metres). */
export function distanceBetween([lat1, lng1]: LatLng, [lat2, lng2]: LatLng): number {
  const north = (lat2 - lat1) * METRES_PER_DEGREE;
  const east = (lng2 - lng1) * METRES_PER_DEGREE * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  return Math.hypot(north, east);
}

/** The point a visitor may see: the exact one only when staff allowed it. */
export function visitorPoint(id: string, point: LatLng, exactLocation: boolean): LatLng {
  return exactLocation ? point : approximatePoint(id, point);
}
