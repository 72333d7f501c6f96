import { Bath, BedDouble, Calendar, Camera, MapPin, Ruler, User } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { Submission } from "../../../../domain/submission.ts";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { formatDate, formatPrice } from "../../../i18n/format.ts";
import { NamedButton } from "../leads-shared/card-actions.tsx";
import { STATUS_LABELS, STATUS_TONES, TYPE_LABELS } from "./texts.ts";

export function SubmissionCard({ submission: s, onView }: { submission: Submission; onView: () => void }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      // Visitors type what they like: a long unbroken word must wrap, not widen the page on a phone.
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm [overflow-wrap:anywhere]"
    >
      <div className="relative aspect-[3/2] bg-slate-200">
        <ResponsiveImage
          src={s.images[0]}
          alt=""
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          className="size-full object-cover"
        />
        <span className="absolute bottom-2 right-2 inline-flex items-center gap-1 rounded-full bg-slate-950/75 px-2 py-0.5 text-xs font-medium text-white">
          <Camera aria-hidden="true" className="size-3.5" />
          {t("admin.submissions.photos", { n: s.images.length })}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={headingId} className="text-lg font-bold leading-snug">
            {s.title}
          </h3>
          <Badge tone={STATUS_TONES[s.status]}>{STATUS_LABELS[s.status]}</Badge>
        </div>
        <p className="flex items-center gap-1 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {s.location}
        </p>
        <p className="text-lg font-bold text-brand-800">{formatPrice(s.price)}</p>
        <p className="line-clamp-2 text-sm text-slate-700">{s.description}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <li>
            <span className="sr-only">{t("admin.submissions.typeLabel")}</span>
            <Badge tone="blue">{TYPE_LABELS[s.type]}</Badge>
          </li>
          {s.bedrooms > 0 && (
            <Fact icon={<BedDouble aria-hidden="true" className="size-4" />}>
              {t("admin.submissions.beds", { n: s.bedrooms })}
            </Fact>
          )}
          {s.bathrooms > 0 && (
            <Fact icon={<Bath aria-hidden="true" className="size-4" />}>{t("admin.submissions.baths", { n: s.bathrooms })}</Fact>
          )}
          <Fact icon={<Ruler aria-hidden="true" className="size-4" />}>{t("admin.submissions.area", { n: s.area })}</Fact>
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <User aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("admin.submissions.submittedBy")}: </span>
            {s.contactName}
          </span>
          <span className="inline-flex items-center gap-1">
            <Calendar aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("admin.submissions.submittedOn")}: </span>
            <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>
          </span>
        </div>
        <NamedButton name={s.title} onClick={onView}>
          {t("admin.submissions.viewDetails")}
        </NamedButton>
      </div>
    </article>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1">
      {icon}
      {children}
    </li>
  );
}
