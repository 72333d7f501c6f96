import { idSchema } from "../../domain/ids.ts";
import { VIEW_PARAM, type ViewedListing } from "./url-dialog.ts";

/**
 * The listing a request's `?view=` names, looked up with `find`, so a reload or a shared link shows
 * the Quick View open. An id that is malformed, unknown or cannot be read leaves the page as it is.
 */
export async function viewedListing<T>(
  request: Request,
  find: (id: string) => Promise<T | undefined>,
): Promise<ViewedListing<T>> {
  const id = new URL(request.url).searchParams.get(VIEW_PARAM);
  if (!id) return null;
  const listing = idSchema.safeParse(id).success ? await find(id).catch(() => undefined) : undefined;
  return { id, listing: listing ?? null };
}
