import { useEffect, useRef, useState } from "react";
import type { LatLng } from "../../../../domain/places.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { loadMapBase } from "../../map/load-map.ts";
import { pickedPoint } from "./point-picker-rules.ts";

type Props = {
  /** The point in the form now (typed, taken from the sector, or picked), marked on the map. */
  point: LatLng | undefined;
  /** Where to look when there is no point yet: the sector's or district's centre. */
  around: LatLng | undefined;
  onPick: (point: LatLng) => void;
};

/** Close enough to a street to place a house. */
const PICK_ZOOM = 15;

/**
 * A map to click where the listing is: the click becomes the form's latitude and longitude. It uses
 * the site's map (loaded when the form opens, no tiles needed: district and sector names guide), and
 * the boxes beside it stay the keyboard's way to give a point.
 */
export function PointPicker({ point, around, onPick }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const map = useRef<{ mark: (point: LatLng | undefined, around: LatLng | undefined) => void; remove: () => void } | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    let live = true;
    loadMapBase().then(
      ({ createBaseMap, L }) => {
        if (!live || !element.current) return;
        const leaflet = createBaseMap(element.current, { label: t("admin.properties.form.pointMap") });
        let marker: ReturnType<typeof L.marker> | undefined;
        leaflet.on("click", (event) => {
          const picked = pickedPoint(event.latlng.lat, event.latlng.lng);
          if (picked) pick.current(picked);
        });
        map.current = {
          mark(next, centre) {
            marker?.remove();
            marker = next
              ? L.marker([next[0], next[1]], {
                  icon: L.divIcon({ className: "map-pin-picked", iconSize: undefined }),
                  interactive: false,
                  keyboard: false,
                }).addTo(leaflet)
              : undefined;
            const focus = next ?? centre;
            if (focus && !leaflet.getBounds().pad(-0.2).contains([focus[0], focus[1]]))
              leaflet.setView([focus[0], focus[1]], Math.max(leaflet.getZoom(), PICK_ZOOM), { animate: false });
          },
          remove: () => leaflet.remove(),
        };
        setState("ready");
      },
      () => live && setState("failed"),
    );
    return () => {
      live = false;
      map.current?.remove();
      map.current = null;
    };
  }, []);

  const [lat, lng] = point ?? [];
  const [aroundLat, aroundLng] = around ?? [];
  useEffect(() => {
    if (state !== "ready") return;
    map.current?.mark(
      lat === undefined || lng === undefined ? undefined : [lat, lng],
      aroundLat === undefined || aroundLng === undefined ? undefined : [aroundLat, aroundLng],
    );
  }, [state, lat, lng, aroundLat, aroundLng]);

  return (
    <div>
      <div
        ref={element}
        data-testid="point-picker"
        data-state={state}
        className="h-64 w-full overflow-hidden rounded-lg bg-slate-100 ring-1 ring-inset ring-slate-200"
      />
      <p className="mt-1 text-xs text-slate-600" aria-live="polite">
        {state === "failed" ? t("admin.properties.form.pointMapFailed") : t("admin.properties.form.pointMapHint")}
      </p>
    </div>
  );
}
