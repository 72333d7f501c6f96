import type { Property } from "../../../domain/property.ts";
import { ImageCarousel } from "../../components/image-carousel.tsx";
import { Badge, statusTone } from "../../components/ui/badge.tsx";
import "../../i18n/catalogues/property.ts";
import { t } from "../../i18n/i18n.ts";
import { langOf } from "../../lib/content-lang.ts";
import { CompareToggle } from "./compare-choice.tsx";
import { FavouriteButton, statusLabel, TypeIcon, typeLabel } from "./property-card.tsx";

/** A listing's photos with the favourite and compare toggles over them (Quick View and the property page). */
export function PropertyPhotos({ property, sizes }: { property: Property; sizes: string }) {
  return (
    <>
      <ImageCarousel
        images={property.images}
        alt={property.title}
        lang={langOf(property, "title")}
        sizes={sizes}
        priority
        labels={{ previous: t("properties.previousImage"), next: t("properties.nextImage") }}
      />
      <FavouriteButton id={property._id} className="absolute right-3 top-3" />
      <CompareToggle id={property._id} className="absolute right-3 top-14" />
    </>
  );
}

/** The status and type badges; `statusPrefix` names the status for screen readers on the page. */
export function PropertyBadges({ property, statusPrefix = false }: { property: Property; statusPrefix?: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge tone={statusTone(property.status)}>
        {statusPrefix && <span className="sr-only">{t("properties.status")}: </span>}
        {statusLabel(property.status)}
      </Badge>
      <Badge tone="brand">
        <TypeIcon type={property.type} className="mr-1 size-3.5" />
        {typeLabel(property.type)}
      </Badge>
    </div>
  );
}
