import { Calendar, Mail, Phone, User } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Consultation } from "../../../../domain/consultation.ts";
import type { ConsultationPriority, ConsultationStatus } from "../../../../domain/enums.ts";
import { formatPhone } from "../../../../domain/phone.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { t } from "../../../i18n/catalogues/admin.ts";
import { formatDate, formatDateTime } from "../../../i18n/format.ts";
import { LeadCard, type LeadCardActions } from "../leads-shared/lead-card.tsx";
import { listingHref } from "./rules.ts";
import { KIND_LABELS, PRIORITY_LABELS, STATUS_LABELS } from "./texts.ts";

export const statusTone = { new: "blue", "in-progress": "amber", contacted: "green", archived: "grey" } as const satisfies Record<
  ConsultationStatus,
  string
>;
export const priorityTone = { high: "red", medium: "amber", low: "grey" } as const satisfies Record<ConsultationPriority, string>;

export function ConsultationBadges({ consultation: c }: { consultation: Consultation }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge tone={statusTone[c.status]}>{STATUS_LABELS[c.status]}</Badge>
      <Badge tone={priorityTone[c.priority]}>
        {t("admin.consultations.priorityBadge", { priority: PRIORITY_LABELS[c.priority] })}
      </Badge>
      <Badge tone="brand">{KIND_LABELS[c.kind]}</Badge>
    </div>
  );
}

/** The listing a public-site lead asked about, linked to its public page. */
export function ListingLink({ consultation: c }: { consultation: Consultation }) {
  const href = listingHref(c);
  if (!c.listingTitle) return null;
  return href ? (
    <Link to={href} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
      {c.listingTitle}
    </Link>
  ) : (
    <span>{c.listingTitle}</span>
  );
}

export function ConsultationCard({
  consultation: c,
  actions,
}: {
  consultation: Consultation;
  actions: LeadCardActions<Consultation, ConsultationStatus>;
}) {
  return (
    <LeadCard
      texts="admin.consultations"
      lead={c}
      statusLabels={STATUS_LABELS}
      actions={actions}
      aside={<ConsultationBadges consultation={c} />}
    >
      <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-2">
        <Item
          icon={<Phone aria-hidden="true" className="size-4" />}
          label={t("admin.consultations.fields.phone")}
          value={c.phone ? formatPhone(c.phone) : "—"}
        />
        <Item
          icon={<Mail aria-hidden="true" className="size-4" />}
          label={t("admin.consultations.fields.email")}
          value={c.email || "—"}
        />
        <Item
          icon={<Calendar aria-hidden="true" className="size-4" />}
          label={t("admin.consultations.fields.created")}
          value={c.createdAt ? formatDate(c.createdAt) : t("admin.consultations.noDate")}
        />
        <Item label={t("admin.consultations.fields.propertyType")} value={c.propertyType || "—"} />
        <Item
          icon={<User aria-hidden="true" className="size-4" />}
          label={t("admin.consultations.fields.assignedTo")}
          value={c.assignedTo || t("admin.consultations.notAssigned")}
        />
        <Item
          label={t("admin.consultations.fields.followUp")}
          value={c.followUpDate ? formatDateTime(c.followUpDate) : t("admin.consultations.noFollowUp")}
        />
        {c.listingTitle && <Item label={t("admin.consultations.fields.listing")} value={<ListingLink consultation={c} />} wide />}
      </dl>

      <p className="line-clamp-3 whitespace-pre-line text-sm text-slate-700">{c.message}</p>
    </LeadCard>
  );
}

function Item({ icon, label, value, wide = false }: { icon?: ReactNode; label: string; value: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex min-w-0 items-baseline gap-1.5 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="inline-flex shrink-0 items-center gap-1.5 text-slate-600">
        {icon && <span className="text-slate-500">{icon}</span>}
        {label}:
      </dt>
      <dd className="min-w-0 break-words font-medium text-slate-900">{value}</dd>
    </div>
  );
}
