import { Bath, BedDouble, MapPin, Maximize, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { amenitySlug, DEFAULT_AMENITIES } from "../../../domain/enums.ts";
import type { Property } from "../../../domain/property.ts";
import { isLand } from "../../../domain/property-kind.ts";
import type { Chip } from "../../components/listing/listing-section.tsx";
import "../../i18n/catalogues/property.ts";
import { t, tOptional } from "../../i18n/i18n.ts";
import { langOf } from "../../lib/content-lang.ts";
import { listingPrice, pricePerSquareMetre } from "./listing-price.ts";
import { placeLine } from "./place-line.ts";
import { UsdHint } from "./usd-hint.tsx";

// What the property page, Quick View and Compare all show of a listing; apart from Quick View's
// dialog so that the page does not load the dialog until a visitor opens one.

/**
 * The amenities a visitor sees: the property's own, or the agency's default list when it names
 * none. The fixed choices read in the page's language; any other text keeps its own, marked English
 * when the record has no version in the page's language.
 */
export function shownAmenities(property: Pick<Property, "amenities" | "inEnglish">): Chip[] {
  const own = property.amenities.length > 0;
  const fallback = !own || langOf(property, "amenities") === "en" ? "en" : undefined;
  return (own ? property.amenities : DEFAULT_AMENITIES).map((amenity) => {
    const label = tOptional(`amenities.${amenitySlug(amenity)}`);
    return label ? { label } : { label: amenity, lang: fallback };
  });
}

/** Where the property is and its price; on the property page, under its title (`title`). */
export function PlaceAndPrice({ property, title }: { property: Property; title?: ReactNode }) {
  const perSquareMetre = pricePerSquareMetre(property);
  return (
    <div>
      {title}
      <p className={`flex items-center gap-1.5 text-slate-700 ${title ? "mt-1" : ""}`}>
        <MapPin aria-hidden="true" className="size-4" />
        {placeLine(property)}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t("properties.reference", { ref: property.reference })}</p>
      <p className={`font-extrabold text-brand-800 ${title ? "mt-3 text-3xl" : "mt-2 text-2xl"}`}>{listingPrice(property)}</p>
      <UsdHint rwf={property.price} className="mt-1 block" />
      {(property.negotiable || perSquareMetre) && (
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
          {property.negotiable && <span className="font-semibold">{t("properties.negotiable")}</span>}
          {perSquareMetre && <span>{perSquareMetre}</span>}
        </p>
      )}
    </div>
  );
}

/**
 * Bedrooms, bathrooms, area and the amenity count. The page keeps all four boxes, saying 'Not
 * available' where land has no rooms; Quick View leaves the rooms out for land.
 */
export function PropertyFactGrid({ property, onPage = false }: { property: Property; onPage?: boolean }) {
  const land = isLand(property.type);
  const notAvailable = t("properties.notAvailable");
  const facts = [
    { icon: BedDouble, label: t("properties.bedrooms"), value: land ? notAvailable : property.bedrooms, rooms: true },
    { icon: Bath, label: t("properties.bathrooms"), value: land ? notAvailable : property.bathrooms, rooms: true },
    {
      icon: Maximize,
      label: t("properties.area"),
      value: property.area ? t("properties.areaValue", { sqm: property.area }) : notAvailable,
      rooms: false,
    },
    { icon: Sparkles, label: t("properties.amenities"), value: shownAmenities(property).length, rooms: false },
  ].filter((fact) => onPage || !(land && fact.rooms));
  return (
    <dl className={`grid grid-cols-2 gap-3 ${onPage ? "" : "sm:grid-cols-4"}`}>
      {facts.map(({ icon: Icon, label, value }) => (
        <Fact key={label} icon={<Icon aria-hidden="true" className="size-5" />} label={label} value={value} />
      ))}
    </dl>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-inset ring-slate-200">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 font-bold text-slate-900">{value}</dd>
    </div>
  );
}
