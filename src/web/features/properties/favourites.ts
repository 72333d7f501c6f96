import { useCallback, useMemo, useSyncExternalStore } from "react";

const KEY = "favourites";
const listeners = new Set<() => void>();
let cache: string | null | undefined;

function read(): string {
  if (cache === undefined) {
    try {
      cache = localStorage.getItem(KEY);
    } catch {
      cache = null;
    }
  }
  return cache ?? "[]";
}

function write(ids: string[]) {
  cache = JSON.stringify(ids);
  try {
    localStorage.setItem(KEY, cache);
  } catch {
    // Private mode or a full storage: favourites then last for this visit only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) {
      cache = event.newValue;
      listener();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function parse(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** Every favourite id, in the order they were hearted; none on the server, which cannot know them. */
export function useFavouriteIds(): string[] {
  const raw = useSyncExternalStore(subscribe, read, () => "[]");
  return useMemo(() => parse(raw), [raw]);
}

/** A list of favourites shared by link: `/favourites?ids=a,b`. */
export const MAX_SHARED_FAVOURITES = 50;
export const sharedFavouritesPath = (ids: readonly string[]) => `/favourites?ids=${ids.join(",")}`;

/** Listings compared side by side, at most four: more no longer fit a screen, a phone's included. */
export const MAX_COMPARED = 4;
export const comparePath = (ids: readonly string[]) => `/compare?ids=${ids.slice(0, MAX_COMPARED).join(",")}`;

/** Favourite property ids, kept in the browser across reloads and shared between tabs. */
export function useFavourite(id: string): [boolean, () => void] {
  const raw = useSyncExternalStore(subscribe, read, () => "[]");
  const isFavourite = parse(raw).includes(id);
  const toggle = useCallback(() => {
    const ids = parse(read());
    write(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
  }, [id]);
  return [isFavourite, toggle];
}
