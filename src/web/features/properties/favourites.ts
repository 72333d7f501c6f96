import { useCallback, useMemo, useSyncExternalStore } from "react";

/**
 * A list of listing ids kept in this browser under `key` (localStorage), across reloads and shared
 * between tabs; empty on the server, which cannot know it.
 */
function browserIdList(key: string) {
  const listeners = new Set<() => void>();
  let cache: string | null | undefined;

  function read(): string {
    if (cache === undefined) {
      try {
        cache = localStorage.getItem(key);
      } catch {
        cache = null;
      }
    }
    return cache ?? "[]";
  }

  function write(ids: string[]) {
    cache = JSON.stringify(ids);
    try {
      localStorage.setItem(key, cache);
    } catch {
      // Private mode or a full storage: the list then lasts for this visit only.
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) {
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

  return { raw: read, read: () => parse(read()), write, subscribe };
}

type IdList = ReturnType<typeof browserIdList>;

function useIdList(list: IdList): string[] {
  const raw = useSyncExternalStore(list.subscribe, list.raw, () => "[]");
  return useMemo(() => parse(raw), [raw]);
}

function parse(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

const favourites = browserIdList("favourites");
const compared = browserIdList("compare");

/** Every favourite id, in the order they were hearted; none on the server, which cannot know them. */
export const useFavouriteIds = () => useIdList(favourites);

/** A list of favourites shared by link: `/favourites?ids=a,b`. */
export const MAX_SHARED_FAVOURITES = 50;
export const sharedFavouritesPath = (ids: readonly string[]) => `/favourites?ids=${ids.join(",")}`;

/** Listings compared side by side, at most four: more no longer fit a screen, a phone's included. */
export const MAX_COMPARED = 4;
export const comparePath = (ids: readonly string[]) => `/compare?ids=${ids.slice(0, MAX_COMPARED).join(",")}`;

/** Favourite property ids, kept in the browser across reloads and shared between tabs. */
export function useFavourite(id: string): [boolean, () => void] {
  const isFavourite = useIdList(favourites).includes(id);
  const toggle = useCallback(() => {
    const ids = favourites.read();
    favourites.write(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
  }, [id]);
  return [isFavourite, toggle];
}

/** The listings chosen from cards to compare, in the order chosen (at most MAX_COMPARED). */
export const useComparedIds = () => useIdList(compared);

/** Whether a listing is chosen to compare, and a toggle that adds it while fewer than MAX_COMPARED are chosen. */
export function useCompared(id: string): [boolean, () => void] {
  const isCompared = useIdList(compared).includes(id);
  const toggle = useCallback(() => {
    const ids = compared.read();
    if (ids.includes(id)) compared.write(ids.filter((x) => x !== id));
    else if (ids.length < MAX_COMPARED) compared.write([...ids, id]);
  }, [id]);
  return [isCompared, toggle];
}

export const clearCompared = () => compared.write([]);

const subscribeToNothing = () => () => {};

/** False on the server and while hydrating, true once scripts run: controls that need them show only then. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
