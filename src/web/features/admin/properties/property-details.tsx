import { ExternalLink, RefreshCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Property } from "../../../../domain/property.ts";
import { hasRooms } from "../../../../domain/property-kind.ts";
import { ImageCarousel } from "../../../components/image-carousel.tsx";
import { Chips, chipsOf } from "../../../components/listing/listing-section.tsx";
import { Badge, statusTone } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { formatDateTime, formatNumber } from "../../../i18n/format.ts";
import { listingPrice } from "../../properties/listing-price.ts";
import { furnishingLabel, statusLabel, typeLabel } from "./texts.ts";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-2 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Everything about one property, as the 'View details' dialog shows it. */
export function PropertyDetails({ property, onChangeStatus }: { property: Property; onChangeStatus?: () => void }) {
  const flags = [property.featured && t("admin.properties.featured"), property.promoted && t("admin.properties.promoted")]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="space-y-5">
      <ImageCarousel
        images={property.images}
        alt={property.title}
        sizes="(min-width: 768px) 720px, 100vw"
        labels={{ previous: t("admin.properties.previousImage"), next: t("admin.properties.nextImage") }}
        className="aspect-[3/2] rounded-xl"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={statusTone(property.status)}>{statusLabel(property.status)}</Badge>
        {property.featured && <Badge tone="amber">{t("admin.properties.featured")}</Badge>}
        {property.promoted && <Badge tone="blue">{t("admin.properties.promoted")}</Badge>}
        {onChangeStatus && (
          <Button size="sm" variant="secondary" onClick={onChangeStatus} className="ml-auto">
            <RefreshCcw aria-hidden="true" className="size-4" />
            {t("admin.properties.actions.changeStatus")}
          </Button>
        )}
      </div>
      <dl>
        <Row label={t("admin.properties.details.reference")}>{property.reference}</Row>
        <Row label={t("admin.properties.details.type")}>{typeLabel(property.type)}</Row>
        <Row label={t("admin.properties.details.status")}>{statusLabel(property.status)}</Row>
        <Row label={t("admin.properties.details.price")}>
          {listingPrice(property)}
          {property.negotiable && ` · ${t("properties.negotiable")}`}
        </Row>
        <Row label={t("admin.properties.details.location")}>{property.location}</Row>
        <FactRows property={property} />
        {hasRooms(property.type) && (
          <>
            <Row label={t("admin.properties.details.bedrooms")}>{property.bedrooms}</Row>
            <Row label={t("admin.properties.details.bathrooms")}>{property.bathrooms}</Row>
          </>
        )}
        <Row label={t("admin.properties.details.area")}>{t("admin.properties.area", { n: property.area })}</Row>
        <Row label={t("admin.properties.details.views")}>{formatNumber(property.views)}</Row>
        <Row label={t("admin.properties.details.flags")}>{flags || t("admin.properties.details.none")}</Row>
        <Row label={t("admin.properties.details.added")}>{formatDateTime(property.dateAdded)}</Row>
        <Row label={t("admin.properties.details.updated")}>{formatDateTime(property.updatedAt)}</Row>
        {property.youtubeLink && (
          <Row label={t("admin.properties.details.video")}>
            <a
              href={property.youtubeLink}
              target="_blank"
              rel="noreferrer noopener"
              className="break-all text-brand-800 underline"
            >
              {property.youtubeLink}
            </a>
          </Row>
        )}
      </dl>
      <section>
        <h3 className="text-sm font-semibold text-slate-900">{t("admin.properties.details.description")}</h3>
        <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{property.description}</p>
      </section>
      <section>
        <h3 className="text-sm font-semibold text-slate-900">{t("admin.properties.details.amenities")}</h3>
        {property.amenities.length > 0 ? (
          <Chips items={chipsOf(property.amenities)} small className="mt-2" />
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t("admin.properties.details.noAmenities")}</p>
        )}
      </section>
      <Link
        to={`/properties/${property._id}`}
        target="_blank"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline"
      >
        {t("admin.properties.details.publicPage")}
        <ExternalLink aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

/** The place and facts staff filled in; the ones left empty are not listed. */
function FactRows({ property: p }: { property: Property }) {
  const place = [p.district, p.sector, p.neighbourhood].filter(Boolean).join(", ");
  const point =
    p.latitude !== null && p.longitude !== null
      ? t(p.exactLocation ? "admin.properties.details.pointExact" : "admin.properties.details.pointApproximate", {
          point: `${p.latitude}, ${p.longitude}`,
        })
      : "";
  const rows: [string, ReactNode][] = [
    [t("admin.properties.details.place"), place],
    [t("admin.properties.details.point"), point],
    [t("admin.properties.details.plotSize"), p.plotSize !== null && t("admin.properties.area", { n: p.plotSize })],
    [t("admin.properties.details.yearBuilt"), p.yearBuilt],
    [t("admin.properties.details.furnished"), p.furnished && furnishingLabel(p.furnished)],
    [t("admin.properties.details.parkingSpaces"), p.parkingSpaces],
    [t("admin.properties.details.floorNumber"), p.floorNumber],
    [t("admin.properties.details.upi"), p.upi],
    [t("admin.properties.details.zone"), p.zone],
    [t("admin.properties.details.titleChecked"), p.titleChecked && t("admin.properties.details.yes")],
  ];
  return (
    <>
      {rows
        .filter(([, value]) => value !== null && value !== false && value !== "")
        .map(([label, value]) => (
          <Row key={label} label={label}>
            {value}
          </Row>
        ))}
    </>
  );
}
