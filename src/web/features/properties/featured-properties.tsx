import { useMemo } from "react";
import type { Property } from "../../../domain/property.ts";
import "../../i18n/catalogues/home.ts";
import { t } from "../../i18n/i18n.ts";
import { PropertyCard } from "./property-card.tsx";
import { useQuickView } from "./quick-view.tsx";

/**
 * The home page's grid: featured properties only, each with Quick View (modal) and View Details.
 * `viewed` is the property a loaded `?view=` names, shown open even when it is not featured.
 */
export function FeaturedProperties({
  properties,
  viewed = null,
  now,
}: {
  properties: Property[];
  viewed?: Property | null;
  now: string;
}) {
  const featured = useMemo(() => properties.filter((p) => p.featured), [properties]);
  const quickView = useQuickView([viewed, ...featured]);
  const renderedAt = useMemo(() => new Date(now), [now]);
  if (featured.length === 0) {
    return (
      <>
        <p className="rounded-xl bg-slate-50 p-8 text-center text-slate-700">{t("home.featuredEmpty")}</p>
        {quickView.modal}
      </>
    );
  }
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((property, index) => (
          // Laid out only near the screen (app.css); the padding, taken back by the margin, keeps the card's shadow and focus rings unclipped.
          <li key={property._id} className="render-near-screen -m-2 flex min-w-0 p-2 [--offscreen-height:480px]">
            <PropertyCard property={property} priority={index === 0} onQuickView={quickView.open} now={renderedAt} />
          </li>
        ))}
      </ul>
      {quickView.modal}
    </>
  );
}
