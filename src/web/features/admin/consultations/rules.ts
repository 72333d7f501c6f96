import { type Consultation, consultationActivityLabel } from "../../../../domain/consultation.ts";
import { CONSULTATION_STATUSES, type ConsultationStatus } from "../../../../domain/enums.ts";
import { t } from "../../../i18n/catalogues/admin.ts";
import { csvDateTime, toCsv } from "../csv.ts";
import { mailtoHref } from "../leads-shared/links.ts";
import { KIND_LABELS, PRIORITY_LABELS, STATUS_LABELS } from "./texts.ts";

export type StatusFilter = ConsultationStatus | "all";

/** Search (name, email, property type; case-insensitive) and status filter, applied in the browser. */
export function filterConsultations(list: readonly Consultation[], query: string, status: StatusFilter): Consultation[] {
  const q = query.trim().toLowerCase();
  return list.filter(
    (c) =>
      (status === "all" || c.status === status) &&
      (!q || [c.name, c.email, c.propertyType].some((field) => field.toLowerCase().includes(q))),
  );
}

/** How many consultations have each status (the stat cards count the whole list, not the filtered one). */
export function countByStatus(list: readonly Consultation[]): Record<ConsultationStatus, number> {
  const counts = Object.fromEntries(CONSULTATION_STATUSES.map((s) => [s, 0])) as Record<ConsultationStatus, number>;
  for (const c of list) counts[c.status] += 1;
  return counts;
}

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

export const CSV_HEADER = [
  "ID",
  "Kind",
  "Name",
  "Email",
  "Phone",
  "Property Type",
  "Listing",
  "Listing URL",
  "Message",
  "Status",
  "Priority",
  "Assigned To",
  "Follow-up Date (Africa/Kigali)",
  "Notes",
  "Created (Africa/Kigali)",
  "Updated (Africa/Kigali)",
] as const;

/** Every field of the given (filtered) consultations; `origin` makes the listing links absolute. */
export function consultationsCsv(list: readonly Consultation[], origin: string): string {
  return toCsv(
    CSV_HEADER,
    list.map((c) => {
      const href = listingHref(c);
      return [
        c._id,
        KIND_LABELS[c.kind],
        c.name,
        c.email,
        c.phone,
        c.propertyType,
        c.listingTitle ?? "",
        href ? `${origin}${href}` : "",
        c.message,
        STATUS_LABELS[c.status],
        PRIORITY_LABELS[c.priority],
        c.assignedTo,
        csvDateTime(c.followUpDate),
        c.notes,
        csvDateTime(c.createdAt),
        csvDateTime(c.updatedAt),
      ];
    }),
  );
}
