import type { ApiPath } from "../../../lib/api.ts";
import type { ApiReply } from "../../../lib/api-client.ts";
import { LISTING_PARAMS } from "../listing-params.ts";

export type Points = { points: ApiReply<"/api/properties/points", "get">; total: number };

/** Pins asked for before the map was there (by the toggle), by query: the map takes them once. */
const early = new Map<string, Promise<Points>>();

/** A plain fetch, not the API client: the list page's first scripts stay without it. Path and reply are the document's. */
async function fetchPoints(query: string, signal?: AbortSignal): Promise<Points> {
  const url: ApiPath = `/api/properties/points?${query}`;
  const response = await fetch(url, { headers: { accept: "application/json" }, signal });
  if (!response.ok) throw new Error(String(response.status));
  const points = (await response.json()) as Points["points"];
  return { points, total: Number(response.headers.get("x-total-count") ?? points.length) };
}

/** The pins of a query: those the toggle already asked for, else a new request. */
export function takePoints(query: string, signal: AbortSignal): Promise<Points> {
  const asked = early.get(query);
  early.delete(query);
  return asked ?? fetchPoints(query, signal);
}

/**
 * The pins' query of a list address, as pointsQuery writes it from the parsed filters (a value the
 * server would drop only costs a second request).
 */
export function pointsQueryOf(search: string, lang: string): string {
  const params = new URLSearchParams(search);
  const query = new URLSearchParams();
  for (const key of LISTING_PARAMS) {
    const value = params.get(key)?.trim();
    if (!value || key === "bbox" || key === "sort" || (key === "tab" && value === "all")) continue;
    query.set(key, value);
  }
  query.set("lang", lang);
  return query.toString();
}

/**
 * Everything the map needs, asked for as a visitor reaches for the toggle: its two chunks and the
 * pins, in parallel, rather than one after the other once the map's panel has loaded.
 */
export function prefetchMap(search: string, lang: string) {
  import("./listing-map.tsx").catch(() => {});
  import("./listing-layer.ts").catch(() => {});
  const query = pointsQueryOf(search, lang);
  if (!early.has(query)) {
    const asked = fetchPoints(query);
    asked.catch(() => early.delete(query));
    early.set(query, asked);
  }
}
