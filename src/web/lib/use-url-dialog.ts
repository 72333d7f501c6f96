import { useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { type DialogEntry, type DialogParam, dialogSearch, VIEW_PARAM } from "./url-dialog.ts";

/**
 * A dialog kept in the address (`?view=…`, `&lead=…`): opening it adds a history entry, so Back
 * closes it and Forward opens it again, and a reload or a shared link shows it open. Closing it goes
 * back to the entry it was opened from; on an address loaded with the dialog open (a shared link)
 * there is none, so the entry is replaced instead and Close never leaves the site.
 */
export function useUrlDialog(key: DialogParam): {
  value: string | null;
  open: (value: string, listingPath?: string) => void;
  close: () => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  // One close per entry: a second Escape before the address changed must not go back twice.
  const closing = useRef<string | null>(null);
  const value = new URLSearchParams(location.search).get(key);

  const open = (next: string, listingPath?: string) => {
    const opener = location.state as DialogEntry;
    const state: DialogEntry = { openedDialog: key, listingPath: listingPath ?? opener?.listingPath };
    navigate({ search: dialogSearch(location.search, key, next) }, { preventScrollReset: true, state });
  };
  const close = () => {
    if (value === null || closing.current === location.key) return;
    closing.current = location.key;
    if ((location.state as DialogEntry)?.openedDialog === key) navigate(-1);
    else navigate({ search: dialogSearch(location.search, key, null) }, { replace: true, preventScrollReset: true });
  };
  return { value, open, close };
}

/**
 * Quick View over a grid of listings, kept in the address as `?view={id}`. The listing shown is the
 * card last opened or, for an address loaded with the view open, one of `known` (the server's).
 * `basePath` is where the listings have their own pages (`/properties`), for the canonical link.
 */
export function useListingView<T extends { _id: string }>(known: readonly (T | null | undefined)[], basePath: string) {
  const dialog = useUrlDialog(VIEW_PARAM);
  const [picked, setPicked] = useState<T | null>(null);
  const id = dialog.value;
  const selected = id ? ([picked, ...known].find((item) => item?._id === id) ?? null) : null;
  // The modal's code loads the first time it opens; then it stays mounted, so closing goes through
  // the dialog's own close and focus returns to the card.
  const [used, setUsed] = useState(selected !== null);
  if (selected && !used) setUsed(true);
  const open = (item: T) => {
    setPicked(item);
    dialog.open(item._id, `${basePath}/${item._id}`);
  };
  return { selected, used, open, close: dialog.close };
}
