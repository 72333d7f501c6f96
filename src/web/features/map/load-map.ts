/** The map's code (Leaflet, its stylesheet), fetched once, when a map is first opened; tried again after a failure. */
let loading: Promise<typeof import("./map-base.ts")> | undefined;

export function loadMapBase(): Promise<typeof import("./map-base.ts")> {
  loading ??= import("./map-base.ts").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
