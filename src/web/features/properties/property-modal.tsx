import { Check } from "lucide-react";
import type { Property } from "../../../domain/property.ts";
import { DescriptionSection, ListingSection } from "../../components/listing/listing-section.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import "../../i18n/catalogues/property.ts";
import "../../i18n/catalogues/leads.ts";
import { t } from "../../i18n/i18n.ts";
import { langOf } from "../../lib/content-lang.ts";
import { ListingActions } from "./listing-actions.tsx";
import { PlaceAndPrice, PropertyFactGrid, shownAmenities } from "./listing-summary.tsx";
import { PropertyBadges, PropertyPhotos } from "./property-photos.tsx";
import { VideoTile } from "./video-tile.tsx";

/** Quick View: the whole listing in a modal, without leaving the list. */
export function PropertyModal({ property, onClose }: { property: Property | null; onClose: () => void }) {
  return (
    <Dialog
      open={property !== null}
      onClose={onClose}
      title={property ? <span lang={langOf(property, "title")}>{property.title}</span> : ""}
      size="xl"
      closeLabel={t("inquiry.close")}
    >
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
        <ListingActions property={property} />
      </div>
    </div>
  );
}
