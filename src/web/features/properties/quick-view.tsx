import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import type { Property } from "../../../domain/property.ts";

// The modal (with the contact actions and lead form) loads the first time a visitor opens it.
const PropertyModal = lazy(() => import("./property-modal.tsx").then((module) => ({ default: module.PropertyModal })));

/** Quick View for a grid of cards: `open(property)` shows the modal rendered by `modal`. */
export function useQuickView(): { open: (property: Property) => void; modal: ReactNode } {
  const [selected, setSelected] = useState<Property | null>(null);
  // Stays mounted once loaded, so closing goes through the dialog's own close (focus returns to the card).
  const [loaded, setLoaded] = useState(false);
  const open = useCallback((property: Property) => {
    setLoaded(true);
    setSelected(property);
  }, []);
  const close = useCallback(() => setSelected(null), []);
  const modal = loaded ? (
    <Suspense>
      <PropertyModal property={selected} onClose={close} />
    </Suspense>
  ) : null;
  return { open, modal };
}
