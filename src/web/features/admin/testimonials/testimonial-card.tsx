import { Star, UserRound } from "lucide-react";
import { variantUrl } from "../../../../domain/images.ts";
import type { Testimonial } from "../../../../domain/testimonial.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { LanguageBadges } from "../resource/language-badges.tsx";
import { RecordActions, type RecordHandlers } from "../resource/record-button.tsx";

/** One testimonial of the list; `current` marks the one being edited in the form. */
export function TestimonialCard({ item, current, ...actions }: { item: Testimonial; current: boolean } & RecordHandlers) {
  const nameId = `testimonial-${item._id}`;
  return (
    <article
      aria-labelledby={nameId}
      className={`flex gap-4 rounded-xl border bg-white p-4 ${current ? "border-brand-600 ring-2 ring-brand-100" : "border-slate-200"}`}
    >
      {item.image ? (
        <img
          src={variantUrl(item.image, 400)}
          alt={t("admin.testimonials.photoOf", { name: item.name })}
          width={56}
          height={56}
          loading="lazy"
          className="size-14 shrink-0 rounded-full bg-slate-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600">
          <UserRound className="size-6" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={nameId} className="font-bold break-words text-slate-900">
              {item.name}
            </h3>
            {item.role && <p className="text-sm text-slate-700">{item.role}</p>}
            <LanguageBadges languages={item.languages} />
          </div>
          <Badge tone={item.isPublished ? "green" : "grey"}>
            {item.isPublished ? t("admin.testimonials.published") : t("admin.testimonials.hidden")}
          </Badge>
        </div>
        <p className="mt-1 flex items-center gap-0.5" role="img" aria-label={t("admin.testimonials.stars", { n: item.stars })}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Star
              key={n}
              aria-hidden="true"
              className={`size-4 ${n <= item.stars ? "fill-accent-500 text-accent-500" : "text-slate-300"}`}
            />
          ))}
        </p>
        <blockquote className="mt-2 text-sm break-words text-slate-800">“{item.quote}”</blockquote>
        <p className="mt-2 text-xs text-slate-700">{t("admin.testimonials.order", { n: item.order })}</p>
        <RecordActions name={item.name} texts="admin.testimonials" className="mt-3" {...actions} />
      </div>
    </article>
  );
}
