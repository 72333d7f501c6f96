import type { ShouldRevalidateFunctionArgs } from "react-router";

/** `?view={id}`: the listing open in Quick View. */
export const VIEW_PARAM = "view";
/** `&lead=inquiry|viewing|consultation`: the lead form open over a listing. */
export const LEAD_PARAM = "lead";
export type DialogParam = typeof VIEW_PARAM | typeof LEAD_PARAM;
/** A URL or a router location. */
type Address = { pathname: string; search: string };

/**
 * The history entry a dialog added: which dialog (so closing it knows it can go back) and, carried
 * to the dialogs opened over it, the own page of the listing open in Quick View.
 */
export type DialogEntry = { openedDialog?: DialogParam; listingPath?: string } | null;

/**
 * The own page of the listing a Quick View opened in the browser shows (`/properties/{id}`), read
 * from its history entry, for the canonical link of a page listing more than one kind.
 */
export function openedListingPath(location: { search: string; state?: unknown }): string | undefined {
  const id = new URLSearchParams(location.search).get(VIEW_PARAM);
  const path = (location.state as DialogEntry)?.listingPath;
  return id && path?.endsWith(`/${id}`) ? path : undefined;
}

/** What a page's address says about a dialog: `search` with `key` set, or removed when `value` is null. */
export function dialogSearch(search: string, key: DialogParam, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) {
    params.delete(key);
    // The lead form sits on the Quick View: closing the view closes it too.
    if (key === VIEW_PARAM) params.delete(LEAD_PARAM);
  } else {
    params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

const withoutDialogs = (search: string) => {
  const rest = new URLSearchParams(search);
  rest.delete(VIEW_PARAM);
  rest.delete(LEAD_PARAM);
  rest.sort();
  return rest.toString();
};

/** True when two different addresses of the same page differ only in the dialogs they open. */
export function onlyDialogsDiffer(current: Address, next: Address): boolean {
  if (current.pathname !== next.pathname || current.search === next.search) return false;
  return withoutDialogs(current.search) === withoutDialogs(next.search);
}

/**
 * A route's `shouldRevalidate`: opening or closing a dialog changes the address but not the data,
 * so the loaders do not run again for it. Everything else revalidates as by default. (The router
 * still passes through its loading state for such a navigation: see `onlyDialogsDiffer`.)
 */
export function skipDialogRevalidation({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && onlyDialogsDiffer(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

/** What a loader found for the address's `?view=`: the id asked for and the listing, if there is one. */
export type ViewedListing<T> = { id: string; listing: T | null } | null;

/**
 * The listing open in Quick View, for the page's canonical link: the address's `?view=`, unless the
 * server looked that same id up and found nothing (then the page is only the list). An id that
 * differs from the server's was opened from a card in the browser, so it names a real listing.
 */
export function openListingId(search: string, viewed: ViewedListing<unknown>): string | null {
  const id = new URLSearchParams(search).get(VIEW_PARAM);
  if (!id || (viewed?.id === id && viewed.listing === null)) return null;
  return id;
}
