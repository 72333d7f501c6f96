/**
 * The map every screen uses (the public map view, the back office's point picker), loaded only when
 * a map is opened: Leaflet and its stylesheet are not part of any page's first scripts.
 *
 * Background: the agency's tiles when configured (MAP_TILE_URL), otherwise none at all: a plain
 * background with Rwanda's district names (and Kigali's sectors when zoomed in) at their centres,
 * and a scale. No public tile server is ever asked.
 */
import * as L from "leaflet";
import "leaflet/dist/leaflet.css";
import { DISTRICTS, placeCentre, sectorsOf } from "../../../domain/places.ts";
import type { MapTiles } from "../../../server/config.ts";
import { KIGALI_VIEW } from "./map-area.ts";
import "./map.css";

export { L };

/** Past Rwanda's borders there is nothing to list: the map stays around the country. */
const COUNTRY = L.latLngBounds([-3.2, 28.5], [-0.8, 31.3]);
/** Sector names appear from this zoom (a district fills the screen). */
const SECTOR_LABEL_ZOOM = 13;

function label(text: string, at: readonly [number, number], kind: "district" | "sector"): L.Marker {
  const element = document.createElement("span");
  element.textContent = text;
  return L.marker([at[0], at[1]], {
    icon: L.divIcon({ className: `map-label map-label-${kind}`, html: element, iconSize: undefined }),
    interactive: false,
    keyboard: false,
  });
}

/** Names to find one's way by on a map without tiles. */
function placeLabels(map: L.Map) {
  const districts = L.layerGroup();
  const sectors = L.layerGroup();
  for (const district of DISTRICTS) {
    const centre = placeCentre(district);
    if (centre) districts.addLayer(label(district, centre, "district"));
    for (const sector of sectorsOf(district)) {
      const point = placeCentre(district, sector);
      if (point) sectors.addLayer(label(sector, point, "sector"));
    }
  }
  const update = () => {
    const zoomedIn = map.getZoom() >= SECTOR_LABEL_ZOOM;
    if (zoomedIn && !map.hasLayer(sectors)) map.addLayer(sectors).removeLayer(districts);
    if (!zoomedIn && !map.hasLayer(districts)) map.addLayer(districts).removeLayer(sectors);
  };
  map.on("zoomend", update);
  update();
}

export type BaseMapOptions = {
  tiles?: MapTiles;
  /** The map's accessible name. */
  label: string;
};

export function createBaseMap(element: HTMLElement, { tiles, label: name }: BaseMapOptions): L.Map {
  const map = L.map(element, {
    center: [KIGALI_VIEW.centre[0], KIGALI_VIEW.centre[1]],
    zoom: KIGALI_VIEW.zoom,
    minZoom: 7,
    maxZoom: tiles?.maxZoom ?? 18,
    maxBounds: COUNTRY,
    attributionControl: Boolean(tiles),
  });
  element.setAttribute("aria-label", name);
  if (tiles) {
    map.attributionControl?.setPrefix(false);
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: tiles.maxZoom }).addTo(map);
  } else {
    element.classList.add("map-plain");
    placeLabels(map);
  }
  L.control.scale({ imperial: false }).addTo(map);
  return map;
}
