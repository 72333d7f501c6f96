import Supercluster from "supercluster";
import type { BoundingBox } from "../../../../domain/listing-filters.ts";
import type { ListingPoint } from "../../../../domain/listing-points.ts";

/** What the map draws at one spot: one listing, or a cluster of `count` nearby ones. */
export type Pin =
  | { kind: "listing"; lat: number; lng: number; point: ListingPoint }
  | { kind: "cluster"; lat: number; lng: number; id: number; count: number };

type Props = { point: ListingPoint };

/** Pins closer than this (in screen pixels) join one cluster. */
const CLUSTER_RADIUS = 60;
/** From this zoom (streets) every listing is its own pin, even in a crowd. */
export const LAST_CLUSTER_ZOOM = 17;

export type ListingIndex = Supercluster<Props>;

export function clusterIndex(points: readonly ListingPoint[]): ListingIndex {
  return new Supercluster<Props>({ radius: CLUSTER_RADIUS, maxZoom: LAST_CLUSTER_ZOOM - 1 }).load(
    points.map((point) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates: [point.lng, point.lat] },
      properties: { point },
    })),
  );
}

/** The pins of a visible area at a (whole) zoom level. */
export function pinsIn(index: ListingIndex, box: BoundingBox, zoom: number): Pin[] {
  return index.getClusters([box.minLng, box.minLat, box.maxLng, box.maxLat], Math.round(zoom)).map((feature): Pin => {
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    const props = feature.properties;
    return "cluster" in props && props.cluster
      ? { kind: "cluster", lat, lng, id: props.cluster_id, count: props.point_count }
      : // A listing stands where it is (the index keeps its position only to about 1e-14°).
        { kind: "listing", lat: (props as Props).point.lat, lng: (props as Props).point.lng, point: (props as Props).point };
  });
}

/** How many listings the pins stand for. */
export const listingsShown = (pins: readonly Pin[]): number =>
  pins.reduce((sum, pin) => sum + (pin.kind === "cluster" ? pin.count : 1), 0);

/** The zoom at which a cluster splits: clicking it zooms there. */
export const expansionZoom = (index: ListingIndex, clusterId: number): number =>
  Math.min(index.getClusterExpansionZoom(clusterId), LAST_CLUSTER_ZOOM);
