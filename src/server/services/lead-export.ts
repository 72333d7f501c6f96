import { csvDateTime, toCsv } from "../../domain/csv.ts";
import type { ConsultationQuery } from "../../domain/lead-query.ts";
import { formatPhone } from "../../domain/phone.ts";
import type { DbOrTx } from "../db/client.ts";
import { presentConsultation } from "./consultations.ts";
import { consultationPage, type LeadReader } from "./lead-lists.ts";

export const CONSULTATIONS_CSV_HEADER = [
  "ID",
  "Kind",
  "Source",
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

/**
 * Every consultation the filter matches, in the list's order and within the reader's scope, as a CSV
 * document; `origin` makes the listing links absolute.
 */
export async function consultationsCsv(db: DbOrTx, query: ConsultationQuery, reader: LeadReader, origin: string) {
  const { rows } = await consultationPage(db, { ...query, page: undefined, pageSize: undefined }, reader);
  return toCsv(
    CONSULTATIONS_CSV_HEADER,
    rows.map((row) => {
      const c = presentConsultation(row);
      const href = c.propertyId ? `/properties/${c.propertyId}` : c.developmentId ? `/developments/${c.developmentId}` : null;
      return [
        c._id,
        c.kind,
        row.source,
        c.name,
        c.email,
        formatPhone(c.phone),
        c.propertyType,
        c.listingTitle ?? "",
        href ? `${origin}${href}` : "",
        c.message,
        c.status,
        c.priority,
        c.assignedTo,
        csvDateTime(c.followUpDate),
        c.notes,
        csvDateTime(c.createdAt),
        csvDateTime(c.updatedAt),
      ];
    }),
  );
}
