import { type Consultation, consultationActivityLabel } from "../../../../domain/consultation.ts";
import type { ConsultationStatus } from "../../../../domain/enums.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { mailtoHref } from "../leads-shared/links.ts";

/** The public page of the listing a lead asked about, if any. */
export function listingHref(c: Pick<Consultation, "propertyId" | "developmentId">): string | null {
  if (c.propertyId) return `/properties/${c.propertyId}`;
  if (c.developmentId) return `/developments/${c.developmentId}`;
  return null;
}

/** `mailto:` draft answering the request, with the spec's subject and a courtesy body signed by the team. */
export function consultationMailto(c: Pick<Consultation, "email" | "name" | "propertyType">): string {
  const about = c.propertyType.trim() || t("admin.consultations.anyProperty");
  return mailtoHref(
    c.email,
    t("admin.consultations.emailSubject", { propertyType: about }),
    t("admin.consultations.emailBody", { name: c.name, propertyType: about }),
  );
}

export type ActivityEntry = { id: string; label: string; details: string; status: ConsultationStatus; at: string };

/** The latest changed consultations, each labelled by the status it is in. */
export function recentActivity(list: readonly Consultation[], limit = 5): ActivityEntry[] {
  return [...list]
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
    .slice(0, limit)
    .map((c) => ({
      id: c._id,
      label: consultationActivityLabel(c.status),
      details: c.listingTitle ? `${c.name} – ${c.listingTitle}` : c.name,
      status: c.status,
      at: c.updatedAt,
    }));
}
