import { lazy, type ReactNode, Suspense } from "react";
import type { Property } from "../../../domain/property.ts";
import { localePath } from "../../i18n/i18n.ts";
import { useListingView } from "../../lib/use-url-dialog.ts";

// The modal (with the contact actions and lead form) loads the first time a visitor opens it, or
// with the page when its address has the view open (the server renders it then).
const PropertyModal = lazy(() => import("./property-modal.tsx").then((module) => ({ default: module.PropertyModal })));

/**
 * Quick View for a grid of cards, kept in the address as `?view={id}`: `open(property)` shows the
 * modal rendered by `modal`. `known` holds the listing the server found for a loaded `?view=`.
 */
export function useQuickView(known: readonly (Property | null | undefined)[] = []): {
  open: (property: Property) => void;
  modal: ReactNode;
} {
  const view = useListingView(known, localePath("/properties"));
  const modal = view.used ? (
    <Suspense>
      <PropertyModal property={view.selected} onClose={view.close} />
    </Suspense>
  ) : null;
  return { open: view.open, modal };
}
