import { describe, expect, it } from "vitest";
import type { ListingPoint } from "../../../../domain/listing-points.ts";
import { clusterIndex, expansionZoom, LAST_CLUSTER_ZOOM, listingsShown, pinsIn } from "./clusters.ts";

const point = (n: number, lat: number, lng: number): ListingPoint => ({
  id: `id-${n}`,
  lat,
  lng,
  price: 1_000_000 * n,
  status: "now-selling",
  title: `Listing ${n}`,
  reference: `KE-${1000 + n}`,
});

/** 40 listings around Kimihurura, 3 in Nyamirambo, 1 in Musanze. */
const POINTS = [
  ...Array.from({ length: 40 }, (_, i) => point(i, -1.953 + (i % 7) * 0.0004, 30.085 + Math.floor(i / 7) * 0.0004)),
  point(40, -1.98, 30.04),
  point(41, -1.981, 30.041),
  point(42, -1.982, 30.039),
  point(43, -1.5, 29.63),
];
const RWANDA = { minLng: 28.8, minLat: -2.9, maxLng: 31, maxLat: -1 };

describe("clustered pins", () => {
  const index = clusterIndex(POINTS);

  it("gathers dense listings into clusters that count them, every listing shown once", () => {
    const pins = pinsIn(index, RWANDA, 9);
    expect(pins.length).toBeLessThan(POINTS.length);
    expect(pins.some((pin) => pin.kind === "cluster" && pin.count >= 40)).toBe(true);
    expect(listingsShown(pins)).toBe(POINTS.length);
  });

  it("draws only what is in the visible area", () => {
    const musanze = pinsIn(index, { minLng: 29.5, minLat: -1.6, maxLng: 29.7, maxLat: -1.4 }, 12);
    expect(musanze).toEqual([{ kind: "listing", lat: -1.5, lng: 29.63, point: POINTS[43] }]);
  });

  it("splits a cluster at the zoom its click goes to, and shows every listing at street level", () => {
    const cluster = pinsIn(index, RWANDA, 9).find((pin) => pin.kind === "cluster");
    if (cluster?.kind !== "cluster") throw new Error("no cluster");
    const zoom = expansionZoom(index, cluster.id);
    expect(zoom).toBeGreaterThan(9);
    expect(pinsIn(index, RWANDA, zoom).length).toBeGreaterThan(pinsIn(index, RWANDA, 9).length);
    const street = pinsIn(index, RWANDA, LAST_CLUSTER_ZOOM);
    expect(street.every((pin) => pin.kind === "listing")).toBe(true);
    expect(street).toHaveLength(POINTS.length);
  });
});
