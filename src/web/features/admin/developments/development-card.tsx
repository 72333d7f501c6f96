import { Building2, Home, Pencil, Star, Trash2 } from "lucide-react";
import type { Development } from "../../../../domain/development.ts";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { AdminCard, CardButton } from "../resource/admin-card.tsx";
import { visibleTags } from "./rules.ts";
import { developmentStatusLabel, projectTypeLabel } from "./texts.ts";

const STATUS_TONES = { planning: "blue", "coming-soon": "amber", "now-selling": "green", completed: "grey" } as const;
const toneOf = (status: string) => STATUS_TONES[status as keyof typeof STATUS_TONES] ?? "grey";

export function AdminDevelopmentCard({
  development,
  onEdit,
  onDelete,
}: {
  development: Development;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { shown, more } = visibleTags(development.tags);
  const cover = development.image ?? development.images[0];
  return (
    <AdminCard
      title={development.title}
      languages={development.languages}
      location={development.location}
      media={
        <>
          <div className="aspect-[3/2] bg-slate-200">
            <ResponsiveImage
              src={cover}
              alt={development.title}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className="size-full object-cover"
            />
          </div>
          <div className="absolute left-2 top-2 flex flex-wrap gap-1.5">
            <Badge tone={toneOf(development.status)}>{developmentStatusLabel(development.status)}</Badge>
            {development.promoted && <Badge tone="brand">{t("admin.developments.promoted")}</Badge>}
          </div>
          {development.featured && (
            <span
              className="absolute right-2 top-2 grid size-8 place-items-center rounded-full bg-white/95 shadow"
              title={t("admin.developments.featured")}
            >
              <Star aria-hidden="true" className="size-4 fill-amber-500 text-amber-500" />
              <span className="sr-only">{t("admin.developments.featured")}</span>
            </span>
          )}
        </>
      }
      actions={
        <>
          <CardButton icon={Pencil} label={t("admin.developments.actions.edit")} onClick={onEdit} />
          <CardButton icon={Trash2} label={t("admin.developments.actions.delete")} onClick={onDelete} danger />
        </>
      }
    >
      <p className="line-clamp-3 text-sm text-slate-700">{development.description}</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-1">
          <Building2 aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("admin.developments.projectType")}: </span>
          {projectTypeLabel(development.projectType)}
        </li>
        {development.units !== null && (
          <li className="flex items-center gap-1">
            <Home aria-hidden="true" className="size-4" />
            {t("admin.developments.units", { n: development.units })}
          </li>
        )}
      </ul>
      {development.tags.length > 0 && (
        <ul aria-label={t("admin.developments.tagsLabel")} className="flex flex-wrap gap-1.5">
          {shown.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900">
              {tag}
            </li>
          ))}
          {more > 0 && (
            <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
              {t("admin.developments.moreTags", { n: more })}
            </li>
          )}
        </ul>
      )}
    </AdminCard>
  );
}
