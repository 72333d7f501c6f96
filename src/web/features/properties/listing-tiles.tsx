import { Link } from "react-router";
import { variantUrl } from "../../../domain/images.ts";
import type { Property } from "../../../domain/property.ts";
import { Badge, statusTone } from "../../components/ui/badge.tsx";
import { localePath, t } from "../../i18n/i18n.ts";
import { langOf } from "../../lib/content-lang.ts";
import { listingPrice } from "./listing-price.ts";
import { statusLabel } from "./property-card.tsx";

type Tile = Pick<Property, "_id" | "title" | "images" | "price" | "status" | "pricePeriod" | "location" | "reference"> & {
  inEnglish?: readonly string[];
};

/** Listings shown beside another record (similar listings, a development's listings): a picture, the price and a link each. */
export function ListingTiles({ title, properties }: { title: string; properties: readonly Tile[] }) {
  if (properties.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="mb-4 text-xl font-bold text-slate-900">{title}</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {properties.map((property) => (
          <li key={property._id} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {property.images[0] && (
              <img
                src={variantUrl(property.images[0], 400)}
                alt=""
                width={400}
                height={267}
                loading="lazy"
                className="aspect-[3/2] w-full object-cover"
              />
            )}
            <div className="space-y-1 p-3">
              <Badge tone={statusTone(property.status)}>{statusLabel(property.status)}</Badge>
              <p className="font-extrabold text-brand-800">{listingPrice(property)}</p>
              <h3 lang={langOf(property, "title")} className="font-semibold leading-snug text-slate-900">
                <Link to={localePath(`/properties/${property._id}`)} className="hover:underline">
                  {property.title}
                </Link>
              </h3>
              <p className="text-sm text-slate-600">
                {property.location} · {t("properties.reference", { ref: property.reference })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
