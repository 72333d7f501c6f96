import { Bath, BedDouble, Check, MapPin, Maximize, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { amenitySlug, DEFAULT_AMENITIES } from "../../../domain/enums.ts";
import type { Property } from "../../../domain/property.ts";
import { isLand } from "../../../domain/property-kind.ts";
import { type Chip, DescriptionSection, ListingSection } from "../../components/listing/listing-section.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import "../../i18n/catalogues/property.ts";
import "../../i18n/catalogues/leads.ts";
import { localePath, t, tOptional } from "../../i18n/i18n.ts";
import { langOf } from "../../lib/content-lang.ts";
import { absoluteUrl } from "../../lib/share.ts";
import { ListingActions } from "./listing-actions.tsx";
import { listingPrice, pricePerSquareMetre } from "./listing-price.ts";
import { PropertyBadges, PropertyPhotos } from "./property-photos.tsx";
import { VideoTile } from "./video-tile.tsx";

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

/** Quick View: the whole listing in a modal, without leaving the list. */
export function PropertyModal({ property, onClose }: { property: Property | null; onClose: () => void }) {
  return (
    <Dialog open={property !== null} onClose={onClose} title={property?.title ?? ""} size="xl" closeLabel={t("inquiry.close")}>
      {property && <PropertyModalBody property={property} />}
    </Dialog>
  );
}

function PropertyModalBody({ property }: { property: Property }) {
  const amenities = shownAmenities(property);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <div className="relative overflow-hidden rounded-xl">
          <PropertyPhotos property={property} sizes="(min-width: 1024px) 480px, 100vw" />
        </div>
        {property.youtubeLink && <VideoTile link={property.youtubeLink} title={property.title} />}
      </div>
      <div className="space-y-5">
        <PropertyBadges property={property} />
        <PlaceAndPrice property={property} />
        <PropertyFactGrid property={property} />
        <DescriptionSection
          title={t("properties.description")}
          text={property.description}
          lang={langOf(property, "description")}
        />
        <ListingSection title={t("properties.amenitiesTitle")}>
          <ul className="mt-2 grid grid-cols-2 gap-2 text-sm text-slate-800">
            {amenities.map((amenity) => (
              <li key={amenity.label} lang={amenity.lang} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-green-700" />
                {amenity.label}
              </li>
            ))}
          </ul>
        </ListingSection>
        <ListingActions property={property} url={absoluteUrl(localePath(`/properties/${property._id}`))} />
      </div>
    </div>
  );
}

/** Where the property is and its price; on the property page, under its title (`title`). */
export function PlaceAndPrice({ property, title }: { property: Property; title?: ReactNode }) {
  const perSquareMetre = pricePerSquareMetre(property);
  return (
    <div>
      {title}
      <p className={`flex items-center gap-1.5 text-slate-700 ${title ? "mt-1" : ""}`}>
        <MapPin aria-hidden="true" className="size-4" />
        {property.location}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t("properties.reference", { ref: property.reference })}</p>
      <p className={`font-extrabold text-brand-800 ${title ? "mt-3 text-3xl" : "mt-2 text-2xl"}`}>{listingPrice(property)}</p>
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
