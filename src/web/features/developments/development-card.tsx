import { NavLink } from "react-router";
import type { Development } from "../../../domain/development.ts";
import { Chips, chipsOf, type SectionLevel } from "../../components/listing/listing-section.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";
import { t } from "../../i18n/i18n.ts";
import { langOf } from "../../lib/content-lang.ts";
import { DevelopmentImages } from "./development-images.tsx";
import { developmentImages, developmentStatusLabel, developmentStatusTone } from "./labels.ts";

export const DEVELOPMENT_CARD_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** Pictures with dots and counter, status, title, location, three lines of description, tags, Quick View and Open Page. */
export function DevelopmentCard({
  development,
  priority = false,
  headingLevel = 3,
  onQuickView,
}: {
  development: Development;
  priority?: boolean;
  /** Its title's level: 3 under a section's heading, 2 straight under the page's. */
  headingLevel?: SectionLevel;
  onQuickView: (development: Development) => void;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/developments/${development._id}`;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        <DevelopmentImages
          images={developmentImages(development)}
          alt={development.title}
          lang={langOf(development, "title")}
          sizes={DEVELOPMENT_CARD_SIZES}
          priority={priority}
        />
        <Badge tone={developmentStatusTone(development.status)} className="absolute left-3 top-3 shadow-sm">
          {developmentStatusLabel(development.status)}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <Heading lang={langOf(development, "title")} className="text-lg font-bold leading-snug text-slate-900">
            {development.title}
          </Heading>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <SpriteIcon name="map-pin" className="size-4 shrink-0" />
            {development.location}
          </p>
        </div>
        <p lang={langOf(development, "description")} className="line-clamp-3 text-sm leading-relaxed text-slate-700">
          {development.description}
        </p>
        {development.tags.length > 0 && <Chips items={chipsOf(development.tags, langOf(development, "tags"))} small />}
        <div className="mt-auto flex gap-2 pt-1">
          <button
            type="button"
            onClick={() => onQuickView(development)}
            aria-label={`${t("developments.quickView")}: ${development.title}`}
            className="h-10 flex-1 rounded-lg text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50"
          >
            {t("developments.quickView")}
          </button>
          <NavLink
            to={href}
            aria-label={`${t("developments.openPage")}: ${development.title}`}
            className="grid h-10 flex-1 place-items-center rounded-lg bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {({ isPending }) => (isPending ? t("developments.loading") : t("developments.openPage"))}
          </NavLink>
        </div>
      </div>
    </article>
  );
}
