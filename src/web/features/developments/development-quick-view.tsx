import { Link } from "react-router";
import type { Development } from "../../../domain/development.ts";
import { ChipList, chipsOf, DescriptionSection } from "../../components/listing/listing-section.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import "../../i18n/catalogues/developments.ts";
import "../../i18n/catalogues/leads.ts";
import { localePath, t } from "../../i18n/i18n.ts";
import { langOf } from "../../lib/content-lang.ts";
import { DevelopmentContact, DevelopmentKeyFacts, DevelopmentLeadButtons } from "./development-facts.tsx";
import { DevelopmentImages } from "./development-images.tsx";
import { developmentImages, developmentStatusLabel, developmentStatusTone } from "./labels.ts";

/**
 * A development at a glance, from its card: pictures, location, project type, units, description,
 * features, amenities, contact details, video link, and the two lead buttons.
 */
export function DevelopmentQuickView({ development, onClose }: { development: Development | null; onClose: () => void }) {
  return (
    <Dialog
      open={development !== null}
      onClose={onClose}
      size="lg"
      title={development ? <span lang={langOf(development, "title")}>{development.title}</span> : ""}
      description={development?.location}
      closeLabel={t("inquiry.close")}
    >
      {development && (
        <div className="space-y-5">
          <div className="relative overflow-hidden rounded-xl">
            <DevelopmentImages
              images={developmentImages(development)}
              alt={development.title}
              lang={langOf(development, "title")}
              sizes="(min-width: 768px) 720px, 100vw"
            />
            <Badge tone={developmentStatusTone(development.status)} className="absolute left-3 top-3 shadow-sm">
              {developmentStatusLabel(development.status)}
            </Badge>
          </div>
          <DevelopmentKeyFacts development={development} />
          <DescriptionSection
            title={t("developments.description")}
            text={development.description}
            lang={langOf(development, "description")}
          />
          <ChipList title={t("developments.features")} items={chipsOf(development.tags, langOf(development, "tags"))} />
          <ChipList
            title={t("developments.amenities")}
            items={chipsOf(development.amenities, langOf(development, "amenities"))}
          />
          <DevelopmentContact development={development} />
          <DevelopmentLeadButtons development={development} />
          <p className="text-center">
            <Link
              to={localePath(`/developments/${development._id}`)}
              className="text-sm font-semibold text-brand-800 underline underline-offset-2"
            >
              {t("developments.openPage")}
            </Link>
          </p>
        </div>
      )}
    </Dialog>
  );
}
