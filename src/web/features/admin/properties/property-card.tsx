import { Bath, BedDouble, Calendar, Camera, Eye, Maximize, Pencil, RefreshCcw, Star, Trash2 } from "lucide-react";
import type { Property } from "../../../../domain/property.ts";
import { hasRooms } from "../../../../domain/property-kind.ts";
import { ImageCarousel } from "../../../components/image-carousel.tsx";
import { Badge, statusTone } from "../../../components/ui/badge.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { formatDate } from "../../../i18n/format.ts";
import { listingPrice } from "../../properties/listing-price.ts";
import { AdminCard, CardButton } from "../resource/admin-card.tsx";
import { statusLabel } from "./texts.ts";

const CARD_SIZES = "(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** One property of the back-office grid; the actions shown are the ones the user may take. */
export function AdminPropertyCard({
  property,
  onView,
  onEdit,
  onDelete,
  onChangeStatus,
}: {
  property: Property;
  onView: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  onChangeStatus?: () => void;
}) {
  return (
    <AdminCard
      title={property.title}
      location={property.location}
      languages={property.languages}
      media={
        <>
          <ImageCarousel
            images={property.images}
            alt={property.title}
            sizes={CARD_SIZES}
            labels={{ previous: t("admin.properties.previousImage"), next: t("admin.properties.nextImage") }}
          />
          <div className="absolute left-2 top-2 flex flex-wrap gap-1.5">
            <Badge tone={statusTone(property.status)}>{statusLabel(property.status)}</Badge>
            {property.featured && (
              <Badge tone="amber">
                <Star aria-hidden="true" className="mr-1 size-3 fill-current" />
                {t("admin.properties.featured")}
              </Badge>
            )}
          </div>
          <span className="absolute right-2 top-2 inline-flex items-center gap-1 rounded-full bg-slate-950/75 px-2 py-0.5 text-xs font-medium text-white">
            <Camera aria-hidden="true" className="size-3.5" />
            {t("admin.properties.photos", { n: property.images.length })}
          </span>
        </>
      }
      actions={
        <>
          <CardButton icon={Eye} label={t("admin.properties.actions.view")} onClick={onView} wide />
          {onEdit && <CardButton icon={Pencil} label={t("admin.properties.actions.edit")} onClick={onEdit} />}
          {onChangeStatus && (
            <CardButton icon={RefreshCcw} label={t("admin.properties.actions.changeStatus")} onClick={onChangeStatus} wide />
          )}
          {onDelete && <CardButton icon={Trash2} label={t("admin.properties.actions.delete")} onClick={onDelete} danger />}
        </>
      }
    >
      <p className="text-lg font-bold text-brand-800">
        {listingPrice(property)}
        {property.negotiable && <span className="ml-2 text-xs font-semibold text-slate-600">{t("properties.negotiable")}</span>}
      </p>
      <p className="text-xs font-medium text-slate-600">{t("admin.properties.reference", { ref: property.reference })}</p>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
        {hasRooms(property.type) && (
          <>
            <li className="flex items-center gap-1">
              <BedDouble aria-hidden="true" className="size-4" />
              {t("admin.properties.beds", { n: property.bedrooms })}
            </li>
            <li className="flex items-center gap-1">
              <Bath aria-hidden="true" className="size-4" />
              {t("admin.properties.baths", { n: property.bathrooms })}
            </li>
          </>
        )}
        <li className="flex items-center gap-1">
          <Maximize aria-hidden="true" className="size-4" />
          {t("admin.properties.area", { n: property.area })}
        </li>
      </ul>
      <p className="flex items-center gap-1 text-xs text-slate-600">
        <Calendar aria-hidden="true" className="size-3.5" />
        {t("admin.properties.added", { date: formatDate(property.dateAdded) })}
      </p>
    </AdminCard>
  );
}
