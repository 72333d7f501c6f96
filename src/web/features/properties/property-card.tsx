import { Link } from "react-router";
import type { Property } from "../../../domain/property.ts";
import { isLand } from "../../../domain/property-kind.ts";
import { ImageCarousel } from "../../components/image-carousel.tsx";
import { Badge, statusTone } from "../../components/ui/badge.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";
import { localePath, t, tOptional } from "../../i18n/i18n.ts";
import { postedAgo } from "../../i18n/relative-time.ts";
import { langOf } from "../../lib/content-lang.ts";
import { CompareToggle } from "./compare-choice.tsx";
import { useFavourite } from "./favourites.ts";
import { listingPrice } from "./listing-price.ts";
import { placeLine } from "./place-line.ts";
import { UsdHint } from "./usd-hint.tsx";

export const CARD_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** Apartment, condo and land have their own icons; every other type uses the house icon. */
export function TypeIcon({ type, className }: { type: string; className?: string }) {
  const t = type.toLowerCase();
  if (t.includes("apartment")) return <SpriteIcon name="building-2" className={className} />;
  if (t.includes("condo")) return <SpriteIcon name="building" className={className} />;
  if (isLand(type)) return <SpriteIcon name="land-plot" className={className} />;
  return <SpriteIcon name="house" className={className} />;
}

export const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);
export const statusLabel = (status: string) => tOptional(`statuses.${status}`) ?? status;

export function FavouriteButton({ id, className = "" }: { id: string; className?: string }) {
  const [favourite, toggle] = useFavourite(id);
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={favourite}
      aria-label={favourite ? t("properties.favouriteRemove") : t("properties.favouriteAdd")}
      className={`rounded-full bg-white/90 p-2 shadow hover:bg-white ${className}`}
    >
      <SpriteIcon name="heart" className={`size-5 ${favourite ? "fill-red-600 text-red-600" : "text-slate-700"}`} />
    </button>
  );
}

export function PropertyFacts({ property }: { property: Property }) {
  if (isLand(property.type)) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-slate-700">
        <SpriteIcon name="maximize" className="size-4" />
        {t("properties.areaValue", { sqm: property.area })}
      </p>
    );
  }
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      <li className="flex items-center gap-1.5">
        <SpriteIcon name="bed" className="size-4" />
        {t("properties.bedCount", { n: property.bedrooms })}
      </li>
      <li className="flex items-center gap-1.5">
        <SpriteIcon name="bath" className="size-4" />
        {t("properties.bathCount", { n: property.bathrooms })}
      </li>
      <li className="flex items-center gap-1.5">
        <SpriteIcon name="sparkles" className="size-4" />
        {t("properties.amenityCount", { n: property.amenities.length })}
      </li>
    </ul>
  );
}

const actionStyles = {
  overlay: {
    quickView: "h-9 rounded-lg bg-white px-3 text-sm font-semibold text-brand-900 shadow hover:bg-brand-50",
    page: "grid h-9 place-items-center rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white shadow hover:bg-brand-800",
  },
  below: {
    quickView: "h-10 flex-1 rounded-lg text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50",
    page: "grid h-10 flex-1 place-items-center rounded-lg bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800",
  },
};

/** Quick View and the link to the property's page: small over the image, or full width below the facts. */
function CardActions({
  property,
  onQuickView,
  overlay,
}: {
  property: Property;
  onQuickView: (property: Property) => void;
  overlay: boolean;
}) {
  const style = actionStyles[overlay ? "overlay" : "below"];
  return (
    <>
      <button type="button" onClick={() => onQuickView(property)} className={style.quickView}>
        {t("properties.quickView")}
      </button>
      <Link to={localePath(`/properties/${property._id}`)} className={style.page}>
        {overlay ? t("properties.viewPage") : t("properties.viewDetails")}
      </Link>
    </>
  );
}

export function PropertyCard({
  property,
  priority = false,
  onQuickView,
  now,
  overlay = false,
}: {
  property: Property;
  priority?: boolean;
  onQuickView: (property: Property) => void;
  /** Render time, so the server and the browser print the same 'posted' text. */
  now: Date;
  /** The list page's form: Quick View and View Page over the image on hover or focus, instead of the buttons below. */
  overlay?: boolean;
}) {
  return (
    <article className="group flex w-full min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        <ImageCarousel
          images={property.images}
          alt={property.title}
          lang={langOf(property, "title")}
          sizes={CARD_SIZES}
          priority={priority}
          labels={{ previous: t("properties.previousImage"), next: t("properties.nextImage") }}
        />
        <div className="absolute left-3 top-3 flex gap-2">
          <Badge tone={statusTone(property.status)}>{statusLabel(property.status)}</Badge>
          <Badge tone="brand">
            <TypeIcon type={property.type} className="mr-1 size-3.5" />
            {typeLabel(property.type)}
          </Badge>
        </div>
        <FavouriteButton id={property._id} className="absolute right-3 top-3" />
        <CompareToggle id={property._id} className="absolute right-3 top-14" />
        {overlay && (
          // Always shown on touch screens, which cannot hover; elsewhere on hover or keyboard focus.
          <div className="pointer-events-none absolute inset-x-0 bottom-0 flex gap-2 bg-gradient-to-t from-slate-950/70 to-transparent px-3 pb-2 pr-16 pt-10 transition-opacity *:pointer-events-auto pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100 pointer-fine:group-focus-within:opacity-100 motion-reduce:transition-none">
            <CardActions property={property} onQuickView={onQuickView} overlay />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="text-xl font-extrabold text-brand-800">
            {listingPrice(property)}
            {property.negotiable && (
              <span className="ml-2 align-middle text-xs font-semibold text-slate-600">{t("properties.negotiable")}</span>
            )}
          </p>
          <UsdHint rwf={property.price} className="block" />
          <h3 lang={langOf(property, "title")} className="mt-1 font-semibold leading-snug text-slate-900">
            <Link to={localePath(`/properties/${property._id}`)} className="hover:underline">
              {property.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{placeLine(property)}</p>
        </div>
        <PropertyFacts property={property} />
        <div className="mt-auto flex items-center justify-between text-xs text-slate-600">
          <span>
            {postedAgo(property.createdAt, now)} · {t("properties.reference", { ref: property.reference })}
          </span>
          <span className="flex items-center gap-1">
            <SpriteIcon name="eye" className="size-3.5" />
            {t("properties.views", { n: property.views })}
          </span>
        </div>
        {!overlay && (
          <div className="flex gap-2">
            <CardActions property={property} onQuickView={onQuickView} overlay={false} />
          </div>
        )}
      </div>
    </article>
  );
}
