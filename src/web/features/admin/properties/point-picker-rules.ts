import type { LatLng } from "../../../../domain/places.ts";
import { RWANDA_BOUNDS } from "../../../../domain/places.ts";

const inRwanda = (lat: number, lng: number) =>
  lat >= RWANDA_BOUNDS.minLat && lat <= RWANDA_BOUNDS.maxLat && lng >= RWANDA_BOUNDS.minLng && lng <= RWANDA_BOUNDS.maxLng;

/** Six decimals are about 10 cm: more than a click can mean. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** A click on the map as the form's point, or undefined outside Rwanda (the form would refuse it). */
export function pickedPoint(lat: number, lng: number): LatLng | undefined {
  return inRwanda(lat, lng) ? [round(lat), round(lng)] : undefined;
}

/** The point typed in the form's boxes, to mark on the map; undefined while it is not a point in Rwanda. */
export function typedPoint(latitude: string, longitude: string): LatLng | undefined {
  const number = (text: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN);
  const lat = number(latitude);
  const lng = number(longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) && inRwanda(lat, lng) ? [lat, lng] : undefined;
}
