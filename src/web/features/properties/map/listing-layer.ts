/**
 * The public map's pins, loaded with Leaflet when the map view opens: listings clustered with
 * supercluster, drawn again for the visible area after each move. A listing's pin is a link to its
 * page and a cluster is a button that zooms in, so both are reached with the keyboard.
 */
import type { BoundingBox } from "../../../../domain/listing-filters.ts";
import type { ListingPoint } from "../../../../domain/listing-points.ts";
import type { MapTiles } from "../../../../server/config.ts";
import "../../../i18n/catalogues/listing.ts";
import { localePath, localeSettings, t } from "../../../i18n/i18n.ts";
import { boxOfEdges } from "../../map/map-area.ts";
import { createBaseMap, L } from "../../map/map-base.ts";
import { listingPrice } from "../listing-price.ts";
import { clusterIndex, expansionZoom, type ListingIndex, listingsShown, type Pin, pinsIn } from "./clusters.ts";
import { compactAmount } from "./map-view.ts";

export type ListingMapOptions = {
  tiles?: MapTiles;
  /** After every move: the visible area, and whether the visitor moved the map (not the page). */
  onMove: (box: BoundingBox, byVisitor: boolean) => void;
  /** After pins are drawn: how many listings they stand for. */
  onDrawn: (shown: number) => void;
  /** A listing's pin was followed (a plain click: the page may open it without a full load). */
  onOpen: (path: string, event: MouseEvent) => void;
};

export type ListingMap = {
  setPoints(points: readonly ListingPoint[]): void;
  /** Moves the map to show an area (the page's `bbox`, or all pins); not a visitor's move. */
  showArea(box: BoundingBox): void;
  /** The area in view. */
  visibleArea(): BoundingBox;
  destroy(): void;
};

const decimalMark = () => localeSettings().number(1.5).replace(/\d/g, "") || ".";

function listingPin(pin: Extract<Pin, { kind: "listing" }>, onOpen: ListingMapOptions["onOpen"]): HTMLElement {
  const { point } = pin;
  const link = document.createElement("a");
  const path = localePath(`/properties/${point.id}`);
  link.href = path;
  link.textContent = compactAmount(point.price, decimalMark());
  link.setAttribute(
    "aria-label",
    t("properties.map.pinLabel", {
      title: point.title,
      price: listingPrice({ price: point.price, status: point.status, pricePeriod: point.pricePeriod ?? "month" }),
    }),
  );
  link.dataset.listing = point.id;
  link.addEventListener("click", (event) => onOpen(path, event));
  return link;
}

function clusterPin(pin: Extract<Pin, { kind: "cluster" }>): HTMLElement {
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = String(pin.count);
  button.setAttribute("aria-label", t("properties.map.clusterLabel", { count: pin.count }));
  button.dataset.cluster = String(pin.count);
  return button;
}

export function createListingMap(element: HTMLElement, options: ListingMapOptions): ListingMap {
  const map = createBaseMap(element, { tiles: options.tiles, label: t("properties.map.label") });
  const layer = L.layerGroup().addTo(map);
  let index: ListingIndex | undefined;
  let draws = 0;
  // Moves the page makes (fitting an area, unanimated so they end at once) are not the visitor's:
  // they offer no 'Search this area'.
  let pageMoving = false;

  const visibleBox = () => {
    const bounds = map.getBounds();
    return boxOfEdges({ west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() });
  };

  function draw() {
    layer.clearLayers();
    if (!index) return;
    const pins = pinsIn(index, visibleBox(), map.getZoom());
    for (const pin of pins) {
      const html = pin.kind === "cluster" ? clusterPin(pin) : listingPin(pin, options.onOpen);
      const marker = L.marker([pin.lat, pin.lng], {
        icon: L.divIcon({ className: "map-pin", html, iconSize: undefined }),
        // The link or button inside is what the keyboard reaches.
        keyboard: false,
        riseOnHover: true,
      });
      if (pin.kind === "cluster") {
        const current = index;
        marker.on("click", () => map.setView([pin.lat, pin.lng], expansionZoom(current, pin.id)));
      }
      layer.addLayer(marker);
    }
    // What the tests and the map benchmark (scripts/bench-map.ts) wait for: the listings drawn, and each new drawing.
    element.dataset.shown = String(listingsShown(pins));
    element.dataset.draws = String(++draws);
    options.onDrawn(listingsShown(pins));
  }

  map.on("moveend", () => {
    draw();
    options.onMove(visibleBox(), !pageMoving);
  });

  return {
    setPoints(points) {
      index = clusterIndex(points);
      draw();
    },
    showArea(box) {
      const target = L.latLngBounds([box.minLat, box.minLng], [box.maxLat, box.maxLng]);
      pageMoving = true;
      try {
        // A single point gets a street-level view rather than the deepest zoom.
        map.fitBounds(target, { maxZoom: 15, animate: false });
      } finally {
        pageMoving = false;
      }
    },
    visibleArea: visibleBox,
    destroy() {
      map.remove();
    },
  };
}
